package org.passant.fast;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;

/**
 * The generator alone, per position: writing the legal moves out ({@link ChessMoves#generate})
 * and counting them from the masks ({@link ChessMoves#count}), over a fixed set of positions
 * (the start position, Kiwipete, position 3 and every position one move away from them).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GeneratorBenchmark {
    public static final int POSITIONS = 128;

    private final BitPosition[] positions = new BitPosition[POSITIONS];
    private final int[] moves = new int[Moves.MAX];

    @Setup
    public void setUp() {
        int[][] states = states();
        for (int i = 0; i < POSITIONS; i++) {
            positions[i] = BitPosition.of(states[i]);
        }
    }

    /**
     * The positions the generator benchmarks run over, {@link #POSITIONS} of them: the start position,
     * Kiwipete, position 3 and every position one move away from them, repeated to fill the array.
     */
    public static int[][] states() {
        List<Position> all = new ArrayList<>();
        for (String name : new String[] {"start", "kiwipete", "pos3"}) {
            Position root = Fen.position(PerftBenchmark.fen(name), Variant.CHESS, Validation.LENIENT);
            all.add(root);
            for (Move m : root.legalMoves()) {
                all.add(root.play(m));
            }
        }
        int[][] states = new int[POSITIONS][];
        for (int i = 0; i < POSITIONS; i++) {
            states[i] = all.get(i % all.size()).state();
        }
        return states;
    }

    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int generate() {
        int total = 0;
        for (BitPosition p : positions) {
            total += ChessMoves.generate(p, moves, 0);
        }
        return total;
    }

    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int count() {
        int total = 0;
        for (BitPosition p : positions) {
            total += ChessMoves.count(p);
        }
        return total;
    }
}
