package org.passant.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.passant.notation.PerftSuite;
import org.passant.position.Variant;
import org.passant.reference.KernelGenerator;

/**
 * The Chess960 cases of the conformance suite (C960-SETUP, C960-CASTLE, C960-NOTATION): they name
 * C960 clauses, are marked chess960 and written king-takes-rook, their counts equal the published
 * ones where the position comes from a perft file, the JSON reads back against the schema, and
 * Debian's Stockfish conforms on them with UCI_Chess960 on.
 */
class Chess960ConformanceTest {
    private static final Suite CHESS = new SuiteBuilder(Variant.CHESS, new KernelGenerator()).build();
    private static final Suite ATOMIC = new SuiteBuilder(Variant.ATOMIC, new KernelGenerator()).build();

    private static ConformanceCase byId(Suite suite, String id) {
        return suite.cases().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    /** The published counts of a perft file's entry, depth 1 first. */
    private static List<Long> published(String file, String id, int depths) {
        PerftSuite.Entry e = PerftSuite.read(Path.of("src/test/resources/data", file)).stream()
                .filter(x -> x.id().equals(id)).findFirst().orElseThrow();
        Map<Integer, Long> byDepth = e.expectations().stream()
                .collect(Collectors.toMap(PerftSuite.Expectation::depth, PerftSuite.Expectation::nodes));
        List<Long> counts = new ArrayList<>();
        for (int d = 1; d <= depths; d++) {
            counts.add(byDepth.get(d));
        }
        return counts;
    }

    @Test
    void C960_NOTATION_chess960CasesAreMarkedAndWrittenKingTakesRook() {
        List<ConformanceCase> c960 = CHESS.cases().stream().filter(ConformanceCase::runsChess960).toList();
        assertTrue(c960.size() >= 8, "Chess960 cases: " + c960.size());
        for (ConformanceCase c : c960) {
            assertTrue(c.clauses().stream().anyMatch(id -> id.startsWith("C960-")), c.id() + " names a C960 clause");
        }
        assertTrue(CHESS.cases().stream().filter(c -> !c.runsChess960()).allMatch(c -> c.chess960() == null));
        // castling as the king taking its own rook: O-O-O with king b1 and rook a1 is b1a1, b1c1 the king's step
        ConformanceCase b1 = byId(CHESS, "c960-castle-king-b1");
        assertEquals("b1a1", b1.focus().move());
        assertTrue(b1.legalMoves().contains(new ConformanceCase.LegalMove("b1a1", "O-O-O")), b1.legalMoves().toString());
        assertTrue(b1.legalMoves().contains(new ConformanceCase.LegalMove("b1c1", "Kc1")), b1.legalMoves().toString());
        // a case's moves are rewritten king-takes-rook, whichever form the catalogue used
        assertEquals("e1h1", byId(CHESS, "c960-notation-standard-arrangement").moves().get(6));
        assertEquals("e8h8", byId(CHESS, "c960-notation-standard-arrangement").focus().move());
        // standard cases keep the king's step
        assertTrue(byId(CHESS, "perft-kiwipete").legalMoves().contains(new ConformanceCase.LegalMove("e1g1", "O-O")));
    }

    @Test
    void C960_CASTLE_countsEqualThePublishedOnes() {
        assertEquals(published("standard-tricky.perft", "xfen-00", 3), byId(CHESS, "c960-xfen-king-c1").perft());
        assertEquals(published("standard-tricky.perft", "hside-rook-blocks-aside-castling", 3),
                byId(CHESS, "c960-castle-rook-in-the-way").perft());
        assertEquals(published("atomic.perft", "atomic960-castle-1", 4), byId(ATOMIC, "at-castling-chess960").perft());
        assertEquals("C960-CASTLE", byId(CHESS, "c960-castle-rook-in-the-way").focus().failing().get(0));
    }

    @Test
    void C960_NOTATION_suiteJsonReadsBackAgainstTheSchema() {
        for (Suite suite : new Suite[] {CHESS, ATOMIC}) {
            Suite back = SuiteFiles.fromJson(SuiteFiles.toJson(suite), "test");
            assertEquals(suite.cases(), back.cases());
        }
        assertTrue(SuiteFiles.toJson(CHESS).contains("\"chess960\" : true"));
        assertTrue(SuiteFiles.toJson(CHESS).contains("w Ff - 0 1"), "a Shredder-FEN castling field");
    }

    @Test
    void C960_NOTATION_stockfishConformsWithUciChess960() {
        String stockfish = Files.isExecutable(Path.of("/usr/games/stockfish")) ? "/usr/games/stockfish" : null;
        Assumptions.assumeTrue(stockfish != null, "Debian's stockfish is not installed (apt-get install stockfish); skipped");
        try (UciEngine engine = UciEngine.start(stockfish, Duration.ofSeconds(60))) {
            assertTrue(engine.offersChess960(), "Stockfish offers UCI_Chess960");
            engine.chess960(true);
            ConformanceRunner runner = new ConformanceRunner(Variant.CHESS, new KernelGenerator(), engine, true);
            for (CaseSpec c : Catalogue.cases(Variant.CHESS)) {
                assertNull(runner.check(c.id(), c.startFen(), c.moves(), Math.min(c.depth(), 3)), c.id());
            }
            // the notation matters: Stockfish in Chess960 mode writes e1h1, which a standard-mode comparison misses
            ConformanceRunner standard = new ConformanceRunner(Variant.CHESS, new KernelGenerator(), engine, false);
            Mismatch m = standard.check("perft-kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                    List.of(), 1);
            assertNotNull(m);
            assertTrue(m.report().contains("e1h1") && m.report().contains("e1g1"), m.report());
        }
    }
}
