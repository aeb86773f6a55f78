package org.passant.proof;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import de.uka.ilkd.key.java.Services;
import de.uka.ilkd.key.logic.PosInOccurrence;
import de.uka.ilkd.key.logic.PosInTerm;
import de.uka.ilkd.key.logic.SequentFormula;
import de.uka.ilkd.key.logic.Term;
import de.uka.ilkd.key.logic.op.IObserverFunction;
import de.uka.ilkd.key.logic.op.QuantifiableVariable;
import de.uka.ilkd.key.logic.op.Quantifier;
import de.uka.ilkd.key.logic.op.SchemaVariable;
import de.uka.ilkd.key.proof.Goal;
import de.uka.ilkd.key.proof.Proof;
import de.uka.ilkd.key.rule.NoPosTacletApp;
import de.uka.ilkd.key.rule.Taclet;
import de.uka.ilkd.key.rule.TacletApp;
import org.key_project.logic.Name;
import org.key_project.util.collection.ImmutableList;

/**
 * Quantifier instances across heaps, for the proofs of dependency contracts. There a postcondition
 * that quantifies over a callee's query ({@code \forall k; ... After.piece(..., k) ...}) stands once
 * for each heap, and the goal needs the quantifier of one heap instantiated with a square that a
 * query of the other heap names: then the two ground queries are one by the callee's dependency
 * contract. KeY instantiates by matching terms, and a query on one heap never matches the same
 * query on another, so it does not find these instances. This adds them: for every quantifier
 * ({@code \forall} in the antecedent, {@code \exists} in the succedent) whose body applies a kernel
 * query to the bound variable, an instance for every ground argument the same query takes at the
 * same place elsewhere on the goal, with KeY's own rules ({@code allLeft}, {@code exRight}). An
 * instance is a consequence of what the goal assumes, so this can only add what is true.
 */
final class CrossHeap {
    private CrossHeap() {
    }

    /** Most instances added to one goal in one call. */
    static final int MAX_PER_GOAL = 64;

    /** Adds the instances on every open goal; returns how many were added. */
    static int instantiate(Proof proof) {
        int added = 0;
        for (Goal g : proof.openGoals()) {
            added += instantiate(g, proof);
        }
        return added;
    }

    private static int instantiate(Goal goal, Proof proof) {
        Services services = proof.getServices();
        Map<String, Set<Term>> ground = new LinkedHashMap<>();
        for (SequentFormula sf : goal.sequent()) {
            collectGround(sf.formula(), ground);
        }
        List<PosInOccurrence> quantified = new ArrayList<>();
        for (boolean antecedent : new boolean[] {true, false}) {
            for (SequentFormula sf : antecedent ? goal.sequent().antecedent() : goal.sequent().succedent()) {
                Term f = sf.formula();
                if (f.op() == (antecedent ? Quantifier.ALL : Quantifier.EX)) {
                    quantified.add(new PosInOccurrence(sf, PosInTerm.getTopLevel(), antecedent));
                }
            }
        }
        int added = 0;
        Goal at = goal;
        for (PosInOccurrence pio : quantified) {
            Term f = pio.subTerm();
            QuantifiableVariable v = f.varsBoundHere(0).get(0);
            Set<Term> candidates = new LinkedHashSet<>();
            collectCandidates(f.sub(0), v, ground, candidates);
            Taclet taclet = proof.getInitConfig().lookupActiveTaclet(new Name(pio.isInAntec() ? "allLeft" : "exRight"));
            for (Term t : candidates) {
                if (added >= MAX_PER_GOAL || at == null) {
                    return added;
                }
                if (!t.sort().equals(v.sort())) {
                    continue;
                }
                ImmutableList<Goal> next = instance(at, pio, taclet, t, services);
                if (next == null) {
                    continue;
                }
                added++;
                at = next == null || next.isEmpty() ? null : next.head();
            }
        }
        return added;
    }

    /**
     * Applies {@code taclet} ({@code allLeft} or {@code exRight}) to the quantifier at {@code pio} with
     * its variable instantiated by {@code t}; returns the goals it leaves, or null when it does not apply.
     */
    static ImmutableList<Goal> instance(Goal at, PosInOccurrence pio, Taclet taclet, Term t, Services services) {
        NoPosTacletApp found = NoPosTacletApp.createNoPosTacletApp(taclet).matchFind(pio, services);
        if (found == null) {
            return null;
        }
        TacletApp app = found.setPosInOccurrence(pio, services);
        SchemaVariable sv = null;
        for (SchemaVariable u : app.uninstantiatedVars()) {
            sv = u;
        }
        if (sv == null) {
            return null;
        }
        app = app.addCheckedInstantiation(sv, t, services, true);
        if (!app.complete()) {
            return null;
        }
        return at.apply(app);
    }

    /** The ground arguments of kernel queries, by query and argument place. */
    private static void collectGround(Term t, Map<String, Set<Term>> into) {
        if (t.op() instanceof IObserverFunction && t.freeVars().isEmpty()) {
            for (int i = 0; i < t.arity(); i++) {
                into.computeIfAbsent(t.op().name() + "#" + i, k -> new LinkedHashSet<>()).add(t.sub(i));
            }
        }
        for (int i = 0; i < t.arity(); i++) {
            collectGround(t.sub(i), into);
        }
    }

    /** The ground terms a query takes where, in {@code t}, it takes the bound variable {@code v}. */
    private static void collectCandidates(Term t, QuantifiableVariable v, Map<String, Set<Term>> ground, Set<Term> into) {
        if (t.op() instanceof IObserverFunction) {
            for (int i = 0; i < t.arity(); i++) {
                if (t.sub(i).op() == v) {
                    into.addAll(ground.getOrDefault(t.op().name() + "#" + i, Set.of()));
                }
            }
        }
        for (int i = 0; i < t.arity(); i++) {
            collectCandidates(t.sub(i), v, ground, into);
        }
    }
}
