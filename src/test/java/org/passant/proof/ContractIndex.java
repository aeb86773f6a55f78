package org.passant.proof;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The JML contracts of the kernel as they stand in the sources: where each one is (file:line), the
 * method it belongs to, and the clause ids of rules/RULES.md it cites, in its own text or in the
 * doc comment just above it. The contract id {@code Type.method} is the one {@link KeyProver} uses.
 */
public final class ContractIndex {

    /** A clause id as RULES.md writes them: EP-RANK, AT-EP-CENTRE, GM-FIFTY. */
    public static final Pattern CLAUSE_ID = Pattern.compile("\\b(?:EP|AT|GM|C960)(?:-[A-Z]+)+\\b");

    /** One contract: its id, file (relative to the repository), line of its first JML line, clause ids. */
    public static final class Entry {
        public final String id;
        public final String file;
        public final int line;
        public final Set<String> clauses;

        Entry(String id, String file, int line, Set<String> clauses) {
            this.id = id;
            this.file = file;
            this.line = line;
            this.clauses = clauses;
        }

        public String location() {
            return file + ":" + line;
        }
    }

    private ContractIndex() {
    }

    /** Reads every {@code *.java} of the kernel package under {@code repo/src/main/java}. */
    public static List<Entry> read(Path repo) {
        Path dir = repo.resolve("src/main/java/org/passant/kernel");
        List<Entry> entries = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java")).sorted()::iterator) {
                entries.addAll(readFile(repo, f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entries;
    }

    static List<Entry> readFile(Path repo, Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        String type = file.getFileName().toString().replace(".java", "");
        String rel = repo.relativize(file).toString().replace('\\', '/');
        List<Entry> entries = new ArrayList<>();
        // Where each contract is, as ContractText reads the sources; a second spec case (#2) has no entry of its own.
        for (ContractText.Contract c : ContractText.parse(type, rel, Files.readString(file))) {
            if (c.id.contains("#")) {
                continue;
            }
            Set<String> clauses = new LinkedHashSet<>();
            if (!c.id.endsWith(KeyProver.READS)) {
                int i = c.line - 1;
                // The doc comment (and plain comments) directly above the contract, then its first JML block.
                int j = i - 1;
                while (j >= 0 && isComment(lines.get(j))) {
                    j--;
                }
                for (int k = j + 1; k < i; k++) {
                    collect(lines.get(k), clauses);
                }
                int end = i;
                while (end < lines.size() - 1 && !lines.get(end).contains("@*/")) {
                    collect(lines.get(end), clauses);
                    end++;
                }
                collect(lines.get(end), clauses);
            }
            entries.add(new Entry(c.id, rel, c.line, clauses));
        }
        return entries;
    }

    private static boolean isComment(String line) {
        String t = line.trim();
        return t.startsWith("/**") || t.startsWith("*") || t.startsWith("//") || t.startsWith("/*") && !t.startsWith("/*@");
    }

    private static void collect(String line, Set<String> into) {
        Matcher m = CLAUSE_ID.matcher(line);
        while (m.find()) {
            into.add(m.group());
        }
    }
}
