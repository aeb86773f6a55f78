package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code passant modelcheck}: bounded runs, the summary lines, exit codes. */
class ModelcheckCommandTest {

    private static CliTest.Result run(String... args) {
        return CliTest.run(args);
    }

    private static void assertBadInput(CliTest.Result r) {
        CliTest.assertBadInput(r);
    }

    @Test
    void helpNamesTheOptions() {
        CliTest.Result r = run("modelcheck", "--help");
        assertEquals(0, r.code());
        for (String option : new String[] {"Usage: passant modelcheck", "--universe", "--depth", "--max-states", "--threads",
            "--perft-file", "--max-nodes", "--generator", "Examples:"}) {
            assertTrue(r.out().contains(option), option + " in " + r.out());
        }
    }

    @Test
    void boundedEpUniverse() {
        CliTest.Result r = run("modelcheck", "--universe", "ep", "--max-states", "2000", "--threads", "2");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("ep universe (kernel, 2 threads): 2,000 states checked, 0 violations, "), r.out());
        assertTrue(r.out().contains("stopped at --max-states"), r.out());
        assertTrue(r.out().contains("\ntotal: 2,000 states checked, 0 violations, "), r.out());
    }

    @Test
    void shallowTreeMatchesPublishedPerft() {
        CliTest.Result r = run("modelcheck", "--universe", "tree", "--depth", "3", "--threads", "1");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("tree depth 3 (kernel, 1 threads): ") && r.out().contains(" states checked, 0 violations, "),
                r.out());
        // 8,902 = perft 3 of the initial position (published; Stockfish 15.1 agrees).
        assertTrue(r.out().contains("paths per ply 1/20/400/8902 (= published perft)"), r.out());
    }

    @Test
    void treeFromAFenWithTheReferenceAsTheGeneratorUnderTest() {
        CliTest.Result r = run("modelcheck", "--universe", "tree", "--fen", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                "--depth", "2", "--generator", "reference");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("tree depth 2 (reference, "), r.out());
        assertTrue(r.out().contains("paths per ply 1/14/191;"), r.out());
    }

    @Test
    void aViolationIsExitOneWithItsCounterexample(@TempDir Path dir) throws IOException {
        Path suite = dir.resolve("wrong.perft");
        // The published count is 20; 21 makes the checker report the difference.
        Files.writeString(suite, "id start\nepd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\nperft 1 21\n");
        CliTest.Result r = run("modelcheck", "--universe", "tree", "--depth", "0", "--perft-file", suite.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("VIOLATION PERFT (start)\n  fen:      rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                + "  move:     -\n  expected: 21 paths of 1 plies (published perft)\n  actual:   20 paths\n"), r.out());
        assertTrue(r.out().contains("\ntotal: "), r.out());
    }

    @Test
    void badOptionsAreExitTwoAndOneLine() {
        assertBadInput(run("modelcheck", "--depth", "-1"));
        assertBadInput(run("modelcheck", "--universe", "ep", "--max-states", "0"));
        assertBadInput(run("modelcheck", "--threads", "0"));
        assertBadInput(run("modelcheck", "--universe", "everything"));
        assertBadInput(run("modelcheck", "--universe", "ep", "--depth", "3"));
        assertBadInput(run("modelcheck", "--universe", "tree", "--max-states", "5"));
        assertBadInput(run("modelcheck", "--universe", "tree", "--max-nodes", "0", "--depth", "1"));
        assertBadInput(run("modelcheck", "--generator", "magic", "--universe", "tree", "--depth", "1"));
        assertBadInput(run("modelcheck", "--universe", "tree", "--depth", "1", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"));
        assertBadInput(run("modelcheck", "--universe", "tree", "--perft-file", "/nonexistent/x.perft"));
    }
}
