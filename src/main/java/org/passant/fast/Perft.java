package org.passant.fast;

/**
 * Perft on one thread, over one mutable {@link BitPosition}: moves are generated into one int
 * stack, a position is restored from a snapshot after each move, and the last ply is counted
 * from the masks ({@link Moves#count}) without being generated: nothing is allocated per node.
 * With a {@link PerftTable}, every node of depth 2 or more looks its count up first and records it after.
 */
final class Perft {
    private final BitPosition position;
    private final PerftTable table;
    private int[] moves;
    private long[] snapshots;

    Perft(BitPosition position) {
        this(position, null);
    }

    /** With a table (or null for none). */
    Perft(BitPosition position, PerftTable table) {
        this.position = position;
        this.table = table;
        this.moves = new int[0];
        this.snapshots = new long[0];
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
        return search(depth, 0, 0);
    }

    private long search(int depth, int ply, int start) {
        BitPosition p = position;
        PerftTable t = table; // search is reached at depth 2 or more: below, counting beats a memory access
        if (t != null) {
            long known = t.probe(p, depth);
            if (known >= 0) {
                return known;
            }
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
        } else {
            for (int i = start; i < end; i++) {
                p.play(moves[i]);
                nodes += search(depth - 1, ply + 1, end);
                p.restore(snapshots, snapshot);
            }
        }
        if (t != null) {
            t.store(p, depth, nodes);
        }
        return nodes;
    }
}
