package org.passant.fast;

/**
 * Perft on one thread, over one mutable {@link BitPosition}: moves are generated into one int
 * stack, a position is restored from a snapshot after each move, and the last ply is counted
 * from the masks ({@link Moves#count}) without being generated: nothing is allocated per node.
 */
final class Perft {
    private final BitPosition position;
    private int[] moves;
    private long[] snapshots;

    Perft(BitPosition position) {
        this.position = position;
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
        return nodes;
    }
}
