package org.passant.fast;

/**
 * Bitboards: a {@code long} with bit {@code sq} set for each square in the set, squares numbered
 * as in the kernel (a1 = 0, h1 = 7, a8 = 56).
 */
final class Bits {
    private Bits() {
    }

    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long NOT_FILE_A = ~FILE_A;
    static final long NOT_FILE_H = ~FILE_H;
    static final long RANK_1 = 0xFFL;
    static final long RANK_3 = RANK_1 << 16;
    static final long RANK_6 = RANK_1 << 40;
    static final long RANK_8 = RANK_1 << 56;
    /** The last rank of either side: a pawn arriving there promotes. */
    static final long PROMOTION_RANKS = RANK_1 | RANK_8;

    static long bit(int sq) {
        return 1L << sq;
    }

    static int first(long b) {
        return Long.numberOfTrailingZeros(b);
    }

    static int count(long b) {
        return Long.bitCount(b);
    }

    /** More than one square in the set. */
    static boolean several(long b) {
        return (b & (b - 1)) != 0;
    }
}
