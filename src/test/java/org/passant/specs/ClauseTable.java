package org.passant.specs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.passant.proof.ContractIndex;
import org.passant.proof.Repo;

/**
 * The traceability table {@code specs/TABLE.md}, generated from the sources so that it cannot
 * drift: for every clause id of {@code specs/RULES.md}, where it is stated ({@code specs/clauses.txt}),
 * the JML contracts citing it (file:line), their proof result ({@code proofs/results.tsv}) and the
 * tests whose method names carry the id.
 */
public final class ClauseTable {
    private ClauseTable() {
    }

    private static final Pattern RULE_ROW = Pattern.compile("^\\|\\s*((?:EP|AT|GM|C960|PLAY)(?:-[A-Z]+)+)\\s*\\|\\s*(.*?)\\s*\\|\\s*$");
    private static final Pattern TEST_METHOD = Pattern.compile("\\bvoid\\s+(\\w+)\\s*\\(");

    /** One clause with everything known about it. */
    public static final class Row {
        public final String id;
        public final String text;
        public final String where;
        public final String note;
        public final List<ContractIndex.Entry> contracts = new ArrayList<>();
        public final List<String> tests = new ArrayList<>();

        Row(String id, String text, String where, String note) {
            this.id = id;
            this.text = text;
            this.where = where;
            this.note = note;
        }
    }

    /** The clause ids of RULES.md, in its order, with their sentence. */
    public static Map<String, String> rules(Path repo) {
        Map<String, String> rules = new LinkedHashMap<>();
        for (String line : lines(repo.resolve("specs/RULES.md"))) {
            Matcher m = RULE_ROW.matcher(line);
            if (m.matches()) {
                rules.put(m.group(1), m.group(2));
            }
        }
        return rules;
    }

    /** Test method names (in src/test/java) by the clause id they carry. */
    public static Map<String, List<String>> tests(Path repo, Iterable<String> ids) {
        Map<String, List<String>> byId = new TreeMap<>();
        List<String> names = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(repo.resolve("src/test/java"))) {
            for (Path f : (Iterable<Path>) walk.filter(p -> p.toString().endsWith(".java")).sorted()::iterator) {
                String cls = f.getFileName().toString().replace(".java", "");
                Matcher m = TEST_METHOD.matcher(Files.readString(f));
                while (m.find()) {
                    names.add(cls + "." + m.group(1));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (String id : ids) {
            Pattern p = Pattern.compile("\\.(?:.*_)?" + id.replace('-', '_') + "(?:_.*)?$");
            List<String> hits = new ArrayList<>();
            for (String n : names) {
                if (p.matcher(n).find()) {
                    hits.add(n);
                }
            }
            byId.put(id, hits);
        }
        return byId;
    }

    public static List<Row> rows(Path repo) {
        Map<String, String> rules = rules(repo);
        Map<String, String[]> status = new LinkedHashMap<>();
        for (String line : lines(repo.resolve("specs/clauses.txt"))) {
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] parts = t.split("\\s+", 3);
            status.put(parts[0], new String[] {parts.length > 1 ? parts[1] : "", parts.length > 2 ? parts[2] : ""});
        }
        List<ContractIndex.Entry> contracts = ContractIndex.read(repo);
        Map<String, List<String>> tests = tests(repo, rules.keySet());
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, String> rule : rules.entrySet()) {
            String[] s = status.getOrDefault(rule.getKey(), new String[] {"", ""});
            Row row = new Row(rule.getKey(), rule.getValue(), s[0], s[1]);
            for (ContractIndex.Entry c : contracts) {
                if (c.clauses.contains(row.id)) {
                    row.contracts.add(c);
                }
            }
            row.tests.addAll(tests.get(row.id));
            rows.add(row);
        }
        return rows;
    }

