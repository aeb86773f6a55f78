package org.passant.cli;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.passant.cluster.Cluster;
import org.passant.cluster.ClusterSession;
import org.passant.position.InvalidInputException;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** --cluster: run on Apache Spark instead of this process's threads. */
final class ClusterOption {

    /** local[N]: N threads, 1 to this (as --threads). */
    static final int MAX_LOCAL_THREADS = ThreadsOption.MAX;

    /** The master URLs Spark takes: local[N] (or [*]) with retries [N,F], a standalone master list, YARN, Kubernetes. */
    private static final Pattern LOCAL = Pattern.compile("local(?:\\[(\\*|[0-9]{1,9})(?:,([0-9]{1,9}))?\\])?");
    private static final Pattern STANDALONE = Pattern.compile("spark://[A-Za-z0-9.-]+:([0-9]{1,5})(?:,[A-Za-z0-9.-]+:([0-9]{1,5}))*");
    private static final Pattern OTHER = Pattern.compile("yarn|k8s://[!-~]+");

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    private String master;

    @Option(names = "--cluster", paramLabel = "MASTER",
            description = "Run on Apache Spark: a master URL, spark://HOST:PORT for a standalone cluster (ports 1 to 65535), local[N]"
                    + " (N 1 to " + MAX_LOCAL_THREADS + ") or local[*] embedded in this process, yarn or k8s://URL. Needs Spark on"
                    + " the class path: ./passant adds it (docs/cluster.md).")
    private void master(String url) {
        String problem = problem(url);
        if (problem != null) {
            throw new ParameterException(command.commandLine(), "--cluster " + InvalidInputException.visible(url,
                    InvalidInputException.QUOTE_LIMIT) + ": " + problem);
        }
        master = url;
    }

    /** What is wrong with a master URL, or null: checked here, before Spark starts (and retries a host for a minute). */
    static String problem(String url) {
        Matcher local = LOCAL.matcher(url);
        if (local.matches()) {
            if (local.group(1) != null && !local.group(1).equals("*") && !within(local.group(1), 1, MAX_LOCAL_THREADS)) {
                return "local[N] takes N from 1 to " + MAX_LOCAL_THREADS + " threads (or *)";
            }
            return local.group(2) != null && !within(local.group(2), 1, 100) ? "local[N,F] takes F from 1 to 100 failures" : null;
        }
        Matcher standalone = STANDALONE.matcher(url);
        if (standalone.matches()) {
            for (String hostPort : url.substring("spark://".length()).split(",")) {
                if (!within(hostPort.substring(hostPort.lastIndexOf(':') + 1), 1, 65535)) {
                    return "a port is 1 to 65535";
                }
            }
            return null;
        }
        return OTHER.matcher(url).matches() ? null
                : "not a master URL: local, local[N], local[*], spark://HOST:PORT[,HOST:PORT...], yarn or k8s://URL";
    }

    private static boolean within(String digits, long min, long max) {
        long n = Long.parseLong(digits);
        return n >= min && n <= max;
    }

    @Option(names = "--verbose", description = "With --cluster: Spark's own log on stderr (INFO and above); without it"
            + " Spark writes nothing there, and an error is the one passant: line.")
    private boolean verbose;

    boolean given() {
        return master != null;
    }

    /** Whether the command line names --cluster (read before picocli runs: the logging is chosen first, {@link Logging}). */
    static boolean given(String[] args) {
        for (String a : args) {
            if (a.equals("--cluster") || a.startsWith("--cluster=")) {
                return true;
            }
        }
        return false;
    }

    /** --verbose without --cluster: refused, since only Spark has a log to show. */
    void check() {
        if (verbose && master == null) {
            throw new ParameterException(command.commandLine(), "--verbose only applies with --cluster (Spark's log)");
        }
    }

    /** Starts the Spark application; bad input (exit 2) when Spark is missing or refuses the master URL. */
    ClusterSession connect(String appName) {
        if (System.getProperty("passant.spark.log") == null) {
            // log4j2.properties reads it: Spark quiet unless asked
            System.setProperty("passant.spark.log", verbose ? "INFO" : "OFF");
        }
        return Cluster.connect(master, appName, Map.of());
    }
}
