package org.passant.cluster;

import java.util.Map;

import org.passant.position.InvalidInputException;

/**
 * Perft and the sliced model-check universes on Apache Spark: the entry point, which names no Spark
 * type, so that a caller can ask whether Spark is there before anything loads it. Spark is not a
 * dependency of Passant's jar: {@code ./passant} puts it on the class path, spark-submit brings its own.
 */
public final class Cluster {
    private Cluster() {
    }

    /** The class every Spark program needs. */
    private static final String SPARK = "org.apache.spark.SparkContext";

    /** Whether Spark's classes can be loaded. */
    public static boolean available() {
        try {
            Class.forName(SPARK, false, Cluster.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /**
     * Starts a Spark application on the master ({@code local[N]} runs embedded in this process,
     * {@code spark://HOST:PORT} on a standalone cluster, ...), with Spark settings beyond Spark's own
     * ({@code spark.*} system properties are read as well). Bad input (exit code 2) when Spark is
     * not on the class path or the master URL is not one.
     */
    public static ClusterSession connect(String master, String appName, Map<String, String> settings) {
        if (!available()) {
            throw new InvalidInputException("--cluster " + master + ": Apache Spark is not on the class path; run through"
                    + " ./passant, which adds it, or submit target/passant.jar with spark-submit (docs/cluster.md)");
        }
        return ClusterSession.start(master, appName, settings);
    }
}
