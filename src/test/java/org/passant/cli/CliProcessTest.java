package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 18, with the CLI as a real process: Ctrl-C (SIGINT) reports what finished and ends the
 * engine; a write to a full disk or a closed pipe is an error; the game tree stops before it runs
 * out of memory.
 */
class CliProcessTest {

    /**
     * Whether {@code env --default-signal} (GNU coreutils 8.31 on) is here. A shell without job
     * control starts a background command with SIGINT ignored, the child inherits that and the JVM
     * then keeps it ignored: a build started that way would see no Ctrl-C at all. The CLI is started
     * with SIGINT at its default, as a terminal starts it.
     */
    private static final boolean DEFAULT_SIGNAL = probeDefaultSignal();

    private static boolean probeDefaultSignal() {
        try {
            return new ProcessBuilder("env", "--default-signal=INT", "true").start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Whatever a test started and left running (a failed assertion before its Ctrl-C) ends with it. */
    @AfterEach
    void endWhatTheTestStarted() {
        ProcessHandle.current().children().forEach(child -> {
            child.descendants().forEach(ProcessHandle::destroyForcibly);
            child.destroyForcibly();
        });
    }

    static ProcessBuilder passant(List<String> jvm, String... args) {
        List<String> command = new ArrayList<>();
        if (DEFAULT_SIGNAL) {
            command.add("env");
            command.add("--default-signal=INT");
        }
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvm);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        return new ProcessBuilder(command);
    }

    static ProcessBuilder passant(String... args) {
        return passant(List.of(), args);
    }

    static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /** Waits until {@code file} contains {@code text}, or fails after {@code seconds}. */
    static void awaitText(Path file, String text, int seconds) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!read(file).contains(text)) {
            if (System.nanoTime() > until) {
                throw new AssertionError("no '" + text + "' within " + seconds + " s: " + read(file));
            }
            Thread.sleep(100);
        }
    }

    static void interrupt(Process p) throws Exception {
        new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
    }

    static int exit(Process p) throws InterruptedException {
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            // a failed test must not leave a perft of depth 9 running for hours after it
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("the process did not end within 30 s of SIGINT");
        }
        return p.exitValue();
    }

    @Test
    void ctrlCDuringPerftPrintsTheRootMovesFinished(@TempDir Path dir) throws Exception {
        Path err = dir.resolve("err");
        Process p = passant("perft", "--depth", "9", "--threads", "1", "--progress")
                .redirectOutput(dir.resolve("out").toFile()).redirectError(err.toFile()).start();
        // depth 9 takes hours; the depth-8 count below a2a3 some seconds: wait for the first root move to finish
        awaitText(err, "root moves done", 60);
        Thread.sleep(1500);
        interrupt(p);
        assertEquals(130, exit(p), read(err));
        String e = read(err);
        assertTrue(e.contains("passant: interrupted after "), e);
        assertTrue(e.contains("perft depth 9: "), e);
        assertTrue(e.contains(" of 20 root moves done"), e);
    }

    @Test
    void ctrlCDuringModelcheckPrintsWhatFinished(@TempDir Path dir) throws Exception {
        Path err = dir.resolve("err");
        Process p = passant("modelcheck", "--universe", "all", "--max-states", "20000", "--depth", "9", "--threads", "1")
                .redirectOutput(dir.resolve("out").toFile()).redirectError(err.toFile()).start();
        awaitText(dir.resolve("out"), "ep universe", 120);
        Thread.sleep(1000);
        interrupt(p);
        assertEquals(130, exit(p), read(err));
        String e = read(err);
        assertTrue(e.contains("passant: interrupted after "), e);
        assertTrue(e.contains("tree initial position, ply "), e);
        assertTrue(e.contains("finished: ep universe"), e);
    }

    @Test
    void ctrlCDuringConformEndsTheEngineAndItsChildren(@TempDir Path dir) throws Exception {
        String token = ConformBoundsTest.token();
        Path err = dir.resolve("err");
        Path out = dir.resolve("out");
        Process p = passant("conform", "--uci-engine", ConformBoundsTest.engine("hang-in-perft", token), "--timeout", "600")
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        awaitText(out, "engine: Misbehaving hang-in-perft", 60);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (ProcessHandle.allProcesses().noneMatch(h -> h.info().commandLine().orElse("").contains("sleep 600." + token))) {
            assertTrue(System.nanoTime() < until, "the engine's child never started");
            Thread.sleep(100);
        }
        interrupt(p);
        assertEquals(130, exit(p), read(err));
        ConformBoundsTest.assertNoProcessLeft(token);
    }

    @Test
    void aFullDiskIsAnError(@TempDir Path dir) throws Exception {
        Path perftFile = dir.resolve("t.perft");
        Files.writeString(perftFile, "id x\nepd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\nperft 1 20\n");
        Path uci = dir.resolve("uci.in");
        Files.writeString(uci, "uci\nisready\nquit\n");
        // (issue 51: perft --perft-file said it twice, uci exited 0 in silence)
        for (String[] args : List.of(new String[] {"moves"}, new String[] {"suite", "export"}, new String[] {"fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}, new String[] {"perft", "--perft-file",
                perftFile.toString()}, new String[] {"uci"})) {
            Path err = dir.resolve("err");
            Process p = passant(args).redirectInput(uci.toFile()).redirectOutput(new File("/dev/full"))
                    .redirectError(err.toFile()).start();
            assertEquals(2, exit(p), String.join(" ", args) + ": " + read(err));
            assertEquals("passant: cannot write to standard output (a closed pipe or a full disk?): the output is incomplete\n",
                    read(err), String.join(" ", args));
        }
    }

    @Test
    void aClosedPipeStopsALongRun(@TempDir Path dir) throws Exception {
        Path err = dir.resolve("err");
        // the kernel generator on the tricky perft file: minutes if it ran to the end
        Process p = passant("perft", "--perft-file", "src/test/resources/data/standard-tricky.perft", "--generator", "kernel")
                .redirectError(err.toFile()).start();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            assertTrue(r.readLine().startsWith("ok "));
        }
        // like '| head -1': the reader has gone; the next line written fails
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "still running after its output was closed");
        assertEquals(2, p.exitValue(), read(err));
        assertTrue(read(err).contains("cannot write to standard output"), read(err));
    }

    @Test
    void fenFromAnEndlessStandardInputStopsAtTheFirstLine(@TempDir Path dir) throws Exception {
        Path err = dir.resolve("err");
        Process p = passant("fen", "-").redirectInput(new File("/dev/zero")).redirectOutput(dir.resolve("out").toFile())
                .redirectError(err.toFile()).start();
        assertEquals(2, exit(p), read(err));
        assertEquals("passant: standard input, line 1: longer than 10000 characters, which no FEN is; reading stopped\n",
                read(err));
    }

    @Test
    void fenFromAClosedStandardInputIsOneError(@TempDir Path dir) throws Exception {
        // issue 51: 'fen - <&-' read the file the JVM opened on descriptor 0 and printed 6,805 error lines
        List<String> command = new ArrayList<>(passant("fen", "-").command());
        StringBuilder line = new StringBuilder("exec");
        for (String c : command) {
            line.append(" '").append(c.replace("'", "'\\''")).append("'");
        }
        Path err = dir.resolve("err");
        Process p = new ProcessBuilder("bash", "-c", line + " <&-").redirectOutput(dir.resolve("out").toFile())
                .redirectError(err.toFile()).start();
        assertEquals(2, exit(p), read(err));
        assertEquals(1, read(err).lines().count(), read(err));
        assertTrue(read(err).startsWith("passant: standard input, line 1: not UTF-8 text")
                || read(err).startsWith("passant: cannot read standard input: "), read(err));
    }

    @Test
    void theTreeStopsBeforeItRunsOutOfMemory(@TempDir Path dir) throws Exception {
        Path err = dir.resolve("err");
        // Kiwipete, depth 4: ply 4 has 4,085,603 paths; with 48 MB of heap they cannot all be kept
        Process p = passant(List.of("-Xmx48m"), "modelcheck", "--universe", "tree", "--depth", "4", "--generator", "fast",
                "--threads", "1", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
                .redirectOutput(dir.resolve("out").toFile()).redirectError(err.toFile()).start();
        assertEquals(2, exit(p), read(err));
        String e = read(err);
        assertTrue(e.startsWith("passant: tree root, ply 4: more than "), e);
        assertTrue(e.contains("give a smaller --depth, or more memory (PASSANT_JAVA_OPTS=-Xmx8g)"), e);
        assertEquals(1, e.lines().count(), e);
    }
}
