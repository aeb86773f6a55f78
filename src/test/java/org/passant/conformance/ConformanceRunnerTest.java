package org.passant.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.AssertionFailedError;
import org.passant.position.InvalidInputException;
import org.passant.reference.KernelGenerator;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;
import org.passant.reference.ReferenceGenerator;

/**
 * The conformance runner against engines whose bugs we know: a correct one, and one per injected
 * en passant bug, each of which must be located to its position, move and clause.
 */
class ConformanceRunnerTest {

    static String javaCommand(String bug) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' " + BuggyUciEngine.class.getName() + " " + bug;
    }

    private static CaseSpec spec(String id) {
        return Catalogue.cases(Variant.CHESS).stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    private static Mismatch check(String bug, String caseId, int depth) {
        return check(bug, Variant.CHESS, caseId, depth);
    }

    private static Mismatch check(String bug, Variant variant, String caseId, int depth) {
        CaseSpec c = Catalogue.cases(variant).stream().filter(s -> s.id().equals(caseId)).findFirst().orElseThrow();
        try (UciEngine engine = UciEngine.start(javaCommand(bug), Duration.ofSeconds(60))) {
            if (variant != Variant.CHESS) {
                engine.variant(variant.id());
            }
            return new ConformanceRunner(variant, new KernelGenerator(), engine).check(caseId, c.startFen(), c.moves(), depth);
        }
    }

    @Test
    void aCorrectEngineConformsOnEveryCase() {
        try (UciEngine engine = UciEngine.start(javaCommand("none"), Duration.ofSeconds(60))) {
            ConformanceRunner runner = new ConformanceRunner(Variant.CHESS, new KernelGenerator(), engine);
            for (CaseSpec c : Catalogue.cases(Variant.CHESS)) {
                if (c.chess960()) {
                    continue; // a Chess960 case needs UCI_Chess960, which this test engine does not offer
                }
                assertNull(runner.check(c.id(), c.startFen(), c.moves(), Math.min(2, c.depth())), c.id());
            }
        }
    }

    @Test
    void EP_IMMEDIATE_enPassantOneMoveLateIsLocated() {
        Mismatch m = check("ep-late", "ep-immediate-right-lost", 2);
        assertNotNull(m);
        assertEquals(List.of("e5f6"), m.extra());
        assertEquals("EP-IMMEDIATE", m.clause());
        assertEquals("r1bqkbnr/1pppp1pp/p1n5/4Pp2/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 4", m.fen());
        assertTrue(m.report().contains("extra move:   e5f6"), m.report());
    }

    @Test
    void EP_KING_SAFETY_ignoredRankPinIsLocated() {
        Mismatch m = check("rank-pin", "ep-king-safety-rank-pin", 3);
        assertNotNull(m);
        assertEquals("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", m.fen());
        assertEquals(List.of("e5d6"), m.extra());
        assertEquals("EP-KING-SAFETY", m.clause());
        assertTrue(m.reason().contains("rook on a5"), m.reason());
    }

    @Test
    void EP_LANDING_capturedPawnLeftOnTheBoardIsLocated() {
        Mismatch m = check("ep-no-removal", "ep-landing-victim-removed", 3);
        assertNotNull(m);
        assertEquals(List.of("e5d6"), m.moves(), "the first differing position is the one after the capture");
        assertEquals("EP-LANDING", m.clause());
        assertEquals(List.of("d5d4"), m.extra(), "the pawn left on d5 still moves in the engine");
        assertEquals("4k3/8/3P4/8/8/8/8/4K3 b - - 0 40", m.fen());
    }

    @Test
    void AT_EP_CENTRE_explosionAroundTheCapturedPawnIsLocated() {
        // e5xd6 e.p. must explode around d6 (the bishop c7 goes, the knight c4 stays); the bug blasts d5.
        Mismatch m = check("atomic-ep-centre", Variant.ATOMIC, "at-ep-centre", 2);
        assertNotNull(m);
        assertEquals(List.of("d7d5", "e5d6"), m.moves());
        assertEquals("AT-EP-CENTRE", m.clause());
        assertTrue(m.extra().stream().anyMatch(x -> x.startsWith("c7")), "the engine's bishop c7 survived: " + m.report());
        assertTrue(m.missing().stream().anyMatch(x -> x.startsWith("c4")), "the engine's knight c4 was blasted: " + m.report());
    }

    @Test
    void aCorrectEngineConformsOnEveryAtomicCase() {
        try (UciEngine engine = UciEngine.start(javaCommand("none"), Duration.ofSeconds(60))) {
            engine.variant("atomic");
            ConformanceRunner runner = new ConformanceRunner(Variant.ATOMIC, new KernelGenerator(), engine);
            for (CaseSpec c : Catalogue.cases(Variant.ATOMIC)) {
                assertNull(runner.check(c.id(), c.startFen(), c.moves(), Math.min(2, c.depth())), c.id());
            }
        }
    }

    @Test
    void anEngineWithoutTheVariantIsBadInput() {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/games/stockfish")), "stockfish not installed; skipped");
        try (UciEngine engine = UciEngine.start("/usr/games/stockfish", Duration.ofSeconds(60))) {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> engine.variant("atomic"));
            assertTrue(e.getMessage().contains("does not offer variant atomic"), e.getMessage());
        }
    }

    @Test
    void theDivideAtTheRootShowsNothingWrongWhenTheBugIsDeeper() {
        // The same engine conforms where no en passant is involved.
        assertNull(check("ep-no-removal", "gm-mate-stalemate", 1));
    }

    @Test
    void anEngineThatCannotStartIsBadInput() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> UciEngine.start("/nonexistent/engine", Duration.ofSeconds(5)));
        assertTrue(e.getMessage().contains("cannot start"), e.getMessage());
        assertThrows(InvalidInputException.class, () -> UciEngine.start("'unbalanced", Duration.ofSeconds(5)));
    }

    @Test
    void stockfishConformsWhenInstalled() {
        String stockfish = Files.isExecutable(Path.of("/usr/games/stockfish")) ? "/usr/games/stockfish" : null;
        Assumptions.assumeTrue(stockfish != null, "Debian's stockfish is not installed (apt-get install stockfish); skipped");
        try (UciEngine engine = UciEngine.start(stockfish, Duration.ofSeconds(60))) {
            assertTrue(engine.name().startsWith("Stockfish"), engine.name());
            ConformanceRunner runner = new ConformanceRunner(Variant.CHESS, new KernelGenerator(), engine);
            for (CaseSpec c : Catalogue.cases(Variant.CHESS)) {
                if (c.chess960()) {
                    continue; // run with UCI_Chess960 on in Chess960ConformanceTest
                }
                assertNull(runner.check(c.id(), c.startFen(), c.moves(), c.depth()), c.id());
            }
        }
    }

    /** The JUnit factory as an engine author would use it, over an adapter built on our reference generator. */
    @TestFactory
    Stream<DynamicTest> adapterOverTheReferenceGeneratorConforms() {
        return ConformanceTests.of(fen -> {
            Position p = Fen.position(fen, Variant.CHESS, Validation.LENIENT);
            // castling king-takes-rook (C960-NOTATION): the one form that is never ambiguous (b1a1, not b1c1)
            return new ReferenceGenerator().legalMoves(p).stream().map(m -> p.move(m).uci(true)).toList();
        }, Variant.CHESS);
    }

    @Test
    void aBuggyAdapterFailsItsDynamicTest() throws Throwable {
        // An adapter that never generates en passant captures.
        EngineAdapter noEnPassant = fen -> {
            Position p = Fen.position(fen, Variant.CHESS, Validation.LENIENT);
            return p.legalMoves().stream().filter(m -> !p.isEnPassant(m)).map(Move::uci).toList();
        };
        DynamicTest test = ConformanceTests.of(noEnPassant, Variant.CHESS)
                .filter(t -> t.getDisplayName().startsWith("ep-allowed-white")).findFirst().orElseThrow();
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> test.getExecutable().execute());
        assertTrue(e.getMessage().contains("missing move: e5f6"), e.getMessage());
        assertTrue(e.getMessage().contains("EP-*"), e.getMessage());
    }
}
