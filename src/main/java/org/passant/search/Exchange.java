package org.passant.search;

import static org.passant.fast.SearchBoard.KING;
import static org.passant.fast.SearchBoard.PAWN;

import org.passant.fast.SearchBoard;

/**
 * What a move wins at once, for ordering and pruning. In chess, the static exchange evaluation:
 * the material balance of the best series of captures on the move's target square. In atomic
 * chess, the blast's balance (AT-EXPLOSION): every capture removes the capturer too, so nothing
 * recaptures and the balance is exact; a blast that takes the enemy king wins the game
 * (AT-WIN-EXPLOSION). Each search owns one (a scratch array for the exchange).
 */
final class Exchange {
    /** Piece values for exchanges, by type; a king's is beyond any exchange. */
    static final int[] VALUE = {0, 100, 320, 330, 500, 950, 20000};
    /** A blast's balance when it takes the enemy king: more than any material. */
    static final int WIN = 100_000;

    private final int[] swap = new int[40];

    /** The move's gain: {@link #see} in chess, {@link #blast} in atomic chess. */
    int gain(SearchBoard b, int move) {
        return b.atomic() ? blast(b, move) : see(b, move);
    }

    /**
     * Static exchange evaluation of a chess move (a capture or not) on its target square: what it
     * wins when both sides then capture there with their least valuable piece while it pays.
     */
    int see(SearchBoard b, int move) {
        int from = SearchBoard.from(move);
        int to = SearchBoard.to(move);
        long occupied = b.occupied() ^ (1L << from);
        if (SearchBoard.isEnPassant(move)) {
            occupied ^= 1L << (to ^ 8);
        }
        int promotion = SearchBoard.promotion(move);
        int d = 0;
        swap[0] = VALUE[b.capturedType(move)] + (promotion != 0 ? VALUE[promotion] - VALUE[PAWN] : 0);
        int onSquare = promotion != 0 ? promotion : b.movingType(move);
        boolean side = !b.whiteToMove();
        while (d < swap.length - 1) {
            long attackers = b.attackers(to, side, occupied);
            if (attackers == 0) {
                break;
            }
            int type = 0;
            long piece = 0;
            for (int t = PAWN; t <= KING; t++) {
                long set = attackers & b.pieces(t);
                if (set != 0) {
                    type = t;
                    piece = set & -set;
                    break;
                }
            }
            if (type == KING && b.attackers(to, !side, occupied ^ piece) != 0) {
                break; // the king may not take into a defended square
            }
            d++;
            swap[d] = VALUE[onSquare] - swap[d - 1];
            onSquare = type;
            occupied ^= piece;
            side = !side;
        }
        while (d > 0) {
            swap[d - 1] = -Math.max(-swap[d - 1], swap[d]);
            d--;
        }
        return swap[0];
    }

    /**
     * AT-EXPLOSION, AT-EP-CENTRE: what an atomic capture gains, exactly: the enemy material in the
     * blast minus our own (the capturer included); {@link #WIN} when the enemy king is in it
     * (AT-WIN-EXPLOSION). A quiet move gains nothing.
     */
    static int blast(SearchBoard b, int move) {
        if (!b.isCapture(move)) {
            return 0;
        }
        int to = SearchBoard.to(move);
        long blast = (SearchBoard.kingAttacks(to) & ~b.pieces(PAWN)) | 1L << to | 1L << SearchBoard.from(move);
        if (SearchBoard.isEnPassant(move)) {
            blast |= 1L << (to ^ 8);
        }
        boolean white = b.whiteToMove();
        long them = b.side(!white) & blast;
        long us = b.side(white) & blast;
        if ((them & b.pieces(KING)) != 0) {
            return WIN;
        }
        int gain = 0;
        for (int type = PAWN; type < KING; type++) {
            long set = b.pieces(type);
            gain += Evaluation.value(true, type) * (Long.bitCount(them & set) - Long.bitCount(us & set));
        }
        return gain;
    }
}
