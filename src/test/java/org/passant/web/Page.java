package org.passant.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.logging.Level;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
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
 * What the browser tests of the page share: Debian's chromium, headless, through /usr/bin/chromedriver,
 * and the ways a test looks at the page as a player does (the square under the pointer, the piece drawn
 * on a square, the status line) and acts on it (a click or a tap where a square is drawn).
 */
final class Page {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SHOTS = Path.of("target", "screenshots");
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    static final List<String> THEMES = List.of("felt", "marble", "sandstone", "glacier", "amber", "tidal", "medieval");

    private Page() {
    }

    static boolean browserInstalled() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
    }

    /** A phone: a screen of 375x667 CSS pixels and the mobile viewport, as Chromium's device emulation gives them (taps: {@link #tap}). */
    static ChromeDriver phone(Path dir, String languages) throws IOException {
        ChromeDriver d = browser(dir, 500, 800, languages, null);
        d.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 375, "height", 667, "deviceScaleFactor", 1, "mobile", true));
        return d;
    }

    /** A desktop: a viewport of exactly 1366x768 CSS pixels (a headless window of that size has a smaller one). */
    static ChromeDriver desktop(Path dir, String languages, Path profile) throws IOException {
        ChromeDriver d = browser(dir, 1366, 900, languages, profile);
        d.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 1366, "height", 768, "deviceScaleFactor", 1, "mobile", false));
        return d;
    }

    static ChromeDriver browser(Path dir, int width, int height, String languages, Path profile) throws IOException {
        Files.createDirectories(SHOTS);
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        // as root in a container, and no traffic to anything but our server (no background networking)
        o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-extensions", "--disable-default-apps", "--hide-scrollbars", "--autoplay-policy=no-user-gesture-required",
                "--window-size=" + width + "," + height,
                "--user-data-dir=" + (profile != null ? profile : Files.createTempDirectory(dir, "chrome")));
        o.setExperimentalOption("prefs", Map.of("intl.accept_languages", languages));
        o.setCapability("goog:loggingPrefs", Map.of("browser", "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        ChromeDriver d = new ChromeDriver(service, o);
        d.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        return d;
    }

    /** After a test class: every browser it opened quit (one that will not is reported, not fatal), then its server closed. */
    static void closeAll(String test, WebDriver browser, PlayServer server) {
        closeAll(test, Collections.singletonList(browser), server);
    }

    /** As {@link #closeAll(String, WebDriver, PlayServer)}, for a test class with several browsers. */
    static void closeAll(String test, List<? extends WebDriver> browsers, PlayServer server) {
        for (WebDriver b : browsers) {
            if (b == null) {
                continue; // never opened: the browser is not installed, or start-up failed before it
            }
            try {
                b.quit();
            } catch (RuntimeException e) {
                System.err.println(test + ": quitting a browser: " + e);
            }
        }
        if (server != null) {
            server.close();
        }
    }

    /** The browser's console errors since the last call (a refused move's 4xx answer is logged by the browser, and expected). */
    static List<String> consoleErrors(ChromeDriver d) {
        return d.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .filter(m -> !m.contains("Failed to load resource: the server responded with a status of 4"))
                .filter(m -> !m.contains("/ws/boards/")) // the socket while the server is down
                .filter(m -> !m.contains("net::ERR_CONNECTION_REFUSED")) // the server is down (the reconnection test)
                .toList();
    }

    static void open(WebDriver d, String base, String path) {
        d.get(base + path);
        waitFor(d, x -> "1".equals(x.findElement(By.tagName("body")).getAttribute("data-ready")), "the page to start");
    }

    static <T> T waitFor(WebDriver d, Function<WebDriver, T> until, String what) {
        return new WebDriverWait(d, Duration.ofSeconds(40), Duration.ofMillis(50)).withMessage("waiting for " + what).until(until);
    }

    static Object js(WebDriver d, String script, Object... args) {
        return ((JavascriptExecutor) d).executeScript(script, args);
    }

    static WebElement sq(WebDriver d, String square) {
        return d.findElement(By.cssSelector("[data-square='" + square + "']"));
    }

    /** The piece drawn on a square ("wP"), or null. */
    static String piece(WebDriver d, String square) {
        return (String) js(d, "const p = document.querySelector('.piece[data-at=\"' + arguments[0] + '\"]'); return p ? p.dataset.piece : null;", square);
    }

    /** Waits until the board shows the game's current position (every move has landed) and returns its placement. */
    static String settled(WebDriver d) {
        return waitFor(d, x -> (String) js(x, "const s = window.passantPlay.state, f = document.getElementById('board').dataset.fen;"
                + " return s && s.fen.split(' ')[0] === f ? f : null;"), "the board to show the game's position");
    }

    static void waitPiece(WebDriver d, String square, String piece) {
        waitFor(d, x -> Objects.equals(piece(x, square), piece) ? true : null, piece + " on " + square);
    }

    static String status(WebDriver d, String attribute) {
        return d.findElement(By.id("status")).getAttribute(attribute);
    }

    static String text(WebDriver d, String id) {
        return d.findElement(By.id(id)).getText();
    }

    /** A mouse click at the middle of a square as it is drawn (a piece standing there takes the click, as for a player). */
    static void click(WebDriver d, String square) {
        new Actions(d).moveToElement(sq(d, square)).click().perform();
    }

    static void move(WebDriver d, String from, String to) {
        click(d, from);
        click(d, to);
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

    static void select(WebDriver d, String id, String value) {
        new Select(d.findElement(By.id(id))).selectByValue(value);
    }

    /** The language, from the settings menu. */
    static void language(WebDriver d, String lang) {
        js(d, "const s = document.getElementById('language'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));", lang);
    }

    static void theme(WebDriver d, String theme) {
        js(d, "const s = document.getElementById('theme'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));", theme);
    }

    static String fen(WebDriver d) {
        return d.findElement(By.id("board")).getAttribute("data-fen");
    }

    /** The game's moves in SAN as the list shows them, one string. */
    static String moves(WebDriver d) {
        return d.findElement(By.id("moves")).getText().replace('\n', ' ').replaceAll("\\s+", " ").trim();
    }

    static int plies(WebDriver d) {
        return ((Number) js(d, "return window.passantPlay.state ? window.passantPlay.state.moves.length : -1")).intValue();
    }

    static void newGame(WebDriver d, String mode, String variant, String side, String level, String fen, int minutes) {
        if (!d.findElement(By.id("setup")).isDisplayed()) {
            WebElement open = d.findElement(By.id(d.findElement(By.id("new-after")).isDisplayed() ? "new-after" : "new-game-open"));
            open.click();
            if (d.findElement(By.id("confirm")).isDisplayed()) { // a game in progress is left only when confirmed
                d.findElement(By.id("confirm-yes")).click();
            }
            waitFor(d, x -> x.findElement(By.id("setup")).isDisplayed() ? true : null, "the setup form");
        }
        select(d, "mode", mode);
        select(d, "variant", variant);
        select(d, "side", side);
        if (level != null) {
            select(d, "level", level);
        }
        if (mode.equals("human")) {
            WebElement m = d.findElement(By.id("minutes"));
            m.clear();
            m.sendKeys(Integer.toString(minutes));
            if (minutes > 0) { // with no clock the increment field keeps its default, which the page must not send
                WebElement inc = d.findElement(By.id("increment"));
                inc.clear();
                inc.sendKeys("0");
            }
        }
        WebElement f = d.findElement(By.id("fen"));
        f.clear();
        if (fen != null) {
            f.sendKeys(fen);
        }
        String before = (String) js(d, "return window.passantPlay.game ? window.passantPlay.game.code : ''");
        d.findElement(By.id("new-game")).click();
        String placement = fen == null ? START : fen.split(" ")[0];
        waitFor(d, x -> !"none".equals(status(x, "data-state")) && !before.equals(js(x, "return window.passantPlay.game.code"))
                && placement.equals(fen(x)) && plies(x) == 0 ? true : null, "the new game");
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
        assertTrue(text(d, "result").contains(result), text(d, "result"));
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The sounds the page asked for since the last call (sounds.js keeps their names). */
    static List<String> sounds(WebDriver d) {
        @SuppressWarnings("unchecked")
        List<String> s = (List<String>) js(d, "return window.passantSounds.splice(0)");
        return new ArrayList<>(s);
    }
}
