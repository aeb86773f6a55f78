package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.proof.Repo;

/**
 * The command-line contract of docs/cli.md as a user meets it: the launcher {@code ./passant} and the
 * shaded {@code target/passant.jar} it runs (on the newest JDK it finds, JDK 25 on the build machine),
 * which unit tests never start. Every failure class of issue 51, each command: exit code 2, exactly one
 * line on stderr of at most 300 bytes starting "passant: " (no SLF4J "multiple providers" lines, no JVM
 * warning, no library log, no stack trace), and no process left behind. Also: Spark says nothing unless
 * --verbose, and numbers are written in ASCII digits whatever the JVM's locale. Skipped without the jar
 * (mvn verify builds it before the integration tests run).
 */
class CommandLineIT {

    private static final Path ROOT = Repo.root();
    private static final Path PASSANT = ROOT.resolve("passant");
    private static final Path JAR = ROOT.resolve("target/passant.jar");

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    /** The launcher with these arguments; stdin, stdout and extra environment as given (null: none, a file, none). */
    private Run passant(String stdin, Path stdout, Map<String, String> env, String... args) throws Exception {
        assumeTrue(Files.exists(JAR), "no target/passant.jar: run the integration tests after mvn package");
        List<String> command = new ArrayList<>(List.of("bash", "-c", shellLine(stdin, stdout, args)));
        ProcessBuilder pb = new ProcessBuilder(command).directory(ROOT.toFile());
        // no start-up cache: its training run would take a minute once per build, and it is not what is tested here
        pb.environment().put("PASSANT_NO_CACHE", "1");
        pb.environment().putAll(env);
        // a token on the JVM's command line (the temporary folder), by which no process of this run may be left
        pb.environment().put("PASSANT_JAVA_OPTS", env.getOrDefault("PASSANT_JAVA_OPTS", "") + " -Dpassant.test.run=" + dir);
        Path out = dir.resolve("out");
        Path err = dir.resolve("err");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(240, TimeUnit.SECONDS), "still running after 4 minutes: " + String.join(" ", args));
        ConformBoundsTest.assertNoProcessLeft(dir.toString());
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    /** The shell line: ./passant ARGS, standard input from a here-string or closed ("-"), output to a file. */
    private String shellLine(String stdin, Path stdout, String... args) {
        StringBuilder sb = new StringBuilder("exec ").append(quote(PASSANT.toString()));
        for (String a : args) {
            sb.append(' ').append(quote(a));
        }
        if (stdin != null) {
            sb.append(stdin.equals("-") ? " <&-" : " <<< " + quote(stdin));
        }
        if (stdout != null) {
            sb.append(" >").append(quote(stdout.toString()));
        }
        return sb.toString();
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    /** Exit code 2 and one line of at most 300 bytes on stderr that starts "passant: " and contains {@code what}. */
    private static void assertOneLine(Run r, String what) {
        assertEquals(2, r.code(), r.err());
        String e = r.err();
        assertEquals(1, e.lines().count(), "one line on stderr:\n" + e);
        assertTrue(e.startsWith("passant: ") && e.endsWith("\n"), e);
        assertTrue(e.strip().getBytes(StandardCharsets.UTF_8).length <= Main.MAX_ERROR_BYTES, e);
        assertTrue(e.contains(what), what + " in " + e);
    }

    @Test
    void everyFailureIsOneLineOnStderr() throws Exception {
        Path perftFile = dir.resolve("small.perft");
        Files.writeString(perftFile, "id start\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nperft 1 20\nperft 2 400\n");
        Path tampered = dir.resolve("tampered.json");
        Files.writeString(tampered, "{\"format\":\"passant-conformance-suite/1\",\"variant\":\"chess\",\"provenance\":{\"generator\":"
                + "\"passant\",\"version\":\"0\",\"commit\":\"unknown\",\"dirty\":false,\"proof_status\":\"x\"},\"cases\":[{\"id\":\"t\","
                + "\"clauses\":[\"EP-RANK\"],\"description\":\"d\",\"start_fen\":\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\",\"moves\":[],"
                + "\"fen\":\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\",\"fen_plain\":\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\",\"legal_moves\":[],"
                + "\"perft\":[5]}]}");
        // options out of range, each command that has numbers
        assertOneLine(passant(null, null, Map.of(), "perft", "--depth=+3"), "--depth must be a whole number from 0 to 64, not '+3'");
        assertOneLine(passant(null, null, Map.of(), "perft", "--depth", " 3"), "not ' 3'");
        assertOneLine(passant(null, null, Map.of(), "perft", "--depth", "-0"), "not '-0'");
        assertOneLine(passant(null, null, Map.of(), "uci", "--seed", "-1"), "--seed must be a whole number from 0 to 2,147,483,647");
        assertOneLine(passant(null, null, Map.of(), "serve", "--computer-threads", "100000"), "from 1 to 256");
        assertOneLine(passant(null, null, Map.of(), "serve", "--rate", "1e9"), "--rate must be a number from 0 to 10,000");
        assertOneLine(passant(null, null, Map.of(), "match", "--engine1", "a", "--engine2", "b", "--tc", "1e9"), "--tc '1e9'");
        assertOneLine(passant(null, null, Map.of(), "match", "--engine1", "a", "--engine2", "b", "--concurrency", "100000"),
                "from 1 to 64");
        assertOneLine(passant(null, null, Map.of(), "modelcheck", "--universe", "foo"),
                "--universe': unknown universe 'foo' (expected ep, ep2, castling, castling-full, tree or all)");
        // input the commands cannot take
        assertOneLine(passant(null, null, Map.of(), "fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw KQkq - 0 1"),
                "has the control character \\t at column 44");
        assertOneLine(passant("-", null, Map.of(), "fen", "-"), "not UTF-8 text");
        // a suite that is not what the kernel derives, read through the schema validator (SLF4J's providers spoke here)
        assertOneLine(passant(null, null, Map.of(), "conform", "--uci-engine", "/bin/false", "--suite-file", tampered.toString()),
                "case 't': legal_moves");
        // output that cannot be written: once, exit 2
        assertOneLine(passant(null, Path.of("/dev/full"), Map.of(), "perft", "--perft-file", perftFile.toString()),
                "cannot write to standard output");
        assertOneLine(passant("uci\nisready\nquit", Path.of("/dev/full"), Map.of(), "uci"), "cannot write to standard output");
        // the server cannot start: Javalin's and HikariCP's logs, the JVM's native-access warning held back
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertOneLine(passant(null, null, Map.of(), "serve", "--port", String.valueOf(taken.getLocalPort()), "--db",
                    dir.resolve("a.db").toString()), "Port already in use");
        }
        assertOneLine(passant(null, null, Map.of(), "serve", "--port", "0", "--db", dir.resolve("no/such/dir/b.db").toString()),
                "unable to open database file");
        // --cluster on JDK 25: no "WARNING: package sun.security.action not in java.base"
        assertOneLine(passant(null, null, Map.of(), "perft", "--depth", "1", "--cluster", "nowhere://" + dir), "not a master URL");
    }

