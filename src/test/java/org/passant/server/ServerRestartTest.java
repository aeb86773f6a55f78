package org.passant.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.cli.Main;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Nothing lost (PLAY-ONLINE): a real {@code passant serve} process (a child JVM) is killed with
 * SIGKILL in the middle of games and started again on the same database; every board, move, clock
 * reading and rating is there, the time the server was down is not charged, and play goes on
 * with the same seats.
 */
class ServerRestartTest {
    private static final Pattern LISTENING = Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)");

    @TempDir
    Path dir;

    @Test
    void PLAY_ONLINE_killMinus9MidGameLosesNothingOnSqlite() throws Exception {
        restartLosesNothing(TestDatabases.sqlite(dir));
    }

    @Test
    void PLAY_ONLINE_killMinus9MidGameLosesNothingOnPostgres() throws Exception {
        restartLosesNothing(TestDatabases.postgres());
    }

    /** A started server process and its port. */
    private record Child(Process process, int port) {
    }

    private Child serve(String db, String name) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path log = dir.resolve(name + ".err");
        Process p = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "serve", "--port", "0", "--db", db, "--rate", "0", "--computer-threads", "1")
                .redirectError(log.toFile()).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        String line;
        while ((line = out.readLine()) != null) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                return new Child(p, Integer.parseInt(m.group(1)));
            }
            if (System.nanoTime() > deadline) {
                break;
            }
        }
        p.destroyForcibly().waitFor();
        throw new AssertionError("passant serve did not start: " + Files.readString(log));
    }

    private static String[] humans(Http http, String body) {
        Http.Response c = http.post("/api/boards", body);
        assertEquals(201, c.status(), c.body());
        Http.Response j = http.post("/api/boards/" + c.text("code") + "/join", null);
        assertEquals(200, j.status(), j.body());
        return new String[] {c.text("code"), c.text("seat"), j.text("seat"), c.text("player"), j.text("player")};
    }

    private static Http.Response move(Http http, String code, String seat, String move) {
        Http.Response r = http.post("/api/boards/" + code + "/moves", "{\"move\":\"" + move + "\"}", seat);
        assertEquals(200, r.status(), r.body());
        return r;
    }

    private void restartLosesNothing(String db) throws Exception {
        Child first = serve(db, "first");
        String[] clocked;
        String[] over;
        String computerCode;
        String computerSeat;
        String waiting;
        long blackAtCommit;
        List<JsonNode> before;
        JsonNode ratingWhite;
        JsonNode ratingBlack;
        try {
            Http http = new Http(first.port());
            clocked = humans(http, "{\"color\":\"white\",\"minutes\":5,\"increment\":3}");
            move(http, clocked[0], clocked[1], "e4");
            move(http, clocked[0], clocked[2], "e5");
            blackAtCommit = move(http, clocked[0], clocked[1], "Nf3").json().get("clock").get("black").asLong();
            Http.Response c = http.post("/api/boards", "{\"color\":\"white\",\"opponent\":\"computer\",\"level\":\"easy\"}");
            computerCode = c.text("code");
            computerSeat = c.text("seat");
            move(http, computerCode, computerSeat, "d4");
            for (int i = 0; i < 200 && http.get("/api/boards/" + computerCode).json().get("moves").size() < 2; i++) {
                Thread.sleep(50);
            }
            over = humans(http, "{\"color\":\"white\"}");
            move(http, over[0], over[1], "f3");
            move(http, over[0], over[2], "e5");
            move(http, over[0], over[1], "g4");
            move(http, over[0], over[2], "Qh4#");
            waiting = http.post("/api/boards", "{\"variant\":\"atomic\",\"minutes\":2}").text("code");
            before = List.of(http.get("/api/boards/" + clocked[0]).json(), http.get("/api/boards/" + computerCode).json(),
                    http.get("/api/boards/" + over[0]).json(), http.get("/api/boards/" + waiting).json());
            ratingWhite = http.get("/api/players/" + over[3]).json();
            ratingBlack = http.get("/api/players/" + over[4]).json();
            assertEquals(2, before.get(1).get("moves").size(), "the computer answered before the kill");
        } finally {
            first.process().destroyForcibly(); // SIGKILL: no shutdown hook, no flush
            first.process().waitFor();
        }
        Thread.sleep(1500); // the server is down for a while: not charged to anyone's clock
        long launched = System.nanoTime();
        Child second = serve(db, "second");
        try {
            Http http = new Http(second.port());
            String[] codes = {clocked[0], computerCode, over[0], waiting};
            for (int i = 0; i < codes.length; i++) {
                JsonNode was = before.get(i);
                JsonNode is = http.get("/api/boards/" + codes[i]).json();
                for (String field : new String[] {"variant", "startFen", "fen", "moves", "san", "status", "result",
                    "termination", "seats", "level", "drawOffer", "takebackOffer", "version", "turn"}) {
                    assertEquals(was.get(field), is.get(field), codes[i] + " " + field);
                }
            }
            JsonNode clock = http.get("/api/boards/" + clocked[0]).json().get("clock");
            long sinceLaunch = (System.nanoTime() - launched) / 1_000_000;
            assertEquals(before.get(0).get("clock").get("white").asLong(), clock.get("white").asLong(), "white's clock stood");
            assertEquals("black", clock.get("running").asText());
            long black = clock.get("black").asLong();
            assertTrue(black <= blackAtCommit, "black's clock runs again: " + black + " vs " + blackAtCommit);
            assertTrue(black >= blackAtCommit - sinceLaunch, "only the time since the restart is charged: " + black
                    + " vs " + blackAtCommit + " less " + sinceLaunch + " ms");
            assertEquals(ratingWhite, http.get("/api/players/" + over[3]).json());
            assertEquals(ratingBlack, http.get("/api/players/" + over[4]).json());
            // play goes on with the same seats
            move(http, clocked[0], clocked[2], "Nc6");
            move(http, computerCode, computerSeat, "c4");
            assertEquals(200, http.post("/api/boards/" + waiting + "/join", null).status());
            for (int i = 0; i < 200 && http.get("/api/boards/" + computerCode).json().get("moves").size() < 4; i++) {
                Thread.sleep(50);
            }
            assertEquals(4, http.get("/api/boards/" + computerCode).json().get("moves").size(), "the computer plays on");
        } finally {
            second.process().destroyForcibly();
            second.process().waitFor();
        }
    }
}