    /** What is wrong with the traceability: each line one problem. Empty when all is well. */
    public static List<String> problems(Path repo) {
        List<String> problems = new ArrayList<>();
        Map<String, String> rules = rules(repo);
        if (rules.isEmpty()) {
            problems.add("specs/RULES.md has no clause ids");
        }
        TreeSet<String> known = new TreeSet<>(rules.keySet());
        for (String line : lines(repo.resolve("specs/clauses.txt"))) {
            String t = line.trim();
            if (!t.isEmpty() && !t.startsWith("#") && !known.contains(t.split("\\s+")[0])) {
                problems.add("specs/clauses.txt names " + t.split("\\s+")[0] + ", which RULES.md does not have");
            }
        }
        for (ContractIndex.Entry c : ContractIndex.read(repo)) {
            for (String id : c.clauses) {
                if (!known.contains(id)) {
                    problems.add(c.location() + ": contract " + c.id + " cites " + id + ", which RULES.md does not have");
                }
            }
        }
        for (Row row : rows(repo)) {
            switch (row.where) {
                case "kernel":
                    if (row.contracts.isEmpty()) {
                        problems.add(row.id + " is a kernel clause and no JML contract cites it");
                    }
                    if (row.tests.isEmpty()) {
                        problems.add(row.id + " has no test whose name carries " + row.id.replace('-', '_'));
                    }
                    break;
                case "outside":
                    if (row.tests.isEmpty()) {
                        problems.add(row.id + " has no test whose name carries " + row.id.replace('-', '_'));
                    }
                    break;
                case "pending":
                    if (row.note.isEmpty()) {
                        problems.add(row.id + " is pending without a reason in specs/clauses.txt");
                    }
                    break;
                default:
                    problems.add(row.id + " has no line (kernel / outside / pending) in specs/clauses.txt");
            }
        }
        return problems;
    }

    /** Writes specs/TABLE.md. */
    public static void write(Path repo) {
        Map<String, String[]> results = new LinkedHashMap<>();
        for (String[] f : Repo.readResults(repo.resolve("proofs/results.tsv"))) {
            if (f.length >= 5) {
                results.put(f[0], f);
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append("# Clause table\n\n");
        sb.append("Generated by `ClauseTable` (on `mvn test` and after the proofs of `mvn verify`) from specs/RULES.md,\n");
        sb.append("specs/clauses.txt, the JML in src/main/java/org/passant/kernel, proofs/results.tsv and the test names.\n");
        sb.append("Do not edit by hand. How to read it and how to re-run a proof: [README.md](README.md).\n\n");
        sb.append("| clause | stated | JML contract (file:line) | proof | tests |\n|---|---|---|---|---|\n");
        for (Row row : rows(repo)) {
            StringBuilder contracts = new StringBuilder();
            StringBuilder proofs = new StringBuilder();
            for (ContractIndex.Entry c : row.contracts) {
                String[] r = results.get(c.id);
                contracts.append(contracts.length() == 0 ? "" : "<br>").append('`').append(c.id).append("` ")
                        .append("[").append(c.location()).append("](../").append(c.location().replace(":", "#L"))
                        .append(")");
                proofs.append(proofs.length() == 0 ? "" : "<br>")
                        .append(r == null ? "not run yet" : r[2] + " (" + r[3] + " steps, " + r[4] + " s)");
            }
            String stated;
            switch (row.where) {
                case "kernel":
                    stated = "kernel";
                    break;
                case "outside":
                    stated = "outside the kernel: " + row.note;
                    break;
                case "pending":
                    stated = "**pending**: " + row.note;
                    break;
                default:
                    stated = "**unknown**";
            }
            String tests = row.tests.isEmpty() ? (row.where.equals("pending") ? "none yet" : "**none**")
                    : row.tests.size() + ": " + String.join(", ", row.tests.stream().map(t -> "`" + t + "`").toList());
            sb.append("| ").append(row.id).append(" | ").append(stated).append(" | ")
                    .append(contracts.length() == 0 ? "-" : contracts).append(" | ")
                    .append(proofs.length() == 0 ? "-" : proofs).append(" | ").append(tests).append(" |\n");
        }
        List<String> problems = problems(repo);
        sb.append("\n").append(problems.isEmpty() ? "Check: every kernel clause has a contract and every implemented "
                + "clause has a test.\n" : "Check FAILS:\n\n- " + String.join("\n- ", problems) + "\n");
        try {
            Files.writeString(repo.resolve("specs/TABLE.md"), sb.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
