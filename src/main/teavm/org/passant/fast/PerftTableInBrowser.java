package org.passant.fast;

/**
 * {@link PerftTable} as the browser module compiles it ({@code js.BrowserSubstitutions}): the methods
 * {@link Perft} calls, for its calls to link, and no table. The module's perft passes none
 * ({@link BrowserPerft}), so none of these runs; should one ever, it says so rather than count wrong.
 */
final class PerftTableInBrowser {
    private PerftTableInBrowser() {
        throw absent();
    }

    private static UnsupportedOperationException absent() {
        return new UnsupportedOperationException("the browser module's perft has no hash table");
    }

    int key(BitPosition p, int depth, long[] keys, int k) {
        throw absent();
    }

    long touch(int at) {
        throw absent();
    }

    long probe(BitPosition p, int depth) {
        throw absent();
    }

    long probe(int at, long[] keys, int k) {
        throw absent();
    }

    void store(BitPosition p, int depth, long count) {
        throw absent();
    }

    void store(int at, long[] keys, int k, long count) {
        throw absent();
    }
}
