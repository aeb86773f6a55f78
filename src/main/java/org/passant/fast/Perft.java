package org.passant.fast;

/**
 * Perft on one thread, over one mutable {@link BitPosition}: moves are generated into one int
 * stack, a position is restored from a snapshot after each move, and the last ply is counted
 * from the masks ({@link Moves#count}) without being generated: nothing is allocated per node.
 * In standard chess a node of depth 2 neither generates a list nor plays and restores: {@link
 * ChessMoves#countReplies} writes each child into one scratch position and counts its replies there.
 * With a {@link PerftTable}, the count of every node of depth 2 or more is looked up before it is searched and recorded after.
 */
final class Perft {
    private final BitPosition position;
    private final PerftTable table;
    private int[] moves;
    private long[] snapshots;
    /** With a table, beside each generated move: its child's bucket and key ({@link PerftTable#key}). */
    private int[] buckets;
    private long[] keys;
    /** The scratch position of {@link ChessMoves#countReplies}: each child of a node of depth 2, in turn. */
    private final BitPosition child = new BitPosition();
    /** The sum of the touched words, kept so that the compiler keeps the loads. */
    private long sink;

    Perft(BitPosition position) {
        this(position, null);
    }

    /** With a table (or null for none). */
    Perft(BitPosition position, PerftTable table) {
        this.position = position;
        this.table = table;
        this.moves = new int[0];
        this.snapshots = new long[0];
        this.buckets = new int[0];
        this.keys = new long[0];
        child.castles = position.castles;
    }

    BitPosition position() {
        return position;
    }

    /** Makes room for a search of this depth, so that the search itself allocates nothing. */
    void reserve(int depth) {
        int plies = Math.max(depth, 1);
        if (moves.length < plies * Moves.MAX) {
            moves = new int[plies * Moves.MAX];
            snapshots = new long[plies * BitPosition.SNAPSHOT];
            if (table != null) {
                buckets = new int[plies * Moves.MAX];
                keys = new long[plies * Moves.MAX * PerftTable.KEY];
            }
        }
    }

    /** The number of leaf nodes of the legal move tree of the given depth. */
    long perft(int depth) {
        if (depth <= 0) {
            return 1;
        }
        if (depth == 1) {
            return Moves.count(position);
        }
        reserve(depth);
        if (table != null) {
            long known = table.probe(position, depth);
            if (known >= 0) {
                return known;
            }
        }
        return search(depth, 0, 0, -1);
    }

    /**
     * Perft of {@code depth >= 2} below the position, which the table (if any) does not hold; records
     * it there. With a table, a node of depth 3 or more looks its children up in three passes: their
     * keys, then one load from each child's bucket in a tight loop, so that those cache and TLB misses
     * overlap (a random load costs hundreds of nanoseconds alone, tens among many), then the lookups
     * themselves, from the cache; only the children it does not hold are searched, each told where its
     * parent wrote its key ({@code self}: the index of its move in the parent's list; -1 for the root),
     * so that it records its count without packing its position again.
     */
    private long search(int depth, int ply, int start, int self) {
        BitPosition p = position;
        PerftTable t = table; // looked up at depth 2 or more: below, counting beats a memory access
        if (depth == 2 && !p.atomic) {
            long nodes = ChessMoves.countReplies(p, child);
            if (t != null) {
                store(t, self, depth, nodes);
            }
            return nodes;
        }
        int end = Moves.generate(p, moves, start);
        int snapshot = ply * BitPosition.SNAPSHOT;
        p.save(snapshots, snapshot);
        long nodes = 0;
        if (depth == 2) {
            for (int i = start; i < end; i++) {
                p.play(moves[i]);
                nodes += Moves.count(p);
                p.restore(snapshots, snapshot);
            }
        } else if (t == null) {
            for (int i = start; i < end; i++) {
                p.play(moves[i]);
                nodes += search(depth - 1, ply + 1, end, -1);
                p.restore(snapshots, snapshot);
            }
        } else {
            int[] at = buckets;
            long[] k = keys;
            for (int i = start; i < end; i++) {
                p.play(moves[i]);
                at[i] = t.key(p, depth - 1, k, i * PerftTable.KEY);
                p.restore(snapshots, snapshot);
            }
            long touched = 0;
            for (int i = start; i < end; i++) {
                touched += t.touch(at[i]);
            }
            sink = touched;
            for (int i = start; i < end; i++) {
                long count = t.probe(at[i], k, i * PerftTable.KEY);
                if (count < 0) {
                    p.play(moves[i]);
                    count = search(depth - 1, ply + 1, end, i);
                    p.restore(snapshots, snapshot);
                }
                nodes += count;
            }
        }
        if (t != null) {
            store(t, self, depth, nodes);
        }
        return nodes;
    }

    /** Records the count of the position searched: by the key its parent wrote, or (the root) from the position. */
    private void store(PerftTable t, int self, int depth, long nodes) {
        if (self < 0) {
            t.store(position, depth, nodes);
        } else {
            t.store(buckets[self], keys, self * PerftTable.KEY, nodes);
        }
    }
}
