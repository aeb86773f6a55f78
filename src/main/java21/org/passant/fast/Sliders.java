package org.passant.fast;

/**
 * Bishop and rook attacks on Java 21 and later (META-INF/versions/21 of the multi-release jar):
 * the blockers on a square's rays, gathered into the low bits by {@code Long.compress} (the JIT's
 * PEXT where the CPU has BMI2), index a table of precomputed attack sets, one slot per blocker
 * subset, so no magic number is needed. {@link Magic} bitboards stay in use where PEXT is slow
 * or missing (AMD before Zen 3, no BMI2): {@link Pext} decides.
 */
final class Sliders {
    private Sliders() {
    }

    private static final boolean PEXT = Pext.ON;

    /** How the tables are indexed, as {@code passant --version} reports it. */
    static String kind() {
        return PEXT ? "PEXT (Long.compress)" : "magic bitboards (PEXT turned off)";
    }

    private static final long[] ROOK_MASK = new long[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE = PEXT ? table(Attacks.ROOK_DIRECTIONS, ROOK_MASK, ROOK_OFFSET) : null;
    private static final long[] BISHOP_MASK = new long[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE = PEXT ? table(Attacks.BISHOP_DIRECTIONS, BISHOP_MASK, BISHOP_OFFSET) : null;

    static long rook(int sq, long occupied) {
        if (!PEXT) {
            return Magic.rook(sq, occupied);
        }
        return ROOK_TABLE[ROOK_OFFSET[sq] + (int) Long.compress(occupied, ROOK_MASK[sq])];
    }

    static long bishop(int sq, long occupied) {
        if (!PEXT) {
            return Magic.bishop(sq, occupied);
        }
        return BISHOP_TABLE[BISHOP_OFFSET[sq] + (int) Long.compress(occupied, BISHOP_MASK[sq])];
    }

    /**
     * Fills the masks and offsets and returns the table: every blocker subset of every square, at its
     * compressed index ({@link Attacks#attacksBySubset}, which needs no {@code Long.compress}).
     */
    private static long[] table(int[][] directions, long[] masks, int[] offsets) {
        long[] table = new long[Attacks.sliderMasks(directions, masks, offsets)];
        for (int sq = 0; sq < 64; sq++) {
            Attacks.attacksBySubset(table, offsets[sq], sq, masks[sq], directions);
        }
        return table;
    }
}
