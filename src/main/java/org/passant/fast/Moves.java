package org.passant.fast;

import org.passant.kernel.Generate;

/** The legal moves of a {@link BitPosition} under its own variant's rules. */
final class Moves {
    private Moves() {
    }

    /** Room for every legal move of any position the validator accepts (the kernel's bound). */
    static final int MAX = Generate.MAX_MOVES;

    /** Writes the legal moves into {@code out} from {@code start}; returns the new end. */
    static int generate(BitPosition p, int[] out, int start) {
        return p.atomic ? AtomicMoves.generate(p, out, start) : ChessMoves.generate(p, out, start);
    }

    /** The number of legal moves, from the masks where the variant allows it. */
    static int count(BitPosition p) {
        return p.atomic ? AtomicMoves.count(p) : ChessMoves.count(p);
    }
}
