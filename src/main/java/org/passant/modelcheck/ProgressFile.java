package org.passant.modelcheck;

import java.io.IOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.passant.notation.TextFile;
import org.passant.position.InvalidInputException;
import org.passant.position.PositionError;

/**
 * The slices a run of a sliced universe has finished, with what each found, one block of lines per
 * work unit appended as it finishes: a run that is stopped resumes from the file, and its report
 * covers the slices of earlier runs too. Tab-separated text:
 *
 * <pre>
 * passant-progress  ep2  kernel  chess                               (universe, rules, variant)
 * example  EP-KING-SAFETY  0500004d2000000  fen  move  expected  actual  where   (each clause's minimal counterexample)
 * done  12345  states  placements  candidates  captures  with-capture  rejected  violations
 * </pre>
 *
 * where rejected is {@code KIND=n,...} and violations {@code CLAUSE=n,...} (or {@code -}). A block
 * ends with its {@code done} line, written with it in one call: a block cut short by a stop has no
 * {@code done} line (its examples are dropped, its unit runs again), and a last line without its end is cut off.
 */
public final class ProgressFile {
    private static final String MAGIC = "passant-progress";

    /** All 99,120 ep2 slices take some 20 MiB; more is not a progress file (and /dev/zero is refused, not read on). */
    static final int MAX_BYTES = 64 * 1024 * 1024;

    private final Path path;
    private final Set<Integer> done = new TreeSet<>();
    private final EnPassantUniverse.Tally earlier = new EnPassantUniverse.Tally();

    private ProgressFile(Path path) {
        this.path = path;
    }

    /**
     * Opens a progress file: reads what it records, or creates it. A file written for another
     * universe, rules or variant, or one that is not a progress file, is refused (bad input).
     */
    public static ProgressFile open(Path path, String universe, String rules, String variant) {
        ProgressFile file = new ProgressFile(path);
        String header = String.join("\t", MAGIC, universe, rules, variant);
        String text = Files.exists(path) ? TextFile.read(path, MAX_BYTES, "progress file") : "";
        if (text.isEmpty()) {
            file.append(header + "\n");
            return file;
        }
        String[] lines = text.split("\n", -1);
        if (!lines[0].equals(header)) {
            String[] f = lines[0].split("\t", -1);
            if (f.length == 4 && f[0].equals(MAGIC)) {
                throw new InvalidInputException("progress file " + path + " records universe " + f[1] + ", rules " + f[2]
                        + ", variant " + f[3] + "; this run is universe " + universe + ", rules " + rules + ", variant " + variant
                        + " (use another file)");
            }
            throw new InvalidInputException("progress file " + path + " is not a passant progress file (line 1)");
        }
        // What follows the last done line (a block or a line cut short by a stop) goes, and its unit runs again.
        int kept = lines[0].length() + 1;
        int offset = kept;
        List<String[]> examples = new ArrayList<>();
        for (int i = 1; i < lines.length - 1; i++) {
            String[] f = lines[i].split("\t", -1);
            offset += lines[i].length() + 1;
            try {
                if (f[0].equals("example") && f.length == 8) {
                    examples.add(f);
                } else if (f[0].equals("done") && f.length == 9) {
                    file.read(f, examples);
                    examples.clear();
                    kept = offset;
                } else {
                    throw new IllegalArgumentException("neither an example nor a done line");
                }
            } catch (RuntimeException e) {
                throw new InvalidInputException("progress file " + path + ", line " + (i + 1) + ": cannot be read ("
                        + InvalidInputException.visible(e.getMessage(), InvalidInputException.QUOTE_LIMIT) + ")");
            }
        }
        if (kept > text.length()) {
            file.append("\n");
        } else if (kept < text.length()) {
            file.truncate(text.substring(0, kept).getBytes(StandardCharsets.UTF_8).length);
        }
        return file;
    }

    public Path path() {
        return path;
    }

    /** The slices recorded as finished. */
    public Set<Integer> done() {
        return new TreeSet<>(done);
    }

    /** What the recorded slices found. */
    public EnPassantUniverse.Tally recorded() {
        return earlier;
    }

