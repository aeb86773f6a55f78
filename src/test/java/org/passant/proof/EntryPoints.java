package org.passant.proof;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The preconditions of the kernel's entry points, fixed in one place ({@code proofs/entry-points.txt}):
 * the conjuncts each one's requires clauses must be, and a check of the sources against them.
 */
final class EntryPoints {
    private EntryPoints() {
    }

    static final String FILE = "proofs/entry-points.txt";

    /** The file's names (sets and entry points), each with its conjuncts, sets expanded, in file order. */
    static Map<String, Set<String>> read(Path file) {
        Map<String, Set<String>> names = new LinkedHashMap<>();
        try {
            int n = 0;
            for (String line : Files.readAllLines(file)) {
                n++;
                String t = line.trim();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                int eq = t.indexOf(" = ");
                int colon = t.indexOf(": ");
                if (eq > 0 && (colon < 0 || eq < colon)) {
                    String other = t.substring(eq + 3).trim();
                    if (!names.containsKey(other)) {
                        throw new IllegalArgumentException(file + ":" + n + ": " + other + " is not defined above");
                    }
                    names.computeIfAbsent(t.substring(0, eq).trim(), k -> new LinkedHashSet<>()).addAll(names.get(other));
                } else if (colon > 0) {
                    names.computeIfAbsent(t.substring(0, colon).trim(), k -> new LinkedHashSet<>()).add(normalise(t.substring(colon + 2)));
                } else {
                    throw new IllegalArgumentException(file + ":" + n + ": neither 'NAME: conjunct' nor 'NAME = OTHER'");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return names;
    }

    /** The entry points of {@link #read}: the names of kernel methods ({@code Type.method}), not the sets. */
    static Map<String, Set<String>> entryPoints(Map<String, Set<String>> names) {
        Map<String, Set<String>> entries = new LinkedHashMap<>();
        names.forEach((name, conjuncts) -> {
            if (name.contains(".")) {
                entries.put(name, conjuncts);
            }
        });
        return entries;
    }

    /** The top-level conjuncts of a list of requires clauses, each without enclosing parentheses and with its spaces collapsed. */
    static Set<String> conjuncts(List<String> requires) {
        Set<String> all = new LinkedHashSet<>();
        for (String r : requires) {
            all.addAll(conjuncts(r));
        }
        return all;
    }

    static List<String> conjuncts(String expression) {
        List<String> parts = new ArrayList<>();
        String e = stripParentheses(normalise(expression));
        int depth = 0;
        int from = 0;
        for (int i = 0; i < e.length(); i++) {
            char c = e.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth == 0 && e.startsWith("&&", i)) {
                parts.add(e.substring(from, i));
                from = i + 2;
            }
        }
        parts.add(e.substring(from));
        List<String> result = new ArrayList<>();
        for (String p : parts) {
            String q = stripParentheses(normalise(p));
            // a parenthesised conjunction is its conjuncts
            if (!q.equals(normalise(p)) && q.contains("&&") && conjunctionAtTop(q)) {
                result.addAll(conjuncts(q));
            } else {
                result.add(q);
            }
        }
        return result;
    }

    private static boolean conjunctionAtTop(String e) {
        int depth = 0;
        for (int i = 0; i < e.length(); i++) {
            char c = e.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth == 0 && (e.startsWith("&&", i))) {
                return true;
            }
        }
        return false;
    }

    static String normalise(String s) {
        return s.replaceAll("\\s+", " ").trim();
    }

    /** {@code e} without parentheses that enclose all of it. */
    static String stripParentheses(String e) {
        String s = e;
        while (s.startsWith("(") && s.endsWith(")") && closes(s) == s.length() - 1) {
            s = normalise(s.substring(1, s.length() - 1));
        }
        return s;
    }

    /** The index of the parenthesis that closes the one at 0. */
    private static int closes(String s) {
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            depth += s.charAt(i) == '(' ? 1 : s.charAt(i) == ')' ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Each entry point's spec cases (and dependency contracts) against its conjuncts: one failure per case
     * whose requires clauses add or lack a conjunct, naming the contract; empty when all agree.
     */
    static List<String> check(Map<String, Set<String>> entries, List<ContractText.Contract> contracts) {
        List<String> failures = new ArrayList<>();
        for (Map.Entry<String, Set<String>> entry : entries.entrySet()) {
            boolean found = false;
            for (ContractText.Contract c : contracts) {
                if (!c.method().equals(entry.getKey())) {
                    continue;
                }
                found = true;
                Set<String> actual = conjuncts(c.requires());
                Set<String> added = new LinkedHashSet<>(actual);
                added.removeAll(entry.getValue());
                Set<String> lacking = new LinkedHashSet<>(entry.getValue());
                lacking.removeAll(actual);
                if (!added.isEmpty()) {
                    failures.add(c.id + " (" + c.location() + ") requires more than the entry points' precondition fixed in " + FILE
                            + ": " + added);
                }
                if (!lacking.isEmpty()) {
                    failures.add(c.id + " (" + c.location() + ") no longer requires what " + FILE + " fixes for it: " + lacking);
                }
            }
            if (!found) {
                failures.add(FILE + " names " + entry.getKey() + ", which has no contract in the kernel");
            }
        }
        return failures;
    }
}
