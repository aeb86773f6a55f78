package org.passant.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.passant.kernel.Board;
import org.passant.kernel.Piece;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.notation.Uci;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Square;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.proof.Repo;
import org.passant.server.PlayServer;
import org.passant.specs.ClauseTable;

/**
 * The lessons of {@code /learn} (src/main/resources/web/lessons/*.json) stay true: every step is run
 * through the kernel the way the page runs it, by asking the game server's {@code GET /api/explain}
 * about each move. A move a step accepts is legal and leads to the position the step shows after it;
 * a wrong move the step names is refused by the clause it names (or, for a legal move that is not
 * the task, is legal); a "legal or not?" step's verdict is the kernel's; the clause a step teaches
 * holds or fails as the step says (and so do the clauses it names in alsoHolds); the facts a step states (the only legal move, a check, a reset
 * clock, an exploded king, a SAN spelling, a FEN field, a repetition) are the position's. One
 * dynamic test per step, named lesson/step.
 */
class LessonsTest {
    static final List<String> LANGUAGES = List.of("en", "hi", "ru", "es");
    static final Pattern FIDE = Pattern.compile("FIDE-\\d+(\\.\\d+)*");
    static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][nbrq]?");
    static final ObjectMapper JSON = new ObjectMapper();
    static final Set<String> KINDS = Set.of("move", "judge", "any", "choice");
    static final Set<String> FACTS = Set.of("only", "optional", "check", "clockReset", "end", "san", "epField", "repetition");

    @TempDir
    static Path dir;
    static PlayServer server;
    static HttpClient http;

    @BeforeAll
    static void startServer() {
        server = PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve("lessons.db").toString(), 10, 10, 0, 1,
                PlayServer.Config.systemMillis()));
        http = HttpClient.newHttpClient();
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    /** The lessons in the order the page shows them. */
    static List<String> lessonIds() {
        List<String> ids = new ArrayList<>();
        read("index.json").get("lessons").forEach(n -> ids.add(n.asText()));
        return ids;
    }

    static JsonNode read(String name) {
        try (InputStream in = LessonsTest.class.getResourceAsStream("/web/lessons/" + name)) {
            if (in == null) {
                throw new AssertionError("web/lessons/" + name + " is not on the classpath");
            }
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void theIndexListsEveryLessonFileOnce() throws IOException {
        Set<String> files = new TreeSet<>();
        try (Stream<Path> s = Files.list(Repo.root().resolve("src/main/resources/web/lessons"))) {
            s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json") && !n.equals("index.json"))
                    .forEach(n -> files.add(n.substring(0, n.length() - 5)));
        }
        List<String> ids = lessonIds();
        assertEquals(ids.size(), new HashSet<>(ids).size(), "no lesson twice: " + ids);
        assertEquals(files, new TreeSet<>(ids));
        for (String id : ids) {
            assertEquals(id, read(id + ".json").path("id").asText(), id + ".json names itself");
        }
    }

    @TestFactory
    Stream<DynamicTest> everyStepIsTrueUnderTheKernel() {
        Set<String> rules = ClauseTable.rules(Repo.root()).keySet();
        List<DynamicTest> tests = new ArrayList<>();
        for (String id : lessonIds()) {
            JsonNode lesson = read(id + ".json");
            tests.add(DynamicTest.dynamicTest(id, () -> checkLesson(lesson, rules)));
            JsonNode steps = lesson.get("steps");
            for (int i = 0; i < steps.size(); i++) {
                JsonNode step = steps.get(i);
                JsonNode next = i + 1 < steps.size() ? steps.get(i + 1) : null;
                tests.add(DynamicTest.dynamicTest(id + "/" + step.path("id").asText(),
                        () -> checkStep(lesson, step, next, rules)));
            }
        }
        return tests.stream();
    }

    /** Titles, introductions and the lesson's words for each clause, in the four languages, for clauses that exist. */
    static void checkLesson(JsonNode lesson, Set<String> rules) {
        String id = lesson.get("id").asText();
        assertTrue(Variant.byId(lesson.path("variant").asText()) != null, id + ": variant");
        texts(lesson.get("title"), id + " title");
        texts(lesson.get("intro"), id + " intro");
        for (Iterator<Map.Entry<String, JsonNode>> it = lesson.get("words").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            clauseId(e.getKey(), rules, id + " words");
            texts(e.getValue(), id + " words " + e.getKey());
        }
        Set<String> stepIds = new HashSet<>();
        lesson.get("steps").forEach(s -> assertTrue(stepIds.add(s.path("id").asText()), id + ": step id twice: " + s.path("id")));
        assertTrue(stepIds.size() >= 5, id + ": a lesson of at least five steps");
    }

    static void checkStep(JsonNode lesson, JsonNode step, JsonNode next, Set<String> rules) {
        String where = lesson.get("id").asText() + "/" + step.get("id").asText();
        Variant variant = Variant.byId(lesson.get("variant").asText());
        String fen = step.get("fen").asText();
        Position p = Fen.position(fen, variant, Validation.STRICT);
        texts(step.get("text"), where + " text");
        texts(step.get("task"), where + " task");
        texts(step.get("right"), where + " right");
        String kind = step.path("kind").asText();
        assertTrue(KINDS.contains(kind), where + ": kind " + kind);
        String clause = step.path("clause").asText();
        clauseId(clause, rules, where);
        Set<String> facts = new LinkedHashSet<>();
        step.path("facts").forEach(f -> facts.add(f.asText()));
        assertTrue(FACTS.containsAll(facts), where + ": facts " + facts);
        if (step.has("last")) {
            lastMove(p, step.get("last").asText(), where);
        }
        Set<String> answers = new LinkedHashSet<>();
        step.path("answers").fieldNames().forEachRemaining(answers::add);
        switch (kind) {
            case "move":
                assertFalse(answers.isEmpty(), where + ": a move step accepts at least one move");
                break;
            case "judge":
                String move = step.get("move").asText();
                boolean legal = step.get("legal").asBoolean();
                JsonNode x = explain(fen, variant, move);
                assertEquals(legal, x.get("legal").asBoolean(), where + ": the kernel's verdict on " + move + ": " + x);
                if (legal) {
                    assertTrue(answers.contains(move), where + ": a legal move to judge is an answer, with its position after");
                } else {
                    assertTrue(answers.isEmpty(), where + ": an illegal move to judge has no position after");
                    assertTrue(failing(x).contains(clause), where + ": " + move + " is refused by " + clause + ": " + x);
                    words(lesson, clause, where);
                }
                break;
            case "any":
                assertTrue(answers.isEmpty() && step.path("wrong").size() > 0, where + ": every legal move is right; name wrong ones");
                for (Move m : p.legalMoves()) {
                    assertEquals(List.of(true), verdicts(explain(fen, variant, m.uci()), clause),
                            where + ": " + clause + " holds on the legal move " + m.uci());
                }
                break;
            default:
                choice(step, p, facts, where);
        }
        for (String a : answers) {
            JsonNode x = explain(fen, variant, a);
            assertTrue(x.get("legal").asBoolean(), where + ": the answer " + a + " is legal: " + x);
            List<Boolean> v = verdicts(x, clause);
            if (v.isEmpty()) {
                // a clause explain does not judge move by move (EP-OPTIONAL, EP-EFFECTS): a fact must say it
                assertFalse(facts.isEmpty(), where + ": the kernel does not name " + clause + " on " + a + "; state a fact");
            } else {
                assertFalse(v.contains(false), where + ": " + clause + " holds on the answer " + a + ": " + x);
            }
            for (JsonNode also : step.path("alsoHolds")) {
                clauseId(also.asText(), rules, where + " alsoHolds");
                assertEquals(List.of(true), verdicts(x, also.asText()), where + ": " + also.asText() + " holds on the answer " + a + ": " + x);
            }
            Position after = p.play(read(p, a));
            assertEquals(normal(step.get("answers").get(a).asText(), variant), Fen.format(after),
                    where + ": the position after " + a);
            factsAfter(facts, p, a, after, where);
        }
        if (facts.contains("only")) {
            assertEquals(answers.size(), 1, where + ": one answer");
            assertEquals(List.of(read(p, answers.iterator().next())), p.legalMoves(), where + ": the only legal move");
        }
        if (facts.contains("optional")) {
            assertTrue(p.legalMoves().stream().anyMatch(p::isEnPassant), where + ": an en passant capture is legal here");
            assertTrue(answers.stream().noneMatch(a -> p.isEnPassant(read(p, a))), where + ": and the answer is another move");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = step.path("wrong").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> w = it.next();
            JsonNode x = explain(fen, variant, w.getKey());
            if (w.getValue().has("clause")) {
                String c = w.getValue().get("clause").asText();
                clauseId(c, rules, where + " wrong");
                assertFalse(x.get("legal").asBoolean(), where + ": the wrong move " + w.getKey() + " is illegal");
                assertTrue(failing(x).contains(c), where + ": " + w.getKey() + " is refused by " + c + ": " + x);
                words(lesson, c, where);
            } else {
                texts(w.getValue().get("text"), where + " wrong " + w.getKey());
                assertTrue(x.get("legal").asBoolean(), where + ": " + w.getKey() + " is legal, just not the task");
                assertFalse(answers.contains(w.getKey()), where + ": " + w.getKey() + " is not an answer");
            }
        }
        if (step.has("then")) {
            assertEquals(1, answers.size(), where + ": a reply follows one answer");
            assertTrue(next != null, where + ": the reply leads to the next step");
            Position after = p.play(read(p, answers.iterator().next()));
            String then = step.get("then").asText();
            Position replied = after.play(read(after, then));
            assertEquals(normal(next.get("fen").asText(), variant), Fen.format(replied), where + ": the next step's position");
            assertEquals(then, next.path("last").asText(), where + ": the next step shows the reply as its last move");
        }
    }

    /** A multiple choice: the options marked right are exactly those the kernel's notation and position make right. */
    static void choice(JsonNode step, Position p, Set<String> facts, String where) {
        JsonNode options = step.get("options");
        texts(step.get("wrongText"), where + " wrongText");
        assertTrue(options.size() >= 2, where + ": at least two options");
        assertEquals(1, facts.size(), where + ": a choice states one fact, which decides its options");
        String fact = facts.iterator().next();
        int right = 0;
        for (JsonNode o : options) {
            boolean marked = o.get("right").asBoolean();
            right += marked ? 1 : 0;
            boolean truth;
            switch (fact) {
                case "san":
                    Move meant = read(p, step.get("move").asText());
                    Move named;
                    try {
                        named = San.parse(p, o.get("san").asText());
                    } catch (InvalidInputException e) {
                        named = null;
                    }
                    truth = meant.equals(named);
                    break;
                case "epField":
                    int ep = p.epSquare();
                    truth = o.get("value").asText().equals(ep == Board.NO_SQUARE ? "-" : Square.name(ep));
                    break;
                case "repetition":
                    texts(o.get("label"), where + " option label");
                    Position other = Fen.position(step.get("compare").asText(), p.variant(), Validation.STRICT);
                    boolean same = p.repetitionKey().equals(other.repetitionKey());
                    truth = o.get("value").asText().equals(same ? "same" : "different");
                    break;
                default:
                    throw new AssertionError(where + ": a choice cannot be decided by " + fact);
            }
            assertEquals(truth, marked, where + ": option " + o + " is marked " + marked);
        }
        assertTrue(right >= 1, where + ": some option is right");
    }

    static void factsAfter(Set<String> facts, Position before, String answer, Position after, String where) {
        if (facts.contains("check")) {
            assertTrue(after.isCheck(), where + ": " + answer + " gives check");
        }
        if (facts.contains("clockReset")) {
            assertEquals(0, after.halfmoveClock(), where + ": " + answer + " restarts the fifty-move count");
        }
        if (facts.contains("end")) {
            assertTrue(after.isVariantEnd(), where + ": " + answer + " ends the game by explosion");
        }
    }

    /** The last move shown: its target holds a piece of the side that just moved, its start is empty. */
    static void lastMove(Position p, String last, String where) {
        assertTrue(UCI.matcher(last).matches(), where + ": last move " + last);
        int from = Square.parse(last.substring(0, 2));
        int to = Square.parse(last.substring(2, 4));
        assertEquals(Piece.EMPTY, p.pieceAt(from), where + ": " + last + " left its square");
        assertEquals(-p.sideToMove(), Piece.sideOf(p.pieceAt(to)), where + ": " + last + " was the other side's");
    }

    /** The move as explain reads it: castling in either form, the king's two-square step or the king onto its rook. */
    static Move read(Position p, String uci) {
        return Uci.parse(p, uci);
    }

    static String normal(String fen, Variant variant) {
        return Fen.format(Fen.position(fen, variant, Validation.STRICT));
    }

    static void texts(JsonNode t, String where) {
        assertTrue(t != null && t.isObject(), where + ": a text in every language");
        for (String lang : LANGUAGES) {
            assertFalse(t.path(lang).asText().isBlank(), where + ": no " + lang + " text");
        }
        assertEquals(LANGUAGES.size(), t.size(), where + ": only " + LANGUAGES);
    }

    static void clauseId(String id, Set<String> rules, String where) {
        assertTrue(rules.contains(id) || FIDE.matcher(id).matches(), where + ": " + id + " is no clause of specs/RULES.md nor a FIDE article");
    }

    /** A clause the page may have to refuse a move with is said in the lesson's own words. */
    static void words(JsonNode lesson, String clause, String where) {
        assertTrue(lesson.get("words").has(clause), where + ": the lesson's words for " + clause);
    }

    /** The server's answer to GET /api/explain, as the page gets it. */
    static JsonNode explain(String fen, Variant variant, String move) {
        String q = "/api/explain?fen=" + URLEncoder.encode(fen, StandardCharsets.UTF_8) + "&move=" + move + "&variant="
                + variant.id();
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + q)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), q + " -> " + r.body());
            return JSON.readTree(r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail(e);
        }
    }

    static Set<String> failing(JsonNode x) {
        Set<String> ids = new LinkedHashSet<>();
        x.get("clauses").forEach(c -> {
            if (!c.get("holds").asBoolean()) {
                ids.add(c.get("id").asText());
            }
        });
        return ids;
    }

    static List<Boolean> verdicts(JsonNode x, String clause) {
        List<Boolean> v = new ArrayList<>();
        x.get("clauses").forEach(c -> {
            if (c.get("id").asText().equals(clause)) {
                v.add(c.get("holds").asBoolean());
            }
        });
        return v.isEmpty() ? v : List.of(!v.contains(false));
    }
}
