package org.passant.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.passant.proof.Repo;

/**
 * A Spark standalone cluster on loopback, for the tests: a Master and Workers started as their own
 * JVMs from the Spark jars the build lists in target/spark-classpath, with SPARK_HOME a folder
 * under target/ whose jars/ links to them (the Worker starts its executors from there). Every
 * process is killed on {@link #close} (and when this JVM exits), a Worker with its executors.
 */
final class StandaloneCluster implements AutoCloseable {
    private static final Pattern ALIVE = Pattern.compile("\"aliveworkers\"\\s*:\\s*(\\d+)");

    private final Path home;
    private final List<String> classpath;
    private final int port;
    private final int webPort;
    private final List<Process> processes = new ArrayList<>();
    private final List<Process> workers = new ArrayList<>();
    private final Thread cleanup = new Thread(this::killAll, "standalone-cluster-cleanup");

    private StandaloneCluster(Path home, List<String> classpath, int port, int webPort) {
        this.home = home;
        this.classpath = classpath;
        this.port = port;
        this.webPort = webPort;
    }

    /** Starts a Master and {@code workers} Workers of one core each; returns once all have registered. */
    static StandaloneCluster start(int workers, Duration timeout) throws IOException, InterruptedException {
        Path root = Repo.root();
        Path listing = root.resolve("target/spark-classpath");
        if (!Files.isRegularFile(listing)) {
            throw new IllegalStateException(listing + " is missing: the build writes it (mvn generate-resources)");
        }
        List<String> classpath = List.of(Files.readString(listing).strip().split(java.io.File.pathSeparator));
        Path home = root.resolve("target/spark-home");
        deleteTree(home);
        Path jars = Files.createDirectories(home.resolve("jars"));
        for (String jar : classpath) {
            Path j = Path.of(jar);
            Files.createSymbolicLink(jars.resolve(j.getFileName()), j.toAbsolutePath());
        }
        Files.createDirectories(home.resolve("logs"));
        StandaloneCluster cluster = new StandaloneCluster(home, classpath, freePort(), freePort());
        Runtime.getRuntime().addShutdownHook(cluster.cleanup);
        try {
            cluster.processes.add(cluster.launch("master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
                    "--port", String.valueOf(cluster.port), "--webui-port", String.valueOf(cluster.webPort)));
            cluster.awaitWorkers(0, timeout);
            for (int i = 1; i <= workers; i++) {
                cluster.addWorker(i);
            }
            cluster.awaitWorkers(workers, timeout);
        } catch (IOException | InterruptedException | RuntimeException e) {
            cluster.close();
            throw e;
        }
        return cluster;
    }

    String masterUrl() {
        return "spark://127.0.0.1:" + port;
    }

    /**
     * What a driver on this machine needs to reach the cluster and stay within it; its executors load
     * the test classes too (the tests send their own generator and rules factories).
     */
    Map<String, String> driverSettings() {
        Path code = CodeJar.jarOf(List.of(Repo.root().resolve("target/classes"), Repo.root().resolve("target/test-classes")));
        return Map.of("spark.driver.host", "127.0.0.1", "spark.driver.bindAddress", "127.0.0.1",
                "spark.executor.memory", "512m", "spark.executor.cores", "1", "spark.jars", code.toString());
    }

    private void addWorker(int i) throws IOException {
        Process w = launch("worker-" + i, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--webui-port", "0",
                "--cores", "1", "--memory", "1g", "--work-dir", home.resolve("work-" + i).toString(), masterUrl());
        processes.add(w);
        workers.add(w);
    }

    private Process launch(String name, String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("@" + Repo.root().resolve("src/main/resources/org/passant/cluster/java-options"));
        command.add("-Xmx256m");
        command.add("-Dspark.master.rest.enabled=false");
        command.add("-cp");
        command.add(String.join(java.io.File.pathSeparator, classpath));
        command.add(mainClass);
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("SPARK_HOME", home.toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        pb.environment().remove("SPARK_CONF_DIR");
        pb.redirectErrorStream(true);
        pb.redirectOutput(home.resolve("logs/" + name + ".log").toFile());
        return pb.start();
    }

    /** Waits until the Master's status page counts {@code n} live workers. */
    void awaitWorkers(int n, Duration timeout) throws InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + webPort + "/json/"))
                .timeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!processes.get(0).isAlive()) {
                throw new IllegalStateException("the Spark master exited; see " + home.resolve("logs/master.log"));
            }
            try {
                String json = http.send(request, HttpResponse.BodyHandlers.ofString()).body();
                Matcher m = ALIVE.matcher(json);
                if (m.find()) {
                    last = m.group(1) + " live workers";
                    if (Integer.parseInt(m.group(1)) == n) {
                        return;
                    }
                }
            } catch (IOException notYet) {
                last = notYet.toString();
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("the Spark master did not count " + n + " live workers in " + timeout + " (" + last
                + "); see " + home.resolve("logs"));
    }

    /** Kills a worker (1..n) and the executors it started, at once: a machine lost. */
    void killWorker(int i) throws InterruptedException {
        kill(workers.get(i - 1));
    }

    private static void kill(Process p) throws InterruptedException {
        List<ProcessHandle> children = p.descendants().toList();
        p.destroyForcibly();
        children.forEach(ProcessHandle::destroyForcibly);
        p.waitFor(30, TimeUnit.SECONDS);
        for (ProcessHandle c : children) {
            c.onExit().orTimeout(30, TimeUnit.SECONDS).exceptionally(e -> c).join();
        }
    }

    private void killAll() {
        // workers (with their executors) first, then the master
        for (int i = processes.size() - 1; i >= 0; i--) {
            try {
                kill(processes.get(i));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void close() {
        killAll();
        try {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException exiting) {
            // the JVM is exiting: the hook runs (or has run) killAll
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }
}
