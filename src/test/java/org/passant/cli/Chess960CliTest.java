package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.cli.CliTest.Result;
import org.passant.conformance.Catalogue;
import org.passant.position.Variant;

/**
 * The command line in Chess960 (issue 19, C960-SETUP, C960-CASTLE, C960-NOTATION): perft files
 * run their Chess960 entries, castling is written e1g1 in standard mode and king-takes-rook (e1h1)
 * in Chess960 mode, the mode is read from a Shredder/X-FEN position, bad combinations are one line
 * and exit code 2, and conform runs Stockfish with UCI_Chess960. Expected counts are the published
 * ones of the perft files or of the standard start position; castling forms are the UCI convention.
 */
class Chess960CliTest {

    private static final String STANDARD_CASTLES = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    private static final String SHREDDER_CASTLES = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1";
    /** python-chess's xfen-00: perft 1 is 23; KQkq with the king on c1 names the rooks on a1 and e1. */
    private static final String XFEN_00 = "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1";
    /** King b1, rooks a1 and h1: b1c1 is a king step, b1a1 O-O-O (king to c1, rook to d1). */
    private static final String KING_B1 = "4k3/8/8/8/8/8/8/RK5R w AH - 0 1";

    private static Result run(String... args) {
        return CliTest.run(args);
    }

    private static long ids(String file) throws IOException {
        return Files.readAllLines(Path.of("src/test/resources/data", file)).stream().filter(l -> l.startsWith("id ")).count();
    }

    @Test
    void C960_NOTATION_perftFileRunsEveryChess960EntryNothingSkipped() throws IOException {
        Result r = run("perft", "--perft-file", "src/test/resources/data/standard-tricky.perft");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().endsWith("\n" + ids("standard-tricky.perft") + " passed, 0 failed\n"), r.out());
        assertFalse(r.out().contains("skipped"), r.out());
        assertTrue(r.out().contains("\nok       xfen-00 "), r.out());
        assertTrue(r.out().contains("\nok       hside-rook-blocks-aside-castling "), r.out());

