package org.passant.fast;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;

/**
 * Perft of the fast generator on one thread, the search the CLI runs. The score is perft calls per
 * second and the {@code nodes} counter leaf nodes per second; {@code -prof gc} reports bytes allocated per perft call
 * (gc.alloc.rate.norm), which divided by the nodes of one call is the allocation per node.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PerftBenchmark {

    /** Name, FEN and depth; the depths keep one call between 10 and 100 ms. */
    @Param({"start 5", "kiwipete 4", "pos3 6"})
    public String position;

    private Perft perft;
    private int depth;

    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void clear() {
            nodes = 0;
        }
    }

    static String fen(String name) {
        switch (name) {
            case "start":
                return Fen.INITIAL;
            case "kiwipete":
                return "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
            case "pos3":
                return "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
            default:
                throw new IllegalArgumentException(name);
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        String[] parts = position.split(" ");
        depth = Integer.parseInt(parts[1]);
        perft = new Perft(BitPosition.of(Fen.position(fen(parts[0]), Variant.CHESS, Validation.LENIENT).state()));
        perft.reserve(depth);
    }

    @Benchmark
    public long perft(Nodes counter) {
        long n = perft.perft(depth);
        counter.nodes += n;
        return n;
    }
}
