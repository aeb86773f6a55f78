package org.passant.modelcheck;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What one model-checking run did: what it checked, how many states, what it found, how long it took. */
public final class Report {
    private final String title;
    private final long states;
    private final List<String> details;
    private final Violations violations;
    private final double seconds;

    Report(String title, long states, List<String> details, Violations violations, double seconds) {
        this.title = title;
        this.states = states;
        this.details = new ArrayList<>(details);
        this.violations = violations;
        this.seconds = seconds;
    }

    public String title() {
        return title;
    }

    /** The states checked (for the tree: distinct positions). */
    public long states() {
        return states;
    }

    /** Further lines of the report: rejected placements, paths per ply, ... */
    public List<String> details() {
        return List.copyOf(details);
    }

    public long violationCount() {
        return violations.total();
    }

    public Map<String, Long> violationCounts() {
        return violations.counts();
    }

    /** One minimal counterexample per clause broken. */
    public List<Violation> counterexamples() {
        return violations.minimal();
    }

    public double seconds() {
        return seconds;
    }

    public boolean passed() {
        return violationCount() == 0;
    }

    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** The summary line, the detail lines, then each counterexample. */
    public void print(PrintWriter out) {
        out.println(title + ": " + count(states) + " states checked, " + count(violationCount()) + " violations, "
                + String.format(Locale.ROOT, "%.1f s", seconds));
        for (String d : details) {
            out.println("  " + d);
        }
        for (Map.Entry<String, Long> e : violationCounts().entrySet()) {
            out.println("  " + e.getKey() + ": " + count(e.getValue()) + " violations");
        }
        for (Violation v : counterexamples()) {
            v.print(out);
        }
        out.flush();
    }

    @Override
    public String toString() {
        java.io.StringWriter s = new java.io.StringWriter();
        print(new PrintWriter(s));
        return s.toString();
    }
}
