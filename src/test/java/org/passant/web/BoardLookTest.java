package org.passant.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.passant.web.Page.click;
import static org.passant.web.Page.fen;
import static org.passant.web.Page.js;
import static org.passant.web.Page.newGame;
import static org.passant.web.Page.open;
import static org.passant.web.Page.piece;
import static org.passant.web.Page.plies;
import static org.passant.web.Page.shot;
import static org.passant.web.Page.sq;
import static org.passant.web.Page.status;
import static org.passant.web.Page.tap;
import static org.passant.web.Page.theme;
import static org.passant.web.Page.waitFor;
import static org.passant.web.Page.waitPiece;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

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
import org.passant.server.PlayServer;

/**
 * How the board looks and answers the hand (issue 45, items 1, 9 and 12; PLAY-VIEW), read from what
 * the browser draws: the computed colours of the squares, marks, coordinates and pieces in all seven
 * themes, from both sides, flat and standing; the element under the pointer where a standing piece is
 * drawn; the phone's first screen. One server, one desktop browser (1366x768) and one phone (375x667).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BoardLookTest {
    static final Path WEB = Path.of("src", "main", "resources", "web");

    @TempDir
    static Path dir;
    PlayServer server;
    String base;
    ChromeDriver web;
    final List<ChromeDriver> browsers = new ArrayList<>();

    @BeforeAll
    void start() throws IOException {
        assumeTrue(Page.browserInstalled(), "Debian's chromium and chromium-driver are not installed (.ci/run installs them)");
        server = PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve("look.db").toString(), 1000, 1000, 0, 1,
                PlayServer.Config.systemMillis()));
        base = "http://127.0.0.1:" + server.port();
        web = Page.desktop(dir, "en-US", null);
        browsers.add(web);
    }

    @AfterAll
    void stop() {
        Page.closeAll("BoardLookTest", browsers, server);
    }

    /** A fresh page with nothing kept (no game, default theme, view and language). */
    @BeforeEach
    void fresh() {
        if (!String.valueOf(web.getCurrentUrl()).startsWith(base)) {
            open(web, base, "/rules"); // the page's origin, to reach its storage
        }
        js(web, "localStorage.clear()");
    }

    @AfterEach
    void noScriptErrors() {
        for (ChromeDriver b : browsers) {
            assertEquals(List.of(), Page.consoleErrors(b), "the browser's console");
        }
    }

    /**
     * WCAG's contrast ratio and CIEDE2000, on the colours the browser computed: every square shade, the
     * coordinates on each shade, each mark's ring or dot (and its tint over each shade), the pieces' fills
     * and outlines. A mark appears on either shade and next to either, so it is measured against both.
     */
    static final String MEASURE = """
            const rgb = (s) => { const m = s.match(/rgba?\\(([^)]+)\\)/); if (!m) throw new Error('not a colour: ' + s);
              const v = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number); return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1]; };
            const lin = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
            const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
            const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
            const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat([1]);
            const lab = (c) => { const [r, g, b] = c.slice(0, 3).map(lin);
              const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
              const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047), y = f(r * 0.2126 + g * 0.7152 + b * 0.0722), z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
              return [116 * y - 16, 500 * (x - y), 200 * (y - z)]; };
            const de2000 = (p, q) => { const [L1, a1, b1] = lab(p), [L2, a2, b2] = lab(q), rad = Math.PI / 180;
              const Cb = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2, G = 0.5 * (1 - Math.sqrt(Cb ** 7 / (Cb ** 7 + 25 ** 7)));
              const A1 = (1 + G) * a1, A2 = (1 + G) * a2, C1 = Math.hypot(A1, b1), C2 = Math.hypot(A2, b2);
              const hue = (b, a) => { if (!a && !b) return 0; const v = Math.atan2(b, a) / rad; return v < 0 ? v + 360 : v; };
              const h1 = hue(b1, A1), h2 = hue(b2, A2); let dh = 0;
              if (C1 * C2) { dh = h2 - h1; if (dh > 180) dh -= 360; else if (dh < -180) dh += 360; }
              const dH = 2 * Math.sqrt(C1 * C2) * Math.sin(dh * rad / 2), Lm = (L1 + L2) / 2, Cm = (C1 + C2) / 2;
              let hm = h1 + h2; if (C1 * C2) { if (Math.abs(h1 - h2) > 180) hm += h1 + h2 < 360 ? 360 : -360; hm /= 2; }
              const T = 1 - 0.17 * Math.cos((hm - 30) * rad) + 0.24 * Math.cos(2 * hm * rad) + 0.32 * Math.cos((3 * hm + 6) * rad) - 0.2 * Math.cos((4 * hm - 63) * rad);
              const Rc = 2 * Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)), Rt = -Math.sin(2 * 30 * Math.exp(-(((hm - 275) / 25) ** 2)) * rad) * Rc;
              const Sl = 1 + 0.015 * (Lm - 50) ** 2 / Math.sqrt(20 + (Lm - 50) ** 2), Sc = 1 + 0.045 * Cm, Sh = 1 + 0.015 * Cm * T;
              return Math.sqrt(((L2 - L1) / Sl) ** 2 + ((C2 - C1) / Sc) ** 2 + (dH / Sh) ** 2 + Rt * ((C2 - C1) / Sc) * (dH / Sh)); };
            const cs = (el, pseudo) => getComputedStyle(el, pseudo || null);
            const square = (s) => document.querySelector('[data-square="' + s + '"]');
            const light = rgb(cs(square('e4')).backgroundColor), dark = rgb(cs(square('d4')).backgroundColor);
            const out = { light, dark, pairs: {}, distinct: {} };
            const pair = (name, a, b) => { out.pairs[name] = Math.round(ratio(a, b) * 100) / 100; };
            // coordinates: on the light squares of the first rank and file, and on the dark ones
            pair('coordinates on light', rgb(cs(document.querySelector('.sq.light .coord')).color), light);
            pair('coordinates on dark', rgb(cs(document.querySelector('.sq.dark .coord')).color), dark);
            // each mark on a light square (e4) and a dark one (d4): its ring or dot against both shades and its own tint
            const inks = {};
            const marks = { last: ['::before', 'borderTopColor', true], selected: ['::before', 'borderTopColor', true],
              check: ['::after', 'borderTopColor', false], dest: ['::after', 'backgroundColor', false], 'dest-capture': ['::after', 'borderTopColor', false] };
            for (const [mark, [pseudo, prop, tinted]] of Object.entries(marks)) {
              for (const s of ['e4', 'd4']) {
                const el = square(s), shade = s === 'e4' ? light : dark;
                el.classList.add(mark);
                const ink = rgb(cs(el, pseudo)[prop]);
                inks[mark] = ink;
                pair(mark + ' (' + (s === 'e4' ? 'light' : 'dark') + ' square) vs light', ink, light);
                pair(mark + ' (' + (s === 'e4' ? 'light' : 'dark') + ' square) vs dark', ink, dark);
                if (tinted) pair(mark + ' vs its tint on ' + (s === 'e4' ? 'light' : 'dark'), ink, over(rgb(cs(el, pseudo).backgroundColor), shade));
                el.classList.remove(mark);
              }
            }
            const names = Object.keys(inks);
            for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) {
              if (names[i].startsWith('dest') && names[j].startsWith('dest')) continue; // one mark, two forms
              out.distinct[names[i] + ' / ' + names[j]] = Math.round(de2000(inks[names[i]], inks[names[j]]));
            }
            // pieces: the darkest and lightest parts of the fill (gradient stops, pattern colours) and the outline
            for (const side of ['w', 'b']) {
              const body = document.querySelector('.pc.' + side + ' .body');
              const fill = cs(body).fill, m = fill.match(/url\\("?#([^")]+)"?\\)/);
              let parts = [];
              if (m) {
                const def = document.getElementById(m[1]);
                parts = [...def.querySelectorAll('stop')].map((s) => rgb(cs(s).stopColor))
                  .concat([...def.querySelectorAll('rect, circle, path')].map((s) => rgb(cs(s).fill)));
              } else parts = [rgb(fill)];
              const stroke = rgb(cs(body).stroke);
              for (const [name, shade] of [['light', light], ['dark', dark]]) {
                const fillWorst = Math.min(...parts.map((c) => ratio(c, shade)));
                out.pairs[(side === 'w' ? 'white' : 'black') + ' pieces on ' + name] = Math.round(Math.max(fillWorst, ratio(stroke, shade)) * 100) / 100;
              }
            }
            return out;
            """;

    /** Deliver 1: a1 dark and h1 light from both sides, flat and standing, in every theme; the start position before any game. */
    @Test
    void a1IsDarkFromBothSidesInEveryThemeAndViewAndTheStartStandsBeforeAnyGame() {
        open(web, base, "/");
        assertEquals("none", status(web, "data-state"), "no game yet");
        assertEquals(Page.START, fen(web), "the start position stands on the board before any game");
        assertEquals(32, web.findElements(By.cssSelector(".piece[data-piece]")).size());
        for (String view : List.of("2d", "3d")) {
            for (String side : List.of("white", "black")) {
                Page.select(web, "side", side); // before a game, the side chosen is at the bottom
                assertEquals(side, web.findElement(By.id("board")).getAttribute("data-orientation"));
                for (String t : Page.THEMES) {
                    theme(web, t);
                    @SuppressWarnings("unchecked")
                    Map<String, String> c = (Map<String, String>) js(web, "const bg = (s) => getComputedStyle(document.querySelector("
                            + "'[data-square=\"' + s + '\"]')).backgroundColor; return {a1: bg('a1'), h1: bg('h1'), a8: bg('a8'), h8: bg('h8'),"
                            + " dark: getComputedStyle(document.body).getPropertyValue('--dark'), light: getComputedStyle(document.body).getPropertyValue('--light')};");
                    String where = t + ", " + view + ", " + side + " at the bottom: " + c;
                    assertEquals(c.get("a1"), c.get("h8"), where);
                    assertEquals(c.get("h1"), c.get("a8"), where);
                    assertTrue(luminance(c.get("a1")) < luminance(c.get("h1")), "a1 is the dark shade: " + where);
                }
            }
            web.findElement(By.id("view")).click();
        }
        Page.select(web, "side", "white");
        waitFor(web, x -> "2d".equals(x.findElement(By.id("board")).getAttribute("data-view")) ? true : null, "2D again");
    }

    /**
     * Deliver 1: in every theme the coordinates, the selected square, the last move, check and the legal-move
     * marks each keep a WCAG contrast of at least 3:1 with both square shades (and a ring with its own tint), and
     * white and black pieces with both shades; the marks differ from each other in colour (CIEDE2000 at least 15,
     * a clearly seen difference: WCAG's ratio, luminance alone, cannot keep more than three colours 3:1 apart,
     * so it cannot tell five marks and two shades apart) as well as in form (ring, dot, circle).
     */
    @Test
    void everyMarkAndPieceStandsOutFromBothShadesInEveryTheme() throws IOException {
        open(web, base, "/");
        StringBuilder table = new StringBuilder();
        List<String> failures = new ArrayList<>();
        for (String t : Page.THEMES) {
            theme(web, t);
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) js(web, MEASURE);
            @SuppressWarnings("unchecked")
            Map<String, Number> pairs = (Map<String, Number>) m.get("pairs");
            @SuppressWarnings("unchecked")
            Map<String, Number> distinct = (Map<String, Number>) m.get("distinct");
            assertTrue(pairs.size() >= 28, t + ": " + pairs);
            pairs.forEach((k, v) -> {
                if (v.doubleValue() < 3.0) {
                    failures.add(t + ": " + k + " " + v);
                }
            });
            distinct.forEach((k, v) -> {
                if (v.doubleValue() < 15) {
                    failures.add(t + ": " + k + " differ by ΔE " + v);
                }
            });
            table.append(t).append(": lowest contrast ")
                    .append(pairs.entrySet().stream().min((a, b) -> Double.compare(a.getValue().doubleValue(), b.getValue().doubleValue())).orElseThrow())
                    .append("; closest marks ")
                    .append(distinct.entrySet().stream().min((a, b) -> Double.compare(a.getValue().doubleValue(), b.getValue().doubleValue())).orElseThrow())
                    .append('\n');
        }
        Files.writeString(Page.SHOTS.resolve("contrast.txt"), table.toString());
        System.out.print("BoardLookTest:\n" + table);
        assertEquals(List.of(), failures);
    }

    static double luminance(String css) {
        String[] v = css.replaceAll("[^0-9., ]", "").trim().split("[ ,]+");
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double x = Double.parseDouble(v[i]) / 255;
            c[i] = x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }

    /**
     * Deliver 9: on the standing (3D) board a click on the upper half of a piece picks that piece (its square is
     * behind and above it), nearer pieces are drawn over farther ones, and the players' bars touch the drawn board.
     */
    @Test
    void PLAY_VIEW_aStandingPieceIsPickedWhereItIsDrawn() {
        open(web, base, "/");
        theme(web, "marble");
        newGame(web, "computer", "chess", "white", "easy", null, 0);
        web.findElement(By.id("view")).click();
        waitFor(web, x -> "42".equals(x.findElement(By.id("board")).getAttribute("data-tilt")) ? true : null, "the board to lie back");
        // the g1 knight stands over g2's square: a point in its upper half is over g2 (or farther) on the board
        @SuppressWarnings("unchecked")
        Map<String, Object> at = (Map<String, Object>) js(web, """
                const p = document.querySelector('.piece[data-at="g1"]').getBoundingClientRect();
                const x = p.left + p.width / 2, y = p.top + p.height * 0.3;
                const hit = document.elementFromPoint(x, y);
                const under = [...document.querySelectorAll('[data-square]')].find((s) => { const r = s.getBoundingClientRect();
                  return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom && s.dataset.square !== 'g1'; });
                return { hit: hit.closest('.piece') ? hit.closest('.piece').dataset.at : null, x: x, y: y,
                  g1Top: document.querySelector('[data-square="g1"]').getBoundingClientRect().top, behind: under ? under.dataset.square : null };
                """);
        assertEquals("g1", at.get("hit"), "the drawn knight is under the pointer: " + at);
        assertTrue(((Number) at.get("y")).doubleValue() < ((Number) at.get("g1Top")).doubleValue(),
                "the point is above g1's own square (over the squares behind it): " + at);
        // a real click there picks the knight and shows its moves
        WebElement board = web.findElement(By.id("board"));
        int bx = board.getRect().getX(), by = board.getRect().getY();
        new Actions(web).moveToElement(board, (int) Math.round(((Number) at.get("x")).doubleValue() - bx - board.getRect().getWidth() / 2.0),
                (int) Math.round(((Number) at.get("y")).doubleValue() - by - board.getRect().getHeight() / 2.0)).click().perform();
        assertTrue(sq(web, "g1").getAttribute("class").contains("selected"), "g1 is picked up");
        assertTrue(sq(web, "f3").getAttribute("class").contains("dest"), "its destinations are shown");
        // nearer over farther: at every point where a rank-1 piece and the rank-2 piece behind it are both drawn, the
        // nearer is the one on top (elementsFromPoint lists what is drawn there, topmost first)
        assertEquals("", js(web, """
                const out = [];
                for (const f of 'abcdefgh') {
                  const near = document.querySelector('.piece[data-at="' + f + '1"]'), far = document.querySelector('.piece[data-at="' + f + '2"]');
                  const a = near.getBoundingClientRect(), b = far.getBoundingClientRect();
                  let both = 0;
                  for (let y = Math.max(a.top, b.top); y < Math.min(a.bottom, b.bottom); y += 2) {
                    for (let x = Math.max(a.left, b.left); x < Math.min(a.right, b.right); x += 2) {
                      const drawn = document.elementsFromPoint(x, y).map((e) => e.closest('.piece')).filter((p) => p === near || p === far);
                      if (!drawn.includes(near) || !drawn.includes(far)) continue;
                      both++;
                      if (drawn[0] !== near) { out.push(f + '2 over ' + f + '1 at ' + x + ',' + y); break; }
                    }
                  }
                  if (!both) out.push(f + ': the two are nowhere drawn at one point');
                }
                return out.join(', ');
                """), "nearer pieces drawn over farther ones");
        // no empty band: the bars above and below touch what is drawn of the board
        @SuppressWarnings("unchecked")
        List<Number> gaps = (List<Number>) js(web, """
                const top = Math.min(...[...document.querySelectorAll('.piece')].map((p) => p.getBoundingClientRect().top));
                const plane = document.querySelector('.pb-squares').getBoundingClientRect();
                return [top - document.getElementById('bar-top').getBoundingClientRect().bottom,
                        document.getElementById('bar-bottom').getBoundingClientRect().top - plane.bottom];
                """);
        assertTrue(gaps.get(0).doubleValue() < 14 && gaps.get(1).doubleValue() < 14, "gaps between the bars and the drawn board: " + gaps);
        shot(web, "play-3d-marble");
        // a move dragged on the tilted board lands where it is dropped
        new Actions(web).dragAndDrop(sq(web, "b1"), sq(web, "c3")).perform();
        waitPiece(web, "c3", "wN");
        waitFor(web, x -> plies(x) == 2 ? true : null, "the computer's reply");
        web.findElement(By.id("view")).click();
        waitFor(web, x -> "0".equals(x.findElement(By.id("board")).getAttribute("data-tilt")) ? true : null, "the flat board");
        // every square of the flat board is found where it is drawn
        assertEquals("", js(web, "const out = [];"
                + "for (const d of document.querySelectorAll('[data-square]')) { const r = d.getBoundingClientRect();"
                + " const e = document.elementFromPoint(r.left + r.width * 0.1, r.top + r.height * 0.9);"
                + " const s = e && (e.closest('[data-square]') || e.closest('.piece'));"
                + " const at = s && (s.dataset.square || s.dataset.at); if (at !== d.dataset.square) out.push(d.dataset.square); }"
                + "return out.join(' ');"), "2D squares the pointer does not find");
    }

    /** Deliver 12: on a 375x667 phone the board and New game are both on screen at first open; a whole atomic game by touch. */
    @Test
    void phoneFirstScreenAndAGameByTouch() throws IOException {
        ChromeDriver phone = Page.phone(dir, "ru-RU,ru");
        browsers.add(phone);
        open(phone, base, "/");
        @SuppressWarnings("unchecked")
        Map<String, Number> box = (Map<String, Number>) js(phone, """
                const b = document.getElementById('board').getBoundingClientRect(), n = document.getElementById('new-game').getBoundingClientRect();
                return {boardTop: b.top, boardBottom: b.bottom, boardLeft: b.left, boardRight: b.right, newTop: n.top, newBottom: n.bottom,
                  width: innerWidth, height: innerHeight, scroll: document.documentElement.scrollWidth};
                """);
        assertTrue(box.get("boardTop").doubleValue() >= 0 && box.get("boardBottom").doubleValue() <= box.get("height").doubleValue()
                && box.get("newBottom").doubleValue() <= box.get("height").doubleValue(), "board and New game on the first screen: " + box);
        assertTrue(box.get("boardLeft").doubleValue() >= 0 && box.get("boardRight").doubleValue() <= box.get("width").doubleValue()
                && box.get("scroll").doubleValue() <= box.get("width").doubleValue(), "no sideways scrolling: " + box);
        assertTrue(box.get("boardRight").doubleValue() - box.get("boardLeft").doubleValue() >= 340, "the board fills the width: " + box);
        assertEquals("Новая партия", phone.findElement(By.id("new-game")).getText());
        shot(phone, "phone-ru");
        // an atomic game to its end by touch: the first tap on a capture previews its blast, the second makes it
        newGame(phone, "computer", "atomic", "white", "easy", "7k/5p1p/5P1P/8/8/8/8/K2B4 w - - 0 1", 0);
        tap(phone, "d1");
        assertTrue(sq(phone, "b3").getAttribute("class").contains("dest"), "destinations after a tap");
        tap(phone, "b3");
        waitPiece(phone, "g8", "bK");
        tap(phone, "b3");
        tap(phone, "f7");
        waitFor(phone, x -> "b3 f7 g8".equals(x.findElement(By.id("board")).getAttribute("data-preview")), "the blast preview after a tap");
        assertEquals("bP", piece(phone, "f7"), "the first tap does not capture");
        tap(phone, "f7");
        Page.waitEnded(phone, "1-0", "king exploded");
        // the result is written as the capture starts to slide; the exploded king goes when it lands (never: a timeout)
        waitPiece(phone, "g8", null);
        assertTrue(Page.text(phone, "result").contains("король взорван"), Page.text(phone, "result"));
        phone.quit();
        browsers.remove(phone);
    }

    /** The stable test surface, accessible names, the keyboard on the board, and what the page costs: weight, time to interactive, origins. */
    @Test
    void surfaceAccessibilityKeyboardWeightAndOrigins() throws IOException {
        open(web, base, "/");
        for (String id : List.of("variant", "side", "level", "view", "theme", "language", "clock-white", "clock-black", "move-input", "sound",
                "nav-first", "nav-prev", "nav-next", "nav-last")) {
            String label = web.findElement(By.id(id)).getAttribute("aria-label");
            assertTrue(label != null && !label.isBlank(), "aria-label of " + id);
        }
        newGame(web, "computer", "chess", "white", "easy", null, 0);
        assertEquals(64, web.findElements(By.cssSelector("[data-square][aria-label]")).size());
        assertEquals("e2, White pawn", sq(web, "e2").getAttribute("aria-label"));
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
        assertTrue(Page.moves(web).contains("b8=N"), Page.moves(web));

        ChromeDriver cold = Page.desktop(dir, "en-US", null); // a first visit: nothing cached
        browsers.add(cold);
        open(cold, base, "/");
        @SuppressWarnings("unchecked")
        Map<String, Object> timing = (Map<String, Object>) js(cold,
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
        String line = String.format("page files %d bytes (sounds made by the page: none to load); a first visit loads %s bytes (decoded); "
                + "%d requests, all to %s; board interactive at %.0f ms after navigation start (DOMContentLoaded %.0f ms, load %.0f ms)%n",
                weight, timing.get("bytes"), urls.size(), origin, ((Number) timing.get("ready")).doubleValue(),
                ((Number) timing.get("dom")).doubleValue(), ((Number) timing.get("load")).doubleValue());
        System.out.print("BoardLookTest: " + line);
        Files.writeString(Page.SHOTS.resolve("measures.txt"), line);
        cold.quit();
        browsers.remove(cold);
    }
}
