package org.passant.search;

/**
 * The transposition table: what earlier searches learned about a position (best move, score,
 * depth, and whether the score is exact or a bound), by 64-bit key, in two {@code long} arrays
 * so that storing and probing allocate nothing. One slot per index, replaced when the new entry
 * is as deep or newer (a search of a later move of the game ages the old entries).
 */
final class TranspositionTable {
    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;

    /** Bytes per entry: the key and the packed data. */
    static final int ENTRY_BYTES = 16;

    private long[] keys;
    private long[] data;
    private int mask;
    private int age;

    /** A table of about {@code megabytes} MiB (rounded down to a power of two entries, at least 1024). */
    TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    void resize(int megabytes) {
        long entries = Math.max(1024, (long) megabytes * 1024 * 1024 / ENTRY_BYTES);
        int size = Integer.highestOneBit((int) Math.min(entries, 1 << 30));
        if (keys != null && keys.length == size) {
            clear();
            return;
        }
        keys = null; // let the old table go before the new one is made
        data = null;
        keys = new long[size];
        data = new long[size];
        mask = size - 1;
        age = 0;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
        age = 0;
    }

    /** Called once per search: entries of earlier searches give way first. */
    void newSearch() {
        age = (age + 1) & 63;
    }

    int entries() {
        return keys.length;
    }

    /** The packed data stored for the key, or 0 when the slot holds another position. */
    long probe(long key) {
        int i = (int) key & mask;
        long d = data[i];
        return keys[i] == (key ^ d) && d != 0 ? d : 0;
    }

    void store(long key, int move, int score, int depth, int bound) {
        int i = (int) key & mask;
        long old = data[i];
        boolean same = keys[i] == (key ^ old);
        if (old != 0 && depth < depth(old) && age(old) == age && !(same && bound == EXACT)) {
            return; // keep a deeper entry of this search
        }
        if (same && move == 0) {
            move = move(old); // a bound without a move keeps the known best move
        }
        long d = (move & 0xFFFFFFFFL) | (long) (score & 0xFFFF) << 32 | (long) (Math.max(0, depth) & 0xFF) << 48
                | (long) bound << 56 | (long) age << 58;
        data[i] = d;
        keys[i] = key ^ d; // the key is stored xor the data, so a torn pair never matches
    }

    /** How full the table is, in permille, from a sample of its first slots (UCI's hashfull). */
    int hashfull() {
        int n = Math.min(1000, keys.length);
        int used = 0;
        for (int i = 0; i < n; i++) {
            if (data[i] != 0 && age(data[i]) == age) {
                used++;
            }
        }
        return used * 1000 / n;
    }

    static int move(long d) {
        return (int) d;
    }

    static int score(long d) {
        return (short) (d >>> 32);
    }

    static int depth(long d) {
        return (int) (d >>> 48) & 0xFF;
    }

    static int bound(long d) {
        return (int) (d >>> 56) & 3;
    }

    private static int age(long d) {
        return (int) (d >>> 58) & 63;
    }
}
