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
 * The kernel's two generators per position, {@link Generate#legalMoves} (the piece walk the
 * project uses, its contract still open) and {@link Generate#allLegalMoves} (the proved reference
 * enumeration), over the positions of the fast generator's benchmark
 * ({@link GeneratorBenchmark#states}), so that the three can be compared in one run.
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
    private final int[] out = new int[Generate.CODES];

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
    public int allLegalMoves() {
        int total = 0;
        for (int[] p : positions) {
            total += Generate.allLegalMoves(Generate.CHESS, p, out);
        }
        return total;
    }
}
