package org.passant.cluster;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import org.apache.spark.SparkConf;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.passant.modelcheck.EnPassantUniverse.Tally;
import org.passant.modelcheck.SlicedUniverse;
import org.passant.position.InvalidInputException;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;

import scala.Function1;
import scala.Function2;
import scala.collection.Iterator;
import scala.reflect.ClassTag$;
import scala.runtime.BoxedUnit;

/**
 * One Spark application: perft ({@link #generator}) and the sliced universes ({@link #runner}) run
 * on it until it is closed. The executors load Passant from {@link CodeJar}.
 */
public final class ClusterSession implements AutoCloseable {
    /** Spark's own log settings stay for whoever gives theirs; otherwise none (passant.spark.log, the CLI's --verbose: INFO). */
    private static final String LOG_SETTINGS = "org/passant/cluster/log4j2.properties";

    private final String master;
    private final JavaSparkContext sc;

    private ClusterSession(String master, JavaSparkContext sc) {
        this.master = master;
        this.sc = sc;
    }

    static ClusterSession start(String master, String appName, Map<String, String> settings) {
        if (System.getProperty("log4j2.configurationFile") == null && System.getProperty("log4j.configurationFile") == null) {
            System.setProperty("log4j2.configurationFile", LOG_SETTINGS);
        }
        // spark.* system properties are read first (spark-submit passes its settings so); ours only where they say nothing
        SparkConf conf = new SparkConf().setMaster(master).setAppName(appName)
                .setIfMissing("spark.ui.enabled", "false")
                .setIfMissing("spark.ui.showConsoleProgress", "false");
        if (master.startsWith("local")) {
            // embedded: nothing listens beyond this machine
            conf.setIfMissing("spark.driver.host", "127.0.0.1").setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        } else if (!conf.contains("spark.jars")) {
            conf.setJars(new String[] {CodeJar.path().toString()});
        }
        settings.forEach(conf::set);
        try {
            JavaSparkContext sc = new JavaSparkContext(conf);
            sc.setLogLevel(System.getProperty("passant.spark.log", "OFF"));
            if (!master.startsWith("local")) {
                awaitExecutor(sc, master);
            }
            return new ClusterSession(master, sc);
        } catch (Exception e) {
            // Scala throws SparkException ("Could not parse Master URL") without declaring it
            if (e instanceof SparkException || e instanceof IllegalArgumentException) {
                throw new InvalidInputException("--cluster " + master + ": " + firstLine(e.getMessage()));
            }
            throw e instanceof RuntimeException r ? r : new IllegalStateException(e);
        }
    }

    /**
     * Waits until an executor has joined, or the context has stopped: a master that never answers makes
     * Spark give up after its retries (about a minute) and stop the context, and a job sent to it then
     * waited for ever, in silence.
     */
    private static void awaitExecutor(JavaSparkContext sc, String master) {
        long start = System.nanoTime();
        boolean said = false;
        while (sc.sc().getExecutorMemoryStatus().size() < 2) { // the driver's own block manager is the first
            if (!said && System.nanoTime() - start > 15_000_000_000L) {
                // Spark is quiet without --verbose: a master with no worker would otherwise leave a silent wait
                System.err.println("passant: waiting for an executor from " + master + " (15 s so far; no worker has joined)");
                said = true;
            }
            if (sc.sc().isStopped()) {
                throw new InvalidInputException("--cluster " + master + ": no master answered (Spark gave up after its"
                        + " retries); is it running, and is the address right?");
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                sc.stop();
                throw new InvalidInputException("--cluster " + master + ": interrupted while waiting for an executor");
            }
        }
    }

    public String master() {
        return master;
    }

    /** Spark's context, for the tests (which listen to its events). */
    JavaSparkContext context() {
        return sc;
    }

    /** The cores the application may use now (Spark's default parallelism). */
    public int cores() {
        return sc.defaultParallelism();
    }

    /**
     * A move generator whose perft and divide run here, split at {@code splitDepth} plies (null: a
     * default from the depth), with each work unit counted by the factory's generator; its legal
     * moves are those of that generator. After each count it hands {@code report} a summary line.
     */
    public MoveGenerator generator(GeneratorFactory units, Integer splitDepth, Consumer<String> report) {
        return new ClusterGenerator(this, units, splitDepth, report);
    }

    ClusterPerft.Run perft(Position root, int depth, int split, boolean divide, GeneratorFactory units) {
        return ClusterPerft.run(sc, root, depth, split, divide, units);
    }

    /** Runs the units of a sliced universe here, one unit per task, handing back each unit's tally as its task ends. */
    public SlicedUniverse.Runner runner() {
        return new SlicedUniverse.Runner() {
            @Override
            public String name() {
                return "cluster " + master;
            }

            @Override
            public void run(List<int[]> units, SlicedUniverse.UnitCheck check, BiConsumer<int[], Tally> finished) {
                if (units.isEmpty()) {
                    return;
                }
                JavaRDD<int[]> rdd = sc.parallelize(units, units.size());
                Function2<Object, Tally, BoxedUnit> handler = (partition, tally) -> {
                    finished.accept(units.get((Integer) partition), tally);
                    return BoxedUnit.UNIT;
                };
                sc.sc().runJob(rdd.rdd(), new UnitTask(check), handler, ClassTag$.MODULE$.apply(Tally.class));
            }
        };
    }

    /** A task: checks the unit of its partition (one per partition) where it runs. */
    private static final class UnitTask implements Function1<Iterator<int[]>, Tally>, Serializable {
        private static final long serialVersionUID = 1L;
        private final SlicedUniverse.UnitCheck check;

        UnitTask(SlicedUniverse.UnitCheck check) {
            this.check = check;
        }

        @Override
        public Tally apply(Iterator<int[]> units) {
            Tally total = new Tally();
            while (units.hasNext()) {
                total.add(check.check(units.next()));
            }
            return total;
        }
    }

    @Override
    public void close() {
        sc.stop();
    }

    static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
