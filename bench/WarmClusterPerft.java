package org.passant.cluster;

import java.util.Map;

import org.passant.fast.FastGenerator;
import org.passant.position.Position;

/**
 * bench/cluster.sh --warm: perft of the start position on Spark embedded in one JVM, at several split
 * depths, each run twice (the second after the JIT has compiled Spark's and Passant's code), then
 * the same count with the fast generator on one thread in the same JVM, without Spark.
 *
 * <pre>WarmClusterPerft MASTER DEPTH SPLITS   (for instance local[2] 7 1,4)</pre>
 */
public final class WarmClusterPerft {
    private WarmClusterPerft() {
    }

    public static void main(String[] args) {
        String master = args[0];
        int depth = Integer.parseInt(args[1]);
        try (ClusterSession session = Cluster.connect(master, "passant bench", Map.of())) {
            GeneratorFactory fast = () -> new FastGenerator(1);
            for (int round = 1; round <= 2; round++) {
                for (String split : args[2].split(",")) {
                    ClusterPerft.Run run = session.perft(Position.initial(), depth, Integer.parseInt(split), false, fast);
                    System.out.printf("| perft depth %d, %s, run %d | %.1f | %s |%n", depth, master, round, run.seconds(), run.summary());
                }
            }
            long start = System.nanoTime();
            long nodes = new FastGenerator(1).perft(Position.initial(), depth);
            System.out.printf("| perft depth %d, the same JVM without Spark, 1 thread | %.1f | %,d leaves |%n", depth,
                    (System.nanoTime() - start) / 1e9, nodes);
        }
    }
}
