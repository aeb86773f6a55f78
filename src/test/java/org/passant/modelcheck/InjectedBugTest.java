package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.kernel.Piece;
import org.passant.modelcheck.MutantRules.Bug;
import org.passant.notation.Fen;

/**
 * Each bug switched on in a copy of the rules ({@link MutantRules}) is found by the model checker,
 * which prints a minimal counterexample naming the clause. The runs are bounded (a slice of the
 * universe, a shallow tree) to where the bug first shows.
 */
class InjectedBugTest {

    /** The position of the tricky suite where the rank pin decides en passant (pos-3 of the CPW perft pages). */
    static final String POS_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";

    private static Report tree(Bug bug, String fen, int depth) {
        Position root = Fen.position(fen, Variant.CHESS, Validation.STRICT);
        return GameTree.run(new MutantRules(bug), new GameTree.Root(bug.name(), root, depth, new long[0]), 2);
    }

    /** One thread: a bounded run then checks the first states in enumeration order, the same ones every time. */
    private static Report universe(Bug bug, List<EnPassantUniverse.Slice> slices, long maxStates) {
        return EnPassantUniverse.run(new MutantRules(bug), slices, maxStates, 1);
    }

    /** The report names the clause and prints its counterexample: FEN, move, expected, actual. */
    private static Violation caught(Report report, Bug bug, String clause) {
        System.out.println("injected: " + bug.description);
        report.print(new PrintWriter(System.out, true));
        assertTrue(report.violationCounts().containsKey(clause), clause + " not found:\n" + report);
        String printed = report.toString();
        assertTrue(printed.contains("VIOLATION " + clause + " ("), printed);
        Violation v = report.counterexamples().stream().filter(x -> x.clause().equals(clause)).findFirst().orElseThrow();
        assertTrue(printed.contains("  fen:      " + v.fen() + "\n  move:     " + v.move() + "\n  expected: "), printed);
        Fen.parse(v.fen());
        return v;
    }

    @Test
    void EP_IMMEDIATE_enPassantOneMoveLateIsCaught() {
        Report report = tree(Bug.EP_ONE_MOVE_LATE, POS_3, 3);
        Violation square = caught(report, Bug.EP_ONE_MOVE_LATE, GameTree.EP_SQUARE);
        assertTrue(square.expected().startsWith("en passant square -"), square.toString());
        Violation late = caught(report, Bug.EP_ONE_MOVE_LATE, "EP-IMMEDIATE");
        assertTrue(late.expected().startsWith("illegal: EP-IMMEDIATE fails"), late.toString());
        assertTrue(late.actual().equals("legal"), late.toString());
    }

    @Test
    void EP_KING_SAFETY_rankPinIgnoredIsCaughtInTheUniverseAndTheTree() {
        // Black to move after d2-d4 with a black pawn on e4: seed 001's rank pin, mirrored, in the first unit.
        Report slice = universe(Bug.RANK_PIN_IGNORED, List.of(new EnPassantUniverse.Slice(Piece.BLACK, 3, 4)), 50_000);
        Violation v = caught(slice, Bug.RANK_PIN_IGNORED, "EP-KING-SAFETY");
        assertTrue(v.move().equals("e4d3") && v.actual().equals("legal"), v.toString());
        caught(tree(Bug.RANK_PIN_IGNORED, POS_3, 2), Bug.RANK_PIN_IGNORED, "EP-KING-SAFETY");
    }

    @Test
    void EP_LANDING_capturedPawnLeftOnTheBoardIsCaught() {
        Violation v = caught(universe(Bug.CAPTURED_PAWN_NOT_REMOVED, EnPassantUniverse.Slice.all(), 1_000),
                Bug.CAPTURED_PAWN_NOT_REMOVED, "EP-LANDING");
        assertTrue(v.expected().contains(" empty") && !v.actual().contains(" empty"), v.toString());
    }

    @Test
    void generationWithoutEnPassantIsCaughtByTheReference() {
        Violation v = caught(universe(Bug.GENERATION_MISSES_EN_PASSANT, EnPassantUniverse.Slice.all(), 1_000),
                Bug.GENERATION_MISSES_EN_PASSANT, PositionChecks.REFERENCE);
        assertTrue(v.actual().startsWith("missing from"), v.toString());
    }

    @Test
    void castlingRightThatComesBackIsCaught() {
        Violation v = caught(tree(Bug.CASTLING_RIGHT_RESTORED, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 3),
                Bug.CASTLING_RIGHT_RESTORED, GameTree.CASTLING_RIGHTS);
        assertTrue(v.actual().endsWith("is back"), v.toString());
    }

    @Test
    void GM_UNDO_undoThatKeepsTheClockIsCaught() {
        Violation v = caught(tree(Bug.UNDO_KEEPS_HALFMOVE_CLOCK, Fen.INITIAL, 1), Bug.UNDO_KEEPS_HALFMOVE_CLOCK,
                GameTree.GM_UNDO);
        assertTrue(v.actual().contains("halfmove clock 0 -> 1"), v.toString());
    }
}
