package org.passant.fast;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * An exact transposition table for perft: the count below a position at a depth, keyed and
 * verified by the whole position, so that no collision can change a count.
 *
 * <p>An entry holds the position itself, not a hash of it: the white pieces and the piece type
 * of every square as three bit planes (a type is 1 to 6, so planes 0, 1 and 2 together say which
 * type stands where and that a square is occupied; 7 marks a rook that holds a castling right, so
 * that the entry also says where the castling rooks started), which give back all eight bitboards; and one
 * word with the side to move, the castling rights, the en passant square, the variant, the depth
 * (bits 0-19) and the count (bits 20-63; a count that does not fit is not stored). The hash only
 * picks the bucket. Each bucket has two entries: the first keeps the deepest result (a store of
 * at least its depth replaces it), the second takes whatever the first refused.
 *
 * <p>Shared between threads without locks: a bucket's first word is a version, odd while a thread
 * writes the bucket. A writer claims the bucket by raising the version to odd (compare-and-set;
 * when another thread holds it, the store is dropped: a table may forget), writes, and releases it
 * even. A reader reads the version, the entries, and the version again, and uses what it read only
 * when the two versions are the same and even: then no write overlapped the read, and the entry
 * is one whole store (the optimistic read of {@link java.util.concurrent.locks.StampedLock}).
 */
final class PerftTable {
    /** Longs per bucket: the version, then two entries of {@link #ENTRY} longs. */
    private static final int ENTRY = 5;
    private static final int BUCKET = 1 + 2 * ENTRY;
    private static final int BUCKET_BYTES = 8 * BUCKET;
    private static final int META_BITS = 20;
    private static final long META_MASK = (1L << META_BITS) - 1;
    private static final int DEPTH_SHIFT = 14;
    /** The largest count an entry holds. */
    static final long MAX_COUNT = (1L << (64 - META_BITS)) - 1;
    /** The largest depth an entry holds. */
    static final int MAX_DEPTH = 63;
    /** The largest table: a Java array holds fewer than 2^31 longs. */
    static final int MAX_MEGABYTES = 16384;

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
        if (buckets < 1 || (long) buckets * BUCKET > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("buckets must be 1 to " + (Integer.MAX_VALUE - 8) / BUCKET + ", not " + buckets);
        }
        this.words = new long[buckets * BUCKET];
        this.buckets = buckets;
        this.shared = shared;
    }

    /** The number of buckets that fit in {@code megabytes} MiB (1 to {@link #MAX_MEGABYTES}). */
    static int bucketsIn(int megabytes) {
        if (megabytes < 1 || megabytes > MAX_MEGABYTES) {
            throw new IllegalArgumentException("megabytes must be 1 to " + MAX_MEGABYTES + ", not " + megabytes);
        }
        return (int) Math.min(((long) megabytes << 20) / BUCKET_BYTES, (Integer.MAX_VALUE - 8) / BUCKET);
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

    /** Side, castling rights, en passant square (plus one, 0 for none), variant and depth: 20 bits. */
    private static long meta(BitPosition p, int depth) {
        return (p.whiteToMove ? 1 : 0) | p.castling << 1 | (p.ep + 1) << 5 | (p.atomic ? 1 : 0) << 12 | (long) depth << DEPTH_SHIFT;
    }

    /** The first word of the bucket a key falls in: a mixed hash, scaled to the bucket count without a division. */
    private int bucket(BitPosition p, long meta) {
        long h = p.white * 0x9E3779B97F4A7C15L;
        h = (h ^ (h >>> 29) ^ plane0(p)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 32) ^ plane1(p)) * 0x94D049BB133111EBL;
        h = (h ^ (h >>> 29) ^ plane2(p)) * 0x9E3779B97F4A7C15L;
        h = (h ^ (h >>> 32) ^ meta) * 0xBF58476D1CE4E5B9L;
        h ^= h >>> 31;
        return (int) (((h >>> 32) * buckets) >>> 32) * BUCKET;
    }

    /** The count of perft {@code depth} below {@code p}, or -1 when the table does not hold it. */
    long probe(BitPosition p, int depth) {
        long meta = meta(p, depth);
        int at = bucket(p, meta);
        long[] w = words;
        long version = shared ? (long) WORD.getAcquire(w, at) : 0;
        if ((version & 1) != 0) {
            return -1;
        }
        long found = -1;
        for (int e = at + 1; e < at + BUCKET; e += ENTRY) {
            long last = w[e + 4];
            if (w[e] == p.white && w[e + 1] == plane0(p) && w[e + 2] == plane1(p) && w[e + 3] == plane2(p)
                    && (last & META_MASK) == meta) {
                found = last >>> META_BITS;
                break;
            }
        }
        if (shared) {
            VarHandle.loadLoadFence();
            if ((long) WORD.getVolatile(w, at) != version) {
                return -1; // a write overlapped the read: treat it as not found
            }
        }
        return found;
    }

    /** Records the count of perft {@code depth} below {@code p} (dropped when it does not fit, or the bucket is busy). */
    void store(BitPosition p, int depth, long count) {
        if (count > MAX_COUNT || depth > MAX_DEPTH) {
            return;
        }
        long meta = meta(p, depth);
        int at = bucket(p, meta);
        long[] w = words;
        long version = 0;
        if (shared) {
            version = (long) WORD.getVolatile(w, at);
            if ((version & 1) != 0 || !WORD.compareAndSet(w, at, version, version + 1)) {
                return;
            }
            VarHandle.storeStoreFence();
        }
        // depth-preferred first entry; the second always takes what the first refuses
        int e = at + 1;
        if (depth < ((w[e + 4] & META_MASK) >>> DEPTH_SHIFT)) {
            e += ENTRY;
        }
        w[e] = p.white;
        w[e + 1] = plane0(p);
        w[e + 2] = plane1(p);
        w[e + 3] = plane2(p);
        w[e + 4] = meta | count << META_BITS;
        if (shared) {
            WORD.setRelease(w, at, version + 2);
        }
    }
}
