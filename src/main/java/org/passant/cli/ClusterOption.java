package org.passant.cli;

import java.util.Map;

import org.passant.cluster.Cluster;
import org.passant.cluster.ClusterSession;

import picocli.CommandLine.Option;

/** --cluster: run on Apache Spark instead of this process's threads. */
final class ClusterOption {

    @Option(names = "--cluster", paramLabel = "MASTER",
            description = "Run on Apache Spark: a master URL, spark://HOST:7077 for a standalone cluster, local[N] or local[*]"
                    + " embedded in this process. Needs Spark on the class path: ./passant adds it (README, 'Running on a cluster').")
    private String master;

    boolean given() {
        return master != null;
    }

    /** Starts the Spark application; bad input (exit 2) when Spark is missing or the master URL is not one. */
    ClusterSession connect(String appName) {
        return Cluster.connect(master, appName, Map.of());
    }
}
