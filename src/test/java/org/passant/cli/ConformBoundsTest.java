package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import org.junit.jupiter.api.Test;
import org.passant.conformance.MisbehavingUciEngine;

/**
 * {@code passant conform} against engines that break the protocol ({@link MisbehavingUciEngine}):
 * each run ends well within 60 s, with exit code 1 (the engine does not conform) or 2 (it could
 * not be run), names the problem, and leaves no engine process (nor any process it started)
 * running. Short timeouts keep each test to seconds.
 */
public class ConformBoundsTest {

    record Run(int code, String out, String err, double seconds, String token) {
    }

    /** A token only this run's engine processes carry on their command line. */
    static String token() {
        return Long.toString(100_000 + ThreadLocalRandom.current().nextLong(900_000));
    }

    static String engine(String mode, String token) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path") + "' "
                + MisbehavingUciEngine.class.getName() + " " + mode + " " + token;
    }

    static Run conform(String mode, String... options) {
        String token = token();
        List<String> args = new ArrayList<>(List.of("conform", "--uci-engine", engine(mode, token), "--depth", "2"));
        args.addAll(List.of(options));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        long start = System.nanoTime();
        int code = Main.run(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
        Run run = new Run(code, out.toString(), err.toString(), (System.nanoTime() - start) / 1e9, token);
        assertTrue(run.seconds() < 60, "took " + run.seconds() + " s");
        assertNoProcessLeft(token);
        return run;
    }

    /** No process with the token on its command line: the engine, and the children it started. */
    public static void assertNoProcessLeft(String token) {
        long until = System.nanoTime() + 5_000_000_000L;
        List<String> left;
        do {
            left = ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                    .map(p -> p.pid() + " " + p.info().commandLine().orElse(""))
                    .filter(c -> c.contains(token)).toList();
            if (left.isEmpty()) {
                return;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        } while (System.nanoTime() < until);
        throw new AssertionError("engine processes left running: " + left);
    }

    /** Could not run: exit code 2, one stderr line of at most 300 bytes naming the problem, nothing checked. */
    static void assertCouldNotRun(Run r, String problem) {
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("passant: "), r.err());
        assertTrue(r.err().strip().getBytes(StandardCharsets.UTF_8).length <= Main.MAX_ERROR_BYTES, r.err());
        assertTrue(r.err().contains(problem), r.err());
        assertFalse(r.out().contains("conforming"), r.out());
    }

    /** Not conforming: exit code 1, the problem named under its protocol clause in the report. */
    static void assertNotConforming(Run r, String clause, String problem) {
        assertEquals(1, r.code(), r.out() + r.err());
        assertEquals("", r.err());
        assertTrue(r.out().contains("NOT CONFORMING"), r.out());
        assertTrue(r.out().contains("clause:   " + clause + ": "), r.out());
        assertTrue(r.out().contains(problem), r.out());
    }

    @Test
    void anEngineThatCrashesCouldNotRun() {
        assertCouldNotRun(conform("crash", "--timeout", "5"), "exited while Passant waited for 'uciok' (exit status 3)");
    }

    @Test
    void anEngineThatHangsAfterUciIsEndedWithItsChild() {
        Run r = conform("hang-after-uci", "--timeout", "2");
        assertCouldNotRun(r, "gave no complete answer ('uciok') within 2 s (--timeout)");
    }

    @Test
    void garbagePrintedSlowlyIsNoAnswer() {
        // a line every 200 ms: a deadline per line would never expire; the answer's does
        assertCouldNotRun(conform("garbage-slowly", "--timeout", "2"), "gave no complete answer ('uciok') within 2 s");
    }

    @Test
    void anEngineWithoutGoPerftIsRecognisedAtOnce() {
        Run r = conform("no-perft", "--timeout", "60");
        assertCouldNotRun(r, "does not support 'go perft': it answered 'info depth 1 score cp 20");
        assertTrue(r.seconds() < 20, "took " + r.seconds() + " s");
    }

    @Test
    void aLineWithoutEndBreaksTheProtocol() {
        Run r = conform("no-newline", "--timeout", "5");
        assertNotConforming(r, "UCI-ANSWER", "printed a line longer than 65536 characters");
        assertTrue(r.out().contains("stopped: the engine broke the UCI protocol; "), r.out());
        assertTrue(r.out().strip().endsWith(" not run"), r.out());
    }

    @Test
    void aFloodOfInfoLinesBreaksTheProtocol() {
        assertNotConforming(conform("flood", "--timeout", "5"), "UCI-ANSWER", "printed more than 10000 lines without");
    }

    @Test
    void anEngineThatExitsMidPerftDoesNotConform() {
        assertNotConforming(conform("exit-mid-perft", "--timeout", "5"), "UCI-ANSWER",
                "exited while Passant waited for 'Nodes searched' after go perft 2 (exit status 0)");
    }

    @Test
    void anEngineThatHangsInPerftIsEndedWithItsChild() {
        assertNotConforming(conform("hang-in-perft", "--timeout", "2"), "UCI-ANSWER",
                "gave no complete answer ('Nodes searched' after go perft 2) within 2 s (--timeout)");
    }

    @Test
    void theCaseHasItsOwnDeadline() {
        assertNotConforming(conform("hang-in-perft", "--timeout", "600", "--case-timeout", "2"), "UCI-ANSWER",
                "within 2 s, the case's limit (--case-timeout)");
    }

    @Test
    void anInconsistentDivideIsEachCasesNonConformance() {
        Run r = conform("inconsistent-divide", "--timeout", "5");
        assertNotConforming(r, "UCI-PERFT-CONSISTENT", "its divides disagree");
        assertFalse(r.out().contains("not run"), "the run goes on after a divide the engine completed: " + r.out());
        // every case with a legal move at the root does not conform (two are mates, with nothing to divide)
        assertTrue(r.out().contains("2 conforming, 29 not conforming"), r.out());
    }

    @Test
    void aMalformedDivideLineIsTheCasesNonConformance() {
        Run r = conform("malformed", "--timeout", "5");
        assertNotConforming(r, "UCI-PERFT-FORMAT", "malformed divide line '");
        assertFalse(r.out().contains("not run"), r.out());
    }

    @Test
    void divideLinesThatDoNotAddUpDoNotConform() {
        assertNotConforming(conform("bad-sum", "--timeout", "5"), "UCI-PERFT-CONSISTENT", "the divide lines add up to");
    }

    @Test
    void aCorrectAnswerAtEveryCaseStillConforms() {
        // the same engine without a fault ('correct' is no mode it knows): the bounds cost nothing
        Run r = conform("correct", "--timeout", "10");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains(" 0 not conforming"), r.out());
    }
}
