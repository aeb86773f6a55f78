package org.passant.kernel;

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
import org.passant.fast.GeneratorBenchmark;

/**
 * The kernel's generators per position, {@link Generate#walk} (the proved piece walk kernel perft and the
 * model checker use), {@link Generate#legalMoves} (the proved filtered enumeration behind the move lists),
 * {@link Generate#allLegalMoves} (the proved reference enumeration) and the unproved walk they replaced
 * ({@link org.passant.position.PieceWalk}, issue 47's baseline), over the positions of the fast generator's
 * benchmark ({@link GeneratorBenchmark#states}), so that they can be compared in one run.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class KernelGeneratorBenchmark {
    static final int POSITIONS = GeneratorBenchmark.POSITIONS;

    private int[][] positions;
    private final int[] out = new int[Generate.WALK];

    @Setup
    public void setUp() {
        positions = GeneratorBenchmark.states();
    }

    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int legalMoves() {
        int total = 0;
        for (int[] p : positions) {
            total += Generate.legalMoves(Generate.CHESS, p, out);
        }
        return total;
    }

    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int walk() {
        int total = 0;
        for (int[] p : positions) {
            total += Generate.walk(Generate.CHESS, p, out);
        }
        return total;
    }

    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int pieceWalk() {
        int total = 0;
        for (int[] p : positions) {
            total += org.passant.position.PieceWalk.legalMoves(Generate.CHESS, p, out);
        }
        return total;
    }

    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int allLegalMoves() {
        int total = 0;
        for (int[] p : positions) {
            total += Generate.allLegalMoves(Generate.CHESS, p, out);
        }
        return total;
    }
}