        Result atomic = run("perft", "--variant", "atomic", "--perft-file", "src/test/resources/data/atomic.perft");
        assertEquals(0, atomic.code(), atomic.out() + atomic.err());
        assertTrue(atomic.out().endsWith("\n" + ids("atomic.perft") + " passed, 0 failed\n"), atomic.out());
        assertFalse(atomic.out().contains("skipped"), atomic.out());
        assertTrue(atomic.out().contains("\nok       atomic960-castle-1 "), atomic.out());
    }

    @Test
    void C960_NOTATION_standardModeWritesTheKingsStep() {
        Result r = run("perft", "--fen", STANDARD_CASTLES, "--depth", "1", "--divide");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.contains("e1g1: 1") && lines.contains("e1c1: 1"), r.out());
        assertFalse(lines.contains("e1h1: 1") || lines.contains("e1a1: 1"), r.out());
        List<String> moves = run("moves", "--fen", STANDARD_CASTLES).out().lines().toList();
        assertTrue(moves.contains("e1g1") && moves.contains("e1c1") && !moves.contains("e1h1"), moves.toString());
        assertTrue(run("perftree", "1", STANDARD_CASTLES).out().lines().toList().contains("e1g1 1"));
    }

    @Test
    void C960_NOTATION_chess960ModeWritesKingTakesRook() {
        for (String[] args : new String[][] {
            {"perft", "--fen", STANDARD_CASTLES, "--chess960", "--depth", "1", "--divide"},
            {"perft", "--fen", SHREDDER_CASTLES, "--depth", "1", "--divide"}, // read from the Shredder-FEN
        }) {
            Result r = run(args);
            assertEquals(0, r.code(), r.err());
            List<String> lines = r.out().lines().toList();
            assertTrue(lines.contains("e1h1: 1") && lines.contains("e1a1: 1"), String.join(" ", args) + "\n" + r.out());
            assertFalse(lines.contains("e1g1: 1") || lines.contains("e1c1: 1"), r.out());
        }
        List<String> moves = run("moves", "--fen", SHREDDER_CASTLES).out().lines().toList();
        assertTrue(moves.contains("e1h1") && moves.contains("e1a1") && !moves.contains("e1g1"), moves.toString());
        assertTrue(run("perftree", "1", STANDARD_CASTLES, "--chess960").out().lines().toList().contains("e1h1 1"));
    }

    @Test
    void C960_CASTLE_xfenPositionIsReadAsChess960() {
        Result r = run("perft", "--fen", XFEN_00, "--depth", "1", "--divide");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("Nodes searched: 23", lines.get(lines.size() - 1)); // published perft 1 of xfen-00
        assertTrue(lines.contains("c1e1: 1") && lines.contains("c1a1: 1"), r.out()); // O-O and O-O-O, king takes rook
    }

    @Test
    void C960_SETUP_chess960Position518IsTheInitialPosition() {
        assertEquals("Nodes searched: 8902\n", run("perft", "--chess960-position", "518", "--depth", "3").out());
        assertTrue(run("moves", "--chess960-position", "0").out().lines().toList().contains("a2a4"));
    }

    @Test
    void C960_NOTATION_movesAreReadAsWrittenInChess960Mode() {
        // b1c1 is the king's step: the rook stays on a1 (a1a2 is a move), none stands on d1
        List<String> afterStep = run("moves", "--fen", KING_B1, "--moves", "b1c1", "e8e7").out().lines().toList();
        assertTrue(afterStep.contains("a1a2") && !afterStep.contains("d1d2"), afterStep.toString());
        // b1a1 castles: king c1, rook d1
        List<String> afterCastling = run("moves", "--fen", KING_B1, "--moves", "b1a1", "e8e7").out().lines().toList();
        assertTrue(afterCastling.contains("d1d2") && !afterCastling.contains("a1a2"), afterCastling.toString());
        // the standard form still reads as castling where it is no other move: the rooks on f1 (and d8)
        List<String> standard = run("moves", "--fen", SHREDDER_CASTLES, "--moves", "e1g1", "e8c8").out().lines().toList();
        assertTrue(standard.contains("f1f2") && standard.contains("g1g2") && !standard.contains("h1h2"), standard.toString());
    }

    @Test
    void C960_NOTATION_explainAndFen() {
        Result standard = run("explain", "--fen", STANDARD_CASTLES, "--move", "e1h1");
        assertTrue(standard.out().startsWith("move e1g1 (O-O): castling kingside"), standard.out());
        Result chess960 = run("explain", "--fen", STANDARD_CASTLES, "--move", "e1g1", "--chess960");
        assertTrue(chess960.out().startsWith("move e1h1 (O-O): castling kingside"), chess960.out());
        Result queenside = run("explain", "--fen", KING_B1, "--move", "b1a1");
        assertTrue(queenside.out().startsWith("move b1a1 (O-O-O)") && queenside.out().endsWith("verdict: legal\n"),
                queenside.out());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\n",
                run("fen", "--chess960", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").out());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
                run("fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1").out());
    }

    @Test
    void C960_SETUP_badChess960CombinationsAreOneLineExitCode2(@TempDir Path dir) {
        CliTest.assertBadInput(run("perft", "--chess960-position", "0", "--fen", STANDARD_CASTLES, "--depth", "1"));
        CliTest.assertBadInput(run("perft", "--chess960-position", "960", "--depth", "1"));
        CliTest.assertBadInput(run("perft", "--chess960-position", "-1", "--depth", "1"));
        CliTest.assertBadInput(run("moves", "--chess960-position", "x"));
        CliTest.assertBadInput(run("perft", "--perft-file", "src/test/resources/data/standard-tricky.perft",
                "--chess960-position", "3"));
        CliTest.assertBadInput(run("explain", "--chess960-position", "3", "--fen", STANDARD_CASTLES, "--move", "e1g1"));
        CliTest.assertBadInput(run("perft", "--chess960", "--depth", "1", "--moves", "e1g1"));
        Result range = run("perft", "--chess960-position", "960", "--depth", "1");
        assertTrue(range.err().contains("--chess960-position") && range.err().contains("0 to 959"), range.err());
        Result both = run("perft", "--chess960-position", "0", "--fen", STANDARD_CASTLES, "--depth", "1");
        assertTrue(both.err().contains("--fen and --chess960-position"), both.err());
        // an engine without UCI_Chess960 cannot run conform --chess960
        String token = UUID.randomUUID().toString();
        Result r = run("conform", "--uci-engine", ConformBoundsTest.engine("correct", token), "--chess960", "--timeout", "30");
        CliTest.assertBadInput(r);
        assertTrue(r.err().contains("UCI_Chess960"), r.err());
        ConformBoundsTest.assertNoProcessLeft(token);
    }

    @Test
    void C960_NOTATION_conformRunsStockfishWithUciChess960() {
        String stockfish = Files.isExecutable(Path.of("/usr/games/stockfish")) ? "/usr/games/stockfish" : null;
        Assumptions.assumeTrue(stockfish != null, "Debian's stockfish is not installed (apt-get install stockfish); skipped");
        int cases = Catalogue.cases(Variant.CHESS).size();
        for (String[] args : new String[][] {
            {"conform", "--uci-engine", stockfish, "--depth", "2"},
            {"conform", "--uci-engine", stockfish, "--depth", "2", "--chess960"},
        }) {
            Result r = run(args);
            assertEquals(0, r.code(), r.out() + r.err());
            assertTrue(r.out().endsWith("\n" + cases + " conforming, 0 not conforming\n"), r.out());
            assertFalse(r.out().contains("skipped"), r.out());
            assertTrue(r.out().contains("\nok             c960-castle-king-b1 "), r.out());
        }
    }
}
