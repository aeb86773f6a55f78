package org.passant.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

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
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.passant.server.PlayServer;

/**
 * The play-and-teach page (issue 17) in a real browser: Debian's chromium, headless, driven by
 * Selenium through /usr/bin/chromedriver, against a real {@code passant serve} on a free port.
 * Skipped (reported as skipped) only when chromium or chromedriver is not installed; .ci/run
 * installs both. Screenshots of each view and theme go to target/screenshots/.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WebPageTest {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SHOTS = Path.of("target", "screenshots");
    static final Path WEB = Path.of("src", "main", "resources", "web");
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    static final List<String> THEMES = List.of("felt", "marble", "sandstone", "glacier", "amber", "tidal", "medieval");

    @TempDir
    static Path dir;
    PlayServer server;
    String base;
    ChromeDriver web;
    final List<ChromeDriver> browsers = new ArrayList<>();

    @BeforeAll
    void start() throws IOException {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "Debian's chromium and chromium-driver are not installed (.ci/run installs them)");
        Files.createDirectories(SHOTS);
        server = PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve("web.db").toString(), 1000, 1000, 0, 1,
                PlayServer.Config.systemMillis()));
        base = "http://127.0.0.1:" + server.port() + "/";
        web = browser(1280, 900, "en-US", null);
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
        if (web != null) {
            web.manage().window().setSize(new Dimension(1280, 900));
            open(web, "");
            web.executeScript("localStorage.clear()");
            open(web, "");
        }
    }

    /** No script error on any page of the test (a refused move's 4xx answer is logged by the browser, and expected). */
    @AfterEach
    void noScriptErrors() {
        for (ChromeDriver b : browsers) {
            List<String> errors = b.manage().logs().get(LogType.BROWSER).getAll().stream()
                    .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                    .map(LogEntry::getMessage)
                    .filter(m -> !m.contains("Failed to load resource: the server responded with a status of 4"))
                    .filter(m -> !m.contains("/ws/boards/")) // the socket while the server restarts
                    .toList();
            assertEquals(List.of(), errors, "the browser's console");
        }
    }

    ChromeDriver browser(int width, int height, String languages, Path profile) throws IOException {
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        // as root in a container, and no traffic to anything but our server (no background networking)
        o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-extensions", "--disable-default-apps", "--hide-scrollbars",
                "--window-size=" + width + "," + height,
                "--user-data-dir=" + (profile != null ? profile : Files.createTempDirectory(dir, "chrome")));
        o.setExperimentalOption("prefs", Map.of("intl.accept_languages", languages));
        o.setCapability("goog:loggingPrefs", Map.of("browser", "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        ChromeDriver d = new ChromeDriver(service, o);
        d.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        browsers.add(d);
        return d;
    }

    void quit(ChromeDriver d) {
        browsers.remove(d);
        d.quit();
    }

    void open(WebDriver d, String query) {
        d.get(base + query);
        waitFor(d, x -> "1".equals(x.findElement(By.tagName("body")).getAttribute("data-ready")), "the page to start");
    }

    static <T> T waitFor(WebDriver d, java.util.function.Function<WebDriver, T> until, String what) {
        return new WebDriverWait(d, Duration.ofSeconds(40), Duration.ofMillis(100)).withMessage("waiting for " + what).until(until);
    }

    static WebElement sq(WebDriver d, String square) {
        return d.findElement(By.cssSelector("[data-square='" + square + "']"));
    }

    /** The piece on a square ("wP"), or null. */
    static String piece(WebDriver d, String square) {
        List<WebElement> p = d.findElements(By.cssSelector("[data-square='" + square + "'] [data-piece]"));
        return p.isEmpty() ? null : p.get(0).getAttribute("data-piece");
    }

    static void waitPiece(WebDriver d, String square, String piece) {
        waitFor(d, x -> java.util.Objects.equals(piece(x, square), piece) ? true : null, piece + " on " + square);
    }

    static String status(WebDriver d, String attribute) {
        return d.findElement(By.id("status")).getAttribute(attribute);
    }

    static void click(WebDriver d, String square) {
        sq(d, square).click();
    }

    static void newGame(WebDriver d, String mode, String variant, String side, String level, String fen, int minutes) {
        new Select(d.findElement(By.id("mode"))).selectByValue(mode);
        new Select(d.findElement(By.id("variant"))).selectByValue(variant);
        new Select(d.findElement(By.id("side"))).selectByValue(side);
        if (level != null) {
            new Select(d.findElement(By.id("level"))).selectByValue(level);
        }
        if (mode.equals("human")) {
            WebElement m = d.findElement(By.id("minutes"));
            m.clear();
            m.sendKeys(Integer.toString(minutes));
        }
        WebElement f = d.findElement(By.id("fen"));
        f.clear();
        if (fen != null) {
            f.sendKeys(fen);
        }
        d.findElement(By.id("new-game")).click();
        String placement = fen == null ? START : fen.split(" ")[0];
        waitFor(d, x -> !"none".equals(status(x, "data-state")) && placement.equals(fen(x)) && moves(x).isBlank() ? true : null,
                "the new game");
    }

    static String fen(WebDriver d) {
        return d.findElement(By.id("board")).getAttribute("data-fen");
    }

    static void shot(WebDriver d, String name) {
        try {
            Files.write(SHOTS.resolve(name + ".png"), ((ChromeDriver) d).getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void waitEnded(WebDriver d, String result, String termination) {
        waitFor(d, x -> "ended".equals(status(x, "data-state")), "the end of the game");
        assertEquals(result, status(d, "data-result"));
        assertEquals(termination, status(d, "data-termination"));
        assertTrue(d.findElement(By.id("status")).getText().contains(result), d.findElement(By.id("status")).getText());
    }

    static String moves(WebDriver d) {
        return d.findElement(By.id("moves")).getText().replace('\n', ' ');
    }

    // ---- PLAY-COMPUTER

    /** A whole chess game against the computer, through the board: a forced mate in two (Black's reply is its only move). */
    @Test
    void PLAY_COMPUTER_chessGameToCheckmate() {
        new Select(web.findElement(By.id("theme"))).selectByValue("medieval");
        newGame(web, "computer", "chess", "white", "easy", "k7/8/1K6/8/8/8/7R/8 w - - 0 1", 0);
        assertEquals("playing", status(web, "data-state"));
        click(web, "h2"); // click-click
        assertTrue(sq(web, "h7").getAttribute("class").contains("dest"), "legal destinations are shown");
        click(web, "h7");
        waitPiece(web, "b8", "bK"); // the computer's only move
        new Actions(web).dragAndDrop(sq(web, "h7"), sq(web, "h8")).perform(); // drag
        waitEnded(web, "1-0", "checkmate");
        assertEquals("wR", piece(web, "h8"));
        assertTrue(moves(web).contains("Rh7 Kb8") && moves(web).contains("Rh8#"), moves(web));
        assertTrue(sq(web, "b8").getAttribute("class").contains("check"), "the mated king is marked");
        shot(web, "chess-checkmate");
    }

    /** A whole atomic game: a quiet move, the computer's only reply, then a capture whose blast takes the king (AT-WIN-EXPLOSION). */
    @Test
    void PLAY_COMPUTER_atomicGameToExplosion_AT_EXPLOSION_previewAndBlast() {
        new Select(web.findElement(By.id("theme"))).selectByValue("tidal");
        newGame(web, "computer", "atomic", "white", "easy", "7k/5p1p/5P1P/8/8/8/8/K2B4 w - - 0 1", 0);
        click(web, "d1");
        click(web, "b3");
        waitPiece(web, "g8", "bK");
        click(web, "b3");
        new Actions(web).moveToElement(sq(web, "f7")).perform(); // choosing the capture shows its blast before it is made
        waitFor(web, x -> "b3 f7 g8".equals(x.findElement(By.id("board")).getAttribute("data-preview")), "the blast preview");
        assertEquals(3, web.findElements(By.cssSelector(".piece.doomed")).size());
        assertEquals(9, web.findElements(By.cssSelector(".sq.blast-zone")).size());
        assertTrue(sq(web, "g8").findElement(By.cssSelector("[data-piece]")).getAttribute("class").contains("doomed"));
        assertFalse(sq(web, "f6").findElement(By.cssSelector("[data-piece]")).getAttribute("class").contains("doomed"),
                "a pawn beside the capture survives");
        shot(web, "atomic-blast-preview");
        click(web, "f7");
        waitEnded(web, "1-0", "king exploded");
        assertEquals("e6 e7 e8 f6 f7 f8 g6 g7 g8", web.findElement(By.id("board")).getAttribute("data-blast"));
        assertEquals(null, piece(web, "f7"));
        assertEquals(null, piece(web, "g8"));
        assertEquals(null, piece(web, "b3"));
        assertEquals("wP", piece(web, "f6"));
        shot(web, "atomic-explosion");
    }

    /** Keyboard play (SAN), Undo (the move and the engine's reply), a reload and a browser restart that resume. */
    @Test
    void PLAY_COMPUTER_undoReloadAndRestartResume() throws IOException {
        web.quit();
        browsers.remove(web);
        Path profile = Files.createTempDirectory(dir, "profile");
        web = browser(1280, 900, "en-US", profile);
        open(web, "");
        newGame(web, "computer", "chess", "white", "easy", null, 0);
        WebElement input = web.findElement(By.id("move-input"));
        input.sendKeys("e4", Keys.ENTER); // SAN typed
        waitFor(web, x -> "white".equals(status(x, "data-turn")) && moves(x).startsWith("e4 ") ? true : null, "the computer's reply");
        String afterReply = fen(web);
        assertNotEquals(START, afterReply);
        web.navigate().refresh();
        waitFor(web, x -> afterReply.equals(fen(x)), "the game after a reload");
        quit(web); // the browser closes and starts again with the same profile
        web = browser(1280, 900, "en-US", profile);
        open(web, "");
        waitFor(web, x -> afterReply.equals(fen(x)), "the game after the browser restarted");
        assertEquals("playing", status(web, "data-state"));
        web.findElement(By.id("undo")).click();
        waitFor(web, x -> START.equals(fen(x)), "the start position after Undo");
        assertEquals("", moves(web).trim());
        web.findElement(By.id("move-input")).sendKeys("d2d4", Keys.ENTER); // UCI typed
        waitPiece(web, "d4", "wP");
    }

    // ---- PLAY-VIEW

    /** 2D and 3D and every theme, mid-game, the position unchanged; each set looks its own. */
    @Test
    void PLAY_VIEW_viewsAndThemesMidGame() {
        newGame(web, "computer", "chess", "white", "easy", null, 0);
        click(web, "e2");
        click(web, "e4");
        waitFor(web, x -> "white".equals(status(x, "data-turn")) && moves(x).contains(" ") ? true : null, "the computer's reply");
        String position = fen(web);
        int pieces = web.findElements(By.cssSelector("[data-piece]")).size();
        Set<String> looks = new HashSet<>();
        for (String view : List.of("2d", "3d")) {
            if (!view.equals(web.findElement(By.tagName("body")).getAttribute("data-view"))) {
                web.findElement(By.id("view")).click();
                sleep(700); // the half-second tilt, before the screenshots
            }
            assertEquals(view, web.findElement(By.tagName("body")).getAttribute("data-view"));
            for (String theme : THEMES) {
                new Select(web.findElement(By.id("theme"))).selectByValue(theme);
                assertEquals(theme, web.findElement(By.tagName("body")).getAttribute("data-theme"));
                assertEquals(position, fen(web));
                assertEquals(pieces, web.findElements(By.cssSelector("[data-piece]")).size());
                if (view.equals("2d")) {
                    looks.add((String) web.executeScript("const s = getComputedStyle(document.querySelector('.sq.light'));"
                            + "const p = getComputedStyle(document.querySelector('.pc.w .body'));"
                            + "return s.backgroundColor + s.backgroundImage + p.fill + p.stroke;"));
                }
                shot(web, "view-" + view + "-" + theme);
            }
        }
        assertEquals(THEMES.size(), looks.size(), "seven boards with seven piece sets, each its own");
        // in 3D every piece stands up: its box is taller than wide, as the board lies down
        Object ratio = web.executeScript("const r = document.querySelector('[data-square=\"e1\"] .piece').getBoundingClientRect();"
                + "const b = document.getElementById('board').getBoundingClientRect(); return [r.height / r.width, b.height / b.width];");
        @SuppressWarnings("unchecked")
        List<Number> ratios = (List<Number>) ratio;
        assertTrue(ratios.get(0).doubleValue() > 1.0 && ratios.get(1).doubleValue() < 0.9, "3D: " + ratios);
        // a move dragged on the tilted board lands on the square it is dropped on
        // every square of the tilted board is found where it is drawn (the pointer's square at the centre of its box)
        assertEquals("", web.executeScript("const out = [];"
                + "for (const d of document.querySelectorAll('[data-square]')) { const r = d.getBoundingClientRect();"
                + " const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                + " const s = e && e.closest('[data-square]'); if (!s || s.dataset.square !== d.dataset.square) out.push(d.dataset.square); }"
                + "return out.join(' ');"), "3D squares a pointer does not find");
        new Actions(web).dragAndDrop(sq(web, "g1"), sq(web, "f3")).perform();
        waitPiece(web, "f3", "wN");
        waitFor(web, x -> "white".equals(status(x, "data-turn")) && moves(x).split(" ").length == 4 ? true : null,
                "the computer's second reply");
        web.findElement(By.id("view")).click();
        assertEquals("2d", web.findElement(By.tagName("body")).getAttribute("data-view"));
        // the board lies back down in half a second (a CSS transition); then the game goes on
        waitFor(web, x -> "none".equals(web.executeScript("return getComputedStyle(document.getElementById('board')).transform"))
                && "none".equals(web.executeScript("return getComputedStyle(document.querySelector('.piece')).transform")) ? true : null,
                "the flat board");
        // b2-b3, not d2-d4: the easy level's random replies can pin d2 (...Bb4, ...Qa5) or block d4 (...Nd4, ...d4);
        // no two Black moves reach b3 or b2, pin the b-pawn or give check after 1.e4 and 2.Nf3
        click(web, "b2");
        click(web, "b3");
        waitPiece(web, "b3", "wP");
    }

    // ---- teaching

    /** The seed position of EP-KING-SAFETY: e5xd6 is refused with the clause that decided it, by click and by keyboard. */
    @Test
    void EP_KING_SAFETY_illegalEnPassantExplained() {
        newGame(web, "computer", "chess", "white", "easy", "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", 0);
        click(web, "e5");
        assertFalse(sq(web, "d6").getAttribute("class").contains("dest"), "d6 is not shown as a legal destination");
        click(web, "d6");
        WebElement explain = web.findElement(By.id("explain"));
        waitFor(web, x -> explain.getText().contains("EP-KING-SAFETY fails: ") ? true : null, "the explanation");
        assertEquals(1, explain.findElements(By.cssSelector("li.fails[data-clause='EP-KING-SAFETY']")).size());
        assertEquals(1, explain.findElements(By.cssSelector("li.fails")).size(), "only EP-KING-SAFETY decides it: " + explain.getText());
        assertTrue(explain.getText().startsWith("e5d6 is illegal"), explain.getText());
        assertEquals("wP", piece(web, "e5"));
        assertEquals("bP", piece(web, "d5"));
        shot(web, "explain-en-passant");
        web.findElement(By.id("move-input")).sendKeys("e5d6", Keys.ENTER);
        waitFor(web, x -> explain.getText().contains("EP-KING-SAFETY fails: ") ? true : null, "the explanation, typed");
    }

    /** The rules page: every clause of specs/RULES.md, with its proof status from the packaged proof report. */
    @Test
    void rulesPageListsEveryClauseWithItsProof() throws IOException {
        web.findElement(By.id("rules-tab")).click();
        List<String> ids = ruleIds();
        assertTrue(ids.size() > 30, "clauses in RULES.md: " + ids.size());
        waitFor(web, x -> x.findElements(By.cssSelector("#rules-table tr[data-clause]")).size() == ids.size() ? true : null,
                "the clauses");
        for (String id : ids) {
            assertEquals(1, web.findElements(By.cssSelector("#rules-table tr[data-clause='" + id + "']")).size(), id);
        }
        // EP-KING-SAFETY is stated by Legality.leavesKingSafe's contract, which the report lists as closed
        assertEquals("proved", web.findElement(By.cssSelector("tr[data-clause='EP-KING-SAFETY']")).getAttribute("data-proof"));
        assertTrue(web.findElement(By.cssSelector("tr[data-clause='EP-KING-SAFETY']")).getText().contains("Legality.leavesKingSafe"));
        // PLAY-VIEW is about the page, not a kernel contract
        assertEquals("none", web.findElement(By.cssSelector("tr[data-clause='PLAY-VIEW']")).getAttribute("data-proof"));
        assertFalse(web.findElement(By.id("board")).isDisplayed(), "the rules page replaces the board");
        shot(web, "rules");
        web.findElement(By.id("play-tab")).click();
        assertTrue(web.findElement(By.id("board")).isDisplayed());
    }

    // ---- PLAY-ONLINE

    /** Two browsers on one online board with a clock: only the mover's clock runs; a flag falls and is shown. */
    @Test
    void PLAY_ONLINE_twoBrowsersOneBoardWithClocks() throws IOException {
        newGame(web, "human", "chess", "white", null, null, 1);
        String code = web.findElement(By.id("board-code")).getText();
        assertTrue(code.matches("[a-z2-9]{8}"), code);
        assertTrue(web.findElement(By.id("invite-link")).getAttribute("value").endsWith("?join=" + code));
        assertEquals("waiting", status(web, "data-state"));
        ChromeDriver other = browser(1000, 800, "en-US", null);
        open(other, "?join=" + code); // the invite link
        waitFor(other, x -> "playing".equals(status(x, "data-state")), "the joined board");
        waitFor(web, x -> "playing".equals(status(x, "data-state")), "the opponent to join");
        assertTrue(other.findElement(By.id("status")).getText().contains("Black"));
        waitFor(web, x -> x.findElement(By.id("clock-white")).getAttribute("class").contains("running"), "White's clock");
        assertEquals("60000", web.findElement(By.id("clock-black")).getAttribute("data-ms"));
        // past the server's lag allowance (Play.LAG_ALLOWANCE_MS, 300 ms): a move made sooner is charged nothing
        sleep(700);
        click(web, "e2");
        click(web, "e4");
        waitPiece(other, "e4", "wP");
        waitFor(other, x -> x.findElement(By.id("clock-black")).getAttribute("class").contains("running"), "Black's clock");
        long white1 = ms(other, "white");
        long black1 = ms(other, "black");
        sleep(1500);
        assertEquals(white1, ms(other, "white"), "the clock of the side not to move stands still");
        assertTrue(ms(other, "black") <= black1 - 1000, "the mover's clock runs: " + black1 + " -> " + ms(other, "black"));
        assertTrue(white1 < 60000, "White's clock ran during White's move: " + white1);
        shot(other, "online-black");
        click(other, "e7");
        click(other, "e5");
        waitPiece(web, "e5", "bP");
        waitFor(web, x -> x.findElement(By.id("clock-white")).getAttribute("class").contains("running"), "White's clock again");
        long black2 = ms(web, "black");
        sleep(1200);
        assertEquals(black2, ms(web, "black"));
        shot(web, "online-white");
        // a draw offered and declined (GM-RESIGN)
        web.findElement(By.id("draw-offer")).click();
        waitFor(other, x -> x.findElement(By.id("draw-accept")).isDisplayed(), "the draw offer on Black's page");
        assertTrue(other.findElement(By.id("status")).getText().contains("offers a draw"));
        other.findElement(By.id("draw-decline")).click();
        waitFor(web, x -> "".equals(x.findElement(By.id("status")).getAttribute("data-draw")) ? true : null, "the decline");
        // White lets the real one-minute clock run out (GM-CLOCK's shortest; about 50 s of this test): the flag falls
        new WebDriverWait(web, Duration.ofSeconds(90), Duration.ofMillis(250)).withMessage("waiting for White's flag")
                .until(x -> "ended".equals(status(x, "data-state")));
        waitEnded(web, "0-1", "time forfeit");
        assertEquals(0L, ms(web, "white"));
        assertTrue(web.findElement(By.id("clock-white")).getAttribute("class").contains("flagged"));
        waitFor(other, x -> "ended".equals(status(x, "data-state")), "the flag on Black's page");
        shot(other, "online-flag");
        quit(other);
    }

    /** The server restarts under an online game: the page reconnects by itself and sees the opponent's next move. */
    @Test
    void PLAY_ONLINE_reconnectsAfterServerRestart() throws Exception {
        newGame(web, "human", "chess", "white", null, null, 0);
        String code = web.findElement(By.id("board-code")).getText();
        HttpClient http = HttpClient.newHttpClient();
        JsonNode joined = post(http, "/api/boards/" + code + "/join", null, null);
        String seat = joined.get("seat").asText();
        waitFor(web, x -> "playing".equals(status(x, "data-state")), "the opponent to join");
        click(web, "e2");
        click(web, "e4");
        waitFor(web, x -> "black".equals(status(x, "data-turn")), "White's move");
        int port = server.port();
        server.close();
        server = PlayServer.start(new PlayServer.Config("127.0.0.1", port, dir.resolve("web.db").toString(), 1000, 1000, 0, 1,
                PlayServer.Config.systemMillis()));
        assertEquals("c7c5", post(http, "/api/boards/" + code + "/moves", seat, "{\"move\":\"c7c5\"}").get("moves").get(1).asText());
        waitPiece(web, "c5", "bP"); // no reload: the socket came back by itself
        click(web, "g1");
        click(web, "f3");
        waitPiece(web, "f3", "wN");
        // Black asks for a takeback; White grants it on the page
        post(http, "/api/boards/" + code + "/takeback/ask", seat, null);
        waitFor(web, x -> x.findElement(By.id("takeback-grant")).isDisplayed(), "the takeback request");
        web.findElement(By.id("takeback-grant")).click();
        waitPiece(web, "f3", null);
        waitPiece(web, "c5", null);
        waitPiece(web, "c7", "bP");
        // White resigns (GM-RESIGN)
        web.findElement(By.id("resign")).click();
        waitEnded(web, "0-1", "resignation");
    }

    /**
     * Random side, the copy button, a takeback asked on one page and declined then granted on the other (GM-UNDO),
     * and a draw offered on one page and accepted on the other (GM-RESIGN).
     */
    @Test
    void PLAY_ONLINE_randomSideCopyTakebackAndDrawBetweenBrowsers() throws IOException {
        newGame(web, "human", "chess", "random", null, null, 0);
        String mine = seatColour(web);
        assertTrue(mine.equals("white") || mine.equals("black"), mine);
        assertEquals(mine.equals("white") ? "a8" : "h1", web.findElement(By.cssSelector("[data-square]")).getAttribute("data-square"),
                "the creator's side is at the bottom");
        // the copy button puts the invite link on the clipboard (headless chromium grants the clipboard through CDP)
        String origin = base.substring(0, base.length() - 1);
        web.executeCdpCommand("Browser.grantPermissions",
                Map.of("origin", origin, "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
        String invite = web.findElement(By.id("invite-link")).getAttribute("value");
        web.findElement(By.id("copy-invite")).click();
        waitFor(web, x -> x.findElement(By.id("status")).getText().contains("link copied") ? true : null, "the copy");
        Object clipboard = web.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "navigator.clipboard.readText().then(done, e => done('unreadable: ' + e));");
        assertEquals(invite, clipboard);
        ChromeDriver other = browser(1000, 800, "en-US", null);
        open(other, "?join=" + web.findElement(By.id("board-code")).getText());
        waitFor(other, x -> "playing".equals(status(x, "data-state")), "the joined board");
        waitFor(web, x -> "playing".equals(status(x, "data-state")), "the opponent to join");
        String theirs = seatColour(other);
        assertEquals(mine.equals("white") ? "black" : "white", theirs, "the joiner gets the other side");
        ChromeDriver white = mine.equals("white") ? web : other;
        ChromeDriver black = white == web ? other : web;
        click(white, "e2");
        click(white, "e4");
        waitPiece(black, "e4", "wP");
        click(black, "e7");
        click(black, "e5");
        waitPiece(white, "e5", "bP");
        // White asks to take back (Undo); Black declines on its page, and nothing is taken back
        white.findElement(By.id("undo")).click();
        waitFor(black, x -> x.findElement(By.id("takeback-grant")).isDisplayed(), "the takeback request on Black's page");
        assertTrue(black.findElement(By.id("status")).getText().contains("asks to take back"), black.findElement(By.id("status")).getText());
        black.findElement(By.id("takeback-decline")).click();
        waitFor(white, x -> "".equals(status(x, "data-takeback")) ? true : null, "the refusal on White's page");
        assertFalse(black.findElement(By.id("takeback-grant")).isDisplayed());
        assertEquals("bP", piece(white, "e5"));
        // asked again and granted: White's move and Black's reply go back (GM-UNDO)
        white.findElement(By.id("undo")).click();
        waitFor(black, x -> x.findElement(By.id("takeback-grant")).isDisplayed(), "the second request");
        black.findElement(By.id("takeback-grant")).click();
        waitFor(white, x -> START.equals(fen(x)) && moves(x).isBlank() ? true : null, "the start position on White's page");
        waitFor(black, x -> START.equals(fen(x)) && moves(x).isBlank() ? true : null, "the start position on Black's page");
        // Black offers a draw; White accepts it on its page
        black.findElement(By.id("draw-offer")).click();
        waitFor(white, x -> x.findElement(By.id("draw-accept")).isDisplayed(), "the draw offer on White's page");
        white.findElement(By.id("draw-accept")).click();
        waitEnded(white, "1/2-1/2", "draw agreed");
        waitEnded(black, "1/2-1/2", "draw agreed");
        quit(other);
    }

    /** The side this page's seat plays, as the page keeps it (local storage). */
    static String seatColour(ChromeDriver d) {
        return (String) d.executeScript("return JSON.parse(localStorage.getItem('passant.game')).color");
    }

    /** A finger's tap on a square (a touch pointer, as on a phone). */
    static void tap(ChromeDriver d, String square) {
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Sequence tap = new Sequence(finger, 0);
        tap.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(sq(d, square)), 0, 0));
        tap.addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
        tap.addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        d.perform(List.of(tap));
    }

    JsonNode post(HttpClient http, String path, String seat, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path.substring(1)))
                .header("Content-Type", "application/json")
                .POST(body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (seat != null) {
            b.header("Authorization", "Bearer " + seat);
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(r.statusCode() / 100 == 2, r.statusCode() + " " + r.body());
        return new ObjectMapper().readTree(r.body());
    }

    static long ms(WebDriver d, String side) {
        return Long.parseLong(d.findElement(By.id("clock-" + side)).getAttribute("data-ms"));
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    // ---- languages, phone, accessibility, weight

    /** A phone-sized screen in Russian (from the browser's languages), then Hindi and Spanish chosen on the page. */
    @Test
    void phoneLayoutAndLanguages() throws IOException {
        ChromeDriver phone = browser(375, 667, "ru-RU,ru", null);
        phone.manage().window().setSize(new Dimension(375, 667));
        open(phone, "");
        assertEquals("ru", phone.findElement(By.tagName("html")).getAttribute("lang"));
        assertEquals("Новая партия", phone.findElement(By.id("new-game")).getText());
        newGame(phone, "computer", "chess", "white", "easy", null, 0);
        @SuppressWarnings("unchecked")
        List<Number> box = (List<Number>) phone.executeScript("const b = document.getElementById('board').getBoundingClientRect();"
                + "return [b.left, b.right, document.documentElement.scrollWidth, window.innerWidth, b.width];");
        assertTrue(box.get(0).doubleValue() >= 0 && box.get(1).doubleValue() <= box.get(3).doubleValue(), "the board fits: " + box);
        assertTrue(box.get(2).doubleValue() <= box.get(3).doubleValue(), "no sideways scrolling: " + box);
        assertTrue(box.get(4).doubleValue() >= 300, "the board fills the phone's width: " + box);
        assertTrue(phone.findElement(By.id("status")).getText().contains("Ваш ход"), phone.findElement(By.id("status")).getText());
        assertEquals("e2, пешка (Белые)", sq(phone, "e2").getAttribute("aria-label"));
        phone.executeScript("window.scrollTo(0, 0)");
        shot(phone, "phone-ru");
        // touch play: a tap on the pawn and a tap on its square
        tap(phone, "e2");
        assertTrue(sq(phone, "e4").getAttribute("class").contains("dest"), "legal destinations are shown after a tap");
        tap(phone, "e4");
        waitPiece(phone, "e4", "wP");
        waitFor(phone, x -> "white".equals(status(x, "data-turn")) && moves(x).contains(" ") ? true : null, "the computer's reply");
        // an atomic game to its end by touch: the first tap on a capture previews its blast, the second makes it
        newGame(phone, "computer", "atomic", "white", "easy", "7k/5p1p/5P1P/8/8/8/8/K2B4 w - - 0 1", 0);
        tap(phone, "d1");
        tap(phone, "b3");
        waitPiece(phone, "g8", "bK");
        tap(phone, "b3");
        tap(phone, "f7");
        waitFor(phone, x -> "b3 f7 g8".equals(x.findElement(By.id("board")).getAttribute("data-preview")), "the blast preview after a tap");
        assertEquals("bP", piece(phone, "f7"), "the first tap does not capture");
        tap(phone, "f7");
        waitEnded(phone, "1-0", "king exploded");
        assertEquals(null, piece(phone, "g8"));
        new Select(phone.findElement(By.id("language"))).selectByValue("hi");
        assertEquals("नया खेल", phone.findElement(By.id("new-game")).getText());
        new Select(phone.findElement(By.id("language"))).selectByValue("es");
        assertEquals("Partida nueva", phone.findElement(By.id("new-game")).getText());
        assertEquals("Deshacer", phone.findElement(By.id("undo")).getText());
        // every language has every message English has
        Object missing = phone.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import('./i18n.js').then(m => done(m.missingKeys()));");
        assertEquals(List.of(), missing);
        quit(phone);
    }

    /**
     * Deliver 6: an illegal move's explanation, a server's refusals and the rules page in Russian, Spanish and
     * Hindi, not in English; back in English the server's own words return.
     */
    @Test
    void EP_KING_SAFETY_explanationAndServerErrorsInEachLanguage() throws IOException {
        new Select(web.findElement(By.id("language"))).selectByValue("ru");
        newGame(web, "computer", "chess", "white", "easy", "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", 0);
        click(web, "e5");
        click(web, "d6");
        WebElement explain = web.findElement(By.id("explain"));
        waitFor(web, x -> explain.getText().contains("EP-KING-SAFETY нарушено: Взятие невозможно, если после него король") ? true : null,
                "the explanation in Russian");
        assertTrue(explain.getText().startsWith("Ход e5d6 невозможен"), explain.getText());
        assertEveryClauseIn(explain, "\\p{IsCyrillic}");
        assertFalse(explain.getText().contains("after the capture"), "no English reason: " + explain.getText());
        shot(web, "explain-en-passant-ru");
        // the shown explanation follows the language chosen
        new Select(web.findElement(By.id("language"))).selectByValue("es");
        assertTrue(explain.getText().contains("EP-KING-SAFETY no se cumple: La captura es ilegal si después el rey"), explain.getText());
        assertFalse(explain.getText().contains("after the capture"), explain.getText());
        new Select(web.findElement(By.id("language"))).selectByValue("hi");
        assertTrue(explain.getText().contains("EP-KING-SAFETY विफल: अगर पकड़ के बाद"), explain.getText());
        assertEveryClauseIn(explain, "\\p{IsDevanagari}");
        // the server's refusals, said from their keys: a board that does not exist, a start position it cannot read
        new Select(web.findElement(By.id("language"))).selectByValue("ru");
        new Select(web.findElement(By.id("mode"))).selectByValue("human");
        web.findElement(By.id("join-code")).sendKeys("nosuchbd");
        web.findElement(By.id("join")).click();
        waitFor(web, x -> x.findElement(By.id("status")).getText().contains("доски nosuchbd нет") ? true : null, "the 404 in Russian");
        assertFalse(web.findElement(By.id("status")).getText().contains("no board"));
        web.findElement(By.id("fen")).sendKeys("8/8/8/8 w - - 0 1");
        web.findElement(By.id("new-game")).click();
        waitFor(web, x -> x.findElement(By.id("status")).getText().contains("начальную позицию (FEN) не удалось прочитать") ? true : null,
                "the 400 in Russian");
        new Select(web.findElement(By.id("language"))).selectByValue("es");
        assertTrue(web.findElement(By.id("status")).getText().contains("no se pudo leer la posición inicial (FEN)"),
                web.findElement(By.id("status")).getText());
        new Select(web.findElement(By.id("language"))).selectByValue("en");
        assertTrue(web.findElement(By.id("status")).getText().contains("field 'fen': "), "English: the server's own line: "
                + web.findElement(By.id("status")).getText());
        assertTrue(explain.getText().contains("EP-KING-SAFETY fails: after the capture the white king on h5 would be attacked"),
                explain.getText());
        // every message key docs/API.md lists has the page's words in every language (i18n.js checks the languages)
        String api = Files.readString(Path.of("docs", "API.md"), StandardCharsets.UTF_8);
        String table = api.substring(api.indexOf("| key | args | when |"));
        table = table.substring(0, table.indexOf("\n\n"));
        List<String> keys = new ArrayList<>();
        for (String row : table.split("\n")) {
            Matcher k = Pattern.compile("`([a-z-]+)`").matcher(row.split("\\|")[1]);
            while (k.find()) {
                keys.add(k.group(1));
            }
        }
        assertTrue(keys.size() >= 15, "keys in docs/API.md: " + keys);
        Object untranslated = web.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import('./i18n.js').then(m => done(arguments[0].filter(k => !m.hasText('err_' + k))));", keys);
        assertEquals(List.of(), untranslated);
        // the rules page: every clause of RULES.md has its sentence in each language, and Russian shows them
        List<String> ids = ruleIds();
        Object missing = web.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import('./clauses.js').then(m => done(m.missingClauses(arguments[0])));", ids);
        assertEquals(List.of(), missing);
        new Select(web.findElement(By.id("language"))).selectByValue("ru");
        web.findElement(By.id("rules-tab")).click();
        waitFor(web, x -> x.findElements(By.cssSelector("#rules-table tr[data-clause]")).size() == ids.size() ? true : null, "the clauses");
        for (WebElement row : web.findElements(By.cssSelector("#rules-table tr[data-clause]"))) {
            String text = row.findElements(By.tagName("td")).get(1).getText();
            assertTrue(Pattern.compile("\\p{IsCyrillic}").matcher(text).find(), row.getAttribute("data-clause") + ": " + text);
        }
        assertTrue(web.findElement(By.id("rules-table")).getText().contains("Взятие на проходе"), "a section heading in Russian");
        shot(web, "rules-ru");
        web.findElement(By.id("play-tab")).click();
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

    /** The stable test surface, accessible names, and what the page costs: weight, time to interactive, origins. */
    @Test
    void surfaceAccessibilityWeightAndOrigins() throws IOException {
        for (String id : List.of("variant", "side", "level", "new-game", "undo", "view", "theme", "language",
                "clock-white", "clock-black", "status", "explain")) {
            assertEquals(1, web.findElements(By.id(id)).size(), id);
        }
        for (String id : List.of("variant", "side", "level", "view", "theme", "language", "clock-white", "clock-black", "move-input")) {
            String label = web.findElement(By.id(id)).getAttribute("aria-label");
            assertTrue(label != null && !label.isBlank(), "aria-label of " + id);
        }
        newGame(web, "computer", "chess", "white", "easy", null, 0);
        assertEquals(64, web.findElements(By.cssSelector("[data-square][aria-label]")).size());
        assertEquals("e2, White pawn", sq(web, "e2").getAttribute("aria-label"));
        assertEquals(32, web.findElements(By.cssSelector("[data-piece]")).size());
        // keyboard on the board: one tab stop (e2); Enter picks the pawn up, two arrows up and Enter put it on e4
        assertEquals(List.of("e2"), web.findElements(By.cssSelector("[data-square][tabindex='0']")).stream()
                .map(e -> e.getAttribute("data-square")).toList());
        sq(web, "e2").sendKeys(Keys.ENTER);
        new Actions(web).sendKeys(Keys.ARROW_UP, Keys.ARROW_UP).perform();
        assertEquals("e4", web.switchTo().activeElement().getAttribute("data-square"));
        new Actions(web).sendKeys(Keys.ENTER).perform();
        waitPiece(web, "e4", "wP");
        // flip: h1 comes to the top left corner, and back
        web.findElement(By.id("flip")).click();
        assertEquals("h1", web.findElement(By.cssSelector("[data-square]")).getAttribute("data-square"));
        web.findElement(By.id("flip")).click();
        assertEquals("a8", web.findElement(By.cssSelector("[data-square]")).getAttribute("data-square"));
        // promotion: the choice is offered, and the piece chosen arrives
        newGame(web, "computer", "chess", "white", "easy", "7k/1P6/8/8/8/8/8/K7 w - - 0 1", 0);
        click(web, "b7");
        click(web, "b8");
        assertEquals(4, web.findElements(By.cssSelector("#promotion [data-promo]")).size());
        web.findElement(By.cssSelector("#promotion [data-promo='n']")).click();
        waitPiece(web, "b8", "wN");
        assertTrue(moves(web).startsWith("b8=N"), moves(web));

        ChromeDriver cold = browser(1280, 900, "en-US", null); // a first visit: nothing cached
        open(cold, "");
        @SuppressWarnings("unchecked")
        Map<String, Object> timing = (Map<String, Object>) cold.executeScript(
                "const n = performance.getEntriesByType('navigation')[0];"
                + "return {ready: window.passantReadyAt, load: n.loadEventEnd, dom: n.domContentLoadedEventEnd,"
                + " urls: performance.getEntriesByType('resource').map(r => r.name).concat([n.name]),"
                + " bytes: performance.getEntriesByType('resource').reduce((s, r) => s + r.decodedBodySize, n.decodedBodySize)};");
        @SuppressWarnings("unchecked")
        List<String> urls = (List<String>) timing.get("urls");
        String origin = URI.create(base).resolve("/").toString();
        for (String u : urls) {
            assertTrue(u.startsWith(origin), "a request left the server: " + u);
        }
        long weight;
        try (Stream<Path> files = Files.walk(WEB)) {
            weight = files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
        assertTrue(weight < 1_000_000, "the page weighs " + weight + " bytes");
        String line = String.format("page files %d bytes; a first visit loads %s bytes (decoded); %d requests, all to %s;"
                + " board interactive at %.0f ms after navigation start (DOMContentLoaded %.0f ms, load %.0f ms)%n",
                weight, timing.get("bytes"), urls.size(), origin, ((Number) timing.get("ready")).doubleValue(),
                ((Number) timing.get("dom")).doubleValue(), ((Number) timing.get("load")).doubleValue());
        System.out.print("WebPageTest: " + line);
        Files.writeString(SHOTS.resolve("measures.txt"), line);
        quit(cold);
    }
}
