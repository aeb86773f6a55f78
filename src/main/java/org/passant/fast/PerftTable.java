package org.passant.fast;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * An exact transposition table for perft: the count below a position at a depth, keyed and
 * verified by the whole position, so that no collision can change a count.
 *
 * <p>An entry holds the position itself, not a hash of it, in four longs:
 * <ol start="0">
 * <li>the occupied squares;
 * <li>the white pieces and bit plane 0 of the piece types, each compressed to the occupied squares
 *     ({@link Pack#pair}: PEXT, the bit of the i-th occupied square at bit i), the planes from bit 32;
 * <li>bit planes 1 and 2, compressed the same way;
 * <li>the side to move (bit 0), the castling rights (1-4), the en passant square plus one (5-11, 0 for
 *     none), the variant (12) and the depth (13-18); in the second entry the count from bit 19 (45 bits),
 *     in the first the bucket's version (19-34) and the count from bit 35 (29 bits).
 * </ol>
 * A piece type is 1 to 6, so the three planes together say which type stands on each occupied square;
 * 7 marks a rook that holds a castling right, so that the entry also says where the castling rooks
 * started (C960-CASTLE). Every plane is a subset of the occupied squares, so compressing loses
 * nothing, and the occupied squares and the four compressed planes give back all eight bitboards.
 * A position of more than 32 pieces (a lenient FEN's) does not fit and is neither stored nor
 * found; nor is a count too large for the entry it would go to. The hash (of the uncompressed
 * planes, so that the bucket's address is known before the packing is done) only picks the bucket.
 *
 * <p>A bucket is two entries, eight longs: 64 bytes, one cache line (the array's elements start 16
 * bytes into it on HotSpot, and a large array starts a G1 region, so bucket 0 starts at element 6),
 * so that a probe reads one line. The first entry keeps the deepest result (a store of at least its
 * depth replaces it, when its count fits in 29 bits), the second takes whatever the first refused.
 * {@link #key} and {@link #touch} let a caller start the loads of many buckets (a node's children)
 * before it looks any of them up with {@link #probe(int, long[], int)}, so that their misses overlap.
 *
 * <p>Shared between threads without locks: the version is odd while a thread writes the bucket. A
 * writer claims the bucket by raising it to odd (compare-and-set of the first entry's last word;
 * when another thread holds it, the store is dropped: a table may forget), writes, and releases it
 * even (with the first entry's new last word, when it wrote that entry). A reader reads that word,
 * the entries, and the word again, and uses what it read only when the two are the same and the
 * version even: then no write overlapped the read (unless 32,768 writes of that one bucket did,
 * bringing the 16-bit version round to the same value), and the entry is one whole store (the
 * optimistic read of {@link java.util.concurrent.locks.StampedLock}). Alone on one thread, the
 * version stays 0 and nothing is compared or set atomically.
 */
final class PerftTable {
    /** Longs per entry, and per bucket: two entries. */
    private static final int ENTRY = 4;
    private static final int BUCKET = 2 * ENTRY;
    private static final int BUCKET_BYTES = 8 * BUCKET;
    /** Longs before bucket 0: HotSpot's long[] elements start 16 bytes into the array. */
    private static final int PAD = 6;
    private static final int META_BITS = 19;
    private static final long META_MASK = (1L << META_BITS) - 1;
    private static final int DEPTH_SHIFT = 13;
    private static final int VERSION_SHIFT = META_BITS;
    private static final long VERSION_MASK = 0xFFFFL << VERSION_SHIFT;
    private static final long VERSION_ONE = 1L << VERSION_SHIFT;
    private static final int FIRST_COUNT_SHIFT = VERSION_SHIFT + 16;
    /** The largest count the first entry holds. */
    static final long MAX_FIRST_COUNT = (1L << (64 - FIRST_COUNT_SHIFT)) - 1;
    /** The largest count an entry holds (the second). */
    static final long MAX_COUNT = (1L << (64 - META_BITS)) - 1;
    /** The largest depth an entry holds. */
    static final int MAX_DEPTH = 63;
    /** The largest table: a Java array holds fewer than 2^31 longs. */
    static final int MAX_MEGABYTES = 16384;
    /** The most buckets: an array of fewer than 2^31 longs. */
    private static final int MAX_BUCKETS = (Integer.MAX_VALUE - 8 - PAD) / BUCKET;

    private static final VarHandle WORD = MethodHandles.arrayElementVarHandle(long[].class);

    private final long[] words;
    private final long buckets;
    private final boolean shared;

    /**
     * A table of {@code buckets} buckets, for one thread or {@code shared} between threads.
     *
     * @throws OutOfMemoryError when the heap has no room for it
     */
    PerftTable(int buckets, boolean shared) {
        if (buckets < 1 || buckets > MAX_BUCKETS) {
            throw new IllegalArgumentException("buckets must be 1 to " + MAX_BUCKETS + ", not " + buckets);
        }
        this.words = new long[PAD + buckets * BUCKET];
        this.buckets = buckets;
        this.shared = shared;
    }

    /** The number of buckets that fit in {@code megabytes} MiB (1 to {@link #MAX_MEGABYTES}). */
    static int bucketsIn(int megabytes) {
        if (megabytes < 1 || megabytes > MAX_MEGABYTES) {
            throw new IllegalArgumentException("megabytes must be 1 to " + MAX_MEGABYTES + ", not " + megabytes);
        }
        return (int) Math.min(((long) megabytes << 20) / BUCKET_BYTES, MAX_BUCKETS);
    }

    int buckets() {
        return (int) buckets;
    }

    boolean shared() {
        return shared;
    }

    // The key: the white pieces and the three bit planes of the piece type (Piece.PAWN = 1 ... KING = 6),
    // where a rook that holds a castling right is written 7 (C960-CASTLE): the rights and the bitboards
    // then say where each castling rook started, so that positions of different Chess960 arrangements
    // never share an entry (BitPosition#castling holds a right only while its king and rook are home,
    // so the king's home is its square).

    private static long plane0(BitPosition p) {
        return p.pawns | p.bishops | p.queens | p.castles.rooksHolding[p.castling];
    }

    private static long plane1(BitPosition p) {
        return p.knights | p.bishops | p.kings | p.castles.rooksHolding[p.castling];
    }

    private static long plane2(BitPosition p) {
        return p.rooks | p.queens | p.kings;
    }

    /** Side, castling rights, en passant square (plus one, 0 for none), variant and depth: 19 bits. */
    private static long meta(BitPosition p, int depth) {
        return (p.whiteToMove ? 1 : 0) | p.castling << 1 | (p.ep + 1) << 5 | (p.atomic ? 1 : 0) << 12 | (long) depth << DEPTH_SHIFT;
    }

    /** The index of the first word of the bucket a key falls in: a mixed hash, scaled to the bucket count without a division. */
    private int bucket(BitPosition p, long meta) {
        long h = p.white * 0x9E3779B97F4A7C15L;
        h = (h ^ (h >>> 29) ^ plane0(p)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 32) ^ plane1(p)) * 0x94D049BB133111EBL;
        h = (h ^ (h >>> 29) ^ plane2(p)) * 0x9E3779B97F4A7C15L;
        h = (h ^ (h >>> 32) ^ meta) * 0xBF58476D1CE4E5B9L;
        h ^= h >>> 31;
        return PAD + (int) (((h >>> 32) * buckets) >>> 32) * BUCKET;
    }

    /** Longs of a key written by {@link #key}. */
    static final int KEY = 4;

    /**
     * Writes the key of {@code p} at {@code depth} to {@code keys[k..k+3]} (the occupied squares, the two
     * packed plane words and the side, rights, en passant, variant and depth) and returns its bucket for
     * {@link #probe(int, long[], int)}, or -1 when the position does not fit (more than 32 pieces).
     */
    int key(BitPosition p, int depth, long[] keys, int k) {
        long meta = meta(p, depth);
        int at = bucket(p, meta);
        long occupied = p.white | p.black;
        if (Long.bitCount(occupied) > 32) {
            return -1;
        }
        keys[k] = occupied;
        Pack.pairs(p.white, plane0(p), plane1(p), plane2(p), occupied, keys, k + 1);
        keys[k + 3] = meta;
        return at;
    }

    /**
     * Reads one word of bucket {@code at} (of {@link #key}; -1: none) and returns it: a load whose result
     * nothing waits for, so that a caller touching many buckets in a row has their cache misses overlap,
     * and a {@link #probe(int, long[], int)} of them soon after finds them in the cache.
     */
    long touch(int at) {
        return at < 0 ? 0 : words[at + 3];
    }

    /** The count of perft {@code depth} below {@code p}, or -1 when the table does not hold it. */
    long probe(BitPosition p, int depth) {
        long meta = meta(p, depth);
        int at = bucket(p, meta);
        long occupied = p.white | p.black;
        if (Long.bitCount(occupied) > 32) {
            return -1;
        }
        return find(at, occupied, Pack.pair(p.white, plane0(p), occupied), Pack.pair(plane1(p), plane2(p), occupied), meta);
    }

    /** The count under the key at {@code keys[k..k+3]}, in bucket {@code at} (both of {@link #key}), or -1 when the table does not hold it. */
    long probe(int at, long[] keys, int k) {
        return at < 0 ? -1 : find(at, keys[k], keys[k + 1], keys[k + 2], keys[k + 3]);
    }

    private long find(int at, long occupied, long planesA, long planesB, long meta) {
        long[] w = words;
        long first = shared ? (long) WORD.getAcquire(w, at + 3) : w[at + 3];
        if ((first & VERSION_ONE) != 0) {
            return -1;
        }
        long found = -1;
        if (w[at] == occupied && w[at + 1] == planesA && w[at + 2] == planesB && (first & META_MASK) == meta) {
            found = first >>> FIRST_COUNT_SHIFT;
        } else {
            long second = w[at + 7];
            if (w[at + 4] == occupied && w[at + 5] == planesA && w[at + 6] == planesB && (second & META_MASK) == meta) {
                found = second >>> META_BITS;
            }
        }
        if (shared) {
            VarHandle.loadLoadFence();
            if ((long) WORD.getVolatile(w, at + 3) != first) {
                return -1; // a write overlapped the read: treat it as not found
            }
        }
        return found;
    }

    /** Records the count of perft {@code depth} below {@code p} (dropped when it does not fit, or the bucket is busy). */
    void store(BitPosition p, int depth, long count) {
        long occupied = p.white | p.black;
        if (count > MAX_COUNT || depth > MAX_DEPTH || Long.bitCount(occupied) > 32) {
            return;
        }
        long meta = meta(p, depth);
        write(bucket(p, meta), occupied, Pack.pair(p.white, plane0(p), occupied), Pack.pair(plane1(p), plane2(p), occupied),
                meta, depth, count);
    }

    /**
     * Records {@code count} under the key at {@code keys[k..k+3]}, in bucket {@code at} (both of {@link #key}; -1: none):
     * a node whose parent wrote its key to look it up is stored without packing its position again.
     */
    void store(int at, long[] keys, int k, long count) {
        long meta = keys[k + 3];
        int depth = (int) (meta >>> DEPTH_SHIFT);
        if (at < 0 || count > MAX_COUNT || depth > MAX_DEPTH) {
            return;
        }
        write(at, keys[k], keys[k + 1], keys[k + 2], meta, depth, count);
    }

    private void write(int at, long occupied, long planesA, long planesB, long meta, int depth, long count) {
        long[] w = words;
        long first;
        if (shared) {
            first = (long) WORD.getVolatile(w, at + 3);
            if ((first & VERSION_ONE) != 0 || !WORD.compareAndSet(w, at + 3, first, first + VERSION_ONE)) {
                return;
            }
            VarHandle.storeStoreFence();
        } else {
            first = w[at + 3];
        }
        long version = shared ? (first + 2 * VERSION_ONE) & VERSION_MASK : 0; // even again
        // depth-preferred first entry; the second always takes what the first refuses
        if (depth >= ((first & META_MASK) >>> DEPTH_SHIFT) && count <= MAX_FIRST_COUNT) {
            w[at] = occupied;
            w[at + 1] = planesA;
            w[at + 2] = planesB;
            first = meta | version | count << FIRST_COUNT_SHIFT;
        } else {
            w[at + 4] = occupied;
            w[at + 5] = planesA;
            w[at + 6] = planesB;
            w[at + 7] = meta | count << META_BITS;
            first = (first & ~VERSION_MASK) | version;
        }
        if (shared) {
            WORD.setRelease(w, at + 3, first);
        } else {
            w[at + 3] = first;
        }
    }
}
