package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.cli.CliTest.Result;
import org.passant.conformance.BuggyUciEngine;

import picocli.CommandLine;

/**
 * The options shared by several commands, under their names that tell the two meanings apart
 * (--generator, a built-in generator, vs --uci-engine, an external program; --perft-file vs
 * --suite-file) and under their old spellings (--engine, --suite): the same output, only the new
 * names in --help, and a bad value of each option is one line that names it.
 */
class OptionNamesTest {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static Result run(String... args) {
        return CliTest.run(args);
    }

    /** Seconds differ from run to run; nothing else may. */
    private static String withoutSeconds(String out) {
        return out.replaceAll("\\d+\\.\\d+ s\\b", "_ s");
    }

    private static void assertSameResult(Result expected, Result actual) {
        assertEquals(expected.code(), actual.code(), actual.err());
        assertEquals(withoutSeconds(expected.out()), withoutSeconds(actual.out()));
        assertEquals(expected.err(), actual.err());
    }

    /** The command object after picocli has read the arguments, without running it. */
    private static <T extends Callable<Integer>> T parsed(T command, String... args) {
        new CommandLine(command).setCaseInsensitiveEnumValuesAllowed(true).parseArgs(args); // as Main.run reads them
        return command;
    }

    @Test
    void generatorChoosesTheBuiltInGeneratorUnderBothSpellings() {
        for (String spelling : new String[] {"--generator", "--engine"}) {
            for (Generator g : Generator.values()) {
                String name = g.toString();
                assertEquals(g, parsed(new PerftCommand(), spelling, name).generator.choice(), spelling + " " + name);
                assertEquals(g, parsed(new PerftreeCommand(), spelling, name, "1", START).generator.choice());
                assertEquals(g, parsed(new ModelcheckCommand(), spelling, name).generator.choice());
            }
        }
        // Each command's own default: perft counts with the fastest, modelcheck checks the proved kernel.
        assertEquals(Generator.FAST, parsed(new PerftCommand()).generator.choice());
        assertEquals(Generator.FAST, parsed(new PerftreeCommand(), "1", START).generator.choice());
        assertEquals(Generator.KERNEL, parsed(new ModelcheckCommand()).generator.choice());
    }

    @Test
    void generatorAndItsOldSpellingPrintTheSame() {
        Result reference = run("perft", "--moves", "e2e4", "e7e5", "--depth", "2", "--divide", "--generator", "reference");
        assertEquals(0, reference.code(), reference.err());
        assertTrue(reference.out().endsWith("\nNodes searched: 835\n"), reference.out()); // Stockfish 15.1: go perft 2
        assertSameResult(reference, run("perft", "--moves", "e2e4", "e7e5", "--depth", "2", "--divide", "--engine", "reference"));

        Result perftree = run("perftree", "3", START, "--generator", "kernel");
        assertTrue(perftree.out().endsWith("\n\n8902\n"), perftree.out()); // published perft 3
        assertSameResult(perftree, run("perftree", "3", START, "--engine", "kernel"));

        Result modelcheck = run("modelcheck", "--universe", "tree", "--depth", "2", "--threads", "1", "--generator", "reference");
        assertTrue(modelcheck.out().startsWith("tree depth 2 (reference, 1 threads): "), modelcheck.out());
        assertSameResult(modelcheck, run("modelcheck", "--universe", "tree", "--depth", "2", "--threads", "1",
                "--engine", "reference"));
    }

    @Test
    void perftFileAndItsOldSpellingRunTheSameFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mini.perft");
        Files.writeString(file, "id start\nepd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\nperft 1 20\nperft 2 400\n"
                + "perft 5 4865609\n\nid wrong\nfen 4k3/8/8/8/8/8/8/4K3 w - - 0 1\nperft 1 6\n");
        Result perft = run("perft", "--perft-file", file.toString(), "--max-nodes", "1000");
        assertEquals(1, perft.code(), perft.err());
        assertTrue(perft.out().startsWith("ok       start                                depth 1-2   nodes 400 "), perft.out());
        assertTrue(perft.out().contains("\nFAILED   wrong                                depth 1: expected 6, got 5\n"), perft.out());
        assertTrue(perft.out().endsWith("\n1 passed, 1 failed\n"), perft.out());
        assertSameResult(perft, run("perft", "--suite", file.toString(), "--max-nodes", "1000"));

