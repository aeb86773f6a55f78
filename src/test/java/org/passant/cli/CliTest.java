package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The command line: exact output formats, exit codes, one-line errors. */
class CliTest {

    record Result(int code, String out, String err) {
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(code, out.toString(), err.toString());
    }

    /** Bad input: exit code 2, nothing on standard output, one line on standard error naming the problem, no stack trace. */
    static void assertBadInput(Result r) {
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("passant: "), r.err());
        assertEquals(1, r.err().lines().count(), "one line: " + r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    }

    /** The examples --help shows for the quick commands run as shown (issue 51: moves --help's failed on 'Nh3'). */
    @ParameterizedTest
    @ValueSource(strings = {"moves", "fen", "explain", "perftree"})
    void theHelpsExamplesRun(String command) {
        Result help = run(command, "--help");
        int examples = 0;
        for (String line : help.out().lines().toList()) {
            if (!line.startsWith("  passant " + command + " ") || line.contains(" < ")) {
                continue; // (a redirection is the shell's)
            }
            java.util.List<String> args = new java.util.ArrayList<>();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"([^\"]*)\"|(\\S+)").matcher(line.strip());
            while (m.find()) {
                args.add(m.group(1) != null ? m.group(1) : m.group(2));
            }
            Result r = run(args.subList(1, args.size()).toArray(String[]::new));
            assertEquals(0, r.code(), line + ": " + r.err());
            examples++;
        }
        assertTrue(examples > 0, help.out());
    }

    @Test
    void perftPrintsNodesSearched() {
        Result r = run("perft", "--depth", "3");
        assertEquals(0, r.code());
        assertEquals("Nodes searched: 8902\n", r.out());
    }

    @Test
    void perftDivideOfKiwipete() {
        Result r = run("perft", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "--depth", "2", "--divide");
        assertEquals(0, r.code());
        String[] lines = r.out().split("\n", -1);
        assertEquals(48 + 3, lines.length, r.out());
        assertEquals("a1b1: 43", lines[0]);
        assertEquals("", lines[48]);
        assertEquals("Nodes searched: 2039", lines[49]);
    }

    @Test
    void perftDepthZeroIsOneNode() {
        assertEquals("Nodes searched: 1\n", run("perft", "--depth", "0").out());
    }

    @Test
    void perftWithMovesAndReferenceGenerator() {
        Result r = run("perft", "--moves", "e2e4", "e7e5", "--depth", "2", "--generator", "reference");
        assertEquals(0, r.code(), r.err());
        assertEquals("Nodes searched: 835\n", r.out()); // Stockfish 15.1: go perft 2 after e2e4 e7e5
    }

    @Test
    void movesAreSortedUci() {
        Result r = run("moves", "--fen", "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2");
        assertEquals(0, r.code());
        assertEquals("e5e6\nh5g4\nh5g5\nh5g6\nh5h4\nh5h6\n", r.out());
    }

    @Test
    void movesInSan() {
        Result r = run("moves", "--fen", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "--san");
        assertTrue(r.out().contains("exd6\n"), r.out());
        assertTrue(r.out().contains("Kd2\n"), r.out());
    }

    @Test
    void fenNormalises() {
        Result r = run("fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", "b", "KQkq", "e3", "0", "1");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n", r.out());
        Result plain = run("fen", "--ep", "fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n", plain.out());
    }

    @Test
    void fenErrorNamesTheField() {
        Result r = run("fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1");
        assertBadInput(r);
        assertEquals("passant: FEN field 4 'e3': en passant square e3 must be on rank 6 when white is to move\n", r.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "", "x", "8/8/8/8/8/8/8/8 w - - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - KQkq - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ABCD - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 1", "kk6/8/8/8/8/8/8/KK6 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999 1",
    })
    void everyMalformedFenGetsExitTwoAndOneLine(String fen) {
        assertBadInput(run("perft", "--fen", fen, "--depth", "1"));
        assertBadInput(run("moves", "--fen", fen));
        assertBadInput(run("fen", fen));
    }

    @Test
    void badOptionsGetExitTwoAndOneLine() {
        assertBadInput(run("perft"));
        assertBadInput(run("perft", "--depth", "-1"));
        assertBadInput(run("perft", "--depth", "two"));
        assertBadInput(run("perft", "--depth", "1", "--variant", "crazyhouse"));
        assertBadInput(run("perft", "--depth", "1", "--generator", "magic"));
        assertBadInput(run("perft", "--depth", "1", "--max-nodes", "5"));
        assertBadInput(run("perft", "--depth", "1", "--bogus"));
        assertBadInput(run("moves", "--moves", "e2e4", "e2e4"));
        assertBadInput(run("moves", "--moves", "Nf6"));
        assertBadInput(run("fen"));
        assertBadInput(run("fen", "--ep", "sometimes", "8/8/8/8/8/8/8/8 w - - 0 1"));
        assertBadInput(run("nonsense"));
        assertBadInput(run());
    }

    @Test
    void EP_KING_SAFETY_explainNamesTheFailingClause() {
        Result r = run("explain", "--fen", "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", "--move", "e5d6");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("fails  EP-KING-SAFETY  after the capture the white king on h5 would be attacked"
                + " by the black rook on a5"), r.out());
        for (String holds : new String[] {"EP-PIECES", "EP-TRIGGER", "EP-ADJACENT", "EP-RANK", "EP-IMMEDIATE", "EP-LANDING"}) {
            assertTrue(r.out().contains("holds  " + holds), holds + " in " + r.out());
        }
        assertTrue(r.out().endsWith("verdict: illegal (EP-KING-SAFETY fails)\n"), r.out());
    }

    @Test
    void EP_IMMEDIATE_explainNamesTheLostRight() {
        Result r = run("explain", "--moves", "e4 a6 e5 f5 Nf3 Nc6", "--move", "e5f6");
        assertTrue(r.out().contains("fails  EP-IMMEDIATE"), r.out());
        assertTrue(r.out().contains("fails  EP-TRIGGER"), r.out());
        assertTrue(r.out().contains("verdict: illegal"), r.out());
    }

    @Test
    void explainALegalMoveAndSanInput() {
        Result r = run("explain", "--move", "Nf3");
        assertTrue(r.out().startsWith("move g1f3 (Nf3): move, white to move"), r.out());
        assertTrue(r.out().endsWith("verdict: legal\n"), r.out());
        assertBadInput(run("explain", "--move", "Nf6"));
        assertBadInput(run("explain"));
    }

    @Test
    void perftreeFormat() {
        Result r = run("perftree", "3", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n", -1);
        assertEquals(20 + 3, lines.length, r.out());
        assertTrue(r.out().contains("e2e4 600\n"), r.out());  // perftree's README example, from Stockfish
        assertEquals("", lines[20]);
        assertEquals("8902", lines[21]);
        Result moved = run("perftree", "1", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8Q");
        assertEquals(0, moved.code(), moved.err());
        assertBadInput(run("perftree", "1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e2e4"));
        assertBadInput(run("perftree", "0", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    }

    @Test
    void suiteExportAndConformErrors(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("suite.json");
        Result r = run("suite", "export", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(out).contains("\"format\" : \"passant-conformance-suite/1\""));
        assertTrue(run("suite", "export", "--format", "epd").out().contains("id \"ep-king-safety-rank-pin\""));
        assertBadInput(run("suite", "export", "--format", "xml"));
        assertBadInput(run("suite", "export", "--out", dir.resolve("no/such/dir/x.json").toString()));
        assertBadInput(run("suite"));
        assertBadInput(run("conform"));
        assertBadInput(run("conform", "--uci-engine", "/nonexistent/engine"));
        assertBadInput(run("conform", "--uci-engine", "x", "--suite-file", dir.resolve("missing.json").toString()));
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": \"something-else\", \"cases\": []}");
        assertBadInput(run("conform", "--uci-engine", "x", "--suite-file", bad.toString()));
    }

    @Test
    void helpOnEveryCommand() {
        for (String command : new String[] {"perft", "moves", "fen", "explain", "conform", "perftree", "suite"}) {
            Result r = run(command, "--help");
            assertEquals(0, r.code());
            assertTrue(r.out().contains("Usage: passant " + command), r.out());
        }
        assertTrue(run("--help").out().contains("perft"));
    }

    @Test
    void perftFileRunsAndCounts(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mini.perft");
        Files.writeString(file, String.join("\n",
                "# a comment", "id start", "epd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
                "perft 1 20", "perft 2 400", "", "id wrong", "fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1", "perft 1 6", ""));
        Result r = run("perft", "--perft-file", file.toString());
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("ok       start"), r.out());
        assertTrue(r.out().contains("FAILED   wrong") && r.out().contains("expected 6, got 5"), r.out());
        assertTrue(r.out().endsWith("1 passed, 1 failed\n"), r.out());
    }

    @Test
    void perftFileMaxNodesSkipsDeepDepths(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mini.perft");
        Files.writeString(file, "id start\nepd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\nperft 1 20\nperft 5 4865609\n");
        Result r = run("perft", "--perft-file", file.toString(), "--max-nodes", "1000");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("depth 1 "), r.out());
        assertTrue(r.out().endsWith("1 passed, 0 failed\n"), r.out());
    }

    @Test
    void unreadableOrMalformedPerftFileIsBadInput(@TempDir Path dir) throws IOException {
        assertBadInput(run("perft", "--perft-file", dir.resolve("missing.perft").toString()));
        Path file = dir.resolve("bad.perft");
        Files.writeString(file, "id x\nepd 8/8/8/8/8/8/8/8 w - -\nperft one 1\n");
        Result r = run("perft", "--perft-file", file.toString());
        assertBadInput(r);
        assertTrue(r.err().contains("line 3"), r.err());
    }
}
