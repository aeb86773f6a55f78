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
    /**
     * Where a bishop (a rook) must stand to attack any square next to {@code sq} on an empty board:
     * the only enemy sliders that can keep a king on {@code sq} from stepping.
     */
    static final long[] BISHOP_ZONE = new long[64];
    static final long[] ROOK_ZONE = new long[64];

    static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    private static final int[][] KNIGHT_JUMPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

    /** The eight directions, the rook's then the bishop's: opposite directions are {@code d ^ 1}. */
    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {-1, 1}, {1, -1}};

    static {
        int[][] king = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
        int[][] whitePawn = {{-1, 1}, {1, 1}};
        int[][] blackPawn = {{-1, -1}, {1, -1}};
        long[] rays = new long[8];
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, KNIGHT_JUMPS);
            KING[sq] = steps(sq, king);
            PAWN[sq] = steps(sq, whitePawn);
            PAWN[64 + sq] = steps(sq, blackPawn);
            for (int d = 0; d < 8; d++) {
                rays[d] = ray(sq, DIRECTIONS[d], 0);
            }
            BISHOP_RAYS[sq] = rays[4] | rays[5] | rays[6] | rays[7];
            ROOK_RAYS[sq] = rays[0] | rays[1] | rays[2] | rays[3];
            // each aligned pair once per direction (start-up, issue 20: not a ray walk per pair of squares)
            for (int d = 0; d < 8; d++) {
                ray(sq, DIRECTIONS[d], rays[d] | rays[d ^ 1] | 1L << sq);
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            for (long b = KING[sq]; b != 0; b &= b - 1) {
                BISHOP_ZONE[sq] |= BISHOP_RAYS[Long.numberOfTrailingZeros(b)];
                ROOK_ZONE[sq] |= ROOK_RAYS[Long.numberOfTrailingZeros(b)];
            }
        }
    }

    /**
     * The squares of the ray from {@code sq} in {@code direction}; when {@code line} is not 0 (the
     * whole line of the ray), also fills {@link #LINE} and {@link #BETWEEN} of {@code sq} and each square of the ray.
     */
    private static long ray(int sq, int[] direction, long line) {
        long path = 0;
        for (int f = sq % 8 + direction[0], r = sq / 8 + direction[1]; f >= 0 && f < 8 && r >= 0 && r < 8;
                f += direction[0], r += direction[1]) {
            int b = 8 * r + f;
            if (line != 0) {
                LINE[64 * sq + b] = line;
                BETWEEN[64 * sq + b] = path;
            }
            path |= 1L << b;
        }
        return path;
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

    /**
     * Fills {@code table[offset + i]} for every subset of {@code mask} (the blockers on the rays of
     * {@code sq}) with the attacks from {@code sq} over that subset, where {@code i} is the subset's
     * PEXT index: bit {@code k} of {@code i} says whether the {@code k}-th lowest square of the mask is
     * occupied ({@code Long.compress(subset, mask)}). Returns {@code 1 << bitCount(mask)}, the slots used.
     * A blocker {@code b} only cuts its own ray beyond {@code b}, so the attacks over a subset with
     * {@code b} added are the attacks without it, and-ed with the attacks over {@code b} alone: each
     * mask square doubles the part filled (one AND per entry, no ray walk, no {@code Long.compress},
     * which is slow before C2 has compiled it: start-up, issue 20).
     */
    static int attacksBySubset(long[] table, int offset, int sq, long mask, int[][] directions) {
        table[offset] = slide(sq, 0, directions);
        int filled = 1;
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            cut(table, offset, filled, slide(sq, rest & -rest, directions));
            filled <<= 1;
        }
        return filled;
    }

    /** {@code table[offset + n + i] = table[offset + i] & cut} for i below n (a method of its own: the JIT compiles it early). */
    private static void cut(long[] table, int offset, int n, long cut) {
        for (int i = offset; i < offset + n; i++) {
            table[i + n] = table[i] & cut;
        }
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