        Result modelcheck = run("modelcheck", "--universe", "tree", "--depth", "1", "--threads", "1",
                "--perft-file", file.toString(), "--max-nodes", "1000");
        assertEquals(1, modelcheck.code(), modelcheck.err()); // the wrong count is a violation
        assertTrue(modelcheck.out().startsWith("tree depth 1 and 2 suite positions (kernel, 1 threads): "), modelcheck.out());
        assertTrue(modelcheck.out().contains("  expected: 6 paths of 1 plies (published perft)\n  actual:   5 paths\n"),
                modelcheck.out());
        assertSameResult(modelcheck, run("modelcheck", "--universe", "tree", "--depth", "1", "--threads", "1",
                "--suite", file.toString(), "--max-nodes", "1000"));
    }

    /** A UCI engine with Passant's own rules (conformance tests' BuggyUciEngine with no bug), in a child JVM. */
    private static String correctUciEngine() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' " + BuggyUciEngine.class.getName() + " none";
    }

    @Test
    void uciEngineAndSuiteFileAndTheirOldSpellingsRunTheSameConformance(@TempDir Path dir) {
        String engine = correctUciEngine();
        Result builtIn = run("conform", "--uci-engine", engine, "--depth", "1");
        assertEquals(0, builtIn.code(), builtIn.err());
        assertTrue(builtIn.out().startsWith("engine: BuggyUciEngine none (" + engine + "), variant chess, "), builtIn.out());
        // the Chess960 cases need UCI_Chess960, which this test engine does not offer
        assertTrue(builtIn.out().endsWith(" conforming, 0 not conforming, "
                + org.passant.conformance.Catalogue.cases(org.passant.position.Variant.CHESS).stream()
                        .filter(org.passant.conformance.CaseSpec::chess960).count()
                + " skipped (Chess960 cases need UCI_Chess960)\n"), builtIn.out());
        assertSameResult(builtIn, run("conform", "--engine", engine, "--depth", "1"));

        Path atomic = dir.resolve("atomic.json");
        assertEquals(0, run("suite", "export", "--variant", "atomic", "--out", atomic.toString()).code());
        Result fromFile = run("conform", "--uci-engine", engine, "--suite-file", atomic.toString(), "--depth", "1");
        assertEquals(0, fromFile.code(), fromFile.err());
        assertTrue(fromFile.out().startsWith("engine: BuggyUciEngine none (" + engine + "), variant atomic, "), fromFile.out());
        assertSameResult(fromFile, run("conform", "--engine", engine, "--suite", atomic.toString(), "--depth", "1"));

        CliTest.assertBadInput(run("conform", "--engine", engine, "--uci-engine", engine));
    }

    @Test
    void helpShowsTheNewNamesAndHidesTheOldSpellings() {
        List<String> position = List.of("--variant", "--fen", "--lenient", "--moves");
        String[][] expected = {
            {"perft", "--depth", "--divide", "--generator", "--threads", "--perft-file", "--max-nodes"},
            {"modelcheck", "--universe", "--depth", "--max-states", "--generator", "--threads", "--perft-file", "--max-nodes"},
            {"perftree", "--generator", "--variant"},
            {"conform", "--uci-engine", "--suite-file", "--variant", "--depth", "--timeout"},
            {"moves", "--san"},
            {"explain", "--move"},
            {"fen", "--variant", "--lenient", "--ep"},
        };
        for (String[] command : expected) {
            Result r = run(command[0], "--help");
            assertEquals(0, r.code(), r.err());
            for (int i = 1; i < command.length; i++) {
                assertTrue(r.out().contains(command[i] + "=") || r.out().contains(command[i] + " "),
                        command[i] + " in " + r.out());
            }
            if (List.of("perft", "modelcheck", "moves", "explain").contains(command[0])) {
                for (String option : position) {
                    assertTrue(r.out().contains(option), option + " in " + r.out());
                }
            }
            assertFalse(r.out().contains("--engine"), "--engine in " + r.out());
            assertFalse(r.out().matches("(?s).*--suite(?!-file).*"), "--suite (not --suite-file) in " + r.out());
        }
        Result export = run("suite", "export", "--help");
        assertTrue(export.out().contains("--variant=VARIANT"), export.out());
    }

    /** Bad input naming the option: exit 2, one line on stderr, and the option's name in it. */
    private static void assertNamesTheOption(String option, String... args) {
        Result r = run(args);
        CliTest.assertBadInput(r);
        assertTrue(r.err().contains(option), option + " in " + r.err());
    }

    @Test
    void aBadValueOfEachOptionIsOneLineNamingIt() {
        String missing = "/nonexistent/passant-test-file";
        assertNamesTheOption("--variant", "perft", "--depth", "1", "--variant", "crazyhouse");
        assertNamesTheOption("--fen", "perft", "--depth", "1", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1");
        assertNamesTheOption("--moves", "perft", "--depth", "1", "--moves", "e2e5");
        assertNamesTheOption("--lenient", "perft", "--depth", "1", "--lenient=maybe");
        assertNamesTheOption("--depth", "perft", "--depth", "-1");
        assertNamesTheOption("--depth", "perft", "--depth", "two");
        assertNamesTheOption("--generator", "perft", "--depth", "1", "--generator", "magic");
        assertNamesTheOption("--engine", "perft", "--depth", "1", "--engine", "magic");
        assertNamesTheOption("--threads", "perft", "--depth", "1", "--threads", "0");
        assertNamesTheOption("--threads", "perft", "--depth", "1", "--threads", "many");
        assertNamesTheOption("--perft-file", "perft", "--perft-file", missing);
        assertNamesTheOption("--perft-file", "perft", "--suite", missing);
        assertNamesTheOption("--max-nodes", "perft", "--perft-file", missing, "--max-nodes", "0");
        assertNamesTheOption("--max-nodes", "perft", "--perft-file", missing, "--max-nodes", "lots");
        assertNamesTheOption("--divide", "perft", "--depth", "1", "--divide=yes");

        assertNamesTheOption("--variant", "perftree", "1", START, "--variant", "crazyhouse");
        assertNamesTheOption("--generator", "perftree", "1", START, "--generator", "magic");
        assertNamesTheOption("--engine", "perftree", "1", START, "--engine", "magic");

        assertNamesTheOption("--variant", "moves", "--variant", "crazyhouse");
        assertNamesTheOption("--fen", "moves", "--fen", "x");
        assertNamesTheOption("--moves", "explain", "--moves", "Nf6", "--move", "e2e4");
        assertNamesTheOption("--move", "explain", "--move", "Nf6");
        assertNamesTheOption("--variant", "fen", "--variant", "crazyhouse", START);
        assertNamesTheOption("--lenient", "fen", "--lenient=maybe", START);
        assertNamesTheOption("--ep", "fen", "--ep", "sometimes", START);
        assertNamesTheOption("--variant", "suite", "export", "--variant", "crazyhouse");
        assertNamesTheOption("--format", "suite", "export", "--format", "xml");
        assertNamesTheOption("--out", "suite", "export", "--out", missing + "/x.json");

        assertNamesTheOption("--uci-engine", "conform");
        assertNamesTheOption("--uci-engine", "conform", "--uci-engine", missing);
        assertNamesTheOption("--uci-engine", "conform", "--uci-engine", "'unbalanced");
        assertNamesTheOption("--engine", "conform", "--engine");
        assertNamesTheOption("--suite-file", "conform", "--uci-engine", missing, "--suite-file", missing);
        assertNamesTheOption("--suite-file", "conform", "--uci-engine", missing, "--suite", missing);
        assertNamesTheOption("--variant", "conform", "--uci-engine", missing, "--variant", "crazyhouse");
        assertNamesTheOption("--depth", "conform", "--uci-engine", missing, "--depth", "0");
        assertNamesTheOption("--timeout", "conform", "--uci-engine", missing, "--timeout", "0");

        assertNamesTheOption("--universe", "modelcheck", "--universe", "everything");
        assertNamesTheOption("--depth", "modelcheck", "--universe", "tree", "--depth", "-1");
        assertNamesTheOption("--max-states", "modelcheck", "--universe", "ep", "--max-states", "0");
        assertNamesTheOption("--generator", "modelcheck", "--universe", "tree", "--generator", "magic");
        assertNamesTheOption("--engine", "modelcheck", "--universe", "tree", "--engine", "magic");
        assertNamesTheOption("--threads", "modelcheck", "--threads", "0");
        assertNamesTheOption("--perft-file", "modelcheck", "--universe", "tree", "--perft-file", missing);
        assertNamesTheOption("--perft-file", "modelcheck", "--universe", "tree", "--suite", missing);
        assertNamesTheOption("--max-nodes", "modelcheck", "--universe", "tree", "--max-nodes", "0");
        assertNamesTheOption("--variant", "modelcheck", "--universe", "tree", "--variant", "crazyhouse");
        assertNamesTheOption("--fen", "modelcheck", "--universe", "tree", "--fen", "x");
    }
}
