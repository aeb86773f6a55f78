package org.passant.modelcheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How far a model-checking run has got, read from another thread (the CLI's progress line, and
 * the report of a run interrupted by Ctrl-C): the phase under way, its work done and due, the
 * states checked and violations found so far, and a line for each phase finished.
 */
public final class Progress {
    private volatile String phase = "starting";
    private volatile long due;
    private final AtomicLong done = new AtomicLong();
    private final AtomicLong states = new AtomicLong();
    private final List<Violations> watched = new CopyOnWriteArrayList<>();
    private final AtomicLong found = new AtomicLong();
    private volatile long violationsBefore;
    private final List<String> finished = new ArrayList<>();

    /** A phase starts: {@code due} units of work ("positions of ply 5", "king squares of a pawn pair"). */
    void begin(String name, long units) {
        phase = name;
        due = units;
        done.set(0);
    }

    /** Counts what {@code violations} holds, as it grows, among the phase's violations (once however often given). */
    void watch(Violations violations) {
        if (watched.stream().noneMatch(v -> v == violations)) {
            watched.add(violations);
        }
    }

    /** Some units of the phase are done, having checked {@code checked} states. */
    void done(long units, long checked) {
        done.addAndGet(units);
        states.addAndGet(checked);
    }

    /** Some units of the phase are done, having checked {@code checked} states and found {@code violations} (not watched). */
    void done(long units, long checked, long violations) {
        done(units, checked);
        found.addAndGet(violations);
    }

    private long violationsNow() {
        long n = violationsBefore + found.get();
        for (Violations v : watched) {
            n += v.total();
        }
        return n;
    }

    /** The phase is over; {@code report} says what it found. */
    synchronized void end(Report report) {
        violationsBefore += report.violationCount();
        watched.clear();
        found.set(0);
        finished.add(report.title() + ": " + Report.count(report.states()) + " states checked, "
                + Report.count(report.violationCount()) + " violations");
        phase = "between phases";
        due = 0;
        done.set(0);
    }

    /** One line: the phase, how far it is, and the totals so far. */
    public String status() {
        long d = done.get();
        long n = due;
        String part = n > 0 ? String.format(Locale.ROOT, " %,d of %,d (%d%%)", d, n, 100 * d / n) : "";
        return String.format(Locale.ROOT, "%s%s; %,d states checked, %,d violations so far", phase, part, states.get(),
                violationsNow());
    }

    /** A line per phase finished, each ending in a newline. */
    public synchronized String finished() {
        StringBuilder sb = new StringBuilder();
        for (String line : finished) {
            sb.append("finished: ").append(line).append('\n');
        }
        return sb.toString();
    }
}
