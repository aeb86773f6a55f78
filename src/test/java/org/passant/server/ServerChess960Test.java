package org.passant.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Chess960 boards on the server (C960-SETUP, C960-CASTLE, C960-NOTATION): created from a number or
 * at random, castling on the wire as the king taking its own rook, the standard form still read,
 * b1c1 the king's step beside a castling rook on a1, the board still Chess960 after a restart, and
 * bad combinations refused with 400. Start positions are Scharnagl's published numbering (0 is
 * BBQNNRKR, 518 the initial position of chess).
 */
class ServerChess960Test {
    @TempDir
    Path dir;

    private PlayServer start(String db) {
        return PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve(db).toString(), 100, 100, 0, 1,
                PlayServer.Config.systemMillis()));
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    /** A human board from the FEN with both seats taken: {code, white's seat}. */
    private static String[] twoPlayers(Http http, String body) {
        Http.Response created = http.post("/api/boards", body);
        assertEquals(201, created.status(), created.body());
        assertEquals(200, http.post("/api/boards/" + created.text("code") + "/join", null).status());
        return new String[] {created.text("code"), created.text("seat")};
    }

    private static JsonNode move(Http http, String[] board, String move) {
        Http.Response r = http.post("/api/boards/" + board[0] + "/moves", "{\"move\":\"" + move + "\"}", board[1]);
        assertEquals(200, r.status(), r.body());
        return r.json();
    }

    @Test
    void C960_SETUP_serverCreatesChess960Boards() {
        try (PlayServer server = start("c960.db")) {
            Http http = new Http(server.port());
            JsonNode zero = http.post("/api/boards", "{\"chess960Position\":0}").json().get("state");
            assertTrue(zero.get("chess960").asBoolean(), zero.toString());
            assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", zero.get("startFen").asText());
            JsonNode standard = http.post("/api/boards", "{\"chess960Position\":518}").json().get("state");
            assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", standard.get("startFen").asText());
            JsonNode random = http.post("/api/boards", "{\"chess960\":true,\"opponent\":\"computer\"}").json().get("state");
            assertTrue(random.get("chess960").asBoolean());
            assertTrue(random.get("startFen").asText().matches("[bnrqk]{8}/p{8}/8/8/8/8/P{8}/[BNRQK]{8} w [A-H]{2}[a-h]{2} - 0 1"),
                    random.toString());
            JsonNode plain = http.post("/api/boards", "{}").json().get("state");
            assertFalse(plain.get("chess960").asBoolean());
            for (String bad : new String[] {"{\"chess960Position\":960}", "{\"chess960Position\":-1}",
                "{\"chess960\":\"yes\"}", "{\"chess960\":1}",
                "{\"chess960Position\":3,\"fen\":\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}"}) {
                Http.Response r = http.post("/api/boards", bad);
                assertEquals(400, r.status(), bad + " -> " + r.body());
            }
        }
    }

    @Test
    void C960_NOTATION_serverSendsCastlingKingTakesRookAndReadsBothForms() {
        String db = "castle.db";
        String[] b1;
        try (PlayServer server = start(db)) {
            Http http = new Http(server.port());
            // a Chess960 board: king b1, rooks a1 and h1
            b1 = twoPlayers(http, "{\"color\":\"white\",\"chess960\":true,\"fen\":\"4k3/8/8/8/8/8/8/RK5R w AH - 0 1\"}");
            JsonNode before = http.get("/api/boards/" + b1[0]).json();
            assertTrue(texts(before.get("legal")).containsAll(List.of("b1a1", "b1h1", "b1c1")), before.toString());
            assertEquals(2, before.get("castling").size(), before.toString());
            JsonNode queenside = before.get("castling").get(0);
            assertEquals("b1a1 b1 a1 c1", queenside.get("move").asText() + " " + queenside.get("king").asText() + " "
                    + queenside.get("rook").asText() + " " + queenside.get("kingTo").asText());
            JsonNode after = move(http, b1, "b1a1");
            assertEquals(List.of("b1a1"), texts(after.get("moves")));
            assertEquals(List.of("O-O-O"), texts(after.get("san")));
            assertEquals("4k3/8/8/8/8/8/8/2KR3R b - - 1 1", after.get("fen").asText());

            // b1c1 beside the castling rook is the king's step on a Chess960 board
            String[] step = twoPlayers(http, "{\"color\":\"white\",\"fen\":\"4k3/8/8/8/8/8/8/RK5R w AH - 0 1\"}");
            JsonNode stepped = move(http, step, "b1c1");
            assertEquals(List.of("Kc1"), texts(stepped.get("san")));
            assertTrue(stepped.get("chess960").asBoolean(), "a Shredder-FEN start makes a Chess960 board");

            // a standard board: e1g1 on the wire, e1h1 read as the same castling
            String[] standard = twoPlayers(http, "{\"color\":\"white\",\"fen\":\"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"}");
            JsonNode legal = http.get("/api/boards/" + standard[0]).json();
            assertTrue(texts(legal.get("legal")).contains("e1g1") && !texts(legal.get("legal")).contains("e1h1"));
            JsonNode castled = move(http, standard, "e1h1");
            assertEquals(List.of("e1g1"), texts(castled.get("moves")));
            assertEquals(List.of("O-O"), texts(castled.get("san")));
        }
        // read back from the database: still a Chess960 board, its moves as played
        try (PlayServer server = start(db)) {
            JsonNode again = new Http(server.port()).get("/api/boards/" + b1[0]).json();
            assertTrue(again.get("chess960").asBoolean(), again.toString());
            assertEquals(List.of("b1a1"), texts(again.get("moves")));
            assertEquals("4k3/8/8/8/8/8/8/2KR3R b - - 1 1", again.get("fen").asText());
        }
    }

    @Test
    void C960_NOTATION_explainReadsAChess960FenInChess960Notation() {
        try (PlayServer server = start("explain.db")) {
            Http http = new Http(server.port());
            String fen = "fen=4k3/8/8/8/8/8/8/RK5R%20w%20AH%20-%200%201";
            // b1c1 beside the castling rook on a1: the king's step on a Chess960 FEN, not castling
            JsonNode step = http.get("/api/explain?" + fen + "&move=b1c1").json();
            assertEquals("b1c1", step.get("move").asText(), step.toString());
            assertEquals("Kc1", step.get("san").asText(), step.toString());
            JsonNode castling = http.get("/api/explain?" + fen + "&move=b1a1").json();
            assertEquals("O-O-O", castling.get("san").asText(), castling.toString());
            // a standard FEN keeps the standard reading: e1g1 is castling
            JsonNode standard = http.get("/api/explain?fen=r3k2r/8/8/8/8/8/8/R3K2R%20w%20KQkq%20-%200%201&move=e1g1").json();
            assertEquals("O-O", standard.get("san").asText(), standard.toString());
        }
    }
}
