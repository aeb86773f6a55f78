package org.passant.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerExecutorRemoved;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.StageInfo;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.passant.modelcheck.EnPassantUniverse;
import org.passant.modelcheck.KernelRules;
import org.passant.modelcheck.Report;
import org.passant.modelcheck.RulesFactory;
import org.passant.modelcheck.SlicedUniverse;
import org.passant.position.Position;
import org.passant.position.Variant;

import scala.jdk.javaapi.CollectionConverters;

/**
 * A real Spark standalone cluster on loopback: a Master and two Workers (one core each) started from
 * the Spark jars, their executors loading Passant from a jar the driver serves. Perft and an ep2
 * slice run on it; then a Worker is killed with its executor in the middle of a perft, and the job
 * still finishes, on the other Worker, with the published count.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StandaloneClusterTest {

    private static StandaloneCluster cluster;
    private static ClusterSession session;

    @BeforeAll
    static void start() throws Exception {
        cluster = StandaloneCluster.start(2, Duration.ofMinutes(2));
        session = Cluster.connect(cluster.masterUrl(), "passant StandaloneClusterTest", cluster.driverSettings());
    }

    @AfterAll
    static void stop() {
        try {
            if (session != null) {
                session.close();
            }
        } finally {
            if (cluster != null) {
                cluster.close();
            }
        }
    }

    @Test
    @Order(1)
    void perftOfTheStartPositionToDepthSix() {
        ClusterPerft.Run run = session.perft(Position.initial(), 6, 3, false, LocalClusterTest.FAST);
        System.out.println("standalone: " + run.summary());
        assertEquals(119_060_324L, run.total(), "published perft 6");
        assertEquals(5_362, run.units(), "distinct positions at ply 3");
    }

    @Test
    @Order(2)
    void theDocumentedEp2SliceHasNoViolation() {
        RulesFactory kernel = () -> new KernelRules(Variant.CHESS);
        Report report = SlicedUniverse.run(SlicedUniverse.Kind.EP2, kernel, List.of(24892), null, session.runner());
        report.print(new PrintWriter(System.out, true));
        assertEquals(0, report.violationCount(), report.toString());
        assertEquals(EnPassantUniverse.check(kernel.create(), 2, new int[] {24892}).states(), report.states());
    }

    @Test
    @Order(3)
    void aWorkerKilledInTheMiddleOfAPerftAndTheCountIsStillRight() throws Exception {
        AtomicInteger resultStage = new AtomicInteger(-1);
        AtomicInteger tasksAfterKill = new AtomicInteger();
        AtomicInteger executorsLost = new AtomicInteger();
        AtomicBoolean killed = new AtomicBoolean();
        CompletableFuture<Void> kill = new CompletableFuture<>();
        session.context().sc().addSparkListener(new SparkListener() {
            @Override
            public void onJobStart(SparkListenerJobStart job) {
                int last = -1;
                for (StageInfo s : CollectionConverters.asJava(job.stageInfos())) {
                    last = Math.max(last, s.stageId());
                }
                resultStage.set(last);
            }

            @Override
            public void onTaskEnd(SparkListenerTaskEnd task) {
                if (killed.get()) {
                    tasksAfterKill.incrementAndGet();
                } else if (task.stageId() == resultStage.get() && killed.compareAndSet(false, true)) {
                    // the first counting task is done, the others are running or waiting: lose worker 1 now
                    CompletableFuture.runAsync(() -> {
                        try {
                            cluster.killWorker(1);
                            kill.complete(null);
                        } catch (Throwable e) {
                            kill.completeExceptionally(e);
                        }
                    });
                }
            }

            @Override
            public void onExecutorRemoved(SparkListenerExecutorRemoved removed) {
                executorsLost.incrementAndGet();
            }
        });
        ClusterPerft.Run run = session.perft(Position.initial(), 7, 3, true, LocalClusterTest.FAST);
        kill.get();
        System.out.println("standalone, worker 1 killed: " + run.summary() + "; tasks ended after the kill " + tasksAfterKill.get());
        assertEquals(3_195_901_860L, run.total(), "published perft 7");
        assertTrue(killed.get(), "a worker was killed");
        assertTrue(tasksAfterKill.get() > 0, "the job went on after the kill");
        assertTrue(executorsLost.get() >= 1, "Spark saw the executor go");
    }
}
