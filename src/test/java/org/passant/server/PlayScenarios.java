package org.passant.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The game server end to end, on a real server on a free port with real HTTP and WebSocket
 * clients; run on SQLite ({@link SqlitePlayTest}) and on PostgreSQL ({@link PostgresPlayTest}).
 * The server's clock is the system's plus an offset the tests can move forward, so a flag falls
 * without waiting a minute; the server still finds it alone, by its own sweep.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PlayScenarios {
    static final String EP_PIN = "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2";

    @TempDir
    static Path dir;
    final AtomicLong offset = new AtomicLong();
    PlayServer server;
    Http http;

    /** The database to run on: an SQLite file in {@code dir}, or a PostgreSQL URL. */
    abstract String database(Path dir);

    @BeforeAll
    void start() {
        String db = database(dir);
        // a small engine budget per analysed position: the analysis test looks for a mate in one
        server = PlayServer.start(new PlayServer.Config("127.0.0.1", 0, db, 1000, 1000, 0, 1,
                () -> System.nanoTime() / 1_000_000 + offset.get()).analysisNodes(5_000));
        http = new Http(server.port());
    }

    @AfterAll
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    /** A board with both seats taken: [code, white seat, black seat, white player, black player]. */
    String[] humanBoard(String body) {
        Http.Response c = http.post("/api/boards", body);
        assertEquals(201, c.status(), c.body());
        Http.Response j = http.post("/api/boards/" + c.text("code") + "/join", null);
        assertEquals(200, j.status(), j.body());
        boolean creatorWhite = c.text("color").equals("white");
        return new String[] {c.text("code"), creatorWhite ? c.text("seat") : j.text("seat"),
            creatorWhite ? j.text("seat") : c.text("seat"), creatorWhite ? c.text("player") : j.text("player"),
            creatorWhite ? j.text("player") : c.text("player")};
    }

    Http.Response move(String code, String seat, String move) {
        return http.post("/api/boards/" + code + "/moves", "{\"move\":\"" + move + "\"}", seat);
    }

    JsonNode state(String code) {
        Http.Response r = http.get("/api/boards/" + code);
        assertEquals(200, r.status(), r.body());
        return r.json();
    }

    /** Waits (up to 10 s) until the board's state satisfies the check. */
    JsonNode awaitState(String code, java.util.function.Predicate<JsonNode> check) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            JsonNode s = state(code);
            if (check.test(s)) {
                return s;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("board " + code + " never reached the expected state: " + state(code));
    }

    @Test
    void PLAY_ONLINE_healthAnswers() {
        Http.Response r = http.get("/api/health");
        assertEquals(200, r.status());
        assertEquals("ok", r.text("status"));
    }

    @Test
    void PLAY_ONLINE_wholeChessGameOverHttp_PLAY_RECORD_ratesBothPlayers() {
        String[] b = humanBoard("{\"variant\":\"chess\",\"color\":\"white\",\"minutes\":5,\"increment\":3}");
        assertEquals(200, move(b[0], b[1], "f3").status());
        assertEquals(200, move(b[0], b[2], "e7e5").status());
        assertEquals(200, move(b[0], b[1], "g4").status());
        Http.Response last = move(b[0], b[2], "Qh4#");
        assertEquals(200, last.status(), last.body());
        JsonNode s = last.json();
        assertEquals("ended", s.get("status").asText());
        assertEquals("0-1", s.get("result").asText());
        assertEquals("checkmate", s.get("termination").asText());
        assertEquals(List.of("f2f3", "e7e5", "g2g4", "d8h4"), texts(s.get("moves")));
        assertEquals(List.of("f3", "e5", "g4", "Qh4#"), texts(s.get("san")));
        assertTrue(s.get("legal").isEmpty());
        assertTrue(s.get("clock").get("running").isNull());
        Http.Response pgn = http.get("/api/boards/" + b[0] + "/pgn");
        assertEquals(200, pgn.status());
        assertTrue(pgn.body().contains("1. f3 e5 2. g4 Qh4#"), pgn.body());
        assertTrue(pgn.body().contains("[Result \"0-1\"]"), pgn.body());
        assertTrue(pgn.body().contains("[TimeControl \"300+3\"]"), pgn.body());
        // PLAY-RECORD: the loser below 1500, the winner above, in chess only
        // the players by their public ids, as the state shows them (the secret ids are never shown)
        String whitePub = s.get("players").get("white").get("id").asText();
        String blackPub = s.get("players").get("black").get("id").asText();
        assertFalse(s.toString().contains(b[3]) || s.toString().contains(b[4]), "no secret player id in the state");
        assertTrue(s.get("rated").asBoolean(), s.toString());
        assertTrue(s.get("ratingChange").get("white").asDouble() < 0 && s.get("ratingChange").get("black").asDouble() > 0,
                s.toString());
        JsonNode white = http.get("/api/players/" + whitePub).json().get("ratings");
        JsonNode black = http.get("/api/players/" + blackPub).json().get("ratings");
        assertTrue(white.get("chess").get("rating").asDouble() < 1500, white.toString());
        assertTrue(black.get("chess").get("rating").asDouble() > 1500, black.toString());
        assertEquals(1, white.get("chess").get("losses").asInt());
        assertEquals(1, black.get("chess").get("wins").asInt());
        assertEquals(0, black.get("atomic").get("games").asInt());
        assertEquals(1500.0, black.get("atomic").get("rating").asDouble());
    }

    @Test
    void PLAY_ONLINE_wholeAtomicGameOverWebSocket_PLAY_RECORD_separateFromChess() {
        String player = "atomic-player-000001";
        Http.Response c = http.post("/api/boards", "{\"variant\":\"atomic\",\"color\":\"white\",\"player\":\"" + player + "\"}");
        assertEquals(201, c.status(), c.body());
        String code = c.text("code");
        String white = c.text("seat");
        assertEquals(player, c.text("player"));
        try (Http.Socket ws = http.socket(code, 0L)) {
            assertEquals("created", ws.nextEvent().get("type").asText());
            Http.Response j = http.post("/api/boards/" + code + "/join", null);
            String black = j.text("seat");
            JsonNode join = ws.nextEvent();
            assertEquals("join", join.get("type").asText());
            assertEquals("black", join.get("color").asText());
            String[][] moves = {{white, "g1f3"}, {black, "a7a6"}, {white, "Ng5"}, {black, "a5"}, {white, "Nxf7"}};
            int id = 0;
            for (String[] m : moves) {
                ws.send("{\"type\":\"move\",\"seat\":\"" + m[0] + "\",\"move\":\"" + m[1] + "\",\"id\":" + (++id) + "}");
                JsonNode reply = ws.nextReply();
                assertEquals(200, reply.get("status").asInt(), reply.toString());
                assertEquals(id, reply.get("id").asInt());
            }
            List<JsonNode> events = new ArrayList<>();
            for (JsonNode n : ws.all) {
                if (n.has("v")) {
                    events.add(n);
                }
            }
            while (events.size() < 7) {
                events.add(ws.nextEvent());
            }
            for (int i = 0; i < events.size(); i++) {
                assertEquals(i + 1, events.get(i).get("v").asInt(), "versions in order, none missing: " + events);
            }
            JsonNode end = events.get(6).get("state");
            assertEquals("ended", end.get("status").asText());
            assertEquals("1-0", end.get("result").asText());
            assertEquals("king exploded", end.get("termination").asText());
            assertEquals("Nxf7#", events.get(6).get("san").asText());
        }
        JsonNode ratings = http.get("/api/players/" + http.get("/api/me", "Player " + player).text("id")).json().get("ratings");
        assertEquals(1, ratings.get("atomic").get("wins").asInt());
        assertEquals(0, ratings.get("chess").get("games").asInt());
    }

    @Test
    void EP_KING_SAFETY_illegalEnPassantRefusedWith422() {
        String[] b = humanBoard("{\"color\":\"white\",\"fen\":\"" + EP_PIN + "\"}");
        Http.Response r = move(b[0], b[1], "e5d6");
        assertEquals(422, r.status(), r.body());
        assertEquals("EP-KING-SAFETY", r.text("clause"));
        boolean named = false;
        for (JsonNode c : r.json().get("explain")) {
            assertTrue(c.get("key").isTextual() && c.get("args").isObject(), "a message key with its values: " + c);
            if (c.get("id").asText().equals("EP-KING-SAFETY")) {
                assertFalse(c.get("holds").asBoolean());
                assertEquals("ep-king-attacked", c.get("key").asText());
                assertEquals("a5", c.get("args").get("attackers").get(0).get("square").asText(), c.toString());
                named = true;
            } else {
                assertTrue(c.get("holds").asBoolean(), c.toString());
            }
        }
        assertTrue(named);
        JsonNode s = state(b[0]);
        assertTrue(s.get("moves").isEmpty(), "nothing was played");
        assertFalse(texts(s.get("legal")).contains("e5d6"));
        assertEquals(200, move(b[0], b[1], "Kg4").status());
    }

    /** Issue 45: SAN in any case where unambiguous; illegal SAN explained as UCI is; a promotion without its piece asked for. */
    @Test
    void EP_KING_SAFETY_illegalSanExplainedAsUciIs_andSanReadInAnyCase() {
        String[] b = humanBoard("{\"color\":\"white\",\"fen\":\"" + EP_PIN + "\"}");
        Http.Response r = move(b[0], b[1], "exd6");
        assertEquals(422, r.status(), r.body());
        assertEquals("EP-KING-SAFETY", r.text("clause"), r.body());
        assertEquals("illegal-move", r.text("key"), r.body());
        assertEquals("exd6", r.json().path("args").path("move").asText(), r.body());
        assertTrue(r.text("error").contains("would be attacked by the black rook on a5"), "the clause's reason: " + r.body());
        JsonNode last = r.json().get("explain").get(r.json().get("explain").size() - 1);
        assertEquals("ep-king-attacked", last.get("key").asText(), r.body());
        Http.Response none = move(b[0], b[1], "Kh7");
        assertEquals(422, none.status(), none.body());
        assertEquals("no-such-move", none.text("key"), none.body());
        assertEquals("FIDE-3.8.1", none.text("clause"), none.body());
        assertEquals("no-piece-reaches", none.json().get("explain").get(0).get("key").asText(), none.body());
        assertEquals("h7", none.json().get("explain").get(0).get("args").get("to").asText(), none.body());
        assertEquals(400, move(b[0], b[1], "Zz9").status());
        assertEquals(200, move(b[0], b[1], "kG4").status(), "a king's move in any case");
        String[] c = humanBoard("{\"color\":\"white\"}");
        assertEquals(200, move(c[0], c[1], "nf3").status());
        assertEquals(200, move(c[0], c[2], "E5").status());
        String[] p = humanBoard("{\"color\":\"white\",\"fen\":\"7k/P7/8/8/8/8/8/K7 w - - 0 1\"}");
        for (String t : new String[] {"a7a8", "a8"}) {
            Http.Response n = move(p[0], p[1], t);
            assertEquals(400, n.status(), t + " -> " + n.body());
            assertEquals("promotion-needed", n.text("key"), n.body());
        }
        assertEquals(List.of("a7a8n"), texts(move(p[0], p[1], "a8=n").json().get("moves")));
    }

    @Test
    void PLAY_ONLINE_wrongSeatRefused() {
        String[] b = humanBoard("{\"color\":\"white\"}");
        String[] other = humanBoard("{\"color\":\"white\"}");
        assertEquals(403, move(b[0], null, "e4").status());
        assertEquals(403, move(b[0], other[1], "e4").status(), "another board's seat");
        // One character changed: the forged seat differs from the real one whatever it was drawn as.
        String forged = (b[1].charAt(0) == 'x' ? "y" : "x") + b[1].substring(1);
        assertEquals(403, move(b[0], forged, "e4").status(), "a seat one character off");
        Http.Response turn = move(b[0], b[2], "e5");
        assertEquals(409, turn.status(), "black's seat on white's turn");
        assertTrue(turn.text("error").contains("white's turn"), turn.body());
        // the message key and values a page translates (docs/API.md "Errors")
        assertEquals("not-your-turn", turn.text("key"), turn.body());
        assertEquals("white", turn.json().path("args").path("turn").asText(), turn.body());
        Http.Response resign = http.post("/api/boards/" + b[0] + "/resign", null, other[2]);
        assertEquals(403, resign.status());
        assertEquals("not-a-seat", resign.text("key"), resign.body());
        assertEquals(403, http.post("/api/boards/" + b[0] + "/draw/offer", null, null).status());
        Http.Response full = http.post("/api/boards/" + b[0] + "/join", null);
        assertEquals(409, full.status(), "both seats taken");
        assertEquals("seats-taken", full.text("key"), full.body());
        assertEquals(b[0], full.json().path("args").path("code").asText(), full.body());
        Http.Response none = http.get("/api/boards/nosuchbd");
        assertEquals("no-board", none.text("key"), none.body());
        assertEquals("no board nosuchbd", none.text("error"), "the route's own 404 reaches the client");
        assertEquals("playing", state(b[0]).get("status").asText());
        assertTrue(state(b[0]).get("moves").isEmpty());
    }

    @Test
    void PLAY_ONLINE_malformedRequestsAre400WithAMessage() {
        // {body, key, field (for bad-field) or a word of the sentence}
        String[][] bodies = {
            {"{bad", "bad-json", "not valid JSON"}, {"[1,2]", "bad-json", "JSON object"},
            {"{\"colour\":\"white\"}", "unknown-field", "colour"}, {"{\"minutes\":\"5\"}", "bad-field", "minutes"},
            {"{\"minutes\":61}", "bad-field", "minutes"}, {"{\"minutes\":-1}", "bad-field", "minutes"},
            {"{\"increment\":3}", "bad-field", "increment"}, {"{\"variant\":\"crazyhouse\"}", "bad-field", "variant"},
            {"{\"color\":7}", "bad-field", "color"}, {"{\"fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\"}", "bad-fen", "start position"},
            {"{\"player\":\"short\"}", "bad-field", "player"}, {"{\"minutes\":1.5}", "bad-field", "minutes"},
            {"{\"level\":\"grandmaster\"}", "bad-field", "level"}, {"{\"minutes\":5,\"minutes\":6}", "bad-json", "not valid JSON"},
            {"{} x", "bad-json", "not valid JSON"}, {"{\"minutes\":5}{}", "bad-json", "not valid JSON"}};
        for (String[] b : bodies) {
            Http.Response r = http.post("/api/boards", b[0]);
            assertEquals(400, r.status(), b[0] + " -> " + r.body());
            assertEquals(b[1], r.text("key"), b[0] + " -> " + r.body());
            if (b[1].equals("bad-field")) {
                assertEquals(b[2], r.json().path("args").path("field").asText(), b[0] + " -> " + r.body());
            } else {
                assertTrue(r.text("error").contains(b[2]), b[0] + " -> " + r.body());
            }
            assertFalse(r.text("error").contains("field '"), "a player's sentence: " + r.body());
            assertFalse(r.body().contains("Exception") || r.body().contains("\tat "), r.body());
        }
        String[] board = humanBoard("{\"color\":\"white\"}");
        for (String m : new String[] {"{}", "{\"move\":\"\"}", "{\"move\":5}", "{\"move\":\"zz9\"}", "{\"move\":\"e2e4\",\"x\":1}",
            "{\"move\":\"e2e2\"}"}) {
            Http.Response r = http.post("/api/boards/" + board[0] + "/moves", m, board[1]);
            assertEquals(400, r.status(), m + " -> " + r.body());
            assertNotNull(r.text("error"));
        }
        assertEquals(422, move(board[0], board[1], "Nf6").status(), "SAN naming no legal move");
        assertEquals(404, http.get("/api/boards/nosuchbd").status());
        assertEquals(404, http.get("/api/players/nobody-like-this-1").status());
        assertEquals(404, http.get("/api/players/abcdefghijklmnop").status());
        Http.Response big = http.post("/api/boards", "{\"fen\":\"" + "x".repeat(20_000) + "\"}");
        assertEquals(413, big.status(), big.body());
        assertNotNull(big.text("error"));
        try (Http.Socket ws = http.socket(board[0], null)) {
            assertEquals("sync", ws.nextEvent().get("type").asText());
            ws.send("{\"type\":\"teleport\"}");
            assertEquals(400, ws.nextReply().get("status").asInt());
            ws.send("not json");
            assertEquals(400, ws.nextReply().get("status").asInt());
        }
    }

    @Test
    void PLAY_ONLINE_aBoardNobodyJoinsIsForgottenAfterAnHour() throws InterruptedException {
        String code = http.post("/api/boards", "{}").text("code");
        String[] played = humanBoard("{\"color\":\"white\"}");
        offset.addAndGet(Play.WAITING_EXPIRY_MS + 1_000);
        for (int i = 0; i < 200 && http.get("/api/boards/" + code).status() != 404; i++) {
            Thread.sleep(50);
        }
        assertEquals(404, http.get("/api/boards/" + code).status(), "the abandoned board is gone, from the database too");
        assertEquals(404, http.post("/api/boards/" + code + "/join", null).status());
        assertEquals("playing", state(played[0]).get("status").asText(), "a board being played stays");
    }

    @Test
    void GM_FLAG_flagFallsWithNobodyConnected() throws InterruptedException {
        String[] b = humanBoard("{\"color\":\"white\",\"minutes\":1}");
        assertEquals(200, move(b[0], b[1], "e4").status());
        assertEquals(200, move(b[0], b[2], "c5").status());
        assertEquals(200, move(b[0], b[1], "Nf3").status());
        assertEquals("black", state(b[0]).get("clock").get("running").asText());
        offset.addAndGet(61_000); // black's minute passes; no request, no socket
        JsonNode s = awaitState(b[0], n -> n.get("status").asText().equals("ended"));
        assertEquals("time forfeit", s.get("termination").asText());
        assertEquals("1-0", s.get("result").asText());
        assertEquals(0, s.get("clock").get("black").asLong());
        assertTrue(s.get("clock").get("running").isNull());
        assertEquals(409, move(b[0], b[2], "e6").status(), "too late");
    }

    @Test
    void GM_FLAG_fideReadingDrawsWhenTheOpponentCannotMate() throws InterruptedException {
        String[] b = humanBoard("{\"color\":\"white\",\"minutes\":1,\"fen\":\"4k3/8/8/8/8/8/8/4K2Q w - - 0 1\"}");
        assertEquals(200, move(b[0], b[1], "Kd1").status());
        assertEquals(200, move(b[0], b[2], "Kd8").status());
        offset.addAndGet(61_000); // white, who has the queen, flags; black's bare king cannot mate
        JsonNode s = awaitState(b[0], n -> n.get("status").asText().equals("ended"));
        assertEquals("timeout vs insufficient material", s.get("termination").asText());
        assertEquals("1/2-1/2", s.get("result").asText());
    }

    @Test
    void GM_CLOCK_onlyTheMoversClockRunsWithTheLagAllowanceAndIncrement() {
        String[] b = humanBoard("{\"color\":\"white\",\"minutes\":5,\"increment\":2}");
        // issue 45: a side's clock starts with its own first move; until then the first-move wait counts down
        JsonNode c0 = state(b[0]).get("clock");
        assertTrue(c0.get("running").isNull(), c0.toString());
        assertTrue(c0.get("firstMoveDeadline").asLong() > 20_000 && c0.get("firstMoveDeadline").asLong() <= 30_000, c0.toString());
        offset.addAndGet(10_000);
        JsonNode afterD4 = move(b[0], b[1], "d4").json().get("clock");
        assertEquals(300_000, afterD4.get("white").asLong(), "white's first move is not charged: " + afterD4);
        assertTrue(afterD4.get("running").isNull() && afterD4.get("firstMoveDeadline").asLong() > 20_000, afterD4.toString());
        offset.addAndGet(5_000);
        JsonNode afterD5 = move(b[0], b[2], "d5").json().get("clock");
        assertEquals(300_000, afterD5.get("black").asLong(), "nor black's: " + afterD5);
        assertEquals("white", afterD5.get("running").asText());
        assertTrue(afterD5.get("firstMoveDeadline").isNull(), afterD5.toString());
        offset.addAndGet(10_000);
        JsonNode after = move(b[0], b[1], "c4").json();
        long white = after.get("clock").get("white").asLong();
        // charged 10 s (and the real milliseconds of the request) less the 300 ms allowance, then +2 s
        assertTrue(white <= 300_000 - 10_000 + Play.LAG_ALLOWANCE_MS + 2_000, after.toString());
        assertTrue(white >= 300_000 - 10_000 + Play.LAG_ALLOWANCE_MS + 2_000 - 2_000, after.toString());
        assertEquals(300_000, after.get("clock").get("black").asLong(), 1_000);
        offset.addAndGet(7_000);
        JsonNode s = state(b[0]);
        assertEquals(white, s.get("clock").get("white").asLong(), "white's clock stands while black thinks");
        assertTrue(s.get("clock").get("black").asLong() <= 293_000, s.toString());
    }

    /** Issue 45: the first-move wait; issue 48, item 9: a game without a move on each side is not rated. */
    @Test
    void GM_CLOCK_aFirstMoveThatNeverComesAbortsOrLoses_unrated() throws InterruptedException {
        String[] none = humanBoard("{\"color\":\"white\",\"minutes\":3}");
        String[] one = humanBoard("{\"color\":\"white\",\"minutes\":3}");
        assertEquals(200, move(one[0], one[1], "e4").status());
        offset.addAndGet(Board.FIRST_MOVE_WAIT_MS + 1_000);
        JsonNode aborted = awaitState(none[0], n -> n.get("status").asText().equals("ended"));
        assertEquals("no first move", aborted.get("termination").asText());
        assertTrue(aborted.get("result").isNull(), "nobody won: " + aborted);
        assertFalse(aborted.get("rated").asBoolean());
        JsonNode lost = awaitState(one[0], n -> n.get("status").asText().equals("ended"));
        assertEquals("no first move", lost.get("termination").asText());
        assertEquals("1-0", lost.get("result").asText(), "black never moved: " + lost);
        assertFalse(lost.get("rated").asBoolean());
        assertTrue(lost.get("ratingChange").isNull());
        String blackPub = lost.get("players").get("black").get("id").asText();
        assertEquals(0, http.get("/api/players/" + blackPub).json().get("ratings").get("chess").get("games").asInt(),
                "an unrated game changes no record");
        // a resignation before both sides have moved is not rated either (issue 48, item 9: no zero-move farming)
        String[] resigned = humanBoard("{\"color\":\"white\"}");
        JsonNode r = http.post("/api/boards/" + resigned[0] + "/resign", null, resigned[2]).json();
        assertEquals("1-0", r.get("result").asText());
        assertFalse(r.get("rated").asBoolean());
        String winner = r.get("players").get("white").get("id").asText();
        assertEquals(0, http.get("/api/players/" + winner).json().get("ratings").get("chess").get("games").asInt());
    }

    @Test
    void PLAY_ONLINE_reconnectionReceivesTheMissedEvents() {
        String[] b = humanBoard("{\"color\":\"white\"}");
        long seen;
        try (Http.Socket ws = http.socket(b[0], null)) {
            JsonNode sync = ws.nextEvent();
            assertEquals("sync", sync.get("type").asText());
            seen = sync.get("v").asLong();
            assertEquals(200, move(b[0], b[1], "e4").status());
            assertEquals("move", ws.nextEvent().get("type").asText());
            seen++;
        }
        assertEquals(200, move(b[0], b[2], "c5").status());
        assertEquals(200, http.post("/api/boards/" + b[0] + "/draw/offer", null, b[1]).status());
        assertEquals(200, move(b[0], b[1], "Nf3").status());
        assertEquals(200, move(b[0], b[2], "Nc6").status());
        try (Http.Socket ws = http.socket(b[0], seen)) {
            JsonNode e1 = ws.nextEvent();
            JsonNode e2 = ws.nextEvent();
            assertEquals(seen + 1, e1.get("v").asLong());
            assertEquals("c7c5", e1.get("move").asText());
            assertEquals("drawOffer", e2.get("type").asText());
            assertEquals("white", e2.get("by").asText());
            JsonNode e3 = ws.nextEvent();
            assertEquals("Nf3", e3.get("san").asText());
            assertTrue(e1.get("state") == null && e3.get("state") == null, "missed events come as deltas: " + e3);
            JsonNode e4 = ws.nextEvent();
            assertEquals(seen + 4, e4.get("v").asLong());
            assertEquals("Nc6", e4.get("san").asText());
            assertEquals(seen + 4, e4.get("state").get("version").asLong(), "the last one carries the current state");
            assertTrue(e4.get("state").get("drawOffer").isNull(), "black's move declined the offer");
        }
    }

    @Test
    void GM_RESIGN_drawOfferedAndAcceptedThenResignationOnAnotherBoard() {
        String[] b = humanBoard("{\"color\":\"white\"}");
        Http.Response early = http.post("/api/boards/" + b[0] + "/draw/accept", null, b[2]);
        assertEquals(409, early.status(), "no offer yet");
        assertEquals("no-draw-offer", early.text("key"), early.body());
        assertEquals(200, http.post("/api/boards/" + b[0] + "/draw/offer", null, b[1]).status());
        assertEquals("white", state(b[0]).get("drawOffer").asText());
        Http.Response a = http.post("/api/boards/" + b[0] + "/draw/accept", null, b[2]);
        assertEquals(200, a.status(), a.body());
        assertEquals("draw agreed", a.json().get("termination").asText());
        assertEquals("1/2-1/2", a.json().get("result").asText());
        String[] r = humanBoard("{\"color\":\"black\"}");
        Http.Response res = http.post("/api/boards/" + r[0] + "/resign", null, r[2]);
        assertEquals(200, res.status());
        assertEquals("resignation", res.json().get("termination").asText());
        assertEquals("1-0", res.json().get("result").asText());
        assertEquals(409, http.post("/api/boards/" + r[0] + "/resign", null, r[1]).status(), "already over");
    }

    @Test
    void GM_UNDO_takebackAskedAndGrantedRestoresMovesAndClocks() {
        String[] b = humanBoard("{\"color\":\"white\",\"minutes\":3}");
        assertEquals(409, http.post("/api/boards/" + b[0] + "/takeback/ask", null, b[1]).status(), "no move yet");
        assertEquals(200, move(b[0], b[1], "e4").status());
        offset.addAndGet(5_000);
        JsonNode afterE5 = move(b[0], b[2], "e5").json();
        long blackAfterE5 = afterE5.get("clock").get("black").asLong();
        assertEquals(200, move(b[0], b[1], "Qh5").status());
        assertEquals(200, http.post("/api/boards/" + b[0] + "/takeback/ask", null, b[1]).status());
        assertEquals("white", state(b[0]).get("takebackOffer").asText());
        assertEquals(403, http.post("/api/boards/" + b[0] + "/takeback/grant", null, "nope-nope-nope").status());
        Http.Response g = http.post("/api/boards/" + b[0] + "/takeback/grant", null, b[2]);
        assertEquals(200, g.status(), g.body());
        JsonNode s = g.json();
        assertEquals(List.of("e2e4", "e7e5"), texts(s.get("moves")));
        assertEquals("white", s.get("turn").asText());
        assertEquals(blackAfterE5, s.get("clock").get("black").asLong());
        assertEquals(200, move(b[0], b[1], "Nf3").status());
    }

    @Test
    void PLAY_ONLINE_computerSeatAnswersWithinItsClock() {
        Http.Response c = http.post("/api/boards", "{\"color\":\"black\",\"opponent\":\"computer\",\"level\":\"easy\",\"minutes\":1}");
        assertEquals(201, c.status(), c.body());
        assertEquals("playing", c.json().get("state").get("status").asText());
        assertEquals("computer", c.json().get("state").get("seats").get("white").asText());
        String code = c.text("code");
        String seat = c.text("seat");
        try (Http.Socket ws = http.socket(code, 1L)) {
            JsonNode first = ws.next(n -> "move".equals(n.path("type").asText()));
            assertEquals("white", first.get("by").asText(), "the computer, white, moves first by itself");
            List<String> legal = texts(first.get("state").get("legal"));
            assertEquals(200, move(code, seat, legal.get(0)).status());
            JsonNode second = ws.next(n -> "move".equals(n.path("type").asText()) && "white".equals(n.path("by").asText())
                    && n.get("v").asLong() > first.get("v").asLong());
            JsonNode clock = second.get("state").get("clock");
            assertTrue(clock.get("white").asLong() > 0 && clock.get("white").asLong() <= 60_000, clock.toString());
            assertEquals(3, second.get("state").get("moves").size());
        }
        assertEquals(200, http.post("/api/boards/" + code + "/takeback/ask", null, seat).status());
        JsonNode s = state(code);
        assertEquals(1, s.get("moves").size(), "the computer granted the takeback of black's move and its reply");
        assertEquals("black", s.get("turn").asText());
    }

    /** Fool's mate on a fresh human board: [code, white seat, black seat, white player, black player]; the final state last. */
    String[] foolsMate(String body) {
        String[] b = humanBoard(body);
        assertEquals(200, move(b[0], b[1], "f3").status());
        assertEquals(200, move(b[0], b[2], "e5").status());
        assertEquals(200, move(b[0], b[1], "g4").status());
        assertEquals(200, move(b[0], b[2], "Qh4#").status());
        return b;
    }

    /** Issue 45: a player's page (ratings, history, games), and /api/me to learn one's public id and set one's name. */
    @Test
    void PLAY_RECORD_playersPageHistoryGamesAndMe() {
        String white = "named-player-0000001";
        String black = "named-player-0000002";
        assertEquals(403, http.get("/api/me").status(), "no player named");
        Http.Response named = http.post("/api/me", "{\"name\":\"  Ada L.  \"}", null);
        assertEquals(403, named.status());
        Http.Response me = http.send("POST", "/api/me", "{\"name\":\"  Ada L.  \"}", "Player " + white);
        assertEquals(200, me.status(), me.body());
        assertEquals("Ada L.", me.text("name"), "trimmed");
        for (String bad : new String[] {"\"\"", "\"   \"", "\"" + "x".repeat(25) + "\"", "\"<b>\"", "5"}) {
            Http.Response r = http.send("POST", "/api/me", "{\"name\":" + bad + "}", "Player " + white);
            assertEquals(400, r.status(), bad + " -> " + r.body());
            assertEquals("name", r.json().path("args").path("field").asText(), r.body());
        }
        String pub = http.get("/api/me", "Player " + white).text("id");
        assertTrue(pub.matches("[a-z2-7]{16}"), pub);
        Http.Response c = http.post("/api/boards", "{\"color\":\"white\",\"player\":\"" + white + "\"}");
        String code = c.text("code");
        Http.Response j = http.post("/api/boards/" + code + "/join", "{\"player\":\"" + black + "\"}");
        JsonNode p = j.json().get("state").get("players");
        assertEquals(pub, p.get("white").get("id").asText());
        assertEquals("Ada L.", p.get("white").get("name").asText());
        assertEquals(1500.0, p.get("white").get("rating").asDouble());
        assertTrue(p.get("white").get("provisional").asBoolean(), "RD 350 is provisional");
        String whiteSeat = c.text("seat");
        String blackSeat = j.text("seat");
        assertEquals(200, move(code, whiteSeat, "f3").status());
        assertEquals(200, move(code, blackSeat, "e5").status());
        assertEquals(200, move(code, whiteSeat, "g4").status());
        JsonNode end = move(code, blackSeat, "Qh4#").json();
        assertTrue(end.get("players").get("white").get("rating").asDouble() < 1500, "the state shows the rating after the game");
        JsonNode page = http.get("/api/players/" + pub).json();
        assertEquals(pub, page.get("id").asText());
        assertEquals("Ada L.", page.get("name").asText());
        assertFalse(page.toString().contains(white), "the secret id is never shown");
        assertEquals(1, page.get("history").get("chess").size(), page.toString());
        assertEquals(code, page.get("history").get("chess").get(0).get("game").asText());
        assertEquals(page.get("ratings").get("chess").get("rating").asDouble(),
                page.get("history").get("chess").get(0).get("rating").asDouble(), 0.1);
        assertEquals(0, page.get("history").get("atomic").size());
        JsonNode game = page.get("games").get(0);
        assertEquals(code, game.get("code").asText());
        assertEquals("0-1", game.get("result").asText());
        assertEquals("checkmate", game.get("termination").asText());
        assertEquals(4, game.get("plies").asInt());
        assertTrue(game.get("rated").asBoolean());
        assertEquals(pub, game.get("white").get("id").asText());
        assertTrue(http.get("/api/boards/" + code + "/pgn").body().contains("[White \"Ada L.\"]"));
    }

    /** Issue 45: a rematch offered and accepted, colours swapped, each player getting its own new seat; declined; against the computer at once. */
    @Test
    void PLAY_ONLINE_rematchOfferedAcceptedDeclinedAndAgainstTheComputer() {
        String[] b = foolsMate("{\"color\":\"white\",\"minutes\":3,\"increment\":1}");
        try (Http.Socket ws = http.socket(b[0], null)) {
            ws.nextEvent();
            Http.Response offer = http.post("/api/boards/" + b[0] + "/rematch", null, b[1]);
            assertEquals(200, offer.status(), offer.body());
            assertEquals("white", offer.json().get("rematch").get("by").asText(), offer.body());
            assertEquals("white", ws.next(n -> "rematchOffer".equals(n.path("type").asText())).get("by").asText());
            assertEquals(403, http.post("/api/boards/" + b[0] + "/rematch", null, "not-a-seat-at-all").status());
            Http.Response accept = http.post("/api/boards/" + b[0] + "/rematch", null, b[2]);
            assertEquals(200, accept.status(), accept.body());
            String next = accept.text("code");
            assertEquals("white", accept.text("color"), "black plays white in the rematch");
            JsonNode event = ws.next(n -> "rematch".equals(n.path("type").asText()));
            assertEquals(next, event.get("code").asText());
            assertEquals(next, event.get("state").get("rematch").get("code").asText());
            Http.Response mine = http.post("/api/boards/" + b[0] + "/rematch", null, b[1]);
            assertEquals(next, mine.text("code"), "the offerer gets its seat on the same board");
            assertEquals("black", mine.text("color"));
            assertEquals(accept.text("seat"), http.post("/api/boards/" + b[0] + "/rematch", null, b[2]).text("seat"),
                    "asked again, the same seat");
            JsonNode st = state(next);
            assertEquals("playing", st.get("status").asText());
            assertEquals(180_000, st.get("clock").get("initial").asLong());
            assertEquals(st.get("players").get("white").get("id").asText(),
                    state(b[0]).get("players").get("black").get("id").asText(), "colours swapped");
            assertEquals(409, move(next, mine.text("seat"), "e4").status(), "the old white is black now");
            assertEquals(200, move(next, accept.text("seat"), "e4").status());
            assertEquals(200, move(next, mine.text("seat"), "e5").status());
            assertEquals(409, http.post("/api/boards/" + next + "/rematch", null, accept.text("seat")).status(), "the game runs");
        }
        String[] d = foolsMate("{\"color\":\"white\"}");
        assertEquals(409, http.post("/api/boards/" + d[0] + "/rematch/decline", null, d[2]).status(), "no offer yet");
        assertEquals(200, http.post("/api/boards/" + d[0] + "/rematch", null, d[2]).status());
        Http.Response declined = http.post("/api/boards/" + d[0] + "/rematch/decline", null, d[1]);
        assertEquals(200, declined.status(), declined.body());
        assertTrue(declined.json().get("rematch").isNull(), declined.body());
        Http.Response c = http.post("/api/boards", "{\"color\":\"white\",\"opponent\":\"computer\",\"level\":\"easy\"}");
        String code = c.text("code");
        assertEquals(200, http.post("/api/boards/" + code + "/resign", null, c.text("seat")).status());
        Http.Response again = http.post("/api/boards/" + code + "/rematch", null, c.text("seat"));
        assertEquals(200, again.status(), again.body());
        assertEquals("black", again.text("color"));
        assertEquals("computer", again.json().get("state").get("seats").get("white").asText());
    }

    /** Issue 48, item 10: the creator cancels a board nobody joined. */
    @Test
    void PLAY_ONLINE_theCreatorCancelsAWaitingBoard() {
        Http.Response c = http.post("/api/boards", "{}");
        String code = c.text("code");
        assertEquals(403, http.post("/api/boards/" + code + "/cancel", null, "someone-else-entirely").status());
        assertEquals(403, http.post("/api/boards/" + code + "/cancel", null, null).status());
        Http.Response ok = http.post("/api/boards/" + code + "/cancel", null, c.text("seat"));
        assertEquals(200, ok.status(), ok.body());
        assertEquals(404, http.get("/api/boards/" + code).status());
        assertEquals(404, http.post("/api/boards/" + code + "/join", null).status());
        String[] b = humanBoard("{\"color\":\"white\"}");
        Http.Response playing = http.post("/api/boards/" + b[0] + "/cancel", null, b[1]);
        assertEquals(409, playing.status());
        assertEquals("not-waiting", playing.text("key"));
    }

    /** Issue 45: sockets without a seat are counted as watchers; a socket says its seat with hello. */
    @Test
    void PLAY_ONLINE_watchersAreSocketsHoldingNoSeat() throws InterruptedException {
        String[] b = humanBoard("{\"color\":\"white\"}");
        try (Http.Socket player = http.socket(b[0], null); Http.Socket watcher = http.socket(b[0], null)) {
            player.nextEvent();
            watcher.nextEvent();
            player.send("{\"type\":\"hello\",\"seat\":\"" + b[1] + "\",\"id\":1}");
            assertEquals(200, player.nextReply().get("status").asInt());
            JsonNode count = watcher.next(n -> "watchers".equals(n.path("type").asText()) && n.get("watchers").asInt() == 1);
            assertFalse(count.has("v"), "an unversioned event");
            awaitState(b[0], n -> n.get("watchers").asInt() == 1);
            watcher.send("{\"type\":\"hello\",\"seat\":\"not-this-boards-seat\",\"id\":2}");
            assertEquals(403, watcher.nextReply().get("status").asInt());
            try (Http.Socket another = http.socket(b[0], null)) {
                another.nextEvent();
                awaitState(b[0], n -> n.get("watchers").asInt() == 2);
            }
            awaitState(b[0], n -> n.get("watchers").asInt() == 1);
        }
    }

    /** Issue 45: an ended game analysed by the project's engine: every ply's evaluation, the best move, the judgements. */
    @Test
    void PLAY_ONLINE_analysisOfAnEndedGame() throws InterruptedException {
        String[] live = humanBoard("{\"color\":\"white\"}");
        assertEquals(409, http.post("/api/boards/" + live[0] + "/analysis", null).status(), "not while the game runs");
        String[] b = foolsMate("{\"color\":\"white\"}");
        assertEquals(404, http.get("/api/boards/" + b[0] + "/analysis").status(), "never started");
        try (Http.Socket ws = http.socket(b[0], null)) {
            ws.nextEvent();
            Http.Response started = http.post("/api/boards/" + b[0] + "/analysis", null);
            assertTrue(started.status() == 202 || started.status() == 200, started.body());
            assertEquals(5, started.json().get("total").asInt(), "the start and four plies");
            JsonNode progress = ws.next(n -> "analysis".equals(n.path("type").asText()) && n.get("done").asInt() == 5);
            assertEquals(5, progress.get("total").asInt());
        }
        JsonNode a = null;
        for (int i = 0; i < 600; i++) {
            a = http.get("/api/boards/" + b[0] + "/analysis").json();
            if ("done".equals(a.path("status").asText())) {
                break;
            }
            Thread.sleep(50);
        }
        assertEquals("done", a.get("status").asText(), a.toString());
        JsonNode plies = a.get("plies");
        assertEquals(5, plies.size());
        assertTrue(plies.get(0).get("san").isNull());
        assertEquals(List.of("f3", "e5", "g4", "Qh4#"), List.of(plies.get(1).get("san").asText(), plies.get(2).get("san").asText(),
                plies.get(3).get("san").asText(), plies.get(4).get("san").asText()));
        assertEquals(0, plies.get(4).get("eval").get("mate").asInt(), a.toString());
        assertEquals("black", plies.get(4).get("eval").get("winner").asText());
        assertEquals(-1, plies.get(3).get("eval").get("mate").asInt(), "after g4 black mates in one: " + a);
        assertEquals("blunder", plies.get(3).get("judgement").asText(), "g4 throws the game away: " + a);
        assertTrue(plies.get(4).get("judgement").isNull(), "the mate itself is no mistake");
        assertEquals("Qh4#", plies.get(4).get("bestSan").asText(), "the engine finds the mate: " + a);
        Http.Response again = http.post("/api/boards/" + b[0] + "/analysis", null);
        assertEquals(200, again.status(), "kept with the board");
        assertEquals(a, again.json());
    }

    static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }


}
