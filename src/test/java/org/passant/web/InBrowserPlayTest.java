package org.passant.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

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
import org.passant.explain.Explain;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Position;
import org.passant.server.PlayServer;

/**
 * The play page with the server running (issue 49, items 2 and 3): a game against the computer is
 * played in the browser even so (the page asks nothing of /api/boards, and the game comes back
 * after a reload from local storage), a SAN move that names no legal move is explained as the
 * server explains it, a Chess960 game starts from the number given; an online board stays on the
 * server but takes its legal-move marks from the rules in the browser, and explains a refused move
 * at once before the server's verdict, which then replaces it. Screenshots of the computer game at
 * 390x844 and 1366x900 go to target/screenshots/in-browser-*.png.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class InBrowserPlayTest {
    @TempDir
    static Path dir;
    PlayServer server;
    String base;
    ChromeDriver web;
    final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    void start() throws IOException {
        assumeTrue(Page.browserInstalled(), "Debian's chromium and chromium-driver are not installed (.ci/run installs them)");
        server = Chromium.serve(dir);
        base = "http://127.0.0.1:" + server.port();
        web = Page.browser(dir, 1366, 900, "en-US", null);
        web.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 1366, "height", 900, "deviceScaleFactor", 1,
                "mobile", false));
    }

    @AfterAll
    void stop() {
        Page.closeAll("InBrowserPlayTest", web, server);
    }

    @BeforeEach
    void fresh() {
        if (!String.valueOf(web.getCurrentUrl()).startsWith(base)) {
            Page.open(web, base, "/rules");
        }
        Page.js(web, "localStorage.clear()");
        Page.open(web, base, "/");
    }

    @AfterEach
    void noScriptErrors() {
        assertEquals(List.of(), Page.consoleErrors(web), "the browser's console");
    }

    /** The page's requests to the boards' API since it loaded (its fetches, as the browser lists them). */
    List<?> boardRequests() {
        return (List<?>) Page.js(web, "return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('/api/boards'))");
    }

    /**
     * PLAY-COMPUTER with the server there: the game is the browser's (no request to /api/boards, the page's address stays
     * /), the computer replies, a typed SAN move that names no legal move is explained clause by clause (a rook its own
     * pawn blocks: no-piece-reaches, FIDE-3.3, the rook's movement), and the game comes back after a reload, still
     * asking nothing of the server; after a resignation its PGN is written in the browser and downloaded, and a rematch
     * starts there with the colours swapped.
     */
    @Test
    void PLAY_COMPUTER_playedInTheBrowserWithTheServerRunning() {
        Page.newGame(web, "computer", "chess", "white", "easy", null, 0);
        assertTrue(Page.text(web, "status").contains("Played in this browser"), Page.text(web, "status"));
        Page.move(web, "e2", "e4");
        Page.waitFor(web, d -> Page.plies(d) == 2 ? true : null, "the computer's reply");
        assertEquals("/", Page.js(web, "return location.pathname"), "no board's address: the game is not on the server");

        web.findElement(By.id("move-input")).sendKeys("Ra3", Keys.ENTER);
        WebElement explain = Page.waitFor(web, d -> {
            WebElement e = d.findElement(By.id("explain"));
            return "Ra3".equals(e.getAttribute("data-move")) ? e : null;
        }, "Ra3 explained");
        assertTrue(explain.getText().contains("no white rook can move to a3"), explain.getText());
        assertEquals(List.of("FIDE-3.3"), explain.findElements(By.cssSelector("li.fails")).stream()
                .map(li -> li.getAttribute("data-clause")).toList());
        assertEquals("", Page.text(web, "notice"), "explained, not a one-line refusal");
        assertEquals(List.of(), boardRequests(), "no request to /api/boards");
        Page.shot(web, "in-browser-explained-desktop");

        int plies = Page.plies(web);
        String placement = Page.settled(web);
        Page.open(web, base, "/");
        Page.waitFor(web, d -> Page.plies(d) == plies ? true : null, "the game after a reload");
        assertEquals(placement, Page.settled(web));
        assertEquals("playing", Page.status(web, "data-state"));
        assertEquals(List.of(), boardRequests(), "no request to /api/boards after the reload");
        Page.shot(web, "in-browser-desktop");
        // the same game on a phone's screen (390x844)
        web.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 390, "height", 844, "deviceScaleFactor", 1,
                "mobile", true));
        try {
            Page.open(web, base, "/");
            Page.waitFor(web, d -> Page.plies(d) == plies ? true : null, "the game on the phone's screen");
            assertEquals(placement, Page.settled(web));
            Page.shot(web, "in-browser-phone");
            web.findElement(By.id("move-input")).sendKeys("Ra3", Keys.ENTER);
            Page.waitFor(web, d -> "Ra3".equals(d.findElement(By.id("explain")).getAttribute("data-move")) ? true : null, "Ra3 explained");
            Page.shot(web, "in-browser-explained-phone");
        } finally {
            web.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 1366, "height", 900, "deviceScaleFactor", 1,
                    "mobile", false));
        }

        // resigned: the PGN written in the browser and downloaded, then a rematch with the colours swapped, still in the browser
        Page.open(web, base, "/");
        Page.waitFor(web, d -> Page.plies(d) == plies ? true : null, "the game");
        String sans = Page.moves(web);
        web.findElement(By.id("resign")).click();
        web.findElement(By.id("confirm-yes")).click();
        Page.waitEnded(web, "0-1", "resignation");
        web.executeCdpCommand("Browser.setDownloadBehavior", Map.of("behavior", "allow", "downloadPath", dir.toString()));
        String file = web.findElement(By.id("pgn")).getAttribute("download");
        web.findElement(By.id("pgn")).click();
        Path pgn = dir.resolve(file);
        String game = Page.waitFor(web, d -> {
            try {
                return Files.exists(pgn) ? Files.readString(pgn, StandardCharsets.UTF_8) : null;
            } catch (IOException e) {
                return null;
            }
        }, "the PGN file");
        for (String tag : List.of("[White \"Anonymous\"]", "[Black \"Passant (easy)\"]", "[Result \"0-1\"]", "[Site \"" + base + "/\"]")) {
            assertTrue(game.contains(tag), tag + " in " + game);
        }
        assertTrue(game.replace('\n', ' ').contains(sans + " {"), "the moves " + sans + " in " + game);
        web.findElement(By.id("rematch")).click();
        Page.waitFor(web, d -> "black".equals(Page.js(d, "return window.passantPlay.game.color")) && Page.plies(d) == 1 ? true : null,
                "the rematch: the computer opens with White");
        assertEquals(List.of(), boardRequests(), "no request to /api/boards");
    }

    /**
     * PLAY-COMPUTER at the hard level (a second of thought a move): the engine thinks in its worker, so the page's main
     * thread has no long task while it does (a search there would be one task of about a second); the browser's own
     * long-task timings, which count any task over 50 ms, are read.
     */
    @Test
    void PLAY_COMPUTER_thePageDoesNotFreezeWhileTheComputerThinks() {
        Page.newGame(web, "computer", "chess", "white", "hard", null, 0);
        Page.js(web, "window.longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(e.duration); })"
                + ".observe({type: 'longtask'});");
        long asked = System.nanoTime();
        Page.move(web, "e2", "e4");
        Page.waitFor(web, d -> Page.plies(d) == 2 ? true : null, "the computer's reply");
        long millis = (System.nanoTime() - asked) / 1_000_000;
        assertTrue(millis >= 900, "the hard level thought for its second: " + millis + " ms");
        List<?> tasks = (List<?>) Page.js(web, "return window.longTasks");
        double longest = tasks.stream().mapToDouble(t -> ((Number) t).doubleValue()).max().orElse(0);
        assertTrue(longest < 500, "no long task on the page while the computer thought: " + tasks);
    }

    /**
     * Typed text that names no single legal move, in a game in the browser: one line each, in the words the server has for
     * it (ambiguous-move with the moves it could be, bad-move), no explanation and nothing in the console.
     */
    @Test
    void PLAY_COMPUTER_typedTextThatNamesNoSingleMoveInOneLine() {
        Page.newGame(web, "computer", "chess", "white", "easy", "4k3/7p/8/8/8/8/8/1N2KN2 w - - 0 1", 0);
        web.findElement(By.id("move-input")).sendKeys("Nd2", Keys.ENTER);
        Page.waitFor(web, d -> Page.text(d, "notice").equals("Nd2 could be more than one move: Nbd2 Nfd2") ? true : null,
                "Nd2 refused in one line");
        assertEquals(null, web.findElement(By.id("explain")).getAttribute("data-move"), "no explanation");
        web.findElement(By.id("move-input")).sendKeys("zz9", Keys.ENTER);
        Page.waitFor(web, d -> Page.text(d, "notice").equals("zz9 cannot be read as a move") ? true : null,
                "zz9 refused in one line");
        assertEquals(0, Page.plies(web), "nothing played");
        assertEquals(List.of(), boardRequests(), "no request to /api/boards");
    }

    /**
     * C960-SETUP in the browser: the start numbered 0 is BBQNNRKR (Scharnagl's table), with no server board; C960-CASTLE:
     * from a FEN whose castling names the rooks' files, the king dropped on its rook castles.
     */
    @Test
    void C960_SETUP_byNumberInTheBrowser() {
        Page.select(web, "mode", "computer");
        Page.select(web, "variant", "chess");
        Page.select(web, "side", "white");
        Page.select(web, "start", "chess960");
        web.findElement(By.id("chess960-number")).sendKeys("0");
        web.findElement(By.id("new-game")).click();
        Page.waitFor(web, d -> "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR".equals(Page.fen(d)) ? true : null, "Chess960 number 0");
        assertTrue(Page.text(web, "status").contains("Chess960"), Page.text(web, "status"));
        assertEquals(List.of(), boardRequests(), "no request to /api/boards");

        // C960-CASTLE in the browser: the king on b1 dropped on its h1 rook castles, king to g1 and rook to f1
        Page.select(web, "start", "chess960");
        // Black's pawns keep its rooks off the first rank, so whatever the computer replies, rank 1 is White's castling alone.
        Page.newGame(web, "computer", "chess", "white", "easy", "rk5r/pppppppp/8/8/8/8/8/RK5R w HAha - 0 1", 0);
        Page.click(web, "b1");
        assertTrue(Page.sq(web, "h1").getAttribute("class").contains("dest"), "the castling rook marked as the king's destination");
        Page.click(web, "h1");
        Page.waitFor(web, d -> Page.plies(d) == 2 ? true : null, "the computer's reply");
        Page.settled(web);
        assertEquals(List.of("wK", "wR"), List.of(Page.piece(web, "g1"), Page.piece(web, "f1")), "castled");
        assertEquals("wR", Page.piece(web, "a1"));
        assertEquals(null, Page.piece(web, "b1"));
        assertEquals(null, Page.piece(web, "h1"));
        assertTrue(Page.moves(web).startsWith("1. O-O "), Page.moves(web));
    }

    /**
     * An online board (PLAY-ONLINE) stays on the server, but its legal-move marks come from the rules in the browser
     * (equal to the JVM's for the position), and a refused move is explained by them at once, then by the server's
     * verdict, which stays (its failing clauses the JVM's).
     */
    @Test
    void PLAY_ONLINE_marksAndExplanationsFromTheBrowserTheServerJudges() throws Exception {
        Page.newGame(web, "human", "chess", "white", null, "4k3/8/8/8/8/8/8/R3K2r w Q - 0 1", 0);
        String code = (String) Page.js(web, "return window.passantPlay.game.code");
        join(code);
        Page.waitFor(web, d -> "playing".equals(Page.status(d, "data-state")) ? true : null, "the opponent to join");
        Page.waitFor(web, d -> "browser".equals(d.findElement(By.id("board")).getAttribute("data-legal-from")) ? true : null,
                "the marks from the rules in the browser");
        Position p = Fen.position("4k3/8/8/8/8/8/8/R3K2r w Q - 0 1");
        for (String from : List.of("e1", "a1")) {
            Page.click(web, from);
            Set<String> shown = new TreeSet<>();
            for (WebElement sq : web.findElements(By.cssSelector(".sq.dest"))) {
                shown.add(sq.getAttribute("data-square"));
            }
            Set<String> jvm = new TreeSet<>();
            p.legalMoves().stream().map(m -> p.move(m).uci(false)).filter(u -> u.startsWith(from)).forEach(u -> jvm.add(u.substring(2, 4)));
            assertEquals(jvm, shown, "the destinations of " + from);
            Page.click(web, from); // unselected
        }
        // the king stays in check by stepping along the rook's rank: refused, explained at once, then by the server
        Page.js(web, "window.explainLog = []; new MutationObserver(() => window.explainLog.push(document.getElementById('explain').dataset.from || ''))"
                + ".observe(document.getElementById('explain'), {attributes: true, attributeFilter: ['data-from']});");
        Page.move(web, "e1", "f1");
        Page.waitFor(web, d -> "server".equals(d.findElement(By.id("explain")).getAttribute("data-from")) ? true : null, "the server's verdict");
        Page.move(web, "e1", "d1");
        Page.waitFor(web, d -> {
            WebElement e = d.findElement(By.id("explain"));
            return "e1d1".equals(e.getAttribute("data-move")) && "server".equals(e.getAttribute("data-from")) ? true : null;
        }, "the server's verdict on e1d1");
        List<?> log = (List<?>) Page.js(web, "return window.explainLog");
        assertTrue(log.indexOf("browser") >= 0 && log.lastIndexOf("server") > log.lastIndexOf("browser"),
                "explained in the browser first, then by the server: " + log);
        List<String> failing = web.findElements(By.cssSelector("#explain li.fails")).stream().map(li -> li.getAttribute("data-clause")).toList();
        assertEquals(Explain.explain(p, Uci.parse(p, "e1d1", false)).failing(), failing, "the JVM's failing clauses");
        assertEquals("wK", Page.piece(web, "e1"));
    }

    void join(String code) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/boards/" + code + "/join"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(2, r.statusCode() / 100, r.statusCode() + " " + r.body());
    }
}
