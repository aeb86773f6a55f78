package org.teavm.classlib.java.util;

/**
 * {@code java.util.SplittableRandom} for the browser module: TeaVM's class library lacks it, and
 * TeaVM takes a class named so (org.teavm.classlib. + the package, T + the name) for the JDK's.
 * The position keys ({@code position.Zobrist}, {@code fast.SearchBoard}) and the engine's choice
 * within a level's margin ({@code search.Search}) draw from it, so this is the JDK's algorithm
 * (SplitMix64 with the golden gamma; a bound drawn as {@code RandomSupport.boundedNextInt} draws it),
 * and the same seed gives the same numbers as on the JVM (SplittableRandomInBrowserTest). Only the
 * methods Passant calls are here: TeaVM refuses to compile a call to any other.
 */
public final class TSplittableRandom {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    private long seed;

    public TSplittableRandom(long seed) {
        this.seed = seed;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    private long nextSeed() {
        seed += GOLDEN_GAMMA;
        return seed;
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public int nextInt() {
        return mix32(nextSeed());
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int m = bound - 1;
        int r = nextInt();
        if ((bound & m) == 0) {
            return r & m;
        }
        for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
            // rejected: u fell in the last, partial run of bound values
        }
        return r;
    }
}
