package org.passant.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Issue 48 on SQLite: the server under faults and abuse, each fault reproduced by the test (an
 * SQLite write lock held by another connection, a slow start, a corrupt stored board, a spectator
 * that never returns, stored moves changed under an ended game) and the outcome asserted, never a
 * duration. The server's clock is the system's plus an offset the tests move forward. PostgreSQL's
 * outage is {@link PostgresFaultTest}; the abuse of limits and protocol is {@link ServerAbuseTest}.
 */
class ServerFaultTest {
    @TempDir
    Path dir;
    final AtomicLong offset = new AtomicLong();

    private PlayServer start(Path db) {
        return start(db, () -> { });
    }

    private PlayServer start(Path db, Runnable beforeListening) {
        return PlayServer.start(new PlayServer.Config("127.0.0.1", 0, db.toString(), 1000, 1000, 0, 1,
                () -> System.nanoTime() / 1_000_000 + offset.get()).beforeListening(beforeListening));
    }

    /** [code, white seat, black seat]. */
    private static String[] humans(Http http, String body) {
        Http.Response c = http.post("/api/boards", body);
        assertEquals(201, c.status(), c.body());
        Http.Response j = http.post("/api/boards/" + c.text("code") + "/join", null);
        assertEquals(200, j.status(), j.body());
        boolean creatorWhite = "white".equals(c.text("color"));
        return new String[] {c.text("code"), creatorWhite ? c.text("seat") : j.text("seat"), creatorWhite ? j.text("seat") : c.text("seat")};
    }

    private static Http.Response move(Http http, String code, String seat, String move) {
        return http.post("/api/boards/" + code + "/moves", "{\"move\":\"" + move + "\"}", seat);
    }

