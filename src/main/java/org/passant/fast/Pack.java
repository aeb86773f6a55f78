package org.passant.fast;

/**
 * Two bitboards packed into one word by the squares of a third, for {@link PerftTable}'s entries:
 * on Java 17 to 20 by {@link Bits#compress}. The jar carries a second version of this class for
 * Java 21 and later (src/main/java21), which uses {@code Long.compress} (the JIT's PEXT).
 */
final class Pack {
    private Pack() {
    }

    /** {@code a} and {@code b} compressed by {@code mask} (of at most 32 squares): {@code a}'s bits low, {@code b}'s from bit 32. */
    static long pair(long a, long b, long mask) {
        return Bits.compress(a, mask) | Bits.compress(b, mask) << 32;
    }

    /** {@code pair(a, b, mask)} in {@code out[at]} and {@code pair(c, d, mask)} in {@code out[at + 1]}: the mask's work done once. */
    static void pairs(long a, long b, long c, long d, long mask, long[] out, int at) {
        Bits.compressFour(a, b, c, d, mask, out, at);
    }
}
