package org.passant.fast;

import org.passant.kernel.Generate;

/** The legal moves of a {@link BitPosition} under its own variant's rules. */
final class Moves {
    private Moves() {
    }

    /** Room for every legal move of any position the validator accepts (the kernel's bound). */
    static final int MAX = Generate.MAX_MOVES;

    /** Kinds of moves: captures (en passant included) and promotions, the tactical moves. */
    static final int CAPTURES = 1;
    /** Kinds of moves: the rest, castling included. */
    static final int QUIETS = 2;
    static final int ALL = CAPTURES | QUIETS;

    /** Writes the legal moves into {@code out} from {@code start}; returns the new end. */
    static int generate(BitPosition p, int[] out, int start) {
        return p.atomic ? AtomicMoves.generate(p, out, start) : ChessMoves.generate(p, out, start);
    }

    /** Writes the legal moves of the given kinds made by the pieces on {@code movers}; returns the new end. */
    static int generate(BitPosition p, int[] out, int start, int kinds, long movers) {
        return p.atomic ? AtomicMoves.generate(p, out, start, kinds, movers) : ChessMoves.generate(p, out, start, kinds, movers);
    }

    /** The number of legal moves, from the masks where the variant allows it. */
    static int count(BitPosition p) {
        return p.atomic ? AtomicMoves.count(p) : ChessMoves.count(p);
    }
}
