package org.passant.modelcheck;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * The violations a run finds: how many per clause, and for each clause the minimal counterexample
 * (the smallest {@code order}: fewest pieces in the universe, shallowest ply in the tree; ties
 * broken by the order itself, so the choice does not depend on the threads, nor on the machines
 * of a cluster, whose parts are merged). Thread-safe.
 */
public final class Violations implements Serializable {
    private static final long serialVersionUID = 1L;

    private final Map<String, Long> counts = new TreeMap<>();
    private final Map<String, Long> minimalOrder = new TreeMap<>();
    private final Map<String, Violation> minimal = new TreeMap<>();

    /** Records a violation; its details are built only when it is the smallest of its clause so far. */
    public synchronized void add(String clause, long order, Supplier<Violation> details) {
        counts.merge(clause, 1L, Long::sum);
        if (smaller(clause, order)) {
            minimalOrder.put(clause, order);
            minimal.put(clause, details.get());
        }
    }

    /** Adds what another run found: the counts, and its minimal counterexamples where they are smaller. */
    public void merge(Violations other) {
        Map<String, Long> otherCounts;
        Map<String, Long> otherOrders;
        Map<String, Violation> otherMinimal;
        synchronized (other) {
            otherCounts = new TreeMap<>(other.counts);
            otherOrders = new TreeMap<>(other.minimalOrder);
            otherMinimal = new TreeMap<>(other.minimal);
        }
        synchronized (this) {
            otherCounts.forEach((clause, n) -> counts.merge(clause, n, Long::sum));
            otherOrders.forEach((clause, order) -> keepIfSmaller(clause, order, otherMinimal.get(clause)));
        }
    }

    /** A clause's count and its minimal counterexample with its order, as a progress file keeps them. */
    public synchronized void add(String clause, long count, long order, Violation minimalExample) {
        counts.merge(clause, count, Long::sum);
        keepIfSmaller(clause, order, minimalExample);
    }

    private boolean smaller(String clause, long order) {
        Long best = minimalOrder.get(clause);
        return best == null || Long.compareUnsigned(order, best) < 0;
    }

    /** Keeps a counterexample if it is the smallest of its clause so far (the count is the caller's). */
    private void keepIfSmaller(String clause, long order, Violation example) {
        if (smaller(clause, order)) {
            minimalOrder.put(clause, order);
            minimal.put(clause, example);
        }
    }

    /** The order of each clause's minimal counterexample, by clause id. */
    public synchronized Map<String, Long> minimalOrders() {
        return new TreeMap<>(minimalOrder);
    }

    public synchronized long total() {
        long n = 0;
        for (long c : counts.values()) {
            n += c;
        }
        return n;
    }

    public synchronized Map<String, Long> counts() {
        return new TreeMap<>(counts);
    }

    /** One minimal counterexample per clause, by clause id. */
    public synchronized List<Violation> minimal() {
        return new ArrayList<>(minimal.values());
    }
}
