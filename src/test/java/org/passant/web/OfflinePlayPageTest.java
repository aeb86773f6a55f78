package org.passant.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.passant.explain.Explain;
import org.passant.game.Game;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.notation.Uci;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.server.PlayServer;

/**
 * The real play page against the computer with the server stopped (issue 49, items 2 and 3 on the
 * page; PLAY-COMPUTER): the page loads once from a real {@code passant serve} (its service worker
 * takes over), the server stops, and the page opens again from the service worker alone; a game
 * against the computer is then started from the setup form and played with the mouse on the board
 * as a player plays it, in Spanish: the computer's replies land on the board and in the move list,
 * a king's move of two squares is refused and explained clause by clause (the failing clauses the
 * JVM's, with their links to the rules), undo takes back the move and the reply, and the game comes
 * back as it was after a reload and after a restart of the browser. Screenshots at 1366x768 and
 * 375x667 go to target/screenshots/offline-play-*.png.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OfflinePlayPageTest {
    /** The player's moves, the first of them legal in the position taken in turn (the computer's replies vary). */
    static final List<String> CANDIDATES = List.of("e2e4", "g1f3", "b1c3", "f1c4", "d2d3", "a2a3", "h2h3", "b2b3", "g2g3");

    @TempDir
    static Path dir;
    PlayServer server;
    ChromeDriver web;
    String base;
    Path profile;

    @BeforeAll
    void start() throws IOException {
        assumeTrue(Page.browserInstalled(), "Debian's chromium and chromium-driver are not installed (.ci/run installs them)");
        server = Chromium.serve(dir);
        base = "http://127.0.0.1:" + server.port();
        profile = dir.resolve("profile");
        web = Page.desktop(dir, "es", profile);
    }

    @AfterAll
    void stop() {
        Page.closeAll("OfflinePlayPageTest", web, server);
    }

    @Test
    void gameAgainstTheComputerOnThePlayPageWithTheServerStopped() throws IOException {
        Page.open(web, base, "/");
        Page.waitFor(web, d -> Boolean.TRUE.equals(Page.js(d, "return !!navigator.serviceWorker.controller")) ? true : null,
                "the page's service worker to take over");
        server.close();
        server = null;

        Page.open(web, base, "/");
        assertEquals(Boolean.TRUE, Page.js(web, "return performance.getEntriesByType('navigation')[0].workerStart > 0"),
                "the page came from the service worker");
        Page.newGame(web, "computer", "chess", "white", "easy", null, 0);
        assertTrue(Page.text(web, "status").contains("Se juega en este navegador"), Page.text(web, "status"));
        assertEquals("playing", Page.status(web, "data-state"));

        // three moves each, with the mouse; the computer's replies from its worker land on the board and in the list
        Game jvm = new Game();
        for (int i = 0; i < 3; i++) {
            play(jvm);
        }

        // an illegal move: the king two squares forward, refused, nothing played, every clause explained in Spanish
        Position here = jvm.position();
        String before = Page.fen(web);
        String listed = Page.moves(web);
        Page.move(web, "e1", "e3");
        WebElement explain = Page.waitFor(web, d -> {
            WebElement e = d.findElement(By.id("explain"));
            return "e1e3".equals(e.getAttribute("data-move")) ? e : null;
        }, "the refused move's explanation");
        List<String> failing = explain.findElements(By.cssSelector("li.fails")).stream().map(li -> li.getAttribute("data-clause")).toList();
        assertEquals(Explain.explain(here, Uci.parse(here, "e1e3", false)).failing(), failing, "the JVM's failing clauses");
        for (WebElement li : explain.findElements(By.cssSelector("li"))) {
            String id = li.getAttribute("data-clause");
            assertEquals("/rules/" + id, li.findElement(By.tagName("a")).getAttribute("pathname"), "the clause's link to the rules");
        }
        WebElement first = explain.findElement(By.cssSelector("li.fails"));
        String reason = Explain.explain(here, Uci.parse(here, "e1e3", false)).clauses().stream().filter(c -> !c.holds())
                .findFirst().orElseThrow().reason();
        assertTrue(first.getText().contains("no se cumple"), "said in Spanish: " + first.getText());
        assertFalse(first.getText().contains(reason), "not the English reason: " + first.getText());
        assertTrue(first.getText().contains("e3"), "the reason names the square, from the clause's key and values: " + first.getText());
        Page.waitPiece(web, "e1", "wK");
        assertEquals(before, Page.settled(web), "the refused move changed nothing on the board");
        assertEquals(listed, Page.moves(web), "nor in the move list");
        Page.shot(web, "offline-play-explained-desktop");

        // undo: the player's last move and the computer's reply are taken back
        Page.waitFor(web, d -> d.findElement(By.id("undo")).isEnabled() ? true : null, "undo to be allowed");
        web.findElement(By.id("undo")).click();
        Page.waitFor(web, d -> Page.plies(d) == 4 ? true : null, "undo");
        jvm.undo();
        jvm.undo();
        assertEquals(Fen.format(jvm.position()).split(" ")[0], Page.settled(web), "the position before the player's move");
        assertEquals(sans(jvm), Page.moves(web));
        play(jvm);
        play(jvm);

        // the game kept in the browser: after a reload, and after the browser is closed and opened again, as it was
        String placement = Page.settled(web);
        String moves = Page.moves(web);
        assertEquals(sans(jvm), moves);
        Page.open(web, base, "/");
        assertEquals(8, waitPlies(web), "the game after a reload");
        assertEquals(placement, Page.settled(web));
        assertEquals(moves, Page.moves(web));
        assertEquals("playing", Page.status(web, "data-state"));
        assertTrue(Page.text(web, "status").contains("Te toca"), Page.text(web, "status"));
        Page.shot(web, "offline-play-desktop");
        assertEquals(List.of(), Page.consoleErrors(web), "the browser's console");
        web.quit();
        web = null;

        ChromeDriver phone = Page.browser(dir, 500, 800, "es", profile);
        try {
            phone.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 375, "height", 667, "deviceScaleFactor", 1,
                    "mobile", true));
            Page.open(phone, base, "/");
            assertEquals(8, waitPlies(phone), "the game after the browser's restart");
            assertEquals(placement, Page.settled(phone));
            assertEquals(moves, Page.moves(phone));
            Page.shot(phone, "offline-play-phone");
        } finally {
            phone.quit();
        }
    }

    /** The player's move (the first candidate legal here) with the mouse, then the computer's reply; both checked on the board. */
    void play(Game jvm) {
        int plies = Page.plies(web);
        Position p = jvm.position();
        String uci = CANDIDATES.stream().filter(u -> isLegal(p, u)).findFirst().orElseThrow();
        String piece = Page.piece(web, uci.substring(0, 2));
        Page.move(web, uci.substring(0, 2), uci.substring(2, 4));
        jvm.play(Uci.parse(p, uci, false));
        Page.waitFor(web, d -> Page.plies(d) == plies + 2 ? true : null, "the computer's reply to " + uci);
        @SuppressWarnings("unchecked")
        List<String> played = (List<String>) Page.js(web, "return window.passantPlay.state.moves");
        Position q = jvm.position();
        jvm.play(Uci.parse(q, played.get(plies + 1), true));
        String placement = Page.settled(web);
        assertEquals(Fen.format(jvm.position()).split(" ")[0], placement, "the board after " + uci + " and the reply");
        String reply = played.get(plies + 1);
        assertNotEquals(null, Page.piece(web, reply.substring(2, 4)), "the computer's piece on its square");
        assertEquals(sans(jvm), Page.moves(web), "the move list");
        assertTrue(piece.equals(Page.piece(web, uci.substring(2, 4))) || uci.substring(2, 4).equals(reply.substring(2, 4)),
                "the player's piece on " + uci.substring(2, 4));
    }

    static boolean isLegal(Position p, String uci) {
        try {
            return p.isLegal(Uci.parse(p, uci, false));
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** The game's moves as the page's list writes them: "1. e4 e5 2. Nf3 ...". */
    static String sans(Game g) {
        Game replay = new Game();
        StringBuilder s = new StringBuilder();
        List<Move> moves = g.moves();
        for (int i = 0; i < moves.size(); i++) {
            if (i % 2 == 0) {
                s.append(i / 2 + 1).append(". ");
            }
            s.append(San.format(replay.position(), moves.get(i))).append(' ');
            replay.play(moves.get(i));
        }
        return s.toString().trim();
    }

    static int waitPlies(ChromeDriver d) {
        Page.waitFor(d, x -> Page.plies(x) > 0 ? true : null, "the kept game");
        return Page.plies(d);
    }
}
