package org.passant.specs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.passant.proof.ContractIndex;
import org.passant.proof.Repo;

/**
 * The clause explorer's data ({@code /rules/{ID}} on the page), made in the Maven build from what
 * the build has: for every clause of specs/RULES.md and every FIDE article of specs/FIDE.md, its
 * sentence; the kernel predicates that state it, each with its source as it stands in
 * src/main/java (doc comment, JML contract, body) and what KeY did with it (proofs/results.tsv,
 * the stored proof in proofs/zproof/); the mutants that break it (proofs/MUTATION.md); the tests
 * whose names carry it; and boards from the lessons (src/main/resources/web/lessons/) where it holds
 * and where it refuses a move. The build runs {@link #main} after compiling the tests (pom.xml,
 * exec-maven-plugin) and writes {@code web/explorer/{ID}.json} and {@code web/explorer/index.json}
 * into target/classes, so the jar carries data that cannot drift from the code it was built from.
 */
public final class ClauseExplorer {
    private ClauseExplorer() {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern FIDE_ROW = Pattern.compile("^\\|\\s*(FIDE-[0-9.]+)\\s*\\|\\s*([^|]*?)\\s*\\|\\s*(.*?)\\s*\\|\\s*$");
    private static final Pattern METHOD_NAME = Pattern.compile("\\b([A-Z]\\w*\\.[a-z]\\w*)\\b");
    private static final Pattern DECLARATION = Pattern.compile("^\\s*public\\s+static\\s");

    /** {@code main(repo, outputDirectory)}: writes the explorer's files. */
    public static void main(String[] args) throws IOException {
        Path repo = Path.of(args[0]).toAbsolutePath().normalize();
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        Map<String, ObjectNode> pages = pages(repo);
        ArrayNode index = JSON.createArrayNode();
        for (ObjectNode page : pages.values()) {
            Files.writeString(out.resolve(page.get("id").asText() + ".json"), JSON.writeValueAsString(page), StandardCharsets.UTF_8);
            index.add(summary(page));
        }
        ObjectNode root = JSON.createObjectNode();
        root.put("report", reportSummary(repo));
        root.set("clauses", index);
        Files.writeString(out.resolve("index.json"), JSON.writeValueAsString(root), StandardCharsets.UTF_8);
    }

    /** One page per clause id: RULES.md's in its order, then FIDE.md's. */
    public static Map<String, ObjectNode> pages(Path repo) {
        List<ClauseTable.Row> rows = ClauseTable.rows(repo);
        Map<String, String> sections = sections(repo);
        Map<String, String[]> results = new LinkedHashMap<>();
        for (String[] r : Repo.readResults(repo.resolve("proofs/results.tsv"))) {
            results.put(r[0], r);
        }
        List<String[]> mutants = mutants(repo);
        Map<String, String> testFiles = testFiles(repo);
        Map<String, ContractIndex.Entry> byId = new HashMap<>();
        for (ContractIndex.Entry c : ContractIndex.read(repo)) {
            byId.put(c.id, c);
        }
        Map<String, List<JsonNode>> boards = boards(repo);
        Map<String, ObjectNode> pages = new LinkedHashMap<>();
        for (ClauseTable.Row row : rows) {
            ObjectNode page = JSON.createObjectNode();
            page.put("id", row.id);
            page.put("section", sections.getOrDefault(row.id, ""));
            page.put("text", row.text);
            page.put("where", row.where);
            page.put("note", row.note);
            // the predicates specs/clauses.txt names first, then every other contract citing the clause
            Map<String, ContractIndex.Entry> citing = new LinkedHashMap<>();
            row.contracts.forEach(c -> citing.put(c.id, c));
            List<ContractIndex.Entry> stating = new ArrayList<>();
            for (String name : named(row.note)) {
                if (citing.containsKey(name)) {
                    stating.add(citing.remove(name));
                }
            }
            int primary = stating.size();
            stating.addAll(citing.values());
            int shown = primary == 0 ? stating.size() : primary;
            page.set("predicates", predicates(repo, stating, shown, results));
            page.set("mutants", mutantsOf(row.id, stating.subList(0, shown), mutants));
            page.set("tests", tests(row.tests, testFiles));
            page.set("boards", JSON.valueToTree(boards.getOrDefault(row.id, List.of())));
            pages.put(row.id, page);
        }
        for (String line : lines(repo.resolve("specs/FIDE.md"))) {
            Matcher m = FIDE_ROW.matcher(line);
            if (!m.matches()) {
                continue;
            }
            List<ContractIndex.Entry> stating = new ArrayList<>();
            for (String name : named(m.group(2))) {
                ContractIndex.Entry c = byId.get(name);
                if (c == null) {
                    throw new IllegalStateException("specs/FIDE.md: " + m.group(1) + " names " + name + ", which has no JML contract");
                }
                stating.add(c);
            }
            ObjectNode page = JSON.createObjectNode();
            page.put("id", m.group(1));
            page.put("section", "FIDE Laws of Chess (specs/FIDE.md)");
            page.put("text", m.group(3));
            page.put("where", "kernel");
            page.put("note", m.group(2));
            page.set("predicates", predicates(repo, stating, stating.size(), results));
            page.set("mutants", mutantsOf(m.group(1), stating, mutants));
            page.set("tests", tests(ClauseTable.tests(repo, List.of(m.group(1))).get(m.group(1)), testFiles));
            page.set("boards", JSON.valueToTree(boards.getOrDefault(m.group(1), List.of())));
            pages.put(m.group(1), page);
        }
        return pages;
    }

    /** What the index (the rules page) shows of a page: no sources. */
    static ObjectNode summary(ObjectNode page) {
        ObjectNode s = JSON.createObjectNode();
        for (String k : List.of("id", "section", "text", "where")) {
            s.set(k, page.get(k));
        }
        int closed = 0;
        int total = 0;
        for (JsonNode p : page.get("predicates")) {
            for (JsonNode r : p.get("proofs")) {
                total++;
                closed += r.path("result").asText().equals("closed") ? 1 : 0;
            }
        }
        s.put("proofs", total);
        s.put("closed", closed);
        s.put("mutants", page.get("mutants").size());
        s.put("tests", page.get("tests").size());
        s.put("boards", page.get("boards").size());
        return s;
    }

    private static ArrayNode predicates(Path repo, List<ContractIndex.Entry> stating, int primary,
            Map<String, String[]> results) {
        ArrayNode a = JSON.createArrayNode();
        Map<String, List<String>> files = new HashMap<>();
        for (int i = 0; i < stating.size(); i++) {
            ContractIndex.Entry c = stating.get(i);
            List<String> lines = files.computeIfAbsent(c.file, f -> lines(repo.resolve(f)));
            Excerpt x = excerpt(lines, c.line - 1);
            ObjectNode p = a.addObject();
            p.put("id", c.id);
            p.put("primary", i < primary);
            p.put("file", c.file);
            p.put("line", x.first + 1);
            p.put("contractLine", c.line);
            p.put("source", x.source);
            p.put("contract", x.contract);
            ArrayNode proofs = p.putArray("proofs");
            for (Map.Entry<String, String[]> r : results.entrySet()) {
                String id = r.getKey();
                if (id.equals(c.id) || id.startsWith(c.id + "#") || id.startsWith(c.id + "@")) {
                    String[] f = r.getValue();
                    ObjectNode o = proofs.addObject();
                    o.put("id", id);
                    o.put("result", f[2]);
                    o.put("steps", f[3]);
                    o.put("seconds", f[4]);
                    o.put("how", f.length > 6 ? f[6] : "");
                    String stored = "proofs/zproof/" + Repo.fileName(id) + ".proof.xz";
                    o.put("stored", Files.exists(repo.resolve(stored)) ? stored : null);
                }
            }
        }
        return a;
    }

    /** A method's doc comment, contract and body, from the source lines; the contract's first line given. */
    static final class Excerpt {
        final int first;
        final String source;
        final String contract;

        Excerpt(int first, String source, String contract) {
            this.first = first;
            this.source = source;
            this.contract = contract;
        }
    }

    static Excerpt excerpt(List<String> lines, int jml) {
        int first = jml;
        while (first > 0 && isComment(lines.get(first - 1))) {
            first--;
        }
        int decl = jml;
        while (!DECLARATION.matcher(lines.get(decl)).find()) {
            decl++;
        }
        StringBuilder contract = new StringBuilder();
        boolean inJml = false;
        for (int i = jml; i < decl; i++) {
            String t = lines.get(i).trim();
            if (t.startsWith("/*@")) {
                inJml = true;
            }
            if (inJml || t.startsWith("//+KeY@") || t.startsWith("//-KeY@")) {
                contract.append(lines.get(i)).append('\n');
            }
            if (t.endsWith("@*/")) {
                inJml = false;
            }
        }
        int depth = 0;
        boolean opened = false;
        int end = decl;
        for (; end < lines.size(); end++) {
            String code = lines.get(end).replaceAll("//.*$", "").replaceAll("/\\*.*?\\*/", "");
            for (char ch : code.toCharArray()) {
                if (ch == '{') {
                    depth++;
                    opened = true;
                } else if (ch == '}') {
                    depth--;
                }
            }
            if (opened && depth == 0) {
                break;
            }
        }
        return new Excerpt(first, String.join("\n", lines.subList(first, end + 1)) + "\n", contract.toString());
    }

    private static boolean isComment(String line) {
        String t = line.trim();
        return t.startsWith("/**") || t.startsWith("*") || t.startsWith("//") || t.startsWith("/*") && !t.startsWith("/*@");
    }

    /** {@code Type.method} names in free text (specs/clauses.txt's notes, FIDE.md's predicates), in order. */
    static List<String> named(String text) {
        Set<String> names = new LinkedHashSet<>();
        Matcher m = METHOD_NAME.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return new ArrayList<>(names);
    }

    /** The rows of proofs/MUTATION.md: clause, broken how, contract, result, steps, seconds. */
    static List<String[]> mutants(Path repo) {
        List<String[]> rows = new ArrayList<>();
        for (String line : lines(repo.resolve("proofs/MUTATION.md"))) {
            if (!line.startsWith("| ") || line.startsWith("| clause ")) {
                continue;
            }
            String[] cells = line.substring(1, line.length() - (line.endsWith("|") ? 1 : 0)).split("\\|", -1);
            if (cells.length >= 6) {
                String[] r = new String[6];
                for (int i = 0; i < 6; i++) {
                    r[i] = cells[i].trim().replace("`", "");
                }
                rows.add(r);
            }
        }
        return rows;
    }

    /**
     * The mutants of a clause: those MUTATION.md files under its id ("FIDE 3.1" for FIDE-3.1), and
     * those that break one of the predicates that state it (marked not its own: they carry the id of
     * the clause they were written for).
     */
    private static ArrayNode mutantsOf(String id, List<ContractIndex.Entry> primary, List<String[]> mutants) {
        Set<String> contracts = new LinkedHashSet<>();
        primary.forEach(c -> contracts.add(c.id));
        ArrayNode a = JSON.createArrayNode();
        for (String[] r : mutants) {
            boolean own = r[0].replace(' ', '-').equals(id);
            if (own || contracts.contains(r[2])) {
                ObjectNode o = a.addObject();
                o.put("clause", r[0]);
                o.put("own", own);
                o.put("how", r[1]);
                o.put("contract", r[2]);
                o.put("result", r[3]);
                o.put("steps", r[4]);
                o.put("seconds", r[5]);
            }
        }
        return a;
    }

    private static ArrayNode tests(List<String> names, Map<String, String> files) {
        ArrayNode a = JSON.createArrayNode();
        for (String n : names) {
            ObjectNode o = a.addObject();
            o.put("name", n);
            o.put("file", files.get(n.substring(0, n.indexOf('.'))));
        }
        return a;
    }

    /** Test class name -> its file, relative to the repository. */
    static Map<String, String> testFiles(Path repo) {
        Map<String, String> files = new HashMap<>();
        try (Stream<Path> walk = Files.walk(repo.resolve("src/test/java"))) {
            walk.filter(p -> p.toString().endsWith(".java")).forEach(p -> files.put(
                    p.getFileName().toString().replace(".java", ""), repo.relativize(p).toString().replace('\\', '/')));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    /**
     * Boards from the lessons, by clause: where a step's move is legal and the clause it teaches
     * holds (its first answer, or the legal move it asks to judge; also the clauses it names in
     * alsoHolds), and where a move is refused by
     * the clause (a judged move that is illegal, a wrong move the step names with its clause).
     * LessonsTest checks each against the kernel.
     */
    static Map<String, List<JsonNode>> boards(Path repo) {
        Map<String, List<JsonNode>> holds = new LinkedHashMap<>();
        Map<String, List<JsonNode>> fails = new LinkedHashMap<>();
        Path dir = repo.resolve("src/main/resources/web/lessons");
        try {
            for (JsonNode id : JSON.readTree(dir.resolve("index.json").toFile()).get("lessons")) {
                JsonNode lesson = JSON.readTree(dir.resolve(id.asText() + ".json").toFile());
                for (JsonNode step : lesson.get("steps")) {
                    String clause = step.path("clause").asText();
                    String kind = step.path("kind").asText();
                    if (step.path("answers").size() > 0 && (kind.equals("move") || kind.equals("judge"))) {
                        String move = kind.equals("judge") ? step.get("move").asText() : step.get("answers").fieldNames().next();
                        add(holds, clause, board(lesson, step, move, true));
                        step.path("alsoHolds").forEach(c -> add(holds, c.asText(), board(lesson, step, move, true)));
                    }
                    if (kind.equals("judge") && !step.get("legal").asBoolean()) {
                        add(fails, clause, board(lesson, step, step.get("move").asText(), false));
                    }
                    step.path("wrong").fields().forEachRemaining(w -> {
                        if (w.getValue().has("clause")) {
                            add(fails, w.getValue().get("clause").asText(), board(lesson, step, w.getKey(), false));
                        }
                    });
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, List<JsonNode>> boards = new LinkedHashMap<>();
        for (String id : union(holds.keySet(), fails.keySet())) {
            List<JsonNode> two = new ArrayList<>();
            if (holds.containsKey(id)) {
                two.add(holds.get(id).get(0));
            }
            if (fails.containsKey(id)) {
                two.add(fails.get(id).get(0));
            }
            boards.put(id, two);
        }
        return boards;
    }

    private static ObjectNode board(JsonNode lesson, JsonNode step, String move, boolean holds) {
        ObjectNode b = JSON.createObjectNode();
        b.put("holds", holds);
        b.put("variant", lesson.get("variant").asText());
        b.put("fen", step.get("fen").asText());
        b.put("move", move);
        if (step.has("last")) {
            b.put("last", step.get("last").asText());
        }
        b.put("lesson", lesson.get("id").asText());
        b.put("step", step.get("id").asText());
        return b;
    }

    private static void add(Map<String, List<JsonNode>> into, String id, JsonNode board) {
        into.computeIfAbsent(id, k -> new ArrayList<>()).add(board);
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> u = new LinkedHashSet<>(a);
        u.addAll(b);
        return u;
    }

    /** Clause id -> the heading of its section in RULES.md. */
    private static Map<String, String> sections(Path repo) {
        Map<String, String> sections = new HashMap<>();
        String section = "";
        Pattern row = Pattern.compile("^\\|\\s*([A-Z0-9]+(?:-[A-Z0-9]+)+)\\s*\\|");
        for (String line : lines(repo.resolve("specs/RULES.md"))) {
            if (line.startsWith("## ")) {
                section = line.substring(3).trim();
            }
            Matcher m = row.matcher(line);
            if (m.find()) {
                sections.put(m.group(1), section);
            }
        }
        return sections;
    }

    /** The line of proofs/REPORT.md that sums up the last run ("339 of 339 contracts closed, ..."). */
    static String reportSummary(Path repo) {
        for (String line : lines(repo.resolve("proofs/REPORT.md"))) {
            if (line.startsWith("**") && line.contains("contracts closed")) {
                return line.replace("**", "").replace("`", "");
            }
        }
        return "";
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
