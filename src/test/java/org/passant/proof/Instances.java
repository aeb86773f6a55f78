package org.passant.proof;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import de.uka.ilkd.key.java.Services;
import de.uka.ilkd.key.logic.PosInOccurrence;
import de.uka.ilkd.key.logic.PosInTerm;
import de.uka.ilkd.key.logic.SequentFormula;
import de.uka.ilkd.key.logic.Term;
import de.uka.ilkd.key.logic.op.ProgramVariable;
import de.uka.ilkd.key.logic.op.QuantifiableVariable;
import de.uka.ilkd.key.logic.op.Quantifier;
import de.uka.ilkd.key.proof.Goal;
import de.uka.ilkd.key.proof.Proof;
import de.uka.ilkd.key.rule.Taclet;
import org.key_project.logic.Name;
import org.key_project.logic.op.Function;
import org.key_project.util.collection.ImmutableList;

/**
 * Quantifier instances with the goal's own witnesses ({@code instances=skolem} in
 * {@code proofs/strategy.txt}), for proofs run with KeY's own instantiation off. Where KeY stops on a
 * loop's invariant, the open goal is most often closed by instantiating an assumed {@code \forall}
 * with the skolem constants the goal is about ({@code out[k_0]}: the index of the conjunct being
 * shown), or a {@code \exists} to be shown with an index the goal writes ({@code out[n_0]}); KeY's
 * own instantiation, which matches terms by their shape, chose others (a square of the board as an
 * index of the output) and split every goal on each. This adds those instances: for every top-level
 * {@code \forall} of the antecedent whose variable is an int, one instance for every int skolem
 * constant on the goal; for every such {@code \exists} of the succedent, also one for every array
 * index on it; nested quantifiers one level further. With {@code instances=variables}, a {@code \forall}
 * over the elements of an array is also instantiated with the program variables that index that array
 * on the goal ({@code pos[from]}), which are not skolem constants. KeY's own rules make them ({@code allLeft},
 * {@code exRight}): an instance only adds what the goal already assumes, or another way to show it,
 * so this can close only what is true, and the saved proof holds the instances as ordinary rule
 * applications, which replay like any other.
 */
final class Instances {
    private Instances() {
    }

    /** Most instances added to one goal in one call. */
    static final int MAX_PER_GOAL = 400;

    /** Adds the instances on every open goal; returns how many were added. */
    static int instantiate(Proof proof, boolean variables) {
        int added = 0;
        for (Goal g : proof.openGoals()) {
            added += instantiate(g, proof, variables);
        }
        return added;
    }

    private static int instantiate(Goal goal, Proof proof, boolean variables) {
        Services services = proof.getServices();
        Set<Term> skolems = new LinkedHashSet<>();
        Set<Term> indices = new LinkedHashSet<>();
        for (SequentFormula sf : goal.sequent()) {
            collectWitnesses(sf.formula(), skolems, indices, services);
        }
        indices.addAll(skolems);
        // instances=variables: also the program variables that index an array, for the quantifiers over the same array
        Map<Term, Set<Term>> indexing = new HashMap<>();
        if (variables) {
            for (SequentFormula sf : goal.sequent()) {
                collectIndexing(sf.formula(), indexing, services);
            }
        }
        int added = 0;
        Goal at = goal;
        Set<SequentFormula> done = new java.util.HashSet<>();
        // Two rounds: the instances of a nested quantifier's outer variable are quantified formulas themselves.
        for (int round = 0; round < 2 && at != null; round++) {
            List<PosInOccurrence> quantified = new ArrayList<>();
            for (boolean antecedent : new boolean[] {true, false}) {
                for (SequentFormula sf : antecedent ? at.sequent().antecedent() : at.sequent().succedent()) {
                    Term f = sf.formula();
                    if (f.op() == (antecedent ? Quantifier.ALL : Quantifier.EX) && done.add(sf)
                            && f.varsBoundHere(0).get(0).sort() == services.getTypeConverter().getIntegerLDT().targetSort()) {
                        quantified.add(new PosInOccurrence(sf, PosInTerm.getTopLevel(), antecedent));
                    }
                }
            }
            for (PosInOccurrence pio : quantified) {
                Term f = pio.subTerm();
                QuantifiableVariable v = f.varsBoundHere(0).get(0);
                Taclet taclet = proof.getInitConfig().lookupActiveTaclet(new Name(pio.isInAntec() ? "allLeft" : "exRight"));
                // an assumption is instantiated with what the goal is about, a goal to show also with what it writes or reads
                Set<Term> witnesses = pio.isInAntec() ? skolems : indices;
                if (pio.isInAntec() && !indexing.isEmpty()) {
                    witnesses = new LinkedHashSet<>(skolems);
                    for (Term array : arraysIndexedBy(f.sub(0), v, services)) {
                        witnesses.addAll(indexing.getOrDefault(array, Set.of()));
                    }
                }
                for (Term t : witnesses) {
                    if (added >= MAX_PER_GOAL || at == null) {
                        return added;
                    }
                    if (!t.sort().equals(v.sort())) {
                        continue;
                    }
                    ImmutableList<Goal> next = CrossHeap.instance(at, pio, taclet, t, services);
                    if (next == null) {
                        continue;
                    }
                    added++;
                    at = next == null || next.isEmpty() ? null : next.head();
                }
            }
        }
        return added;
    }

    /** The goal's int skolem constants, and the ground index terms of its array reads and writes. */
    private static void collectWitnesses(Term t, Set<Term> skolems, Set<Term> indices, Services services) {
        if (t.arity() == 0 && t.op() instanceof Function fn && fn.isSkolemConstant()
                && t.sort() == services.getTypeConverter().getIntegerLDT().targetSort()) {
            skolems.add(t);
        }
        if (t.op() == services.getTypeConverter().getHeapLDT().getArr() && t.freeVars().isEmpty()) {
            indices.add(t.sub(0));
        }
        for (int i = 0; i < t.arity(); i++) {
            collectWitnesses(t.sub(i), skolems, indices, services);
        }
    }

    /** For each array, the program variables that index it on the goal ({@code pos[from]}: from). */
    private static void collectIndexing(Term t, Map<Term, Set<Term>> into, Services services) {
        if (t.op() == services.getTypeConverter().getHeapLDT().getSelect(t.sort(), services) && t.arity() == 3
                && t.sub(2).op() == services.getTypeConverter().getHeapLDT().getArr()
                && t.sub(2).sub(0).op() instanceof ProgramVariable && t.sub(1).freeVars().isEmpty()) {
            into.computeIfAbsent(t.sub(1), k -> new LinkedHashSet<>()).add(t.sub(2).sub(0));
        }
        for (int i = 0; i < t.arity(); i++) {
            collectIndexing(t.sub(i), into, services);
        }
    }

    /** The arrays that {@code t} indexes by the variable {@code v} itself. */
    private static Set<Term> arraysIndexedBy(Term t, QuantifiableVariable v, Services services) {
        Set<Term> arrays = new LinkedHashSet<>();
        collectArrays(t, v, arrays, services);
        return arrays;
    }

    private static void collectArrays(Term t, QuantifiableVariable v, Set<Term> into, Services services) {
        if (t.arity() == 3 && t.sub(2).op() == services.getTypeConverter().getHeapLDT().getArr() && t.sub(2).sub(0).op() == v) {
            into.add(t.sub(1));
        }
        for (int i = 0; i < t.arity(); i++) {
            collectArrays(t.sub(i), v, into, services);
        }
    }
}
