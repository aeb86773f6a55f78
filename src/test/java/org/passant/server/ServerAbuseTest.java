package org.passant.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Issue 48, items 5 and 10: one client cannot take the server (waiting boards and sockets per
 * address, a deadline for a request's head, rate limits per seat that players behind one address
 * do not share and made-up seats cannot bypass), and the protocol's edges (security headers,
 * Jetty's own errors in JSON, requests from other sites refused). Limits are counted on a clock
 * that stands still, so what is asserted is a count, never a duration.
 */
class ServerAbuseTest {
    @TempDir
    Path dir;

    private PlayServer start(String name, double rate, int waiting, int sockets, double perSeat, long headerDeadline) {
        // a clock that stands still: the buckets never refill while the test runs
        return PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve(name).toString(), 100, 100, rate, 1,
                () -> 1_000_000L).perClient(waiting, sockets, perSeat).headerDeadline(headerDeadline));
    }

    /** Item 5: waiting boards and sockets per address are capped; a computer board does not wait. */
    @Test
    void ISSUE_48_5_oneAddressCannotFillTheServerWithBoardsOrSockets() throws InterruptedException {
        try (PlayServer server = start("caps.db", 0, 2, 3, 0, 0)) {
            Http http = new Http(server.port());
            String first = http.post("/api/boards", "{}").text("code");
            assertEquals(201, http.post("/api/boards", "{}").status());
            Http.Response third = http.post("/api/boards", "{}");
            assertEquals(429, third.status(), third.body());
            assertEquals("too-many-waiting", third.text("key"));
            assertEquals("2", third.json().get("args").get("limit").asText());
            assertEquals(201, http.post("/api/boards", "{\"opponent\":\"computer\"}").status(), "a computer board waits for nobody");
            assertEquals(200, http.post("/api/boards/" + first + "/join", null).status());
            assertEquals(201, http.post("/api/boards", "{}").status(), "a board joined no longer counts");
            List<Http.Socket> open = new ArrayList<>();
            try {
                for (int i = 0; i < 3; i++) {
                    Http.Socket s = http.socket(first, null);
                    assertEquals("sync", s.nextEvent().get("type").asText());
                    open.add(s);
                }
                Http.Socket fourth = http.socket(first, null);
                for (int i = 0; i < 200 && fourth.closeCode < 0; i++) {
                    Thread.sleep(50);
                }
                assertEquals(1013, fourth.closeCode, "the fourth socket of one address is refused: try again later");
            } finally {
                open.forEach(Http.Socket::close);
            }
        }
    }

    /**
     * Item 5: the limits. Two players behind one address (a NAT) play their games at once without
     * meeting the address's limit, which only their other requests count; each seat has its own;
     * a made-up seat costs the address, so it cannot be used to get round it.
     */
    @Test
    void ISSUE_48_5_seatsHaveTheirOwnLimitThatPlayersBehindOneAddressDoNotShare() {
        try (PlayServer server = start("nat.db", 2, 20, 100, 1, 0)) { // the address: 4 at once; a seat: 2 at once
            Http http = new Http(server.port());
            String[][] boards = new String[2][];
            for (int i = 0; i < 2; i++) {
                Http.Response c = http.post("/api/boards", "{\"color\":\"white\"}");
                assertEquals(201, c.status(), c.body());
                Http.Response j = http.post("/api/boards/" + c.text("code") + "/join", null);
                assertEquals(200, j.status(), j.body());
                boards[i] = new String[] {c.text("code"), c.text("seat"), j.text("seat")};
            }
            Http.Response spent = http.get("/api/boards/" + boards[0][0]);
            assertEquals(429, spent.status(), "the address has spent its four: " + spent.body());
            for (String[] b : boards) {
                for (String[] m : new String[][] {{b[1], "e4"}, {b[2], "e5"}, {b[1], "Nf3"}, {b[2], "Nc6"}}) {
                    Http.Response r = http.post("/api/boards/" + b[0] + "/moves", "{\"move\":\"" + m[1] + "\"}", m[0]);
                    assertEquals(200, r.status(), "each seat has its own two: " + r.body());
                }
            }
            Http.Response third = http.post("/api/boards/" + boards[0][0] + "/moves", "{\"move\":\"Bc4\"}", boards[0][1]);
            assertEquals(429, third.status(), "this seat has spent its two: " + third.body());
            assertEquals("slow-down", third.text("key"));
            Http.Response madeUp = http.post("/api/boards/" + boards[1][0] + "/moves", "{\"move\":\"Bc4\"}", "a-made-up-seat-0000");
            assertEquals(429, madeUp.status(), "a seat that is not the board's costs the exhausted address: " + madeUp.body());
        }
    }

    /** Item 5: the page's files and socket connects are limited per address too (the files at ten times the API's rate). */
    @Test
    void ISSUE_48_5_pageFilesAndSocketConnectsAreLimitedToo() throws InterruptedException {
        try (PlayServer server = start("files.db", 1, 10, 10, 0, 0)) {
            Http http = new Http(server.port());
            int served = 0;
            Http.Response r = http.get("/");
            for (; r.status() == 200 && served < 100; r = http.get("/")) {
                served++;
            }
            assertEquals(20, served, "a burst of twice ten a second, then nothing on a clock that stands still");
            assertEquals(429, r.status(), r.body());
            assertEquals("slow-down", r.text("key"));
            String code = http.post("/api/boards", "{}").text("code"); // the first of the API's burst of two
            try (Http.Socket one = http.socket(code, null); Http.Socket two = http.socket(code, null)) {
                assertEquals("sync", one.nextEvent().get("type").asText(), "the second");
                for (int i = 0; i < 200 && two.closeCode < 0; i++) {
                    Thread.sleep(50);
                }
                assertEquals(1013, two.closeCode, "a third connect from the address is refused: try again later");
            }
        }
    }

    /** Item 5: the rate limiter holds a bounded number of keys, and a flood of new keys resets nobody's bucket. */
    @Test
    void ISSUE_48_5_aFloodOfAddressesResetsNobody() {
        long[] now = {0};
        RateLimiter limiter = new RateLimiter(1, () -> now[0], 50);
        assertTrue(limiter.allow("attacker") && limiter.allow("attacker"));
        assertFalse(limiter.allow("attacker"), "two at once, then refused");
        for (int i = 0; i < 10_000; i++) {
            limiter.allow("10.0." + (i / 256) + "." + (i % 256));
            now[0] += 1; // a millisecond apiece: ten seconds in all, far from refilling the flood's buckets
            if (i % 100 == 0) {
                assertTrue(limiter.size() <= 51, "bounded: " + limiter.size());
            }
        }
        now[0] += 500;
        // the attacker's bucket is refilling by time alone: 10.5 s at 1 a second gives at most 2 (the burst)
        int allowed = 0;
        for (int i = 0; i < 10; i++) {
            allowed += limiter.allow("attacker") ? 1 : 0;
        }
        assertTrue(allowed <= 2, "the flood reset nothing: " + allowed);
    }

    /** Item 5: clients that send a request's line and headers slowly (slowloris), or nothing at all, are closed. */
    @Test
    void ISSUE_48_5_aSlowRequestHeadIsCutOffAtTheDeadline() throws Exception {
        try (PlayServer server = start("slow.db", 0, 20, 100, 0, 1000)) {
            List<Socket> slow = new ArrayList<>();
            try {
                for (int i = 0; i < 20; i++) {
                    Socket s = new Socket("127.0.0.1", server.port());
                    s.setSoTimeout(200);
                    if (i % 2 == 0) {
                        s.getOutputStream().write("GET /api/health HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.US_ASCII));
                    }
                    slow.add(s);
                }
                boolean[] closed = new boolean[slow.size()];
                for (int round = 0; round < 100 && !allTrue(closed); round++) { // a header byte every 200 ms, 20 s at most
                    for (int i = 0; i < slow.size(); i++) {
                        if (!closed[i]) {
                            closed[i] = closedByServer(slow.get(i), i % 2 == 0);
                        }
                    }
                }
                assertTrue(allTrue(closed), "every slow client was closed");
            } finally {
                for (Socket s : slow) {
                    s.close();
                }
            }
            assertEquals(200, new Http(server.port()).get("/api/health").status(), "the others are served");
        }
    }

    private static boolean allTrue(boolean[] a) {
        for (boolean b : a) {
            if (!b) {
                return false;
            }
        }
        return true;
    }

    /** Sends one more header byte (when {@code trickle}) and reads: true once the server has closed the connection. */
    private static boolean closedByServer(Socket s, boolean trickle) {
        try {
            if (trickle) {
                s.getOutputStream().write('X');
                s.getOutputStream().flush();
            }
            int r = s.getInputStream().read();
            return r < 0 || r >= 0 && drainsToEnd(s.getInputStream());
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true; // reset by the server
        }
    }

    private static boolean drainsToEnd(InputStream in) throws IOException {
        try {
            while (in.read() >= 0) {
                // an error answer, then the end
            }
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        }
    }

    /** Item 10: Jetty's own errors (a request it cannot parse, a URI or headers too long) are the documented JSON. */
    @Test
    void ISSUE_48_10_jettysOwnErrorsAreJson() throws Exception {
        try (PlayServer server = start("jetty.db", 0, 20, 100, 0, 0)) {
            String[][] cases = {
                {"NOT A REQUEST LINE\r\n\r\n", "400"},
                {"GET /" + "a".repeat(20_000) + " HTTP/1.1\r\nHost: x\r\n\r\n", "414"},
                {"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + "b".repeat(20_000) + "\r\n\r\n", "431"},
                {"PUT /api/boards HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", "404"},
                {"GET /api/nothing-here HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "404"}};
            for (String[] c : cases) {
                String answer = raw(server.port(), c[0]);
                assertTrue(answer.startsWith("HTTP/1.1 " + c[1]), c[1] + ": " + answer);
                String head = answer.substring(0, answer.indexOf("\r\n\r\n")).toLowerCase();
                assertTrue(head.contains("content-type: application/json"), c[1] + ": " + answer);
                JsonNode body = Http.JSON.readTree(answer.substring(answer.indexOf("\r\n\r\n") + 4));
                assertEquals(Integer.parseInt(c[1]), body.get("status").asInt(), answer);
                assertTrue(body.get("error").isTextual() && body.get("key").isTextual(), answer);
                assertFalse(answer.contains("<html") || answer.contains("Exception"), answer);
            }
        }
    }

    /** A raw HTTP/1.1 exchange: what the server answers until it closes (or 5 s pass). */
    private static String raw(int port, String request) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(5000);
            OutputStream out = s.getOutputStream();
            try {
                out.write(request.getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
            } catch (IOException e) {
                // the server may answer and close before it has read everything
            }
            StringBuilder sb = new StringBuilder();
            byte[] buf = new byte[8192];
            try {
                int n;
                while ((n = s.getInputStream().read(buf)) > 0) {
                    sb.append(new String(buf, 0, n, StandardCharsets.ISO_8859_1));
                    if (complete(sb)) {
                        break;
                    }
                }
            } catch (IOException e) {
                // closed after the answer
            }
            return sb.toString();
        }
    }

    private static boolean complete(StringBuilder sb) {
        int end = sb.indexOf("\r\n\r\n");
        if (end < 0) {
            return false;
        }
        String head = sb.substring(0, end).toLowerCase();
        int at = head.indexOf("content-length:");
        if (at < 0) {
            return false;
        }
        int length = Integer.parseInt(head.substring(at + 15, head.indexOf('\n', at) < 0 ? head.length() : head.indexOf('\n', at)).trim());
        return sb.length() - end - 4 >= length;
    }

    /** Item 10: the security headers, and a state-changing request from another site refused (a text/plain form post too). */
    @Test
    void ISSUE_48_10_securityHeadersAndRequestsFromOtherSitesRefused() throws Exception {
        try (PlayServer server = start("csrf.db", 0, 20, 100, 0, 0)) {
            HttpClient client = HttpClient.newHttpClient();
            String base = "http://127.0.0.1:" + server.port();
            for (String path : new String[] {"/", "/app.js", "/api/health", "/b/abcdefgh", "/api/boards/nosuchbd"}) {
                HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(base + path)).build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(PlayServer.CONTENT_SECURITY_POLICY, r.headers().firstValue("Content-Security-Policy").orElse(null), path);
                assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(null), path);
                assertEquals("DENY", r.headers().firstValue("X-Frame-Options").orElse(null), path);
            }
            String[][] foreign = {{"Origin", "http://evil.example", "application/json"},
                {"Origin", "http://evil.example", "text/plain"}, {"Origin", "null", "text/plain"},
                {"Sec-Fetch-Site", "cross-site", "text/plain"}, {"Sec-Fetch-Site", "same-site", "application/json"},
                {"Origin", "http://127.0.0.1:" + (server.port() + 1), "application/json"}};
            for (String[] f : foreign) {
                HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(base + "/api/boards"))
                        .header(f[0], f[1]).header("Content-Type", f[2])
                        .POST(HttpRequest.BodyPublishers.ofString("{\"color\":\"white\"}")).build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(403, r.statusCode(), f[0] + ": " + f[1] + " -> " + r.body());
                assertEquals("cross-site", Http.JSON.readTree(r.body()).get("key").asText());
            }
            Http http = new Http(server.port());
            assertEquals(0, http.get("/api/health").json().get("boards").asInt(), "no board was made from another site");
            HttpResponse<String> mine = client.send(HttpRequest.newBuilder(URI.create(base + "/api/boards"))
                    .header("Origin", base).header("Sec-Fetch-Site", "same-origin").header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(201, mine.statusCode(), "the page's own request: " + mine.body());
            String code = Http.JSON.readTree(mine.body()).get("code").asText();
            HttpResponse<String> read = client.send(HttpRequest.newBuilder(URI.create(base + "/api/boards/" + code))
                    .header("Origin", "http://evil.example").build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, read.statusCode(), "reading is no change");
            try (Http.Socket ws = http.socket(code, null)) {
                ws.nextEvent();
                ws.send("{\"type\":\"move\",\"move\":\"e2e4\",\"id\":1}");
                JsonNode reply = ws.nextReply();
                assertEquals(403, reply.get("status").asInt());
                assertTrue(reply.get("error").asText().contains("'seat'") && !reply.get("error").asText().contains("Authorization"),
                        "the socket's own wording: " + reply);
            }
        }
    }
}
