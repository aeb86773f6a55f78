package org.passant.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/API.md and the server agree (PLAY-ONLINE): every endpoint in the document's table answers
 * (not "no such path"), the WebSocket path accepts a socket, and the page's helpers (explain,
 * rules, proofs) give what they promise.
 */
class ServerApiTest {
    private static final Pattern ENDPOINT = Pattern.compile("^\\| `(GET|POST) (/api/[^`? ]+)");

    @TempDir
    Path dir;

    @Test
    void PLAY_ONLINE_everyDocumentedEndpointExists() throws IOException {
        List<String[]> documented = new ArrayList<>();
        for (String line : Files.readAllLines(TestDatabases.root().resolve("docs/API.md"))) {
            Matcher m = ENDPOINT.matcher(line);
            if (m.find()) {
                documented.add(new String[] {m.group(1), m.group(2)});
            }
        }
        assertTrue(documented.size() >= 24, "the endpoint table was read: " + documented.size());
        try (PlayServer server = PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve("api.db").toString(),
                100, 100, 0, 1, PlayServer.Config.systemMillis()))) {
            Http http = new Http(server.port());
            Http.Response created = http.post("/api/boards", "{\"color\":\"white\"}");
            String code = created.text("code");
            String player = created.text("player");
            for (String[] e : documented) {
                String pub = created.json().get("state").get("players").get("white").get("id").asText();
                String path = e[1].replace("{code}", code).replace("{id}", player).replace("{pub}", pub);
                if (path.equals("/api/explain")) {
                    path += "?move=e2e4";
                }
                Http.Response r = e[0].equals("GET") ? http.get(path) : http.post(path, null, created.text("seat"));
                String error = r.json().path("error").asText("");
                assertFalse(r.status() == 405 || error.startsWith("there is nothing at "), e[0] + " " + path + " -> " + r.body());
                assertTrue(r.status() < 500, e[0] + " " + path + " -> " + r.body());
            }
            try (Http.Socket ws = http.socket(code, null)) {
                assertEquals("sync", ws.nextEvent().get("type").asText());
            }
            Http.Response x = http.get("/api/explain?fen=8/8/8/r2pP2K/8/8/8/4k3%20w%20-%20d6%200%202&move=e5d6");
            assertEquals(200, x.status(), x.body());
            assertFalse(x.json().get("legal").asBoolean());
            assertTrue(x.body().contains("EP-KING-SAFETY"));
            Http.Response san = http.get("/api/explain?fen=8/8/8/r2pP2K/8/8/8/4k3%20w%20-%20d6%200%202&move=exd6");
            assertEquals("e5d6", san.text("move"), "SAN is explained as the move it means: " + san.body());
            assertFalse(san.json().get("legal").asBoolean());
            Http.Response none = http.get("/api/explain?move=Ke3");
            assertEquals("no-piece-reaches", none.json().get("clauses").get(0).get("key").asText(), none.body());
            assertEquals(200, http.get("/api/explain?move=nf3").status(), "SAN in any case");
            assertTrue(http.get("/api/rules").body().contains("PLAY-ONLINE"));
            assertTrue(http.get("/api/proofs").status() == 200);
        }
    }

    /** Issue 45: the page's own paths answer with its index.html; the invite link and the PGN's Site are the board's page. */
    @Test
    void PLAY_ONLINE_pagePathsServeThePageAndInviteLinksToTheBoard() throws IOException {
        String index;
        try (var in = PlayServer.class.getResourceAsStream("/web/index.html")) {
            index = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        try (PlayServer server = PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve("page.db").toString(),
                100, 100, 0, 1, PlayServer.Config.systemMillis()))) {
            Http http = new Http(server.port());
            Http.Response created = http.post("/api/boards", "{\"color\":\"white\"}");
            String code = created.text("code");
            assertEquals(http.base + "/b/" + code, created.text("invite"));
            for (String path : new String[] {"/b/" + code, "/b/nosuchbd", "/players/abcdefghijklmnop", "/rules",
                "/rules/EP-KING-SAFETY", "/learn", "/learn/en-passant"}) {
                Http.Response r = http.get(path);
                assertEquals(200, r.status(), path);
                assertEquals(index, r.body(), path + " is the page");
            }
            assertEquals(404, http.get("/b").status(), "not a page path");
            String pgn = http.get("/api/boards/" + code + "/pgn").body();
            assertTrue(pgn.contains("[Site \"" + http.base + "/b/" + code + "\"]"), pgn);
        }
    }
}
