package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.cli.CliTest.Result;

/**
 * --chess960 on modelcheck, match and suite (issue 19, C960-SETUP, C960-CASTLE, C960-NOTATION).
 * Expected counts are Stockfish's ({@code /usr/games/stockfish}, UCI_Chess960 on, {@code go perft});
 * castling forms are the UCI convention (e1g1 standard, e1h1 king takes own rook with UCI_Chess960).
 */
class Chess960CommandsCliTest {

    /** King b1 between rooks a1 and g1 (and the same for Black): castling at once on either wing. */
    private static final String KING_B1 = "rk4r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1";
    private static final String STANDARD_CASTLES = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    @TempDir
    Path dir;

    private static Result run(String... args) {
        return CliTest.run(args);
    }

    private static void assertBadInput(Result r) {
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("passant: "), r.err());
    }

    @Test
    void C960_SETUP_modelcheckTreeFromAChess960StartPositionMatchesStockfish() {
        // Stockfish: position 0 (BBQNNRKR), perft 1..3 = 20, 400, 9006
        Result r = run("modelcheck", "--universe", "tree", "--chess960-position", "0", "--depth", "3", "--threads", "1");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("paths per ply 1/20/400/9006;"), r.out());
        assertTrue(r.out().contains(" 0 violations"), r.out());
    }

    @Test
    void C960_CASTLE_C960_NOTATION_modelcheckTreeFromAChess960FenAndMovesKingTakesRook() {
        // Stockfish: perft 1..3 = 23, 442, 10065; after b1a1 (O-O-O: king c1, rook d1) 24, 467, 11140
        Result root = run("modelcheck", "--universe", "tree", "--fen", KING_B1, "--depth", "3", "--threads", "1");
        assertEquals(0, root.code(), root.out() + root.err());
        assertTrue(root.out().contains("paths per ply 1/23/442/10065;"), root.out());
        Result castled = run("modelcheck", "--universe", "tree", "--fen", KING_B1, "--chess960", "--moves", "b1a1", "--depth", "3",
                "--threads", "1");
        assertEquals(0, castled.code(), castled.out() + castled.err());
        assertTrue(castled.out().contains("paths per ply 1/24/467/11140;"), castled.out());
    }

    @Test
    void C960_SETUP_modelcheckChess960OptionsApplyToTheTreeOnly() {
        assertBadInput(run("modelcheck", "--universe", "castling", "--chess960"));
        assertBadInput(run("modelcheck", "--universe", "ep", "--chess960-position", "3"));
        assertBadInput(run("modelcheck", "--universe", "tree", "--chess960-position", "960"));
        assertBadInput(run("modelcheck", "--universe", "castling", "--cluster", "local[1]"));
    }

    private static String stub(String mode, Path log) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' " + Chess960EngineStub.class.getName() + " "
                + mode + " '" + log + "'";
    }

    private Path openings(String fen) throws IOException {
        Path f = dir.resolve("openings.epd");
        Files.writeString(f, fen + "\n");
        return f;
    }

    @Test
    void C960_NOTATION_matchWithChess960SendsCastlingKingTakesRook() throws IOException {
        Path log1 = dir.resolve("one.log");
        Path log2 = dir.resolve("two.log");
        Path pgn = dir.resolve("games.pgn");
        Result r = run("match", "--engine1", stub("play:e1h1", log1), "--name1", "one", "--engine2", stub("legal", log2),
                "--name2", "two", "--chess960", "--games", "1", "--tc", "5+0.1", "--openings", openings(STANDARD_CASTLES).toString(),
                "--pgn-out", pgn.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        String two = Files.readString(log2);
        assertTrue(two.contains("setoption name UCI_Chess960 value true"), two);
        assertTrue(two.contains("position fen " + STANDARD_CASTLES + " moves e1h1"), two);
        assertTrue(Files.readString(pgn).contains("1. O-O "), Files.readString(pgn));
        assertTrue(r.out().contains("faults: one: 0 illegal moves") && r.out().contains("faults: two: 0 illegal moves"), r.out());
    }

    @Test
    void C960_NOTATION_matchReadsChess960FromTheOpeningAndTagsThePgn() throws IOException {
        Path log1 = dir.resolve("one.log");
        Path log2 = dir.resolve("two.log");
        Path pgn = dir.resolve("games.pgn");
        Result r = run("match", "--engine1", stub("play:b1a1", log1), "--name1", "one", "--engine2", stub("legal", log2),
                "--name2", "two", "--games", "1", "--tc", "5+0.1", "--openings", openings(KING_B1).toString(),
                "--pgn-out", pgn.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        // the referee writes the FEN its own way (KQkq: the outermost rooks); the castling goes king-takes-rook
        assertTrue(Files.readString(log2).contains("position fen rk4r1/8/8/8/8/8/8/RK4R1 w KQkq - 0 1 moves b1a1\n"),
                Files.readString(log2));
        String games = Files.readString(pgn);
        assertTrue(games.contains("[Variant \"Chess960\"]"), games);
        assertTrue(games.contains("1. O-O-O "), games);
    }

    @Test
    void C960_SETUP_matchWithChess960AndNoOpeningsDrawsStartPositions() throws IOException {
        Path pgn = dir.resolve("games.pgn");
        Result r = run("match", "--engine1", stub("legal", dir.resolve("one.log")), "--name1", "one",
                "--engine2", stub("legal", dir.resolve("two.log")), "--name2", "two", "--chess960", "--games", "2",
                "--tc", "5+0.1", "--pgn-out", pgn.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("chess960 start positions (Scharnagl's numbers): "), r.out());
        assertTrue(r.out().contains("finished: 2 of 2 games"), r.out());
        assertTrue(Files.readString(pgn).contains("[FEN \"") || r.out().matches("(?s).*numbers\\): 518\\n.*"), Files.readString(pgn));
    }

    @Test
    void C960_NOTATION_matchRefusesAnEngineWithoutUciChess960() {
        Result r = run("match", "--engine1", stub("no960", dir.resolve("one.log")), "--engine2", stub("legal", dir.resolve("two.log")),
                "--chess960", "--games", "1", "--tc", "5+0.1");
        assertBadInput(r);
        assertTrue(r.err().contains("has no UCI_Chess960 option"), r.err());
    }

    @Test
    void C960_NOTATION_suiteExportWithChess960WritesEveryCaseKingTakesRook() {
        Result standard = run("suite", "export", "--format", "epd");
        Result c960 = run("suite", "export", "--format", "epd", "--chess960");
        assertEquals(0, standard.code(), standard.err());
        assertEquals(0, c960.code(), c960.err());
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - id \"perft-kiwipete\"";
        String standardLine = standard.out().lines().filter(l -> l.startsWith(kiwipete)).findFirst().orElseThrow();
        String c960Line = c960.out().lines().filter(l -> l.startsWith(kiwipete)).findFirst().orElseThrow();
        assertTrue(standardLine.contains(" e1g1 ") && standardLine.contains(" e1c1 "), standardLine);
        assertTrue(c960Line.contains(" e1h1 ") && c960Line.contains(" e1a1 "), c960Line);
        assertFalse(c960Line.contains("e1g1") || c960Line.contains("e1c1"), c960Line);

        Result json = run("suite", "export", "--chess960");
        assertEquals(0, json.code(), json.err());
        long cases = json.out().lines().filter(l -> l.strip().startsWith("\"id\" :")).count();
        long marked = json.out().lines().filter(l -> l.strip().equals("\"chess960\" : true,")).count();
        assertTrue(cases > 30, "cases: " + cases);
        assertEquals(cases, marked, json.out());
    }

    @Test
    void C960_NOTATION_suiteExportedInChess960NotationConformsWithStockfish() {
        Path stockfish = Path.of("/usr/games/stockfish");
        Assumptions.assumeTrue(Files.isExecutable(stockfish), "Stockfish not installed");
        Path suite = dir.resolve("chess960-suite.json");
        Result export = run("suite", "export", "--chess960", "--out", suite.toString());
        assertEquals(0, export.code(), export.err());
        Result r = run("conform", "--uci-engine", stockfish.toString(), "--suite-file", suite.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains(" conforming, 0 not conforming"), r.out());
    }
}