    @Test
    void sparkSaysNothingUnlessVerbose() throws Exception {
        assumeTrue(Files.exists(ROOT.resolve("target/spark-classpath")), "no Spark class path");
        Run quiet = passant(null, null, Map.of(), "perft", "--depth", "2", "--cluster", "local[1]", "--fen",
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(0, quiet.code(), quiet.err());
        assertTrue(quiet.out().endsWith("Nodes searched: 25\n"), quiet.out());
        // the one summary line of a cluster perft; before, Spark's INFO log ran to 170 lines
        assertEquals(1, quiet.err().lines().count(), quiet.err());
        assertTrue(quiet.err().startsWith("cluster local[1], 1 cores: split depth 1: 5 paths"), quiet.err());
    }

    @Test
    void numbersAreAsciiWhateverTheLocale() throws Exception {
        Path perftFile = dir.resolve("small.perft");
        Files.writeString(perftFile, "id start\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nperft 1 20\nperft 2 400\n");
        for (String locale : List.of("-Duser.language=th -Duser.country=TH -Duser.variant=TH",
            "-Duser.language=ar -Duser.country=EG", "-Duser.language=de -Duser.country=DE")) {
            Run r = passant(null, null, Map.of("PASSANT_JAVA_OPTS", locale), "perft", "--perft-file", perftFile.toString());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().matches("ok +start +depth 1-2 +nodes 400 +[0-9]+\\.[0-9]{2} s\n1 passed, 0 failed\n"), locale + ": " + r.out());
        }
    }

}
