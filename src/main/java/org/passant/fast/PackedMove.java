package org.passant.fast;

import org.passant.kernel.Generate;
import org.passant.position.Move;

/**
 * A move as one int: the kernel's encoding in bits 0-14 (from, to, promotion; {@link Generate#encode},
 * so that {@link Generate#from}, {@link Generate#to}, {@link Generate#promotion} and
 * {@code Move.decode} read it), and above it what {@link BitPosition#play} needs so that playing the
 * move looks nothing up: the moving piece type (bits 15-17) and flags for en passant, castling and
 * the double step.
 */
final class PackedMove {
    private PackedMove() {
    }

    private static final int TYPE_SHIFT = 15;

    static final int EN_PASSANT = 1 << 18;
    static final int CASTLING = 1 << 19;
    static final int DOUBLE_STEP = 1 << 20;

    static int of(int from, int to, int type) {
        return Generate.encode(from, to, 0) | type << TYPE_SHIFT;
    }

    static int promotion(int from, int to, int promotion) {
        return Generate.encode(from, to, promotion) | BitPosition.PAWN << TYPE_SHIFT;
    }

    /** A move made with target a1 ({@link #of}{@code (from, 0, type)}), now to {@code to}. */
    static int withTo(int move, int to) {
        return move + Generate.encode(0, to, 0);
    }

    /**
     * The move as the rest of Passant writes it: the kernel's three fields, and castling (C960-CASTLE,
     * the king taking its own rook: {@code to} is already the rook's home) marked as such, so that it is
     * written e1g1 or, with UCI_Chess960, e1h1.
     */
    static Move toMove(int move) {
        if ((move & CASTLING) != 0) {
            return Move.castle(from(move), to(move));
        }
        return Move.decode(move);
    }

    static int type(int move) {
        return (move >>> TYPE_SHIFT) & 7;
    }

    // The kernel's three fields read with masks for play(): the JIT cannot prove a move int
    // non-negative, and Generate's % and / made perft about 15% slower (PackedMoveTest: they agree).

    static int from(int move) {
        return move & 63;
    }

    static int to(int move) {
        return (move >>> 6) & 63;
    }

    static int promotion(int move) {
        return (move >>> 12) & 7;
    }
}
