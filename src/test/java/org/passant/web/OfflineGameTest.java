package org.passant.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.passant.explain.Explain;
import org.passant.game.Game;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Position;
import org.passant.server.PlayServer;

/**
 * A game against the computer with the server stopped (issue 49, PLAY-COMPUTER): the example page
 * of web/offline/ loads once from a real {@code passant serve}, the service worker keeps the page and
 * the module, the server stops, and the page opens again from the service worker alone; then games
 * are played through ComputerGame (computer.js): the engine's replies from its worker, an illegal
 * move explained as the JVM explains it, undo of the player's move and the reply, a checkmate and
 * an exploded king given by the computer, the game kept in local storage and restored after a
 * reload. The computer's reply times and the first load go to target/offline/measures.txt.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OfflineGameTest {
    /** The computer's time budget per move in these games (the page's default is 1000). */
    static final int BUDGET_MS = 700;

    @TempDir
    static Path dir;
    PlayServer server;
    ChromeDriver web;
    String page;

    @BeforeAll
    void start() throws IOException {
        assumeTrue(Chromium.installed(), "Debian's chromium and chromium-driver are not installed (.ci/run installs them)");
        server = Chromium.serve(dir);
        page = "http://127.0.0.1:" + server.port() + "/offline/example.html";
        web = Chromium.start(dir.resolve("chrome"), Duration.ofSeconds(60));
    }

    @AfterAll
    void stop() {
        Page.closeAll("OfflineGameTest", web, server);
    }

    /** Runs an async function body in the page with {@code args} as {@code a}; its value, or fails with the page's error. */
    Object run(String body, Object... args) {
        @SuppressWarnings("unchecked")
        Map<String, Object> answer = (Map<String, Object>) web.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "const a = Array.from(arguments).slice(0, -1);"
                + "(async () => { " + body + " })().then(v => done({value: v === undefined ? null : v}),"
                + " e => done({error: e && e.kind ? e.kind + ': ' + e.message : String(e && e.stack || e)}));", args);
        assertNull(answer.get("error"), () -> "the page: " + answer.get("error"));
        return answer.get("value");
    }

    /** A new game, ComputerGame.start with these options and the page's local storage, as {@code window.g}. */
    void startGame(Map<String, Object> options) {
        run("const o = window.offline; o.engine.cancel();"
                + " window.g = o.ComputerGame.start(o.passant, o.engine, {...a[0], storage: localStorage});", options);
    }

    void openPage() {
        web.get(page);
        new WebDriverWait(web, Duration.ofSeconds(30), Duration.ofMillis(50)).withMessage("the example page to load the module")
                .until(d -> Boolean.TRUE.equals(web.executeScript("return !!(window.offline && window.offline.ready)")));
    }

    /** The state of the game the test plays ({@code window.g}), or after a reload of the one the page resumed. */
    @SuppressWarnings("unchecked")
    Map<String, Object> state() {
        return (Map<String, Object>) run("return (window.g ?? window.offline.game()).state;");
    }

    @SuppressWarnings("unchecked")
    static List<String> strings(Object list) {
        return (List<String>) list;
    }

    @Test
    void gameAgainstTheComputerWithTheServerStopped() throws IOException {
        openPage();
        double firstLoad = ((Number) web.executeScript("return window.offline.readyAt")).doubleValue();
        // the service worker installed (every listed file cached) and in control
        run("await navigator.serviceWorker.ready;"
                + "while (!navigator.serviceWorker.controller) await new Promise(r => setTimeout(r, 50));");
        server.close();
        server = null;
        assertEquals("offline", run("try { await fetch('/api/health', {cache: 'no-store'}); return 'online'; }"
                + " catch (e) { return 'offline'; }"), "the server is stopped");

        openPage();
        assertEquals(Boolean.TRUE, web.executeScript("return navigator.serviceWorker.controller !== null"
                + " && performance.getEntriesByType('navigation')[0].workerStart > 0"), "the page came from the service worker");

        // a game of chess, the player White at the hard level: four moves each, the computer's from its worker
        run("localStorage.clear();");
        startGame(Map.of("variant", "chess", "level", "hard", "side", "white", "millis", BUDGET_MS));
        List<String> mine = List.of("e4", "Nf3", "Bc4", "d3");
        List<Long> replies = new ArrayList<>();
        List<Long> searched = new ArrayList<>();
        for (String san : mine) {
            @SuppressWarnings("unchecked")
            Map<String, Object> verdict = (Map<String, Object>) run("return window.g.move(a[0]);", san);
            assertEquals(Boolean.TRUE, verdict.get("legal"), san + " is legal");
            @SuppressWarnings("unchecked")
            List<Number> times = (List<Number>) run("const t = performance.now(); const r = await window.g.reply();"
                    + " return [performance.now() - t, r.search.millis];");
            replies.add(times.get(0).longValue());
            searched.add(times.get(1).longValue());
        }
        Map<String, Object> s = state();
        List<String> moves = strings(s.get("moves"));
        assertEquals(8, moves.size(), "four moves each: " + s.get("san"));
        assertEquals("playing", s.get("status"));
        assertEquals("white", s.get("turn"));

        // the game as the JVM's game layer replays it from the moves the page kept
        Game jvm = new Game();
        for (String m : moves) {
            jvm.play(Uci.parse(jvm.position(), m, true));
        }
        assertEquals(Fen.format(jvm.position()), s.get("fen"), "the page's position is the JVM's after the same moves");

        // an illegal move: not played, every clause explained as the JVM explains it
        @SuppressWarnings("unchecked")
        Map<String, Object> refused = (Map<String, Object>) run("return window.g.move('e1e3');");
        assertEquals(Boolean.FALSE, refused.get("legal"));
        @SuppressWarnings("unchecked")
        Map<String, Object> explanation = (Map<String, Object>) refused.get("explanation");
        Position here = jvm.position();
        assertEquals(Explain.explain(here, Uci.parse(here, "e1e3", false)).failing(), explanation.get("failing"));
        assertEquals(moves, strings(state().get("moves")), "the refused move changed nothing");

        // undo takes back the player's move and the computer's reply
        @SuppressWarnings("unchecked")
        List<String> taken = (List<String>) run("return window.g.undo();");
        assertEquals(moves.subList(6, 8), taken);
        jvm.undo();
        jvm.undo();
        assertEquals(Fen.format(jvm.position()), state().get("fen"), "after undo, the position before the player's move");

        // a reply overtaken by undo is dropped (kind cancelled) and plays nothing; the next reply is played as usual
        assertEquals("cancelled", run("window.g.move('h3'); const r = window.g.reply(); window.g.undo();"
                + " try { await r; return 'played'; } catch (e) { return e.kind; }"));
        assertEquals(moves.subList(0, 6), strings(state().get("moves")), "undo took back h3; the cancelled reply played nothing");
        run("window.g.move('h3'); await window.g.reply();");
        assertEquals(8, strings(state().get("moves")).size(), "h3 and a reply");
        assertEquals(2, ((List<?>) run("return window.g.undo();")).size());

        // the game is kept in local storage, as its start and its moves, and comes back after a reload (still offline)
        @SuppressWarnings("unchecked")
        Map<String, Object> record = (Map<String, Object>) run("return JSON.parse(localStorage.getItem('passant.computer-game'));");
        assertEquals(moves.subList(0, 6), record.get("moves"));
        assertEquals("", record.get("start"));
        openPage();
        assertEquals(moves.subList(0, 6), strings(state().get("moves")), "the game restored after a reload");
        assertEquals("white", run("return window.offline.game().player;"));

        // the computer mates when it can (chess, hard): the player Black, the computer White to move with Ra8#
        startGame(Map.of("variant", "chess", "level", "hard", "side", "black", "start", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
                "millis", BUDGET_MS));
        run("await window.g.reply();");
        s = state();
        assertEquals(List.of("Ra8#"), s.get("san"));
        assertEquals("ended", s.get("status"));
        assertEquals("checkmate", s.get("termination"));
        assertEquals("1-0", s.get("result"));
        assertEquals(List.of(), s.get("legal"), "no move after the end");
        assertTrue(((String) run("try { window.g.move('Kf8'); return 'played'; } catch (e) { return e.kind + ': ' + e.message; }"))
                .startsWith("input:"), "no move after the end");

        // atomic chess: the computer explodes the king when it can (AT-WIN-EXPLOSION)
        startGame(Map.of("variant", "atomic", "level", "hard", "side", "black", "start", "4k3/4p3/8/8/8/8/8/4RK2 w - - 0 1",
                "millis", BUDGET_MS));
        run("await window.g.reply();");
        s = state();
        assertEquals(List.of("e1e7"), s.get("moves"));
        assertEquals("king exploded", s.get("termination"));
        assertEquals("white", s.get("winner"));

        // a resignation is kept with the game
        startGame(Map.of("variant", "atomic", "level", "easy", "side", "white"));
        run("window.g.resign();");
        openPage();
        s = state();
        assertEquals("resignation", s.get("termination"));
        assertEquals("black", s.get("winner"));

        Files.copy(web.getScreenshotAs(OutputType.FILE).toPath(), screenshot(), StandardCopyOption.REPLACE_EXISTING);
        noScriptErrors();
        OfflineModuleTest.measure(String.format("offline game: example page ready %.0f ms after navigation start (first load,"
                + " server on loopback); the hard level's replies (budget %d ms) took %s ms from the page's request to its answer, %s ms of"
                + " search in the worker", firstLoad, BUDGET_MS, replies, searched));
    }

    static Path screenshot() throws IOException {
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        return shots.resolve("offline-example.png");
    }

    void noScriptErrors() {
        List<String> errors = web.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                // the page's own probe of the stopped server
                .filter(m -> !m.contains("/api/health"))
                .toList();
        assertEquals(List.of(), errors, "the browser's console");
    }
}
