package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.PropertyCheck.forAll;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.passant.PropertyCheck.Counterexample;
import org.passant.position.Position;
import org.passant.modelcheck.ChessGenerators.Around;
import org.passant.modelcheck.MutantRules.Bug;

/**
 * The properties of {@link ModelCheckProperties}, run on copies of the rules with a bug switched
 * on: each must fail, and QuickTheories must shrink the counterexample to a small one. The seed is
 * fixed, and the first counterexample it finds is not small, so each test shows the shrinking at
 * work (and fails if shrinking were off); the counterexamples are printed.
 */
class InjectedBugShrinkingProperties {

    /** The rank pin needs two kings, two pawns and one rook or queen: five pieces. */
    @Test
    void EP_KING_SAFETY_rankPinIgnoredShrinksToFivePieces() {
        Counterexample<Around> found = forAll(ChessGenerators.setupsAroundADoubleStep()).tries(3000).seed(20261129).shrinkFully()
                .findCounterexample(a -> assertNoViolation(ModelCheckProperties.check(new MutantRules(Bug.RANK_PIN_IGNORED), a), ""))
                .orElseThrow(() -> new AssertionError("the injected bug was not found"));
        System.out.println(found);
        assertTrue(found.original().pieces() > 5, "the first counterexample is already small: " + found);
        assertTrue(found.shrunk().pieces() <= 5, "shrank only to " + found.shrunk().pieces() + " pieces: " + found);
    }

    /**
     * A double step, then a move that leaves its right in place. Choices shrink toward 3, the first
     * legal move in move order: b1a3, the double step a7a5, and a1b1, which keeps a6: three plies.
     */
    @Test
    void EP_IMMEDIATE_enPassantOneMoveLateShrinksToThreePlies() {
        RulesUnderTest mutant = new MutantRules(Bug.EP_ONE_MOVE_LATE);
        Counterexample<List<Integer>> found = forAll(ChessGenerators.playoutChoices(60)).tries(300).seed(20261129).shrinkFully()
                .findCounterexample(choices -> {
                    Playout playout = Playout.decode(mutant, Position.initial().state(), choices);
                    assertNoViolation(Playout.check(mutant, playout), playout + "\n");
                })
                .orElseThrow(() -> new AssertionError("the injected bug was not found"));
        System.out.println(found);
        assertTrue(plies(mutant, found.original()) > 3, "the first counterexample is already small: " + found);
        assertTrue(plies(mutant, found.shrunk()) <= 3, "shrank only to " + plies(mutant, found.shrunk()) + " plies: " + found);
    }

    private static void assertNoViolation(Violations violations, String where) {
        if (violations.total() > 0) {
            throw new AssertionError(where + ModelCheckProperties.describe(violations));
        }
    }

    private static int plies(RulesUnderTest rules, List<Integer> choices) {
        return Playout.decode(rules, Position.initial().state(), choices).moves().size();
    }
}
