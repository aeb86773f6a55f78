package org.passant.proof;

import java.util.Set;

import de.uka.ilkd.key.logic.PosInOccurrence;
import de.uka.ilkd.key.logic.op.IObserverFunction;
import de.uka.ilkd.key.proof.Goal;
import de.uka.ilkd.key.rule.QueryExpand;
import de.uka.ilkd.key.rule.RuleApp;
import de.uka.ilkd.key.rule.RuleSet;
import de.uka.ilkd.key.rule.Taclet;
import de.uka.ilkd.key.rule.UseDependencyContractRule;
import de.uka.ilkd.key.rule.UseOperationContractRule;
import de.uka.ilkd.key.strategy.RuleAppCost;
import de.uka.ilkd.key.strategy.RuleAppCostCollector;
import de.uka.ilkd.key.strategy.Strategy;
import de.uka.ilkd.key.strategy.TopRuleAppCost;
import de.uka.ilkd.key.strategy.feature.MutableState;
import org.key_project.logic.Name;

/**
 * KeY's strategy with some rules kept out of the automatic search: a narrower search, never another
 * logic (a rule it may not apply can only leave a goal open, never close one). Used by the tunings of
 * {@code proofs/strategy.txt}: {@code arith=ranges} keeps out the rules of {@link #DIVISION};
 * {@code selfQuery=inline} keeps out the contracts of the method being proved (its dependency contract too), so that its call, made
 * by the expansion of its own query, is inlined (its body run a second time, its callees met by their
 * contracts) and the proof can never lean on the contract it proves.
 */
final class RuleSetFilter implements Strategy {
    /**
     * The rule sets that expand division and remainder into their definitions, and the rules that expand
     * Java's wrap-around ({@code moduloInt}) into a remainder, by name. With these kept out, the arithmetic
     * of NON_LIN_ARITH_DEF_OPS keeps the expansion of the int range ({@code defOps_expandRanges}:
     * {@code inRangeInt(1)}, a loop counter's bounds) and of Java's operators into {@code moduloInt}
     * ({@code addJint(a, b)} is {@code moduloInt(a + b)}, in range whatever it is), which
     * NON_LIN_ARITH_NONE turns off together with division. A term of literals only is still evaluated
     * ({@link #constant}).
     */
    static final Set<String> DIVISION = Set.of("defOps_div", "defOps_jdiv", "defOps_jdiv_inline", "defOps_mod",
            "defOps_modHomoEq", "defOps_divModPullOut", "expand_moduloByte", "expand_moduloShort", "expand_moduloInteger",
            "expand_moduloLong", "expand_moduloChar");

    private final Strategy delegate;
    private final Set<String> excluded;
    /** The method whose contracts KeY may not apply; null for none. */
    private final IObserverFunction noContract;

    /** The method whose dependency contract KeY may not apply (besides noContract's); null for none. */
    private final IObserverFunction noReads;
    /** The methods whose queries KeY may expand; null for any. */
    private final Set<IObserverFunction> onlyQuery;

    RuleSetFilter(Strategy delegate, Set<String> excluded, IObserverFunction noContract) {
        this(delegate, excluded, noContract, null, null);
    }

    /**
     * For the proof of a dependency contract ({@code accessible}): {@code noReads}'s dependency contract
     * is kept out, and no query but those of {@code onlyQuery} is expanded (null: any).
     */
    RuleSetFilter(Strategy delegate, Set<String> excluded, IObserverFunction noContract, IObserverFunction noReads,
            Set<IObserverFunction> onlyQuery) {
        this.delegate = delegate;
        this.excluded = excluded;
        this.noContract = noContract;
        this.noReads = noReads != null ? noReads : noContract;
        this.onlyQuery = onlyQuery;
    }

    private boolean excluded(RuleApp app, PosInOccurrence pos, Goal goal) {
        PosInOccurrence at = pos != null ? pos : app.posInOccurrence();
        if (noContract != null && app.rule() == UseOperationContractRule.INSTANCE && at != null) {
            UseOperationContractRule.Instantiation inst = UseOperationContractRule.computeInstantiation(
                    at.subTerm(), goal.proof().getServices());
            if (inst != null && inst.pm == noContract) {
                return true;
            }
        }
        if (onlyQuery != null && app.rule() == QueryExpand.INSTANCE && at != null && !onlyQuery.contains(at.subTerm().op())) {
            return true;
        }
        // Nor its dependency contract: a proof of what the method reads may not assume it.
        if (noReads != null && app.rule() == UseDependencyContractRule.INSTANCE && at != null
                && at.subTerm().op() == noReads) {
            return true;
        }
        if (app.rule() instanceof Taclet && !(at != null && constant(at.subTerm()))) {
            if (excluded.contains(app.rule().name().toString())) {
                return true;
            }
            for (RuleSet set : ((Taclet) app.rule()).getRuleSets()) {
                if (excluded.contains(set.name().toString())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The operators of integer literals and of arithmetic over them. */
    private static final Set<String> LITERAL_ARITHMETIC = Set.of("Z", "neglit", "#", "0", "1", "2", "3", "4", "5", "6", "7", "8",
            "9", "neg", "add", "sub", "mul", "div", "mod", "jdiv", "jmod", "moduloInt", "addJint", "subJint", "mulJint",
            "unaryMinusJint", "int_MIN", "int_MAX", "int_HALFRANGE", "int_RANGE");

    /**
     * Whether a term is arithmetic over integer literals only ({@code moduloInt(-5)}, {@code mulJint(3, -1)}):
     * such a term is evaluated, whatever rule that takes, since it ends in a literal and opens nothing.
     */
    static boolean constant(de.uka.ilkd.key.logic.Term t) {
        if (!LITERAL_ARITHMETIC.contains(t.op().name().toString())) {
            return false;
        }
        for (int i = 0; i < t.arity(); i++) {
            if (!constant(t.sub(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Name name() {
        return delegate.name();
    }

    @Override
    public RuleAppCost computeCost(RuleApp app, PosInOccurrence pos, Goal goal, MutableState state) {
        return excluded(app, pos, goal) ? TopRuleAppCost.INSTANCE : delegate.computeCost(app, pos, goal, state);
    }

    @Override
    public boolean isStopAtFirstNonCloseableGoal() {
        return delegate.isStopAtFirstNonCloseableGoal();
    }

    @Override
    public boolean isApprovedApp(RuleApp app, PosInOccurrence pos, Goal goal) {
        return !excluded(app, pos, goal) && delegate.isApprovedApp(app, pos, goal);
    }

    @Override
    public void instantiateApp(RuleApp app, PosInOccurrence pos, Goal goal, RuleAppCostCollector collector) {
        delegate.instantiateApp(app, pos, goal, (instantiated, cost) -> {
            if (!excluded(instantiated, pos, goal)) {
                collector.collect(instantiated, cost);
            }
        });
    }
}
