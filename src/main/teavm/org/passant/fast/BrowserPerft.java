package org.passant.fast;

import org.passant.position.Position;

/**
 * The fast generator's perft as the browser module runs it: {@link Perft} on one thread without a
 * hash table (a page has one thread per worker and no shared memory), the same search as
 * {@code FastGenerator.perft} with one thread and no table.
 */
public final class BrowserPerft {
    private BrowserPerft() {
    }

    /** The number of leaf nodes of the legal move tree of the given depth. */
    public static long perft(Position position, int depth) {
        return new Perft(FastGenerator.bits(position)).perft(depth);
    }
}
