package org.passant.modelcheck;

import java.util.List;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

import org.passant.position.Position;
import org.passant.modelcheck.ChessArbitraries.Around;
import org.passant.modelcheck.MutantRules.Bug;

/**
 * The properties of {@link ModelCheckProperties}, run on copies of the rules with a bug switched
 * on: each must fail, and jqwik must shrink the counterexample to a small one. A hook turns the
 * expected failure into success after checking the shrunk sample (and prints it).
 */
class InjectedBugShrinkingProperties {

    @Provide
    Arbitrary<Around> setups() {
        return ChessArbitraries.setupsAroundADoubleStep();
    }

    @Provide
    Arbitrary<List<Integer>> playouts() {
        return ChessArbitraries.playoutChoices(60);
    }

    /** Passes exactly when the property failed and its shrunk sample satisfies the check. */
    abstract static class ExpectSmallCounterexample implements AroundPropertyHook {
        abstract String smallEnough(Object sample);

        @Override
        public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
            PropertyExecutionResult result = property.execute();
            if (result.status() != PropertyExecutionResult.Status.FAILED || result.shrunkSample().isEmpty()) {
                return result.mapToFailed("the injected bug was not found: " + result.status());
            }
            Object shrunk = result.shrunkSample().get().parameters().get(0);
            Object original = result.originalSample().map(s -> s.parameters().get(0)).orElse("?");
            System.out.println(context.label() + "\n  original: " + original + "\n  shrunk:   " + shrunk
                    + "\n  failure:  " + result.throwable().map(Throwable::getMessage).orElse("").strip().replace("\n", "\n            "));
            String problem = smallEnough(shrunk);
            return problem == null ? result.mapToSuccessful() : result.mapToFailed("shrank only to " + shrunk + ": " + problem);
        }
    }

    /** The rank pin needs two kings, two pawns and one rook or queen: five pieces. */
    static final class AtMostFivePieces extends ExpectSmallCounterexample {
        @Override
        String smallEnough(Object sample) {
            int pieces = ((Around) sample).pieces();
            return pieces <= 5 ? null : pieces + " pieces";
        }
    }

    /**
     * A double step, then a move that leaves its right in place. The playout's choice 0 picks a
     * double step, so the smallest choices give two double steps and a quiet move: three plies.
     */
    static final class AtMostThreePlies extends ExpectSmallCounterexample {
        @Override
        String smallEnough(Object sample) {
            @SuppressWarnings("unchecked")
            int plies = Playout.decode(new MutantRules(Bug.EP_ONE_MOVE_LATE), Position.initial().state(), (List<Integer>) sample)
                    .moves().size();
            return plies <= 3 ? null : plies + " plies";
        }
    }

    @Property(tries = 3000, seed = "20261129", shrinking = ShrinkingMode.FULL)
    @AddLifecycleHook(AtMostFivePieces.class)
    void EP_KING_SAFETY_rankPinIgnoredShrinksToFivePieces(@ForAll("setups") Around a) {
        Violations violations = ModelCheckProperties.check(new MutantRules(Bug.RANK_PIN_IGNORED), a);
        if (violations.total() > 0) {
            throw new AssertionError(ModelCheckProperties.describe(violations));
        }
    }

    @Property(tries = 300, seed = "20261129", shrinking = ShrinkingMode.FULL)
    @AddLifecycleHook(AtMostThreePlies.class)
    void EP_IMMEDIATE_enPassantOneMoveLateShrinksToThreePlies(@ForAll("playouts") List<Integer> choices) {
        RulesUnderTest mutant = new MutantRules(Bug.EP_ONE_MOVE_LATE);
        Playout playout = Playout.decode(mutant, Position.initial().state(), choices);
        Violations violations = Playout.check(mutant, playout);
        if (violations.total() > 0) {
            throw new AssertionError(playout + "\n" + ModelCheckProperties.describe(violations));
        }
    }
}
