package org.passant.modelcheck;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;

import org.passant.modelcheck.EnPassantUniverse.KingSlice;
import org.passant.modelcheck.EnPassantUniverse.Tally;

/**
 * The en passant universes checked slice by slice ({@link KingSlice}: a pawn pair with both kings
 * placed), in work units that run anywhere a {@link Runner} sends them: threads of this process, or
 * the machines of a cluster. A {@link ProgressFile} records each finished unit, so a stopped run
 * resumes where it was and reports the slices of earlier runs with its own.
 */
public final class SlicedUniverse {
    private SlicedUniverse() {
    }

    /** Which universe: how many extra pieces, and how many slices make one work unit. */
    public enum Kind {
        /** The en passant universe: none or one extra piece; a unit is a pawn pair and a white king square (64 slices). */
        EP("ep", 1, 64, "none or one of 10 pieces on a free square"),
        /** The en passant universe with up to two extra pieces; a unit is one slice (165,881 placements or fewer). */
        EP2("ep2", 2, 1, "none, one or two of 10 pieces on free squares");

        private final String id;
        private final int extras;
        private final int unitSlices;
        private final String extrasText;

        Kind(String id, int extras, int unitSlices, String extrasText) {
            this.id = id;
            this.extras = extras;
            this.unitSlices = unitSlices;
            this.extrasText = extrasText;
        }

        public String id() {
            return id;
        }
    }

    /** The check of one unit of slices, sent to where it runs: it makes its rules there. */
    public record UnitCheck(RulesFactory rules, int extras) implements Serializable {
        public Tally check(int[] slices) {
            return EnPassantUniverse.check(rules.create(), extras, slices);
        }
    }

    /** Runs units of slices somewhere and hands each unit's tally back, one at a time, as it finishes. */
    public interface Runner {
        /** For the report's title: "2 threads", "cluster local[2]". */
        String name();

        void run(List<int[]> units, UnitCheck check, BiConsumer<int[], Tally> finished);
    }

    /** Units on threads of this process. */
    public static Runner threads(int threads) {
        return new Runner() {
            @Override
            public String name() {
                return threads + " threads";
            }

            @Override
            public void run(List<int[]> units, UnitCheck check, BiConsumer<int[], Tally> finished) {
                Parallel.run(units.size(), threads, () -> check, (c, unit) -> {
                    Tally t = c.check(units.get(unit));
                    synchronized (finished) {
                        finished.accept(units.get(unit), t);
                    }
                });
            }
        };
    }

    /** The work units of some slices, in slice order: slices of one unit share {@code number / unitSlices}. */
    public static List<int[]> units(Kind kind, Collection<Integer> slices) {
        TreeMap<Integer, List<Integer>> byUnit = new TreeMap<>();
        for (int n : slices) {
            byUnit.computeIfAbsent(n / kind.unitSlices, u -> new ArrayList<>()).add(n);
        }
        List<int[]> units = new ArrayList<>();
        for (List<Integer> unit : byUnit.values()) {
            units.add(unit.stream().sorted().mapToInt(Integer::intValue).toArray());
        }
        return units;
    }

    /**
     * Checks the slices not yet recorded in the progress file (none is, without one), records each
     * unit as it finishes, and reports every slice checked: those of this run and those recorded.
     */
    public static Report run(Kind kind, RulesFactory rules, List<Integer> slices, ProgressFile progress, Runner runner) {
        return run(kind, rules, slices, progress, runner, new Progress());
    }

    /** As {@link #run(Kind, RulesFactory, List, ProgressFile, Runner)}, telling {@code status} how far it has got. */
    public static Report run(Kind kind, RulesFactory rules, List<Integer> slices, ProgressFile progress, Runner runner,
            Progress status) {
        long start = System.nanoTime();
        RulesUnderTest here = rules.create();
        Set<Integer> done = progress == null ? Set.of() : progress.done();
        List<Integer> todo = new ArrayList<>();
        for (int n : slices) {
            if (!KingSlice.exists(n)) {
                throw new IllegalArgumentException("no slice " + n);
            }
            if (!done.contains(n)) {
                todo.add(n);
            }
        }
        Tally total = new Tally();
        if (progress != null) {
            total.add(progress.recorded());
        }
        long[] now = new long[1];
        List<int[]> units = units(kind, todo);
        status.begin(kind.id + " universe: work units of " + (kind.unitSlices == 1 ? "one slice" : kind.unitSlices + " slices"),
                units.size());
        runner.run(units, new UnitCheck(rules, kind.extras), (unit, t) -> {
            total.add(t);
            now[0] += unit.length;
            status.done(1, t.states(), t.violations().total());
            if (progress != null) {
                progress.record(unit, t);
            }
        });
        List<String> first = new ArrayList<>();
        first.add(String.format(Locale.ROOT, "slices %,d of %,d (a pawn pair with both kings placed): %,d in this run",
                done.size() + now[0], KingSlice.COUNT, now[0])
                + (progress == null ? "" : String.format(Locale.ROOT, ", %,d recorded before it in %s", done.size(), progress.path())));
        first.add("placements " + Report.count(total.placements) + ": the slices x (" + kind.extrasText + ")");
        Report report = EnPassantUniverse.report(kind.id + " universe (" + here.name() + ", " + runner.name() + ")", here,
                total, first, (System.nanoTime() - start) / 1e9);
        status.end(report);
        return report;
    }
}
