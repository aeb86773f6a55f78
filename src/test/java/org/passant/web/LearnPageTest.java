package org.passant.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.passant.web.Page.consoleErrors;
import static org.passant.web.Page.js;
import static org.passant.web.Page.shot;
import static org.passant.web.Page.waitFor;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.passant.server.PlayServer;

/**
 * The lessons (/learn) and the clause explorer (/rules/ID) in a real browser (issue 46): Debian's
 * chromium, headless, through /usr/bin/chromedriver, against a real server on a free port. The en
 * passant and atomic lessons are completed by making their moves on the board (and pressing Not
 * legal, and picking answers) as a student would; a wrong attempt shows the clause that refused it
 * in the lesson's words; the explorer of EP-KING-SAFETY and of AT-OWN-KING shows the predicate's
 * source, its contract and KeY's result, and its board asks the kernel. Skipped when chromium is
 * not installed. Screenshots in target/screenshots/learn-*.png.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LearnPageTest {
    static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    PlayServer server;
    String base;
    ChromeDriver web;
    ChromeDriver phone;

    @BeforeAll
    void start() throws IOException {
        assumeTrue(Page.browserInstalled(), "Debian's chromium and chromium-driver are not installed (.ci/run installs them)");
        server = PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve("learn.db").toString(), 100, 100, 0, 1,
                PlayServer.Config.systemMillis()));
        base = "http://127.0.0.1:" + server.port();
        web = Page.desktop(dir, "en-US", null);
    }

    @AfterAll
    void stop() {
        if (web != null) {
            web.quit();
        }
        if (phone != null) {
            phone.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void fresh() {
        open("/learn");
        web.executeScript("localStorage.clear()");
    }

    @AfterEach
    void noScriptErrors() {
        assertEquals(List.of(), consoleErrors(web), "the browser's console");
        if (phone != null) {
            assertEquals(List.of(), consoleErrors(phone), "the phone's console");
        }
    }

    void open(String path) {
        Page.open(web, base, path);
    }

    static JsonNode lesson(String id) {
        try (InputStream in = LearnPageTest.class.getResourceAsStream("/web/lessons/" + id + ".json")) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    WebElement panel() {
        return web.findElement(By.id("learn-panel"));
    }

    WebElement square(String container, String sq) {
        return web.findElement(By.cssSelector(container + " [data-square='" + sq + "']"));
    }

    /** The placement the lesson's board shows (its data-fen: the FEN's first field). */
    String placement() {
        return web.findElement(By.cssSelector("#learn-board")).getAttribute("data-fen");
    }

    void waitStep(String id) {
        waitFor(web, x -> id.equals(panel().getAttribute("data-step")) && "false".equals(panel().getAttribute("data-solved")) ? true : null,
                "step " + id);
    }

    /** A move made with the hand: the piece clicked, then its square (clicked where they are drawn: the board finds the square). */
    void move(String uci) {
        tap(square("#learn-board", uci.substring(0, 2)));
        tap(square("#learn-board", uci.substring(2, 4)));
    }

    void tap(WebElement square) {
        new Actions(web).moveToElement(square).click().perform();
    }

    String verdict() {
        return waitFor(web, x -> {
            String v = x.findElement(By.id("learn-feedback")).getAttribute("data-verdict");
            return v == null || v.equals("asking") ? null : v;
        }, "the kernel's verdict");
    }

    /**
     * Plays a lesson from its first step to its last as a student would: the answer of each step
     * (its first accepted move, the judged move or Not legal, a legal move, the right option), each
     * step solved before the next, the position after a move the one the lesson shows.
     */
    void completeLesson(String id, String shotPrefix) {
        JsonNode lesson = lesson(id);
        open("/learn/" + id);
        JsonNode steps = lesson.get("steps");
        for (int i = 0; i < steps.size(); i++) {
            JsonNode step = steps.get(i);
            String sid = step.get("id").asText();
            waitStep(sid);
            assertEquals(step.get("fen").asText().split(" ")[0], placement(), sid + ": the step's position");
            assertEquals(step.get("text").get("en").asText(), web.findElement(By.id("learn-text")).getText(), sid);
            String after = null;
            switch (step.get("kind").asText()) {
                case "move": {
                    Iterator<Map.Entry<String, JsonNode>> it = step.get("answers").fields();
                    Map.Entry<String, JsonNode> a = it.next();
                    move(a.getKey());
                    after = a.getValue().asText();
                    break;
                }
                case "judge":
                    if (step.get("legal").asBoolean()) {
                        move(step.get("move").asText());
                        after = step.get("answers").get(step.get("move").asText()).asText();
                    } else {
                        web.findElement(By.id("learn-not-legal")).click();
                    }
                    break;
                case "any":
                    move(anyLegal(step));
                    break;
                default:
                    int right = 0;
                    while (!step.get("options").get(right).get("right").asBoolean()) {
                        right++;
                    }
                    web.findElement(By.cssSelector(".learn-option[data-option='" + right + "']")).click();
            }
            assertEquals("right", verdict(), sid + ": " + web.findElement(By.id("learn-feedback")).getText());
            assertEquals("true", panel().getAttribute("data-solved"));
            if (after != null) {
                String placed = after.split(" ")[0];
                waitFor(web, x -> placed.equals(placement()) ? true : null, sid + ": the position after the move");
            }
            if (i == 2) {
                shot(web, shotPrefix + "-solved");
            }
            if (i + 1 < steps.size()) {
                web.findElement(By.id("learn-next")).click();
            }
        }
        assertTrue(web.findElement(By.id("learn-feedback")).getText().contains("Lesson complete."));
    }

    /** For a step where every legal move is right: a move the test knows is legal there. */
    static String anyLegal(JsonNode step) {
        switch (step.get("id").asText()) {
            case "answer-the-check":
                return "e1f1";
            case "double-check":
                return "e1d1";
            default:
                throw new AssertionError("no legal move known for " + step.get("id"));
        }
    }

    @Test
    void enPassantLessonCompletedByItsMovesAndKeptInTheBrowser() {
        completeLesson("en-passant", "learn-en-passant");
        open("/learn");
        WebElement card = web.findElement(By.cssSelector(".lesson-card[data-lesson='en-passant']"));
        assertEquals(card.getAttribute("data-total"), card.getAttribute("data-done"), "the lesson's progress is kept");
        assertTrue(card.getText().contains("Completed"), card.getText());
        shot(web, "learn-index-1366");
    }

    @Test
    void atomicLessonCompletedByItsMoves_AT_EXPLOSION_theBlastLeavesThePawns() {
        JsonNode blast = lesson("atomic").get("steps").get(0);
        assertEquals("blast", blast.get("id").asText());
        completeLesson("atomic", "learn-atomic");
        // back to the first step: the bishop takes on d5 and the blast removes the pieces around it, not the pawns
        web.findElement(By.cssSelector("#learn-steps a[data-step='blast']")).click();
        waitStep("blast");
        move("b3d5");
        assertEquals("right", verdict());
        // gone: the bishop, the knight, the black bishop on c5 and the white knight on e4; the pawns on c6 and e6 stay
        waitFor(web, x -> "6k1/5ppp/2p1p3/8/8/8/5PPP/6K1".equals(placement()) ? true : null, "the board after the blast");
    }

    /** A wrong attempt is answered with the clause that refused it, in the lesson's words, linked to its explorer page. */
    @Test
    void EP_ADJACENT_EP_KING_SAFETY_aWrongAttemptShowsItsClauseInTheLessonsWords() {
        JsonNode lesson = lesson("en-passant");
        open("/learn/en-passant#which-pawn");
        waitStep("which-pawn");
        move("f5e6");
        assertEquals("refused", verdict());
        WebElement feedback = web.findElement(By.id("learn-feedback"));
        assertEquals("EP-ADJACENT", feedback.getAttribute("data-clause"));
        assertTrue(feedback.getText().contains(lesson.get("words").get("EP-ADJACENT").get("en").asText()), feedback.getText());
        assertEquals("6k1/8/8/2Pp1P2/8/8/8/6K1", waitFor(web, x -> "6k1/8/8/2Pp1P2/8/8/8/6K1".equals(placement()) ? placement() : null,
                "the pawn back on f5"));
        assertEquals("false", panel().getAttribute("data-solved"), "a wrong attempt does not solve the step");
        shot(web, "learn-refused-1366");
        // the rank pin: the capture itself is refused by king safety; the page names it, in Russian too
        web.findElement(By.cssSelector("#learn-steps a[data-step='rank-pin']")).click();
        waitStep("rank-pin");
        move("e5d6");
        assertEquals("refused", verdict());
        assertEquals("EP-KING-SAFETY", web.findElement(By.id("learn-feedback")).getAttribute("data-clause"));
        Page.language(web, "ru");
        waitFor(web, x -> lesson.get("steps").get(6).get("text").get("ru").asText().equals(x.findElement(By.id("learn-text")).getText())
                ? true : null, "the step in Russian");
        move("e5d6");
        assertEquals("refused", verdict());
        assertTrue(web.findElement(By.id("learn-feedback")).getText().contains(lesson.get("words").get("EP-KING-SAFETY").get("ru").asText()));
        assertEquals(List.of(), js(web, "return import('/learn-texts.js').then((m) => m.missingLearnKeys())"),
                "every language has every word of the lessons' frame");
        web.findElement(By.cssSelector("#learn-feedback a.learn-clause")).click();
        waitFor(web, x -> "EP-KING-SAFETY".equals(x.findElement(By.id("explorer-panel")).getAttribute("data-clause"))
                && x.findElements(By.cssSelector("#explorer-panel .predicate")).size() > 0 ? true : null, "the clause's explorer page");
    }

    /** The explorer of a clause: its sentence, the predicate's source and contract, what KeY did, the mutant, the tests, a board that asks the kernel. */
    void explorer(ChromeDriver d, String id, String predicate, String clauseOfBoard) {
        Page.open(d, base, "/rules/" + id);
        WebElement page = waitFor(d, x -> x.findElements(By.cssSelector("#explorer-panel .predicate")).isEmpty() ? null
                : x.findElement(By.id("explorer-panel")), id + "'s explorer");
        assertEquals(id, page.findElement(By.cssSelector(".explorer-id")).getText());
        WebElement first = page.findElement(By.cssSelector(".predicate"));
        assertEquals(predicate, first.getAttribute("data-predicate"));
        String method = predicate.substring(predicate.indexOf('.') + 1);
        String source = first.findElement(By.cssSelector("details.source pre")).getText();
        assertTrue(source.contains("public static /*@ pure @*/ boolean " + method + "("), source);
        String contract = first.findElement(By.cssSelector("details.contract pre")).getText();
        assertTrue(contract.contains("public normal_behavior") && contract.contains("ensures"), contract);
        assertTrue(source.contains(id) && source.contains(contract.lines().findFirst().orElseThrow().trim()), "the source holds the contract and names " + id);
        assertEquals(first.getAttribute("data-proofs"), first.getAttribute("data-closed"), "every proof of " + predicate + " closed");
        assertTrue(first.findElement(By.cssSelector(".proof-chip")).getText().startsWith("KeY closed all"));
        assertTrue(first.findElement(By.cssSelector("details.keydid")).getText().contains(predicate + ": closed"));
        assertFalse(page.findElements(By.cssSelector(".explorer-mutants li[data-own='true'][data-result='refuted']")).isEmpty(),
                id + ": its own mutant, refuted");
        assertTrue(page.findElements(By.cssSelector(".explorer-test-list li")).size() > 1, id + ": the tests that name it");
        // the board where the clause refuses a move: the kernel says so when the move is played
        WebElement fails = page.findElement(By.cssSelector(".explorer-board[data-holds='false']"));
        fails.findElement(By.cssSelector("button.play")).click();
        waitFor(d, x -> "false".equals(fails.getAttribute("data-legal")) ? true : null, "the kernel's verdict on the board");
        assertEquals(1, fails.findElements(By.cssSelector(".verdict li.fails.this[data-clause='" + clauseOfBoard + "']")).size(),
                fails.getText());
    }

    @Test
    void explorerOfEP_KING_SAFETY_andAT_OWN_KING_showsSourceContractAndProof() throws IOException {
        explorer(web, "EP-KING-SAFETY", "EnPassant.kingSafety", "EP-KING-SAFETY");
        shot(web, "learn-explorer-1366");
        phone = Page.phone(dir, "en-US");
        explorer(phone, "AT-OWN-KING", "Atomic.ownKingSurvives", "AT-OWN-KING");
        shot(phone, "learn-explorer-375");
        Page.open(phone, base, "/learn/atomic#blast");
        waitFor(phone, x -> "blast".equals(x.findElement(By.id("learn-panel")).getAttribute("data-step")) ? true : null, "the lesson");
        shot(phone, "learn-lesson-375");
        assertEquals(0L, js(phone, "return document.documentElement.scrollWidth - document.documentElement.clientWidth"),
                "nothing wider than a phone's screen");
        // a clause id the build has no page for
        open("/rules/EP-NOTHING");
        waitFor(web, x -> x.findElements(By.cssSelector("#explorer-panel .explorer-missing")).isEmpty() ? null : true, "the missing page's line");
        assertEquals(0, web.findElements(By.cssSelector("#explorer-panel .predicate")).size());
    }
}
