package org.passant.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/** PLAY-ONLINE's limits: live boards, WebSocket connections and requests per client, all configurable. */
class ServerLimitsTest {
    @TempDir
    Path dir;

    private PlayServer start(String name, int maxBoards, int maxSockets, double rate) {
        return PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve(name).toString(), maxBoards, maxSockets,
                rate, 1, PlayServer.Config.systemMillis()));
    }

    @Test
    void PLAY_ONLINE_boundedLiveBoardsAndSockets() throws InterruptedException {
        try (PlayServer server = start("a.db", 2, 1, 0)) {
            Http http = new Http(server.port());
            String first = http.post("/api/boards", "{}").text("code");
            String second = http.post("/api/boards", "{}").text("code");
            Http.Response third = http.post("/api/boards", "{}");
            assertEquals(503, third.status(), third.body());
            assertTrue(third.text("error").contains("--max-boards"), third.body());
            // an ended board is no longer live: room for another
            String seat = http.post("/api/boards/" + second + "/join", null).text("seat");
            assertEquals(200, http.post("/api/boards/" + second + "/resign", null, seat).status());
            assertEquals(201, http.post("/api/boards", "{}").status());
            try (Http.Socket one = http.socket(first, null)) {
                assertEquals("sync", one.nextEvent().get("type").asText());
                Http.Socket two = http.socket(first, null);
                for (int i = 0; i < 100 && two.closeCode < 0; i++) {
                    Thread.sleep(50);
                }
                assertEquals(1013, two.closeCode, "the second socket is refused: try again later");
            }
        }
    }

    @Test
    void PLAY_ONLINE_perClientRateLimit() {
        try (PlayServer server = start("b.db", 10, 10, 2)) {
            Http http = new Http(server.port());
            int refused = 0;
            JsonNode error = null;
            for (int i = 0; i < 12; i++) {
                Http.Response r = http.get("/api/health");
                if (r.status() == 429) {
                    refused++;
                    error = r.json();
                }
            }
            assertTrue(refused >= 6, "a burst of 4 at 2 per second: most of 12 quick requests are refused, got " + refused);
            assertEquals("slow-down", error.get("key").asText(), error.toString());
        }
    }
}