    /** Records a finished unit of slices: its examples, then its done line, in one write. */
    public synchronized void record(int[] slices, EnPassantUniverse.Tally t) {
        StringBuilder block = new StringBuilder();
        Map<String, Long> orders = t.violations.minimalOrders();
        for (Violation v : t.violations.minimal()) {
            block.append(String.join("\t", "example", v.clause(), Long.toHexString(orders.get(v.clause())), clean(v.fen()),
                    clean(v.move()), clean(v.expected()), clean(v.actual()), clean(v.where()))).append('\n');
        }
        StringBuilder rejected = new StringBuilder();
        for (PositionError e : PositionError.values()) {
            if (t.rejected[e.ordinal()] > 0) {
                rejected.append(rejected.length() == 0 ? "" : ",").append(e).append('=').append(t.rejected[e.ordinal()]);
            }
        }
        StringBuilder violations = new StringBuilder();
        t.violations.counts().forEach((clause, n) -> violations.append(violations.length() == 0 ? "" : ",")
                .append(clause).append('=').append(n));
        block.append(String.join("\t", "done", joined(slices), Long.toString(t.states), Long.toString(t.placements),
                Long.toString(t.candidates), Long.toString(t.captures), Long.toString(t.statesWithCapture),
                rejected.length() == 0 ? "-" : rejected, violations.length() == 0 ? "-" : violations)).append('\n');
        append(block.toString());
        for (int n : slices) {
            done.add(n);
        }
    }

    private void read(String[] f, List<String[]> examples) {
        EnPassantUniverse.Tally t = new EnPassantUniverse.Tally();
        int[] slices = Arrays.stream(f[1].split(",")).mapToInt(Integer::parseInt).toArray();
        for (int n : slices) {
            if (!EnPassantUniverse.KingSlice.exists(n)) {
                throw new IllegalArgumentException("no slice " + n);
            }
        }
        t.states = Long.parseLong(f[2]);
        t.placements = Long.parseLong(f[3]);
        t.candidates = Long.parseLong(f[4]);
        t.captures = Long.parseLong(f[5]);
        t.statesWithCapture = Long.parseLong(f[6]);
        if (!f[7].equals("-")) {
            for (String kv : f[7].split(",")) {
                String[] p = kv.split("=");
                t.rejected[PositionError.valueOf(p[0]).ordinal()] += Long.parseLong(p[1]);
            }
        }
        if (!f[8].equals("-")) {
            for (String kv : f[8].split(",")) {
                String[] p = kv.split("=");
                String[] example = examples.stream().filter(x -> x[1].equals(p[0])).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException("no example of " + p[0]));
                t.violations.add(p[0], Long.parseLong(p[1]), Long.parseUnsignedLong(example[2], 16),
                        new Violation(example[1], example[3], example[4], example[5], example[6], example[7]));
            }
        }
        earlier.add(t);
        for (int n : slices) {
            done.add(n);
        }
    }

    private static String joined(int[] slices) {
        StringBuilder s = new StringBuilder();
        for (int n : slices) {
            s.append(s.length() == 0 ? "" : ",").append(n);
        }
        return s.toString();
    }

    private static String clean(String s) {
        return s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }

    private void truncate(long size) {
        try (FileChannel c = FileChannel.open(path, StandardOpenOption.WRITE)) {
            c.truncate(size);
        } catch (IOException e) {
            throw cannotWrite(e);
        }
    }

    private void append(String text) {
        try (Writer w = Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND, StandardOpenOption.WRITE)) {
            w.write(text);
        } catch (IOException e) {
            throw cannotWrite(e);
        }
    }

    /** A file that cannot be written (no such directory, no permission, a full disk): the run cannot go on (exit code 2). */
    private InvalidInputException cannotWrite(IOException e) {
        return new InvalidInputException("progress file " + InvalidInputException.quote(path.toString()) + ": cannot be written ("
                + InvalidInputException.visible(String.valueOf(e.getMessage()), InvalidInputException.QUOTE_LIMIT) + ")");
    }
}
