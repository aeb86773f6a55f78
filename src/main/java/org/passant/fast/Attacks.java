package org.passant.fast;

/**
 * Attack tables: the squares each piece attacks from each square. Leapers (knight, king, pawn) by
 * plain lookup; sliders (bishop, rook) by {@link Sliders}: the blockers on a square's rays index a
 * table of precomputed attack sets ({@link Magic} bitboards, or PEXT on a JDK that has it).
 */
final class Attacks {
    private Attacks() {
    }

    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** Squares a pawn attacks: {@code PAWN[sq]} for White, {@code PAWN[64 + sq]} for Black. */
    static final long[] PAWN = new long[128];
    /** Squares strictly between two aligned squares ({@code 64 * a + b}); empty when not aligned. */
    static final long[] BETWEEN = new long[64 * 64];
    /** The whole rank, file or diagonal through two aligned squares; empty when not aligned. */
    static final long[] LINE = new long[64 * 64];
    /** A bishop's and a rook's attacks on an empty board: where a slider must stand to matter at all. */
    static final long[] BISHOP_RAYS = new long[64];
    static final long[] ROOK_RAYS = new long[64];

    static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    private static final int[][] KNIGHT_JUMPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

    static {
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, KNIGHT_JUMPS);
            KING[sq] = steps(sq, new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}});
            PAWN[sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[64 + sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
            BISHOP_RAYS[sq] = slide(sq, 0, BISHOP_DIRECTIONS);
            ROOK_RAYS[sq] = slide(sq, 0, ROOK_DIRECTIONS);
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                lines(a, b);
            }
        }
    }

    static long rook(int sq, long occupied) {
        return Sliders.rook(sq, occupied);
    }

    static long bishop(int sq, long occupied) {
        return Sliders.bishop(sq, occupied);
    }

    static long queen(int sq, long occupied) {
        return rook(sq, occupied) | bishop(sq, occupied);
    }

    static long between(int a, int b) {
        return BETWEEN[64 * a + b];
    }

    static long line(int a, int b) {
        return LINE[64 * a + b];
    }

    private static long steps(int sq, int[][] deltas) {
        long result = 0;
        for (int[] d : deltas) {
            int f = sq % 8 + d[0];
            int r = sq / 8 + d[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                result |= 1L << (8 * r + f);
            }
        }
        return result;
    }

    /** The squares reached along the rays, each ray up to and including the first blocker. */
    static long slide(int sq, long occupied, int[][] directions) {
        long result = 0;
        for (int[] d : directions) {
            int f = sq % 8 + d[0];
            int r = sq / 8 + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long b = 1L << (8 * r + f);
                result |= b;
                if ((occupied & b) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return result;
    }

    private static void lines(int a, int b) {
        if (a == b) {
            return;
        }
        for (int[][] directions : new int[][][] {ROOK_DIRECTIONS, BISHOP_DIRECTIONS}) {
            long bb = 1L << b;
            if ((slide(a, 0, directions) & bb) != 0) {
                LINE[64 * a + b] = (slide(a, 0, directions) & slide(b, 0, directions)) | (1L << a) | bb;
                BETWEEN[64 * a + b] = slide(a, bb, directions) & slide(b, 1L << a, directions);
            }
        }
    }

    /**
     * Fills each square's relevant blockers ({@link #relevant}) and its table's first slot, one slot
     * per blocker subset; returns the table's length. Both slider lookups ({@link Magic}, PEXT) use it.
     */
    static int sliderMasks(int[][] directions, long[] masks, int[] offsets) {
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
            masks[sq] = relevant(sq, directions);
            offsets[sq] = total;
            total += 1 << Long.bitCount(masks[sq]);
        }
        return total;
    }

    /** The relevant blockers: the rays without their last square (a piece there blocks nothing further). */
    private static long relevant(int sq, int[][] directions) {
        long result = 0;
        for (int[] d : directions) {
            int f = sq % 8 + d[0];
            int r = sq / 8 + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                result |= 1L << (8 * r + f);
                f += d[0];
                r += d[1];
            }
        }
        return result;
    }
}
