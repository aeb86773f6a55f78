package org.passant.fast;

/**
 * Two bitboards packed into one word by the squares of a third, for {@link PerftTable}'s entries,
 * on Java 21 and later (META-INF/versions/21 of the multi-release jar): by {@code Long.compress},
 * the JIT's PEXT where the CPU has BMI2, or by {@link Bits#compress} where PEXT is slow or missing
 * ({@link Pext} decides, as for {@link Sliders}).
 */
final class Pack {
    private Pack() {
    }

    private static final boolean PEXT = Pext.ON;

    /** {@code a} and {@code b} compressed by {@code mask} (of at most 32 squares): {@code a}'s bits low, {@code b}'s from bit 32. */
    static long pair(long a, long b, long mask) {
        if (!PEXT) {
            return Bits.compress(a, mask) | Bits.compress(b, mask) << 32;
        }
        return Long.compress(a, mask) | Long.compress(b, mask) << 32;
    }

    /** {@code pair(a, b, mask)} in {@code out[at]} and {@code pair(c, d, mask)} in {@code out[at + 1]}; without PEXT the mask's work done once. */
    static void pairs(long a, long b, long c, long d, long mask, long[] out, int at) {
        if (!PEXT) {
            Bits.compressFour(a, b, c, d, mask, out, at);
            return;
        }
        out[at] = Long.compress(a, mask) | Long.compress(b, mask) << 32;
        out[at + 1] = Long.compress(c, mask) | Long.compress(d, mask) << 32;
    }
}
