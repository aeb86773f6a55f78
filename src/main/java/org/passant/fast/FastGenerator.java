package org.passant.fast;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;

/**
 * The fast generator: bitboards, magic sliding attacks, pin and check masks, and perft that
 * counts its last ply from the masks, split over threads. It is not proved; it is trusted
 * because its move lists equal the reference generator's (the differential tests). It implements
 * every variant: chess, and atomic chess's explosions ({@link AtomicMoves}, {@link BitPosition#play}).
 */
public final class FastGenerator implements MoveGenerator {
    private final int threads;

    /** On every available core. */
    public FastGenerator() {
        this(Runtime.getRuntime().availableProcessors());
    }

    /** On {@code threads} threads (1 or more) for perft and divide. */
    public FastGenerator(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be 1 or more, not " + threads);
        }
        this.threads = threads;
    }

    public int threads() {
        return threads;
    }

    @Override
    public String name() {
        return "fast";
    }

    /** The bitboards of a position. */
    static BitPosition bits(Position position) {
        return BitPosition.of(position.state(), position.variant().capturesExplode());
    }

    @Override
    public List<Move> legalMoves(Position position) {
        int[] buffer = new int[Moves.MAX];
        int n = Moves.generate(bits(position), buffer, 0);
        List<Move> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            moves.add(Move.decode(buffer[i]));
        }
        Collections.sort(moves);
        return moves;
    }

    /** The number of legal moves, counted from the masks as perft's last ply does. */
    public int countLegalMoves(Position position) {
        return Moves.count(bits(position));
    }

    @Override
    public long perft(Position position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        BitPosition root = bits(position);
        if (threads == 1 || depth < 3) {
            return new Perft(root).perft(depth);
        }
        return ParallelPerft.divide(root, depth, threads).total();
    }

    @Override
    public Map<Move, Long> divide(Position position, int depth) {
        Map<Move, Long> result = new TreeMap<>();
        // as MoveGenerator.divide: below depth 1 each move still counts one
        ParallelPerft.Split split = ParallelPerft.divide(bits(position), Math.max(depth, 1), threads);
        for (int i = 0; i < split.rootMoves().length; i++) {
            result.put(Move.decode(split.rootMoves()[i]), split.counts()[i]);
        }
        return result;
    }
}
