package org.passant.modelcheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * The violations a run finds: how many per clause, and for each clause the minimal counterexample
 * (the smallest {@code order}: fewest pieces in the universe, shallowest ply in the tree; ties
 * broken by the order itself, so the choice does not depend on the threads). Thread-safe.
 */
public final class Violations {
    private final Map<String, Long> counts = new TreeMap<>();
    private final Map<String, Long> minimalOrder = new TreeMap<>();
    private final Map<String, Violation> minimal = new TreeMap<>();

    /** Records a violation; its details are built only when it is the smallest of its clause so far. */
    public synchronized void add(String clause, long order, Supplier<Violation> details) {
        counts.merge(clause, 1L, Long::sum);
        Long best = minimalOrder.get(clause);
        if (best == null || Long.compareUnsigned(order, best) < 0) {
            minimalOrder.put(clause, order);
            minimal.put(clause, details.get());
        }
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
