package org.passant.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.passant.proof.Repo;

/**
 * The layering of docs/DESIGN.md holds in the code: every package of src/main is in its table, imports
 * only what its row allows, and the packages form no cycle. README's layout names every package and
 * every top-level folder.
 */
class LayersTest {
    private static final Pattern ROW = Pattern.compile("^\\|\\s*`([a-z0-9]+)`\\s*\\|[^|]*\\|\\s*(.*?)\\s*\\|\\s*$");
    private static final Pattern REFERENCE = Pattern.compile("\\borg\\.passant\\.([a-z0-9]+)\\.");
    private static final Path MAIN = Path.of("src/main/java/org/passant");

    /** The "may import" column of docs/DESIGN.md, package by package. */
    static Map<String, Set<String>> allowed(Path repo) {
        Map<String, Set<String>> allowed = new LinkedHashMap<>();
        List<String> lines = lines(repo.resolve("docs/DESIGN.md"));
        Set<String> earlier = new TreeSet<>();
        for (String line : lines) {
            Matcher m = ROW.matcher(line);
            if (!m.matches()) {
                continue;
            }
            String imports = m.group(2);
            Set<String> set = new TreeSet<>();
            if (imports.startsWith("every package above")) {
                set.addAll(earlier);
            } else if (!imports.equals("nothing")) {
                for (String p : imports.split(",")) {
                    set.add(p.trim());
                }
            }
            allowed.put(m.group(1), set);
            earlier.add(m.group(1));
        }
        return allowed;
    }

    /** For each package of src/main, the other packages of the project its sources name. */
    static Map<String, Set<String>> actual(Path repo) {
        Map<String, Set<String>> uses = new TreeMap<>();
        try (Stream<Path> dirs = Files.list(repo.resolve(MAIN))) {
            for (Path dir : (Iterable<Path>) dirs.filter(Files::isDirectory).sorted()::iterator) {
                String pkg = dir.getFileName().toString();
                Set<String> set = new TreeSet<>();
                try (Stream<Path> files = Files.walk(dir)) {
                    for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                        Matcher m = REFERENCE.matcher(Files.readString(f));
                        while (m.find()) {
                            if (!m.group(1).equals(pkg)) {
                                set.add(m.group(1));
                            }
                        }
                    }
                }
                uses.put(pkg, set);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return uses;
    }

    @Test
    void everyPackageImportsOnlyWhatDesignAllows() {
        Map<String, Set<String>> allowed = allowed(Repo.root());
        assertFalse(allowed.isEmpty(), "docs/DESIGN.md has the layer table");
        List<String> problems = new ArrayList<>();
        actual(Repo.root()).forEach((pkg, uses) -> {
            Set<String> may = allowed.get(pkg);
            if (may == null) {
                problems.add(pkg + " is not in the layer table of docs/DESIGN.md");
                return;
            }
            for (String used : uses) {
                if (!may.contains(used)) {
                    problems.add(pkg + " uses " + used + ", which docs/DESIGN.md does not allow");
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    @Test
    void thePackagesFormNoCycle() {
        Map<String, Set<String>> uses = actual(Repo.root());
        Map<String, Integer> state = new TreeMap<>();
        for (String pkg : uses.keySet()) {
            List<String> path = new ArrayList<>();
            assertTrue(acyclic(pkg, uses, state, path), () -> "package cycle: " + String.join(" -> ", path));
        }
    }

    /** Depth-first search; state 1 = on the current path, 2 = finished. */
    private static boolean acyclic(String pkg, Map<String, Set<String>> uses, Map<String, Integer> state, List<String> path) {
        Integer s = state.get(pkg);
        if (s != null) {
            if (s == 1) {
                path.add(pkg);
            }
            return s == 2;
        }
        state.put(pkg, 1);
        path.add(pkg);
        for (String next : uses.getOrDefault(pkg, Set.of())) {
            if (!acyclic(next, uses, state, path)) {
                return false;
            }
        }
        path.remove(path.size() - 1);
        state.put(pkg, 2);
        return true;
    }

    @Test
    void theKernelNamesNoOtherPackage() {
        assertEquals(Set.of(), actual(Repo.root()).get("kernel"));
    }

    @Test
    void readmeLayoutNamesEveryPackageAndTopLevelFolder() throws IOException {
        Path repo = Repo.root();
        String readme = Files.readString(repo.resolve("docs/layout.md"));
        int start = readme.indexOf("# Layout");
        assertTrue(start >= 0, "docs/layout.md has a Layout heading");
        int end = readme.indexOf("\n## ", start + 1);
        String layout = readme.substring(start, end < 0 ? readme.length() : end);
        List<String> missing = new ArrayList<>();
        for (String pkg : actual(repo).keySet()) {
            if (!layout.contains("org/passant/" + pkg + "/")) {
                missing.add("src/main/java/org/passant/" + pkg + "/");
            }
        }
        try (Stream<Path> top = Files.list(repo)) {
            for (Path p : (Iterable<Path>) top.filter(Files::isDirectory).sorted()::iterator) {
                String name = p.getFileName().toString();
                if (Set.of(".git", "target", ".idea", ".vscode").contains(name) || isIgnored(repo, name)) {
                    continue;
                }
                if (!layout.contains("`" + name + "/")) {
                    missing.add(name + "/");
                }
            }
        }
        assertEquals(List.of(), missing, "docs/layout.md's table lists these");
    }

    /** A top-level name .gitignore leaves out (build output, local databases). */
    private static boolean isIgnored(Path repo, String name) {
        for (String line : lines(repo.resolve(".gitignore"))) {
            String t = line.trim();
            if (t.equals(name) || t.equals(name + "/") || t.equals("/" + name) || t.equals("/" + name + "/")) {
                return true;
            }
        }
        return false;
    }

    private static List<String> lines(Path file) {
        try {
            return Files.exists(file) ? Files.readAllLines(file) : List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
