package org.passant.fast;

import org.passant.position.Move;

/**
 * A move as one int, carrying what {@link BitPosition#play} needs so that playing it looks
 * nothing up: from (bits 0-5), to (6-11), the moving piece type (12-14), the promotion type
 * (15-17, 0 for none) and flags for en passant, castling and the double step.
 */
final class PackedMove {
    private PackedMove() {
    }

    static final int EN_PASSANT = 1 << 18;
    static final int CASTLING = 1 << 19;
    static final int DOUBLE_STEP = 1 << 20;

    static int of(int from, int to, int type) {
        return from | to << 6 | type << 12;
    }

    static int promotion(int from, int to, int promotion) {
        return from | to << 6 | BitPosition.PAWN << 12 | promotion << 15;
    }

    static int from(int move) {
        return move & 63;
    }

    static int to(int move) {
        return (move >>> 6) & 63;
    }

    static int type(int move) {
        return (move >>> 12) & 7;
    }

    static int promotion(int move) {
        return (move >>> 15) & 7;
    }

    static Move toMove(int move) {
        return new Move(from(move), to(move), promotion(move));
    }
}
