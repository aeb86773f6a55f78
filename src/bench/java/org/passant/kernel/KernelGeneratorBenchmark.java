package org.passant.kernel;

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
import org.passant.notation.Fen;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * The kernel's two proved generators per position, {@link Generate#legalMoves} (the one the
 * project uses) and {@link Generate#allLegalMoves} (the reference enumeration), over the positions
 * of the fast generator's benchmark (the start position, Kiwipete, position 3 and every position
 * one move away from them), so that the three can be compared in one run.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class KernelGeneratorBenchmark {
    static final int POSITIONS = 128;

    private final int[][] positions = new int[POSITIONS][];
    private final int[] out = new int[Generate.CODES];

    @Setup
    public void setUp() {
        List<Position> all = new ArrayList<>();
        for (String name : new String[] {"start", "kiwipete", "pos3"}) {
            Position root = Fen.position(org.passant.fast.PerftBenchmark.fen(name), Variant.CHESS, Validation.LENIENT);
            all.add(root);
            for (Move m : root.legalMoves()) {
                all.add(root.play(m));
            }
        }
        for (int i = 0; i < POSITIONS; i++) {
            positions[i] = all.get(i % all.size()).state();
        }
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