    private static List<String> storedMoves(Path db, String code) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
                PreparedStatement s = c.prepareStatement("SELECT uci FROM moves WHERE code = ? ORDER BY ply")) {
            s.setString(1, code);
            List<String> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(r.getString(1));
                }
            }
            return out;
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static JsonNode await(Http http, String path, java.util.function.Predicate<Http.Response> done) throws InterruptedException {
        Http.Response r = null;
        for (int i = 0; i < 600; i++) {
            r = http.get(path);
            if (done.test(r)) {
                return r.json();
            }
            Thread.sleep(50);
        }
        throw new AssertionError(path + " never got there: " + (r == null ? null : r.body()));
    }

    /**
     * Item 1 and 2: another connection holds SQLite's write lock while Black's move and White's
     * move (queued behind it on the same board) are made. Black's fails (503); White's may not be
     * played on a board that went on in memory without its commit: the database and the board
     * hold exactly the acknowledged moves, the clocks stand while the database takes nothing (no
     * flag though two minutes pass), health says so, and the server starts again on the file.
     */
    @Test
    void ISSUE_48_1_aCommitRefusedByALockedSqliteLeavesTheBoardAsStored() throws Exception {
        Path db = dir.resolve("locked.db");
        String[] b;
        List<String> acknowledged = new ArrayList<>();
        try (PlayServer server = start(db)) {
            Http http = new Http(server.port());
            b = humans(http, "{\"color\":\"white\",\"minutes\":1}");
            for (String[] m : new String[][] {{b[1], "d4"}, {b[2], "d5"}, {b[1], "c4"}}) {
                Http.Response r = move(http, b[0], m[0], m[1]);
                assertEquals(200, r.status(), r.body());
                acknowledged.add(texts(r.json().get("moves")).get(acknowledged.size()));
            }
            long blackBefore = http.get("/api/boards/" + b[0]).json().get("clock").get("black").asLong();
            CompletableFuture<Http.Response> black;
            CompletableFuture<Http.Response> white;
            try (Connection lock = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = lock.createStatement()) {
                s.execute("BEGIN IMMEDIATE"); // another process's write lock
                black = CompletableFuture.supplyAsync(() -> move(http, b[0], b[2], "e6"));
                Thread.sleep(300);
                white = CompletableFuture.supplyAsync(() -> move(http, b[0], b[1], "Nc3")); // queued on the board's monitor
                black.get(60, TimeUnit.SECONDS);
                // the lock goes soon after Black's move failed: a queued commit would now succeed
                JsonNode health = http.get("/api/health").json();
                assertEquals("unavailable", health.get("database").asText(), health.toString());
                assertEquals(503, health.get("status").asInt());
                offset.addAndGet(120_000); // two minutes pass while nothing can be recorded: more than Black's clock holds
                Thread.sleep(Play.SWEEP_MS * 3);
                s.execute("COMMIT");
            }
            Http.Response blackAnswer = black.get(60, TimeUnit.SECONDS);
            Http.Response whiteAnswer = white.get(60, TimeUnit.SECONDS);
            assertEquals(503, blackAnswer.status(), "the lock outlasts the database's wait: " + blackAnswer.body());
            assertEquals("database-down", blackAnswer.text("key"));
            assertNotEquals(200, whiteAnswer.status(), "White's move is not played on a board whose last move was never stored: "
                    + whiteAnswer.body());
            await(http, "/api/health", r -> r.status() == 200);
            JsonNode s = http.get("/api/boards/" + b[0]).json();
            assertEquals(acknowledged, texts(s.get("moves")), "the board holds what the database holds");
            assertEquals("playing", s.get("status").asText(), "no flag for the time the database took nothing: " + s);
            assertEquals("black", s.get("clock").get("running").asText());
            // stopped at the last moment the database answered (which may come before blackBefore was read)
            assertTrue(s.get("clock").get("black").asLong() >= blackBefore - 5_000 && s.get("clock").get("black").asLong() <= 60_000,
                    blackBefore + " " + s);
            assertEquals(acknowledged, storedMoves(db, b[0]));
            Http.Response e6 = move(http, b[0], b[2], "e6");
            assertEquals(200, e6.status(), e6.body());
            acknowledged.add("e7e6");
        }
        try (PlayServer again = start(db)) {
            Http http = new Http(again.port());
            assertEquals(acknowledged, texts(http.get("/api/boards/" + b[0]).json().get("moves")), "the server starts again");
            assertEquals(200, move(http, b[0], b[1], "Nc3").status());
            acknowledged.add("b1c3");
        }
        assertEquals(acknowledged, storedMoves(db, b[0]));
    }

    /** Item 1: a board the server cannot read back (a stored move made illegal) is set aside and named; the rest start and play. */
    @Test
    void ISSUE_48_1_aBoardThatCannotBeReadBackIsSetAsideAndNeverBlocksTheStart() throws Exception {
        Path db = dir.resolve("aside.db");
        String[] bad;
        String[] good;
        try (PlayServer server = start(db)) {
            Http http = new Http(server.port());
            bad = humans(http, "{\"color\":\"white\"}");
            good = humans(http, "{\"color\":\"white\"}");
            assertEquals(200, move(http, bad[0], bad[1], "e4").status());
            assertEquals(200, move(http, good[0], good[1], "e4").status());
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
                PreparedStatement s = c.prepareStatement("UPDATE moves SET uci = 'e2e5' WHERE code = ?")) {
            s.setString(1, bad[0]);
            assertEquals(1, s.executeUpdate());
        }
        try (PlayServer again = start(db)) {
            Http http = new Http(again.port());
            JsonNode health = http.get("/api/health").json();
            assertEquals(List.of(bad[0]), texts(health.get("setAside")), health.toString());
            Http.Response r = http.get("/api/boards/" + bad[0]);
            assertEquals(503, r.status());
            assertEquals("board-set-aside", r.text("key"));
            assertEquals(200, move(http, good[0], good[2], "e5").status(), "the other boards play on");
        }
        assertEquals(List.of("e2e5"), storedMoves(db, bad[0]), "the set-aside board's rows are kept as they were");
    }

    /**
     * Item 3: a start that takes two minutes (between reading the boards back and listening)
     * charges nobody: no flag falls before the server answers, and the clock then reads what it
     * read at the last committed move.
     */
    @Test
    void ISSUE_48_3_aSlowStartChargesNoClockAndFlagsNobody() throws Exception {
        Path db = dir.resolve("slow.db");
        String[] b;
        long blackAtCommit;
        try (PlayServer server = start(db)) {
            Http http = new Http(server.port());
            b = humans(http, "{\"color\":\"white\",\"minutes\":1}");
            assertEquals(200, move(http, b[0], b[1], "e4").status());
            assertEquals(200, move(http, b[0], b[2], "e5").status());
            blackAtCommit = move(http, b[0], b[1], "Nf3").json().get("clock").get("black").asLong();
        }
        try (PlayServer again = start(db, () -> offset.addAndGet(120_000))) {
            Http http = new Http(again.port());
            JsonNode s = http.get("/api/boards/" + b[0]).json();
            assertEquals("playing", s.get("status").asText(), "no flag before the server answered: " + s);
            assertEquals("black", s.get("clock").get("running").asText());
            long black = s.get("clock").get("black").asLong();
            // the clock reads what it read at the last commit (the full minute: Black's first move was free) less the
            // moments since the server answered, not the two minutes of the start
            assertTrue(black <= 60_000 && black > 30_000 && blackAtCommit <= 60_000, "the start was not charged: " + black);
            assertEquals(200, move(http, b[0], b[2], "Nc6").status());
        }
    }

    /** Item 4: the events kept per board are a bounded log of deltas: a client far behind gets a sync, a near one the deltas. */
    @Test
    void ISSUE_48_4_eventsAreABoundedLogOfDeltas() throws Exception {
        try (PlayServer server = start(dir.resolve("log.db"))) {
            Http http = new Http(server.port());
            String[] b = humans(http, "{\"color\":\"white\"}");
            assertEquals(200, move(http, b[0], b[1], "e4").status());
            assertEquals(200, move(http, b[0], b[2], "e5").status());
            for (int i = 0; i < 20; i++) { // an offer and its decline: two events each, more than the log keeps
                assertEquals(200, http.post("/api/boards/" + b[0] + "/draw/offer", null, b[1]).status());
                assertEquals(200, http.post("/api/boards/" + b[0] + "/draw/decline", null, b[2]).status());
            }
            long version = http.get("/api/boards/" + b[0]).json().get("version").asLong();
            assertTrue(version > Board.EVENTS_KEPT + 5, "more events than kept: " + version);
            try (Http.Socket far = http.socket(b[0], 1L)) {
                JsonNode first = far.nextEvent();
                assertEquals("sync", first.get("type").asText(), "the log no longer holds version 2");
            }
            try (Http.Socket near = http.socket(b[0], version - 3)) {
                JsonNode e1 = near.nextEvent();
                JsonNode e2 = near.nextEvent();
                JsonNode e3 = near.nextEvent();
                assertEquals(version - 2, e1.get("v").asLong());
                assertTrue(e1.get("state") == null && e2.get("state") == null, "deltas: " + e1);
                assertEquals(version, e3.get("v").asLong());
                assertEquals(version, e3.get("state").get("version").asLong(), "the last with the state");
            }
        }
    }

    /** Item 6: a spectator whose socket never returns does not hold up the players: the moves are answered and stored. */
    @Test
    void ISSUE_48_6_aSpectatorThatNeverReturnsDoesNotStopTheMoves() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (PlayServer server = start(dir.resolve("fanout.db"))) {
            Http http = new Http(server.port());
            String[] b = humans(http, "{\"color\":\"white\"}");
            Thread spectator = new Thread(() -> server.play().subscribe(b[0], text -> {
                try {
                    release.await(); // a socket write that never ends
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, null), "a spectator that hangs");
            spectator.setDaemon(true);
            spectator.start();
            spectator.join(5_000); // subscribed (or, were sending done on its own thread, hanging there)
            CompletableFuture<List<Integer>> moves = CompletableFuture.supplyAsync(() -> List.of(
                    move(http, b[0], b[1], "e4").status(), move(http, b[0], b[2], "e5").status(),
                    move(http, b[0], b[1], "Nf3").status()));
            assertEquals(List.of(200, 200, 200), moves.get(60, TimeUnit.SECONDS), "answered while the spectator hangs");
            String[] c = humans(http, "{\"color\":\"white\"}");
            try (Http.Socket other = http.socket(c[0], null)) {
                other.nextEvent();
                assertEquals(200, move(http, c[0], c[1], "d4").status());
                assertEquals("d4", other.nextEvent().get("san").asText(), "the other boards' sockets are served");
            }
        } finally {
            release.countDown();
        }
    }

    /** Item 7: an ended game is served from its stored summary: its stored moves are not judged again, even changed. */
    @Test
    void ISSUE_48_7_anEndedGameIsServedFromItsStoredSummary() throws Exception {
        Path db = dir.resolve("ended.db");
        String[] b;
        JsonNode ended;
        String pgn;
        try (PlayServer server = start(db)) {
            Http http = new Http(server.port());
            b = humans(http, "{\"color\":\"white\"}");
            for (String[] m : new String[][] {{b[1], "f3"}, {b[2], "e5"}, {b[1], "g4"}, {b[2], "Qh4#"}}) {
                assertEquals(200, move(http, b[0], m[0], m[1]).status());
            }
            ended = http.get("/api/boards/" + b[0]).json();
            pgn = http.get("/api/boards/" + b[0] + "/pgn").body();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
                PreparedStatement s = c.prepareStatement("UPDATE moves SET uci = 'a1a8' WHERE code = ?")) {
            s.setString(1, b[0]);
            assertEquals(4, s.executeUpdate()); // no longer a legal game: judging it again would fail
        }
        try (PlayServer again = start(db)) {
            Http http = new Http(again.port());
            Http.Response r = http.get("/api/boards/" + b[0]);
            assertEquals(200, r.status(), r.body());
            JsonNode s = r.json();
            for (String field : new String[] {"moves", "san", "fen", "status", "result", "termination", "players", "ratingChange"}) {
                assertEquals(ended.get(field), s.get(field), field);
            }
            // the same PGN but for the Site, whose port is the new server's
            assertEquals(pgn.replaceAll("\\[Site [^\\]]*\\]", ""), http.get("/api/boards/" + b[0] + "/pgn").body()
                    .replaceAll("\\[Site [^\\]]*\\]", ""));
            assertTrue(http.get("/api/boards/" + b[0] + "/pgn").body().contains("[Site \"" + http.base + "/b/" + b[0] + "\"]"));
        }
    }
}
