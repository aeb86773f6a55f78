package org.passant.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.passant.web.Page.click;
import static org.passant.web.Page.fen;
import static org.passant.web.Page.js;
import static org.passant.web.Page.language;
import static org.passant.web.Page.move;
import static org.passant.web.Page.moves;
import static org.passant.web.Page.newGame;
import static org.passant.web.Page.open;
import static org.passant.web.Page.piece;
import static org.passant.web.Page.plies;
import static org.passant.web.Page.shot;
import static org.passant.web.Page.sleep;
import static org.passant.web.Page.sounds;
import static org.passant.web.Page.sq;
import static org.passant.web.Page.status;
import static org.passant.web.Page.text;
import static org.passant.web.Page.waitEnded;
import static org.passant.web.Page.waitFor;
import static org.passant.web.Page.waitPiece;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Position;
import org.passant.server.PlayServer;

/**
 * The play page (issues 17 and 45; PLAY-COMPUTER, PLAY-ONLINE, PLAY-VIEW, PLAY-RECORD) in real browsers
 * against a real server: games against the computer and between browsers, watched by a third; the move
 * list, premoves, clocks, reconnection, the end of a game (rematch, PGN, analysis), typed moves, the
 * explanations and the rules page in four languages. The server's clock is this test's to move forward
 * (a one-minute clock runs out in seconds). Screenshots go to target/screenshots/.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WebPageTest {
    @TempDir
    static Path dir;
    /** Added to the server's clock: the tests move time forward instead of waiting for it. */
    static final AtomicLong SKEW = new AtomicLong();
    PlayServer server;
    String base;
    ChromeDriver web;
    final List<ChromeDriver> browsers = new ArrayList<>();
    final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    void start() throws IOException {
        assumeTrue(Page.browserInstalled(), "Debian's chromium and chromium-driver are not installed (.ci/run installs them)");
        startServer(0);
        web = Page.desktop(dir, "en-US", null);
        browsers.add(web);
    }

    void startServer(int port) {
        server = PlayServer.start(new PlayServer.Config("127.0.0.1", port, dir.resolve("web.db").toString(), 1000, 1000, 0, 1,
                () -> System.nanoTime() / 1_000_000 + SKEW.get()));
        base = "http://127.0.0.1:" + server.port();
    }

    @AfterAll
    void stop() {
        for (ChromeDriver b : browsers) {
            try {
                b.quit();
            } catch (RuntimeException e) {
                System.err.println("WebPageTest: quitting a browser: " + e);
            }
        }
        if (server != null) {
            server.close();
        }
    }

    /** A fresh page with nothing kept (no game, default theme, view and language). */
    @BeforeEach
    void fresh() {
        if (!String.valueOf(web.getCurrentUrl()).startsWith(base)) {
            open(web, base, "/rules"); // the page's origin, to reach its storage
        }
        js(web, "localStorage.clear()");
        open(web, base, "/");
    }

    /** No script error on any page of the test. */
    @AfterEach
    void noScriptErrors() {
        for (ChromeDriver b : browsers) {
            assertEquals(List.of(), Page.consoleErrors(b), "the browser's console");
        }
    }

    ChromeDriver browser(int width, int height, String languages) throws IOException {
        ChromeDriver d = Page.browser(dir, width, height, languages, null);
        browsers.add(d);
        return d;
    }

    void quit(ChromeDriver d) {
        browsers.remove(d);
        d.quit();
    }

    /** Records when the board's placement changes (a MutationObserver on its data-fen), to see what lands when. */
    static void watchBoard(ChromeDriver d) {
        js(d, "if (window.fenObserver) window.fenObserver.disconnect(); window.fenLog = []; let last = null;"
                + " window.fenObserver = new MutationObserver(() => { const f = document.getElementById('board').dataset.fen;"
                + " if (f !== last) { last = f; window.fenLog.push([performance.now(), f]); } });"
                + " window.fenObserver.observe(document.getElementById('board'), {attributes: true, attributeFilter: ['data-fen']});");
    }

    // ---- PLAY-COMPUTER

    /**
     * A whole chess game against the computer, through the board, to checkmate (Black's reply is its only move): legal
     * destinations, the move sliding in and the computer's reply landing only after it, the sounds, the last move and
     * the mated king marked; the move list; the end (result and reason).
     */
    @Test
    void PLAY_COMPUTER_chessGameToCheckmate() {
        Page.theme(web, "medieval");
        newGame(web, "computer", "chess", "white", "easy", "k7/8/1K6/8/8/8/7R/8 w - - 0 1", 0);
        assertEquals("playing", status(web, "data-state"));
        assertTrue(web.findElement(By.id("undo")).getAttribute("disabled") != null, "Undo waits for a move to take back");
        assertFalse(web.findElement(By.id("setup")).isDisplayed(), "the setup form hides while a game runs");
        watchBoard(web);
        sounds(web);
        js(web, "document.getElementById('board').style.setProperty('--move-ms', '1200')"); // a slow slide: the reply must wait for it
        click(web, "h2"); // click-click
        assertTrue(sq(web, "h7").getAttribute("class").contains("dest"), "legal destinations are shown");
        click(web, "h7");
        waitPiece(web, "b8", "bK"); // the computer's only move
        sleep(300);
        @SuppressWarnings("unchecked")
        List<List<Object>> log = (List<List<Object>>) js(web, "return window.fenLog");
        double mine = -1, reply = -1;
        for (List<Object> e : log) {
            String f = (String) e.get(1);
            if (mine < 0 && f.startsWith("k7/7R/")) {
                mine = ((Number) e.get(0)).doubleValue();
            }
            if (reply < 0 && f.startsWith("1k6/7R/")) {
                reply = ((Number) e.get(0)).doubleValue();
            }
        }
        assertTrue(mine > 0 && reply - mine >= 1150, "the reply lands after the move has slid in (1.2 s): " + log);
        js(web, "document.getElementById('board').style.removeProperty('--move-ms')");
        assertTrue(sq(web, "b8").getAttribute("class").contains("last") && sq(web, "a8").getAttribute("class").contains("last"),
                "the computer's move is marked");
        assertTrue(web.findElement(By.id("undo")).getAttribute("disabled") == null, "Undo, now that there is a move to take back");
        new Actions(web).dragAndDrop(sq(web, "h7"), sq(web, "h8")).perform(); // drag
        waitEnded(web, "1-0", "checkmate");
        waitPiece(web, "h8", "wR"); // the dragged rook may still be sliding in when the end arrives
        assertTrue(moves(web).contains("1. Rh7 Kb8 2. Rh8# 1-0"), moves(web));
        assertTrue(sq(web, "b8").getAttribute("class").contains("check"), "the mated king is marked");
        assertTrue(text(web, "result").contains("White wins: checkmate"), text(web, "result"));
        List<String> heard = sounds(web);
        assertTrue(heard.contains("move") && heard.contains("check") && heard.contains("end"), "sounds: " + heard);
        shot(web, "chess-medieval-checkmate");
    }

    /** A whole atomic game: a quiet move, the computer's only reply, then a capture whose blast takes the king (AT-WIN-EXPLOSION). */
    @Test
    void PLAY_COMPUTER_atomicGameToExplosion_AT_EXPLOSION_previewAndBlast() {
        Page.theme(web, "tidal");
        newGame(web, "computer", "atomic", "white", "easy", "7k/5p1p/5P1P/8/8/8/8/K2B4 w - - 0 1", 0);
        move(web, "d1", "b3");
        waitPiece(web, "g8", "bK");
        click(web, "b3");
        new Actions(web).moveToElement(sq(web, "f7")).perform(); // choosing the capture shows its blast before it is made
        waitFor(web, x -> "b3 f7 g8".equals(x.findElement(By.id("board")).getAttribute("data-preview")), "the blast preview");
        assertEquals(3, web.findElements(By.cssSelector(".piece.doomed")).size());
        assertEquals(9, web.findElements(By.cssSelector(".sq.blast-zone")).size());
        assertFalse(web.findElement(By.cssSelector(".piece[data-at='f6']")).getAttribute("class").contains("doomed"),
                "a pawn beside the capture survives");
        shot(web, "atomic-tidal-blast-preview");
        sounds(web);
        click(web, "f7");
        waitEnded(web, "1-0", "king exploded");
        waitFor(web, x -> "e6 e7 e8 f6 f7 f8 g6 g7 g8".equals(x.findElement(By.id("board")).getAttribute("data-blast")) ? true : null, "the blast");
        assertEquals(null, piece(web, "f7"));
        assertEquals(null, piece(web, "g8"));
        assertEquals(null, piece(web, "b3"));
        assertEquals("wP", piece(web, "f6"));
        assertTrue(sounds(web).contains("explosion"));
        shot(web, "atomic-tidal-explosion");
        // the mute switch, kept over a reload: nothing sounds
        web.findElement(By.id("sound")).click();
        assertEquals("false", web.findElement(By.id("sound")).getAttribute("aria-pressed"));
        open(web, base, "/");
        assertEquals("false", web.findElement(By.id("sound")).getAttribute("aria-pressed"), "muted after a reload");
        // and under prefers-reduced-motion nothing slides: the move is in place at once
        web.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
        newGame(web, "computer", "chess", "white", "easy", null, 0);
        sounds(web);
        move(web, "e2", "e4");
        waitPiece(web, "e4", "wP");
        assertEquals(0L, js(web, "return document.getAnimations().length"), "no animation under prefers-reduced-motion");
        waitFor(web, x -> plies(x) == 2 ? true : null, "the reply");
        assertEquals(List.of(), sounds(web), "muted: no sound");
        web.findElement(By.id("sound")).click();
        web.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
    }

    /**
     * Typed moves (SAN in any case, UCI), Undo (the move and the engine's reply), a reload and a browser restart that resume;
     * leaving the game in progress for a new one asks first; Resign asks first.
     */
    @Test
    void PLAY_COMPUTER_typedMovesUndoReloadRestartAndConfirmations() throws IOException {
        quit(web);
        Path profile = Files.createTempDirectory(dir, "profile");
        web = Page.desktop(dir, "en-US", profile);
        browsers.add(web);
        open(web, base, "/");
        newGame(web, "computer", "chess", "white", "easy", null, 0);
        web.findElement(By.id("move-input")).sendKeys("e4", Keys.ENTER); // SAN typed
        waitFor(web, x -> plies(x) == 2 ? true : null, "the computer's reply");
        String afterReply = Page.settled(web);
        assertNotEquals(Page.START, afterReply);
        String path = (String) js(web, "return location.pathname");
        assertTrue(path.matches("/b/[a-z2-9]{8}"), "the board's own address: " + path);
        web.navigate().refresh();
        waitFor(web, x -> afterReply.equals(fen(x)) && plies(x) == 2 ? true : null, "the game after a reload");
        quit(web); // the browser closes and starts again with the same profile
        web = Page.desktop(dir, "en-US", profile);
        browsers.add(web);
        open(web, base, "/");
        waitFor(web, x -> afterReply.equals(fen(x)) ? true : null, "the game after the browser restarted");
        assertEquals("playing", status(web, "data-state"));
        web.findElement(By.id("undo")).click();
        waitFor(web, x -> Page.START.equals(fen(x)) && plies(x) == 0 ? true : null, "the start position after Undo");
        assertEquals("", moves(web));
        web.findElement(By.id("move-input")).sendKeys("nf3", Keys.ENTER); // SAN in lower case, where it is unambiguous
        waitPiece(web, "f3", "wN");
        waitFor(web, x -> plies(x) == 2 ? true : null, "the reply");
        web.findElement(By.id("move-input")).sendKeys("d2d4", Keys.ENTER); // UCI typed
        waitPiece(web, "d4", "wP");
        waitFor(web, x -> plies(x) == 4 ? true : null, "the reply");
        // New game while this one runs asks first; saying no keeps the game
        web.findElement(By.id("new-game-open")).click();
        assertTrue(web.findElement(By.id("confirm")).isDisplayed(), "leaving a game in progress asks first");
        web.findElement(By.cssSelector("#confirm button[value='no']")).click();
        assertFalse(web.findElement(By.id("setup")).isDisplayed());
        // Resign asks first too
        web.findElement(By.id("resign")).click();
        assertTrue(web.findElement(By.id("confirm")).isDisplayed(), "Resign asks first");
        assertTrue(text(web, "confirm-text").contains("Resign"), text(web, "confirm-text"));
        web.findElement(By.id("confirm-yes")).click();
        waitEnded(web, "0-1", "resignation");
        assertTrue(web.findElement(By.id("after-game")).isDisplayed());
    }

    /**
     * Typed input made ready: a promotion without its piece opens the chooser (UCI and SAN); an illegal SAN move is explained as
     * a dragged one is; a board code pasted with spaces is read; a notice clears at the next action that succeeds.
     */
    @Test
    void typedPromotionIllegalSanCodesAndNotices() {
        newGame(web, "computer", "chess", "white", "easy", "7k/P7/8/8/8/8/8/K7 w - - 0 1", 0);
        web.findElement(By.id("move-input")).sendKeys("a7a8", Keys.ENTER);
        waitFor(web, x -> x.findElement(By.id("promotion")).isDisplayed() ? true : null, "the chooser for a7a8");
        web.findElement(By.cssSelector("#promotion .cancel")).click();
        waitPiece(web, "a7", "wP");
        web.findElement(By.id("move-input")).sendKeys("a8", Keys.ENTER);
        waitFor(web, x -> x.findElement(By.id("promotion")).isDisplayed() ? true : null, "the chooser for a8");
        web.findElement(By.cssSelector("#promotion [data-promo='r']")).click();
        waitPiece(web, "a8", "wR");
        waitFor(web, x -> plies(x) == 2 ? true : null, "the reply");
        // an illegal move typed in SAN is explained with the move's own reasons
        newGame(web, "computer", "chess", "white", "easy", "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", 0);
        web.findElement(By.id("move-input")).sendKeys("exd6", Keys.ENTER);
        WebElement explain = web.findElement(By.id("explain"));
        waitFor(web, x -> explain.getText().contains("EP-KING-SAFETY fails: after the capture the white king") ? true : null,
                "the typed move explained");
        web.findElement(By.id("move-input")).sendKeys("Kb7", Keys.ENTER); // no king can reach b7
        waitFor(web, x -> !x.findElement(By.id("notice")).getText().isBlank() || explain.getText().contains("Kb7") ? true : null,
                "Kb7 answered");
        // a notice clears at the next action that succeeds
        web.findElement(By.id("new-game-open")).click();
        web.findElement(By.id("confirm-yes")).click();
        Page.select(web, "mode", "human");
        web.findElement(By.id("join-code")).sendKeys("  nosuch bd  ", Keys.ENTER);
        waitFor(web, x -> text(x, "notice").contains("there is no board nosuchbd") ? true : null, "the code read without its spaces");
        Page.select(web, "mode", "computer");
        newGame(web, "computer", "chess", "white", "easy", null, 0);
        assertFalse(web.findElement(By.id("notice")).isDisplayed(), "the notice cleared: " + text(web, "notice"));
    }

    // ---- the move list (Deliver 2)

    /**
     * A 60-ply game (played over HTTP by both seats, seen live in the page): one column of numbered pairs, the last move
     * in view; clicking a move, the arrow keys, Home and End show that position (the one the kernel computes from the
     * moves), and the game itself does not change; the way back to the game.
     */
    @Test
    void moveListSixtyPliesShownSteppedBackAndForward() throws Exception {
        newGame(web, "human", "chess", "white", null, null, 0);
        String code = (String) js(web, "return window.passantPlay.game.code");
        String white = (String) js(web, "return window.passantPlay.game.seat");
        JsonNode joined = post("/api/boards/" + code + "/join", null, "{}");
        String black = joined.get("seat").asText();
        waitFor(web, x -> "playing".equals(status(x, "data-state")), "the opponent");
        List<String> played = new ArrayList<>();
        Random random = new Random(45);
        JsonNode st = joined.get("state");
        Position position = Fen.position(Fen.INITIAL);
        List<String> placements = new ArrayList<>(List.of(Fen.format(position).split(" ")[0]));
        while (played.size() < 60) {
            JsonNode legal = st.get("legal");
            // quiet moves first: a random game of captures would end in a dead position before 60 plies
            List<String> choices = new ArrayList<>();
            for (JsonNode m : legal) {
                String u = m.asText();
                if (position.pieceAt(Uci.parse(u).to()) == 0) {
                    choices.add(u);
                }
            }
            if (choices.isEmpty()) {
                legal.forEach(m -> choices.add(m.asText()));
            }
            choices.sort(Comparator.naturalOrder());
            String u = choices.get(random.nextInt(choices.size()));
            if (played.size() < 30 && played.size() % 2 == 0 && u.length() == 4) {
                // White's first fifteen moves by the page's hand: the round trip of each is measured
                int before = played.size();
                waitFor(web, x -> plies(x) == before ? true : null, "Black's move on the page");
                Page.settled(web);
                if (before == 0) {
                    watchBoard(web);
                    js(web, "document.getElementById('board').style.setProperty('--move-ms', '1200')");
                }
                move(web, u.substring(0, 2), u.substring(2, 4));
                if (before == 2) {
                    js(web, "document.getElementById('board').style.removeProperty('--move-ms')");
                }
                do { // Black answers the moment White's move is on the server (below: it lands only after White's has)
                    st = get("/api/boards/" + code);
                } while (st.get("moves").size() == before);
            } else {
                st = post("/api/boards/" + code + "/moves", played.size() % 2 == 0 ? white : black, "{\"move\":\"" + u + "\"}");
            }
            played.add(u);
            position = position.play(position.move(Uci.parse(u)));
            placements.add(Fen.format(position).split(" ")[0]);
            assertEquals("playing", st.get("status").asText(), "the game goes on at ply " + played.size());
        }
        waitFor(web, x -> plies(x) == 60 && placements.get(60).equals(fen(x)) ? true : null, "the 60th ply on the page");
        // the reply shown only once the hand's move has slid in (200 ms), however soon it came
        @SuppressWarnings("unchecked")
        List<List<Object>> first = (List<List<Object>>) js(web, "return window.fenLog");
        double one = -1, two = -1;
        for (List<Object> e : first) {
            if (one < 0 && placements.get(1).equals(e.get(1))) {
                one = ((Number) e.get(0)).doubleValue();
            }
            if (two < 0 && placements.get(2).equals(e.get(1))) {
                two = ((Number) e.get(0)).doubleValue();
            }
        }
        assertTrue(one > 0 && two - one >= 1150, "Black's reply after White's move has slid in (1.2 s): " + first.subList(0, Math.min(4, first.size())));
        // the goal of issue 45: a move's round trip (the hand's move to the server's verdict, the board showing the move
        // meanwhile) under 100 ms at p95 on loopback; measured and reported, not asserted (a loaded machine is slower)
        @SuppressWarnings("unchecked")
        List<Number> trips = (List<Number>) js(web, "return window.passantTimings");
        List<Double> sorted = trips.stream().map(Number::doubleValue).sorted().toList();
        assertTrue(sorted.size() >= 12, "round trips measured: " + sorted);
        String line = String.format("move round trip (click to the server's verdict), %d moves: median %.0f ms, p95 %.0f ms, max %.0f ms%n",
                sorted.size(), sorted.get(sorted.size() / 2), sorted.get((int) Math.ceil(sorted.size() * 0.95) - 1), sorted.get(sorted.size() - 1));
        System.out.print("WebPageTest: " + line);
        Files.writeString(Page.SHOTS.resolve("round-trip.txt"), line);
        // one column: every row starts at the same x, 30 rows numbered 1 to 30
        @SuppressWarnings("unchecked")
        Map<String, Object> list = (Map<String, Object>) js(web, """
                const ol = document.getElementById('moves'), rows = [...ol.querySelectorAll('li')];
                const last = ol.querySelector('[data-ply="60"]').getBoundingClientRect(), box = ol.getBoundingClientRect();
                return {rows: rows.length, lefts: [...new Set(rows.map((r) => Math.round(r.getBoundingClientRect().left)))].length,
                  first: rows[0].querySelector('.num').textContent, lastNum: rows[rows.length - 1].querySelector('.num').textContent,
                  lastVisible: last.top >= box.top && last.bottom <= box.bottom && last.right <= box.right,
                  under: document.elementFromPoint(last.left + last.width / 2, last.top + last.height / 2).dataset.ply};
                """);
        assertEquals(30L, ((Number) list.get("rows")).longValue(), list.toString());
        assertEquals(1L, ((Number) list.get("lefts")).longValue(), "one column: " + list);
        assertEquals("1.", list.get("first"));
        assertEquals("30.", list.get("lastNum"));
        assertEquals(true, list.get("lastVisible"), "the final move is in view: " + list);
        assertEquals("60", list.get("under"), "nothing covers it: " + list);
        shot(web, "move-list-60");
        // click a move: that position, the game unchanged
        web.findElement(By.cssSelector("#moves [data-ply='25']")).click();
        waitFor(web, x -> placements.get(25).equals(fen(x)) ? true : null, "ply 25");
        assertTrue(web.findElement(By.id("review")).isDisplayed(), "the way back to the game is shown");
        WebElement body = web.findElement(By.tagName("body"));
        body.sendKeys(Keys.ARROW_LEFT);
        waitFor(web, x -> placements.get(24).equals(fen(x)) ? true : null, "ply 24 after ←");
        body.sendKeys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
        waitFor(web, x -> placements.get(26).equals(fen(x)) ? true : null, "ply 26 after → →");
        body.sendKeys(Keys.HOME);
        waitFor(web, x -> Page.START.equals(fen(x)) ? true : null, "the start after Home");
        // every position, stepped through with → sixty times and back with ← sixty times, is the one the kernel computes
        watchBoard(web);
        body.sendKeys(Keys.ARROW_RIGHT.toString().repeat(60));
        waitFor(web, x -> placements.get(60).equals(fen(x)) ? true : null, "ply 60 after sixty →");
        body.sendKeys(Keys.ARROW_LEFT.toString().repeat(60));
        waitFor(web, x -> Page.START.equals(fen(x)) ? true : null, "the start after sixty ←");
        @SuppressWarnings("unchecked")
        List<List<Object>> log = (List<List<Object>>) js(web, "return window.fenLog");
        List<String> seen = log.stream().map(e -> (String) e.get(1)).toList();
        List<String> expected = new ArrayList<>(placements.subList(1, 61));
        for (int k = 59; k >= 0; k--) {
            expected.add(placements.get(k));
        }
        assertEquals(expected, seen, "the positions shown, one by one");
        assertEquals(60, get("/api/boards/" + code).get("moves").size(), "reviewing never changes the game");
        web.findElement(By.id("to-live")).click();
        waitFor(web, x -> placements.get(60).equals(fen(x)) ? true : null, "back to the game");
        assertFalse(web.findElement(By.id("review")).isDisplayed());
        body.sendKeys(Keys.HOME);
        body.sendKeys(Keys.END);
        waitFor(web, x -> placements.get(60).equals(fen(x)) && !x.findElement(By.id("review")).isDisplayed() ? true : null, "End: the game");
        new Actions(web).moveToLocation(2, 2).perform(); // no hover left on the list
        shot(web, "play-2d-felt");
    }

    // ---- PLAY-ONLINE

    /**
     * Two browsers on one online board with a one-minute clock, and a third (a phone) watching it: the clocks start with
     * each side's first move; a premove queued on the opponent's move is played the moment it may be; the watchers are
     * counted; low time turns the clock red and ticks; the flag falls (the server's clock moved forward by the test);
     * the PGN downloads; the analysis draws its graph; a rematch offered and accepted swaps the colours.
     */
    @Test
    void PLAY_ONLINE_clocksPremoveWatcherLowTimeFlagPgnAnalysisRematch() throws Exception {
        web.executeCdpCommand("Browser.setDownloadBehavior", Map.of("behavior", "allow", "downloadPath", dir.toString()));
        newGame(web, "human", "chess", "white", null, null, 1);
        String code = web.findElement(By.id("board-code")).getText();
        assertTrue(code.matches("[a-z2-9]{8}"), code);
        assertEquals(base + "/b/" + code, web.findElement(By.id("invite-link")).getAttribute("value"));
        assertEquals("waiting", status(web, "data-state"));
        ChromeDriver other = browser(1000, 800, "en-US");
        open(other, base, "/b/" + code); // the invite link
        waitFor(other, x -> "playing".equals(status(x, "data-state")), "the joined board");
        waitFor(web, x -> "playing".equals(status(x, "data-state")), "the opponent to join");
        assertTrue(text(other, "status").contains("Black"));
        ChromeDriver phone = Page.phone(dir, "es-ES,es");
        browsers.add(phone);
        open(phone, base, "/b/" + code); // a third visitor watches
        waitFor(phone, x -> x.findElement(By.id("status")).getText().contains("Estás mirando") ? true : null, "the watcher's view");
        assertFalse(phone.findElement(By.id("resign")).isDisplayed(), "a watcher has nothing to play");
        waitFor(web, x -> "1".equals(x.findElement(By.id("watchers")).getAttribute("data-count")) ? true : null, "one watcher counted");
        // no clock runs before White's first move; its wait is shown
        sleep(1200);
        assertEquals("60000", web.findElement(By.id("clock-white")).getAttribute("data-ms"), "White's clock waits for White's first move");
        assertFalse(web.findElement(By.id("clock-white")).getAttribute("class").contains("running"));
        assertTrue(web.findElement(By.id("clock-white")).getAttribute("data-wait") != null, "the first move's wait is counted down");
        // a premove is cancelled by Escape, or by a right click on the board
        move(other, "d7", "d6");
        waitFor(other, x -> "d7d6".equals(x.findElement(By.id("board")).getAttribute("data-premove")) ? true : null, "a premove");
        new Actions(other).sendKeys(Keys.ESCAPE).perform();
        waitFor(other, x -> "".equals(x.findElement(By.id("board")).getAttribute("data-premove")) ? true : null, "Escape cancels it");
        move(other, "d7", "d5");
        new Actions(other).contextClick(sq(other, "a4")).perform();
        waitFor(other, x -> "".equals(x.findElement(By.id("board")).getAttribute("data-premove")) ? true : null, "a right click cancels it");
        // Black queues e7-e5 on White's move
        move(other, "e7", "e5");
        waitFor(other, x -> "e7e5".equals(x.findElement(By.id("board")).getAttribute("data-premove")) ? true : null, "the premove shown");
        assertEquals("bP", piece(other, "e7"), "a premove is not played yet");
        move(web, "e2", "e4");
        waitPiece(web, "e5", "bP"); // the premove, sent the moment Black may move
        waitPiece(phone, "e5", "bP");
        assertEquals("", other.findElement(By.id("board")).getAttribute("data-premove"));
        assertEquals("60000", web.findElement(By.id("clock-black")).getAttribute("data-ms"), "Black's first move charged nothing");
        waitFor(web, x -> x.findElement(By.id("clock-white")).getAttribute("class").contains("running"), "White's clock runs now");
        move(web, "g1", "f3");
        waitPiece(other, "f3", "wN");
        shot(other, "online-black");
        // low time (under a tenth of the minute): the server's clock jumps 55 s into Black's move; Black's page hears it at
        // the next event (a draw offer)
        SKEW.addAndGet(55_000);
        web.findElement(By.id("draw-offer")).click();
        waitFor(other, x -> x.findElement(By.id("clock-black")).getAttribute("class").contains("low") ? true : null, "Black's low time");
        sounds(other);
        shot(other, "online-low-time");
        waitFor(other, x -> sounds(x).contains("lowtime") ? true : null, "the tick of low time");
        // Black's flag falls
        waitEnded(web, "1-0", "time forfeit");
        waitEnded(other, "1-0", "time forfeit");
        waitFor(phone, x -> "ended".equals(status(x, "data-state")), "the end on the watcher's page");
        assertTrue(other.findElement(By.id("clock-black")).getAttribute("class").contains("flagged"));
        assertEquals("0", other.findElement(By.id("clock-black")).getAttribute("data-ms"));
        // the PGN, downloaded
        web.findElement(By.id("pgn")).click();
        Path pgn = dir.resolve("passant-" + code + ".pgn");
        waitFor(web, x -> Files.exists(pgn) ? true : null, "the PGN file");
        String game = Files.readString(pgn, StandardCharsets.UTF_8);
        assertTrue(game.contains("[Result \"1-0\"]") && game.contains("1. e4 e5 2. Nf3") && game.contains("/b/" + code), game);
        // the analysis: progress, then the graph and the engine's move on the board
        web.findElement(By.id("analyse")).click();
        waitFor(web, x -> "done".equals(x.findElement(By.id("analysis")).getAttribute("data-status")) ? true : null, "the analysis");
        assertEquals("4", web.findElement(By.id("analysis-graph")).getAttribute("data-points"), "the start and three plies");
        web.findElement(By.cssSelector("#moves [data-ply='1']")).click();
        waitFor(web, x -> !x.findElement(By.id("board")).getAttribute("data-arrows").isBlank() ? true : null, "the engine's move as an arrow");
        shot(web, "analysis");
        // a rematch: White offers, Black accepts; colours swap, and the watcher follows
        web.findElement(By.id("rematch")).click();
        waitFor(other, x -> x.findElement(By.id("rematch")).getText().contains("Accept") ? true : null, "the offer on Black's page");
        other.findElement(By.id("rematch")).click();
        waitFor(web, x -> !code.equals(js(x, "return window.passantPlay.game.code")) && "playing".equals(status(x, "data-state")) ? true : null,
                "White's page on the new board");
        waitFor(other, x -> !code.equals(js(x, "return window.passantPlay.game.code")) ? true : null, "Black's page on the new board");
        assertEquals("black", Page.js(web, "return window.passantPlay.game.color"), "colours swapped");
        assertEquals("white", Page.js(other, "return window.passantPlay.game.color"));
        quit(phone);
        quit(other);
    }

    /**
     * The server stops under an online game with a clock: the page says it is reconnecting and the clocks stand paused on
     * the server's last word; back, the page corrects them and sees the opponent's next move; a takeback granted; resign.
     */
    @Test
    void PLAY_ONLINE_reconnectingPausesTheClocks() throws Exception {
        newGame(web, "human", "chess", "white", null, null, 5);
        String code = web.findElement(By.id("board-code")).getText();
        JsonNode joined = post("/api/boards/" + code + "/join", null, null);
        String seat = joined.get("seat").asText();
        waitFor(web, x -> "playing".equals(status(x, "data-state")), "the opponent to join");
        move(web, "e2", "e4");
        waitFor(web, x -> plies(x) == 1 ? true : null, "e4 on the server"); // the board shows a move before the server has it
        post("/api/boards/" + code + "/moves", seat, "{\"move\":\"e7e6\"}");
        waitPiece(web, "e6", "bP");
        move(web, "d2", "d4");
        waitFor(web, x -> x.findElement(By.id("clock-black")).getAttribute("class").contains("running"), "Black's clock");
        int port = server.port();
        server.close();
        waitFor(web, x -> x.findElement(By.id("banner")).isDisplayed() ? true : null, "the reconnecting banner");
        assertTrue(text(web, "banner").contains("Reconnecting"), text(web, "banner"));
        assertTrue(web.findElement(By.id("clock-black")).getAttribute("class").contains("paused"), "the clocks pause");
        String shown = web.findElement(By.id("clock-black")).getAttribute("data-ms");
        sleep(1200);
        assertEquals(shown, web.findElement(By.id("clock-black")).getAttribute("data-ms"), "a paused clock stands still");
        shot(web, "reconnecting");
        startServer(port);
        waitFor(web, x -> !x.findElement(By.id("banner")).isDisplayed() ? true : null, "the page back");
        waitFor(web, x -> { String c = x.findElement(By.id("clock-black")).getAttribute("class");
            return c.contains("running") && !c.contains("paused") ? true : null; }, "Black's clock running again, from the server's word");
        assertEquals("c7c5", post("/api/boards/" + code + "/moves", seat, "{\"move\":\"c7c5\"}").get("moves").get(3).asText());
        waitPiece(web, "c5", "bP"); // no reload: the socket came back by itself
        move(web, "g1", "f3");
        waitFor(web, x -> plies(x) == 5 ? true : null, "Nf3 on the server");
        // Black asks for a takeback; White grants it on the page
        post("/api/boards/" + code + "/takeback/ask", seat, null);
        waitFor(web, x -> x.findElement(By.id("takeback-grant")).isDisplayed(), "the takeback request");
        web.findElement(By.id("takeback-grant")).click();
        waitPiece(web, "f3", null);
        waitPiece(web, "c5", null);
        waitPiece(web, "c7", "bP");
        web.findElement(By.id("resign")).click();
        web.findElement(By.id("confirm-yes")).click();
        waitEnded(web, "0-1", "resignation");
    }

    /**
     * Random side, the copy button, a takeback asked on one page and declined then granted on the other (GM-UNDO), a draw
     * offered on one page and accepted on the other (GM-RESIGN); both players' ratings beside their names, and the
     * player's page with the game and the rating history (PLAY-RECORD).
     */
    @Test
    void PLAY_ONLINE_takebackDrawRatingsAndPlayerPage() throws IOException {
        newGame(web, "human", "chess", "random", null, null, 0);
        String mine = (String) js(web, "return window.passantPlay.game.color");
        assertEquals(mine.equals("white") ? "a8" : "h1", web.findElement(By.cssSelector("[data-square]")).getAttribute("data-square"),
                "the creator's side is at the bottom");
        String origin = base;
        web.executeCdpCommand("Browser.grantPermissions",
                Map.of("origin", origin, "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
        String invite = web.findElement(By.id("invite-link")).getAttribute("value");
        web.findElement(By.id("copy-invite")).click();
        waitFor(web, x -> text(x, "notice").contains("copied") ? true : null, "the copy");
        Object clipboard = web.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "navigator.clipboard.readText().then(done, e => done('unreadable: ' + e));");
        assertEquals(invite, clipboard);
        ChromeDriver other = browser(1000, 800, "en-US");
        open(other, base, "/b/" + web.findElement(By.id("board-code")).getText());
        waitFor(other, x -> "playing".equals(status(x, "data-state")), "the joined board");
        waitFor(web, x -> "playing".equals(status(x, "data-state")), "the opponent to join");
        String theirs = (String) js(other, "return window.passantPlay.game.color");
        assertEquals(mine.equals("white") ? "black" : "white", theirs, "the joiner gets the other side");
        ChromeDriver white = mine.equals("white") ? web : other;
        ChromeDriver black = white == web ? other : web;
        move(white, "e2", "e4");
        waitPiece(black, "e4", "wP");
        move(black, "e7", "e5");
        waitPiece(white, "e5", "bP");
        // ratings beside the names: a new player is provisional
        waitFor(white, x -> "1500?".equals(x.findElement(By.id("seat-white")).getAttribute("data-rating")) ? true : null, "White's rating");
        assertEquals("1500?", white.findElement(By.id("seat-black")).getAttribute("data-rating"));
        // White asks to take back (Undo); Black declines on its page, and nothing is taken back
        white.findElement(By.id("undo")).click();
        waitFor(black, x -> x.findElement(By.id("takeback-grant")).isDisplayed(), "the takeback request on Black's page");
        assertTrue(text(black, "status").contains("asks to take back"), text(black, "status"));
        black.findElement(By.id("takeback-decline")).click();
        waitFor(white, x -> "".equals(status(x, "data-takeback")) ? true : null, "the refusal on White's page");
        assertEquals("bP", piece(white, "e5"));
        white.findElement(By.id("undo")).click();
        waitFor(black, x -> x.findElement(By.id("takeback-grant")).isDisplayed(), "the second request");
        black.findElement(By.id("takeback-grant")).click();
        waitFor(white, x -> Page.START.equals(fen(x)) && plies(x) == 0 ? true : null, "White's move and Black's reply taken back");
        waitFor(black, x -> Page.START.equals(fen(x)) ? true : null, "the start on Black's page");
        move(white, "d2", "d4");
        waitPiece(black, "d4", "wP");
        move(black, "c7", "c5");
        waitPiece(white, "c5", "bP");
        // Black offers a draw; White accepts it on its page
        black.findElement(By.id("draw-offer")).click();
        waitFor(white, x -> x.findElement(By.id("draw-accept")).isDisplayed(), "the draw offer on White's page");
        white.findElement(By.id("draw-accept")).click();
        waitEnded(white, "1/2-1/2", "draw agreed");
        waitEnded(black, "1/2-1/2", "draw agreed");
        // a rated game (both sides moved): the player's page lists it and plots the rating
        WebElement link = white.findElement(By.cssSelector("#seat-white .name a"));
        link.click();
        waitFor(white, x -> x.findElement(By.id("player-panel")).isDisplayed()
                && x.findElements(By.cssSelector("#player-games tr[data-code]")).size() == 1 ? true : null, "the player's page");
        assertEquals("1", white.findElement(By.id("rating-graph")).getAttribute("data-points"), "the rating after the one rated game");
        assertTrue(white.findElement(By.cssSelector("#player-ratings [data-variant='chess']")).getText().contains("?"));
        shot(white, "player");
        white.findElement(By.cssSelector("#player-games tr[data-code] a")).click();
        waitFor(white, x -> x.findElement(By.id("play-panel")).isDisplayed() && "ended".equals(status(x, "data-state")) ? true : null,
                "the game's replay");
        quit(other);
    }

    // ---- teaching, in four languages (Deliver 10, 13)

    /**
     * The seed position of EP-KING-SAFETY: e5xd6 is refused by the clause that decided it, with the move's own reason in
     * Russian, Spanish and Hindi (composed by the page from the server's keys), and back in English the server's words;
     * the server's refusals in each language; every explain key of docs/API.md has its sentence in every language.
     */
    @Test
    void EP_KING_SAFETY_explainedWithTheMovesOwnReasonInEachLanguage() throws IOException {
        language(web, "ru");
        newGame(web, "computer", "chess", "white", "easy", "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", 0);
        click(web, "e5");
        assertFalse(sq(web, "d6").getAttribute("class").contains("dest"), "d6 is not shown as a legal destination");
        click(web, "d6");
        WebElement explain = web.findElement(By.id("explain"));
        waitFor(web, x -> explain.getText().contains("EP-KING-SAFETY нарушено: после взятия король белых на h5 был бы под ударом; бьёт: ладья чёрных на a5")
                ? true : null, "the explanation in Russian");
        assertTrue(explain.getText().startsWith("Ход e5d6 невозможен"), explain.getText());
        assertEquals(1, explain.findElements(By.cssSelector("li.fails")).size(), "only EP-KING-SAFETY decides it: " + explain.getText());
        assertEveryClauseIn(explain, "\\p{IsCyrillic}");
        assertEquals("wP", piece(web, "e5"));
        assertEquals("bP", piece(web, "d5"));
        shot(web, "explain-en-passant-ru");
        language(web, "es");
        assertTrue(explain.getText().contains("EP-KING-SAFETY no se cumple: tras la captura, el rey de las blancas en h5 quedaría atacado por: la torre de las negras en a5"),
                explain.getText());
        language(web, "hi");
        assertTrue(explain.getText().contains("EP-KING-SAFETY विफल: पकड़ के बाद h5 पर सफ़ेद राजा पर हमला होगा"), explain.getText());
        assertEveryClauseIn(explain, "\\p{IsDevanagari}");
        language(web, "en");
        assertTrue(explain.getText().contains("EP-KING-SAFETY fails: after the capture the white king"), explain.getText());
        shot(web, "explain-en-passant");
        // the server's refusals, said from their keys: a board that does not exist, a start position it cannot read
        language(web, "ru");
        web.findElement(By.id("new-game-open")).click();
        web.findElement(By.id("confirm-yes")).click();
        Page.select(web, "mode", "human");
        web.findElement(By.id("join-code")).sendKeys("nosuchbd");
        web.findElement(By.id("join")).click();
        waitFor(web, x -> text(x, "notice").contains("доски nosuchbd нет") ? true : null, "the 404 in Russian");
        web.findElement(By.id("fen")).sendKeys("8/8/8/8 w - - 0 1");
        web.findElement(By.id("new-game")).click();
        waitFor(web, x -> text(x, "notice").contains("начальную позицию (FEN) не удалось прочитать") ? true : null, "the 400 in Russian");
        language(web, "es");
        assertTrue(text(web, "notice").contains("no se pudo leer la posición inicial (FEN)"), text(web, "notice"));
        language(web, "en");
        assertTrue(text(web, "notice").contains("the start position (FEN) cannot be read"), text(web, "notice"));
        // every refusal key and every explain key docs/API.md lists has the page's words in every language
        String api = Files.readString(Path.of("docs", "API.md"), StandardCharsets.UTF_8);
        List<String> refusals = keysOfTable(api, "| key | args | when |");
        Matcher others = Pattern.compile("`([a-z-]+)` \\(\\d{3}\\)").matcher(api.substring(api.indexOf("Any other error has the key of its status")));
        while (others.find() && others.start() < 400) {
            refusals.add(others.group(1));
        }
        List<String> reasons = keysOfTable(api, "| key | args | reason (English) |");
        assertTrue(refusals.size() >= 15 && reasons.size() >= 60, "keys in docs/API.md: " + refusals + " " + reasons);
        Object untranslated = web.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "Promise.all([import('/i18n.js'), import('/reasons.js')]).then(([i, r]) => done("
                + "arguments[0].filter(k => !i.hasText('err_' + k)).concat(['hi', 'ru', 'es'].flatMap(l => arguments[1]"
                + ".filter(k => !r.reasonKeys(l).includes(k)).map(k => l + ':' + k))).concat(i.missingKeys())));", refusals, reasons);
        assertEquals(List.of(), untranslated);
    }

    /** The keys in the first column of the markdown table whose header row is given. */
    static List<String> keysOfTable(String markdown, String header) {
        String table = markdown.substring(markdown.indexOf(header));
        table = table.substring(0, table.indexOf("\n\n"));
        List<String> keys = new ArrayList<>();
        for (String row : table.split("\n")) {
            Matcher k = Pattern.compile("`([a-z0-9-]+)`").matcher(row.split("\\|")[1]);
            while (k.find()) {
                keys.add(k.group(1));
            }
        }
        return keys;
    }

    /** Each clause line of an explanation says its verdict and its sentence in the script given (not English). */
    static void assertEveryClauseIn(WebElement explain, String script) {
        List<WebElement> lines = explain.findElements(By.cssSelector("li[data-clause]"));
        assertFalse(lines.isEmpty());
        for (WebElement li : lines) {
            String words = li.getText().substring(li.getText().indexOf(' ') + 1);
            assertTrue(Pattern.compile(script).matcher(words).find(), li.getText());
            assertFalse(words.matches(".*\\b(the|is|pawn|king|capture)\\b.*"), "English in: " + li.getText());
        }
    }

    static List<String> ruleIds() throws IOException {
        String rules = Files.readString(Path.of("specs", "RULES.md"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("(?m)^\\| ([A-Z0-9]+(?:-[A-Z0-9]+)+) \\|").matcher(rules);
        List<String> ids = new ArrayList<>();
        while (m.find()) {
            ids.add(m.group(1));
        }
        return ids;
    }

    /**
     * Deliver 13: the rules page lists every clause of specs/RULES.md and every FIDE article the explanations cite, each
     * with a plain sentence first, its proof status in words, and the detail (RULES.md's statement, the contracts and
     * their proof size) a click away; a refusal's clause links to it; in Russian every sentence is Russian.
     */
    @Test
    void rulesPageEveryClauseWithAPlainSentenceAndItsProof() throws IOException {
        List<String> ids = new ArrayList<>(ruleIds());
        assertTrue(ids.size() > 30, "clauses in RULES.md: " + ids.size());
        @SuppressWarnings("unchecked")
        List<String> fide = (List<String>) web.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import('/clauses.js').then(m => done(m.FIDE_IDS));");
        ids.addAll(fide);
        // every FIDE article the explainers cite is on the page
        for (String src : List.of("ChessExplainer.java", "AtomicExplainer.java")) {
            Matcher m = Pattern.compile("\"(FIDE-[0-9.]+)\"").matcher(Files.readString(Path.of("src/main/java/org/passant/explain/" + src)));
            while (m.find()) {
                assertTrue(fide.contains(m.group(1)), m.group(1) + " cited by " + src);
            }
        }
        Object missing = web.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import('/clauses.js').then(m => done(m.missingClauses(arguments[0])));", ids);
        assertEquals(List.of(), missing);
        web.findElement(By.id("rules-tab")).click();
        waitFor(web, x -> x.findElements(By.cssSelector("#rules-list [data-clause]")).size() == ids.size() ? true : null, "the clauses");
        assertEquals("/rules", js(web, "return location.pathname"));
        for (String id : ids) {
            assertEquals(1, web.findElements(By.cssSelector("#rules-list [data-clause='" + id + "']")).size(), id);
        }
        js(web, "window.scrollTo(0, 0)");
        shot(web, "rules");
        WebElement ep = web.findElement(By.cssSelector("[data-clause='EP-KING-SAFETY']"));
        assertEquals("proved", ep.getAttribute("data-proof"));
        assertTrue(ep.findElement(By.cssSelector(".proof")).getText().equals("proved for every position"));
        assertTrue(ep.findElement(By.cssSelector(".plain")).getText().startsWith("Like any move, it is not allowed if your king"));
        assertFalse(ep.findElement(By.cssSelector("details")).getText().contains("Legality.leavesKingSafe")
                && ep.findElement(By.cssSelector("details p")).isDisplayed(), "the detail is one click away");
        ep.findElement(By.cssSelector("summary")).click();
        assertTrue(ep.findElement(By.cssSelector("details")).getText().contains("Legality.leavesKingSafe: proved"), ep.getText());
        assertEquals("proved", web.findElement(By.cssSelector("[data-clause='FIDE-3.3']")).getAttribute("data-proof"));
        WebElement view = web.findElement(By.cssSelector("[data-clause='PLAY-VIEW']"));
        assertEquals("none", view.getAttribute("data-proof"));
        assertEquals("checked by tests", view.findElement(By.cssSelector(".proof")).getText());
        assertFalse(web.findElement(By.id("board")).isDisplayed(), "the rules page replaces the board");
        // a clause's own address opens its page in the clause explorer (issue 46, LearnPageTest)
        open(web, base, "/rules/FIDE-3.8.2.2");
        waitFor(web, x -> "FIDE-3.8.2.2".equals(x.findElement(By.id("explorer-panel")).getAttribute("data-clause"))
                && !x.findElements(By.cssSelector("#explorer-panel .predicate")).isEmpty() ? true : null, "the clause's explorer page");
        open(web, base, "/rules");
        // in Russian, every plain sentence is Russian
        language(web, "ru");
        waitFor(web, x -> x.findElement(By.cssSelector("[data-clause='EP-PIECES'] .plain")).getText().startsWith("Взятие") ? true : null, "Russian");
        for (WebElement row : web.findElements(By.cssSelector("#rules-list [data-clause]"))) {
            String plain = row.findElement(By.cssSelector(".plain")).getText();
            assertTrue(Pattern.compile("\\p{IsCyrillic}").matcher(plain).find(), row.getAttribute("data-clause") + ": " + plain);
        }
        assertTrue(web.findElement(By.id("rules-list")).getText().contains("Взятие на проходе"), "a section heading in Russian");
        shot(web, "rules-ru");
        web.findElement(By.id("play-tab")).click();
        assertTrue(web.findElement(By.id("board")).isDisplayed());
    }

    JsonNode post(String path, String seat, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (seat != null) {
            b.header("Authorization", "Bearer " + seat);
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(r.statusCode() / 100 == 2, r.statusCode() + " " + r.body());
        return new ObjectMapper().readTree(r.body());
    }

    JsonNode get(String path) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return new ObjectMapper().readTree(r.body());
    }
}
