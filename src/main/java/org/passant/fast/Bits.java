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

    /**
     * The bits of {@code x} where {@code mask} is set, gathered into the low bits in order (PEXT,
     * {@code Long.compress} of Java 19 and later), without that instruction: each of six rounds moves
     * the bits that must travel an odd multiple of 1, 2, 4, ... 32 places (Hacker's Delight, 7-4).
     */
    static long compress(long x, long mask) {
        x &= mask;
        long m = mask;
        long mk = ~m << 1; // the zeros of the mask to the right of each bit, counted below as a parity prefix
        for (int i = 0; i < 6; i++) {
            long mp = parityPrefix(mk);
            long mv = mp & m; // the bits that move by 1 << i this round
            m = (m ^ mv) | (mv >>> (1 << i));
            long t = x & mv;
            x = (x ^ t) | (t >>> (1 << i));
            mk &= ~mp;
        }
        return x;
    }

    /**
     * {@link #compress} of four words by one mask of at most 32 squares, as two pairs: {@code a}'s
     * bits low and {@code b}'s from bit 32 in {@code out[at]}, {@code c}'s and {@code d}'s in
     * {@code out[at + 1]}. The six rounds' masks, most of the work, are computed once for the four.
     */
    static void compressFour(long a, long b, long c, long d, long mask, long[] out, int at) {
        a &= mask;
        b &= mask;
        c &= mask;
        d &= mask;
        long m = mask;
        long mk = ~m << 1;
        for (int i = 0; i < 6; i++) {
            long mp = parityPrefix(mk);
            long mv = mp & m;
            int s = 1 << i;
            m = (m ^ mv) | (mv >>> s);
            long t = a & mv;
            a = (a ^ t) | (t >>> s);
            t = b & mv;
            b = (b ^ t) | (t >>> s);
            t = c & mv;
            c = (c ^ t) | (t >>> s);
            t = d & mv;
            d = (d ^ t) | (t >>> s);
            mk &= ~mp;
        }
        out[at] = a | b << 32;
        out[at + 1] = c | d << 32;
    }

    /** Bit i set when the bits of {@code mk} at and below i are odd in number: compress's moving bits of one round. */
    private static long parityPrefix(long mk) {
        long mp = mk ^ (mk << 1);
        mp ^= mp << 2;
        mp ^= mp << 4;
        mp ^= mp << 8;
        mp ^= mp << 16;
        return mp ^ (mp << 32);
    }
}
