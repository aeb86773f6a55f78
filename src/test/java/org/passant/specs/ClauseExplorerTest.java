package org.passant.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.passant.proof.Repo;

/**
 * The clause explorer's data (ClauseExplorer, made by the build into web/explorer/) is what the
 * sources and the proof reports say: the build packed it for this very tree, every clause has a
 * page, each predicate's source is the slice of its file that declares it, with its JML, and the
 * proof results, mutants and tests are those of proofs/results.tsv, proofs/MUTATION.md and the test
 * sources, read here on their own.
 */
class ClauseExplorerTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static Path repo;
    static Map<String, ObjectNode> pages;

    @BeforeAll
    static void generate() {
        repo = Repo.root();
        pages = ClauseExplorer.pages(repo);
    }

    static JsonNode packaged(String name) throws IOException {
        try (InputStream in = ClauseExplorerTest.class.getResourceAsStream("/web/explorer/" + name)) {
            assertNotNull(in, "web/explorer/" + name + " is in target/classes: the build's exec-maven-plugin ran ClauseExplorer");
            return JSON.readTree(in);
        }
    }

    @Test
    void theBuildPackedTheExplorerOfThisTree() throws IOException {
        for (String id : List.of("EP-KING-SAFETY", "AT-OWN-KING", "C960-CASTLE", "FIDE-3.9")) {
            assertEquals(pages.get(id), packaged(id + ".json"), id + ": the packed page is the one these sources give");
        }
        JsonNode index = packaged("index.json");
        List<String> ids = new ArrayList<>();
        index.get("clauses").forEach(c -> ids.add(c.get("id").asText()));
        assertEquals(new ArrayList<>(pages.keySet()), ids);
        assertTrue(index.get("report").asText().matches("\\d+ of \\d+ contracts closed.*"), index.get("report").asText());
    }

    @Test
    void everyClauseOfRulesAndEveryFideArticleHasAPage() throws IOException {
        Set<String> expected = new LinkedHashSet<>(ClauseTable.rules(repo).keySet());
        for (String line : Files.readAllLines(repo.resolve("specs/FIDE.md"))) {
            if (line.startsWith("| FIDE-")) {
                expected.add(line.split("\\|")[1].trim());
            }
        }
        assertEquals(expected, pages.keySet());
        for (ObjectNode page : pages.values()) {
            assertFalse(page.get("text").asText().isBlank(), page.get("id") + ": its sentence");
            if (page.get("where").asText().equals("kernel")) {
                assertTrue(page.get("predicates").size() > 0, page.get("id") + ": a kernel clause is stated by a predicate");
                assertTrue(page.get("predicates").get(0).get("primary").asBoolean(), page.get("id") + ": the first one states it");
            }
        }
    }

    /** Every predicate's source is the slice of its file from its doc comment to its closing brace, its JML inside. */
    @Test
    void eachSourceIsItsFilesOwnSliceWithTheContract() throws IOException {
        Map<String, List<String>> files = new HashMap<>();
        int checked = 0;
        for (ObjectNode page : pages.values()) {
            for (JsonNode p : page.get("predicates")) {
                String file = p.get("file").asText();
                List<String> lines = files.computeIfAbsent(file, f -> read(repo.resolve(f)));
                String[] source = p.get("source").asText().split("\n", -1);
                int first = p.get("line").asInt() - 1;
                for (int i = 0; i < source.length - 1; i++) {
                    assertEquals(lines.get(first + i), source[i], p.get("id") + ": line " + (first + i + 1) + " of " + file);
                }
                String method = p.get("id").asText().substring(p.get("id").asText().indexOf('.') + 1);
                assertTrue(source[0].trim().startsWith("/**"), p.get("id") + ": begins with its doc comment");
                assertTrue(p.get("source").asText().matches("(?s).*public static [^\\n]*\\b" + method + "\\(.*"), p.get("id") + ": declares it");
                assertEquals("}", source[source.length - 2].trim(), p.get("id") + ": ends with its closing brace");
                long open = p.get("source").asText().chars().filter(c -> c == '{').count();
                long close = p.get("source").asText().chars().filter(c -> c == '}').count();
                assertEquals(open, close, p.get("id") + ": braces balance");
                String contract = p.get("contract").asText();
                assertTrue(contract.trim().startsWith("/*@ public normal_behavior"), p.get("id") + ": its contract");
                assertTrue(p.get("source").asText().contains(contract), p.get("id") + ": the contract is part of the source");
                assertEquals(lines.get(p.get("contractLine").asInt() - 1), contract.split("\n")[0], p.get("id") + ": where the contract begins");
                checked++;
            }
        }
        assertTrue(checked > 100, "sources checked: " + checked);
    }

    @Test
    void kingSafetyPageShowsThePredicateItsContractItsProofItsMutantAndItsTests() throws IOException {
        ObjectNode page = pages.get("EP-KING-SAFETY");
        JsonNode first = page.get("predicates").get(0);
        assertEquals("EnPassant.kingSafety", first.get("id").asText());
        assertTrue(first.get("source").asText().contains("return Legality.leavesKingSafe(pos, from, to, 0);"));
        assertTrue(first.get("contract").asText().contains("// EP-KING-SAFETY"));
        Map<String, String[]> tsv = results();
        for (JsonNode r : first.get("proofs")) {
            String[] row = tsv.get(r.get("id").asText());
            assertNotNull(row, r.get("id") + " is a row of proofs/results.tsv");
            assertEquals(row[2], r.get("result").asText());
            assertEquals(row[3], r.get("steps").asText());
            assertEquals(row[4], r.get("seconds").asText());
            String stored = "proofs/zproof/" + r.get("id").asText().replace('#', '_').replace('@', '_') + ".proof.xz";
            assertEquals(Files.exists(repo.resolve(stored)) ? stored : null, r.get("stored").isNull() ? null : r.get("stored").asText());
        }
        assertEquals(Set.of("EnPassant.kingSafety", "EnPassant.kingSafety#2", "EnPassant.kingSafety@reads"), ids(first.get("proofs")));
        String mutation = Files.readString(repo.resolve("proofs/MUTATION.md"));
        JsonNode own = page.get("mutants").get(0);
        assertTrue(own.get("own").asBoolean());
        assertTrue(mutation.contains("| EP-KING-SAFETY | " + own.get("how").asText() + " | `" + own.get("contract").asText() + "` | "
                + own.get("result").asText() + " |"), own.toString());
        Set<String> tests = new LinkedHashSet<>();
        page.get("tests").forEach(t -> tests.add(t.get("name").asText()));
        assertTrue(tests.contains("EnPassantTest.EP_KING_SAFETY_seed001RankPin"), tests.toString());
        for (JsonNode t : page.get("tests")) {
            String method = t.get("name").asText().substring(t.get("name").asText().indexOf('.') + 1);
            assertTrue(method.contains("EP_KING_SAFETY"), method);
            assertTrue(Files.readString(repo.resolve(t.get("file").asText())).contains("void " + method + "("), t.toString());
        }
        JsonNode fails = page.get("boards").get(page.get("boards").size() - 1);
        assertFalse(fails.get("holds").asBoolean());
        assertEquals("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", fails.get("fen").asText(), "the rank pin, rook a5 and king h5");
    }

    /** The seven en passant predicates and the clauses the lessons refuse moves with have a board where they hold and one where they refuse a move. */
    @Test
    void theEnPassantAndAtomicMoveClausesHaveBothBoards() {
        for (String id : List.of("EP-PIECES", "EP-TRIGGER", "EP-ADJACENT", "EP-RANK", "EP-IMMEDIATE", "EP-LANDING", "EP-KING-SAFETY",
                "AT-OWN-KING", "AT-CHECK", "FIDE-3.9", "C960-CASTLE")) {
            JsonNode boards = pages.get(id).get("boards");
            assertEquals(2, boards.size(), id + ": " + boards);
            assertTrue(boards.get(0).get("holds").asBoolean() && !boards.get(1).get("holds").asBoolean(), id + ": holds, then fails");
        }
        for (String id : List.of("AT-KING-NO-CAPTURE", "AT-EXPLOSION", "AT-EP-CENTRE", "AT-WIN-EXPLOSION", "AT-CONNECTED-KINGS")) {
            assertTrue(pages.get(id).get("boards").size() >= 1, id + ": a board from the atomic lesson");
        }
    }

    static Map<String, String[]> results() throws IOException {
        Map<String, String[]> rows = new HashMap<>();
        for (String line : Files.readAllLines(repo.resolve("proofs/results.tsv"))) {
            if (!line.startsWith("#") && !line.startsWith("contract\t") && !line.isBlank()) {
                String[] f = line.split("\t", -1);
                rows.put(f[0], f);
            }
        }
        return rows;
    }

    static Set<String> ids(JsonNode array) {
        Set<String> ids = new LinkedHashSet<>();
        array.forEach(n -> ids.add(n.get("id").asText()));
        return ids;
    }

    static List<String> read(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
