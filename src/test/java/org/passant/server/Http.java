package org.passant.server;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** A real HTTP and WebSocket client (java.net.http) for the server tests. */
final class Http {
    static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    final String base;

    Http(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    /** A response: its status, its body as JSON (or text), and the raw body. */
    record Response(int status, JsonNode json, String body) {
        String text(String field) {
            JsonNode n = json.get(field);
            return n == null || n.isNull() ? null : n.asText();
        }
    }

    Response get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    /** A GET with an Authorization header ("Player ID", "Bearer SEAT"). */
    Response get(String path, String authorization) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", authorization).GET());
    }

    Response post(String path, String body) {
        return post(path, body, null);
    }

    Response post(String path, String body, String seat) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (seat != null) {
            b.header("Authorization", "Bearer " + seat);
        }
        return send(b);
    }

    /** A request with a body and an Authorization header as given (null: none). */
    Response send(String method, String path, String body, String authorization) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (authorization != null) {
            b.header("Authorization", authorization);
        }
        return send(b);
    }

    private Response send(HttpRequest.Builder b) {
        try {
            HttpResponse<String> r = client.send(b.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode json;
            try {
                json = JSON.readTree(r.body());
            } catch (IOException e) {
                json = JSON.nullNode();
            }
            return new Response(r.statusCode(), json == null ? JSON.nullNode() : json, r.body());
        } catch (IOException e) {
            throw new AssertionError("request failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** A WebSocket to a board: every message received, in order. */
    Socket socket(String code, Long after) {
        return socket(code, after, true);
    }

    Socket socket(String code, Long after, boolean waitForOpen) {
        Socket s = new Socket();
        String uri = base.replace("http://", "ws://") + "/ws/boards/" + code + (after == null ? "" : "?v=" + after);
        try {
            s.ws = client.newWebSocketBuilder().buildAsync(URI.create(uri), s).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("WebSocket " + uri + ": " + e, e);
        }
        return s;
    }

    static final class Socket implements WebSocket.Listener, AutoCloseable {
        final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
        final List<JsonNode> all = new ArrayList<>();
        volatile int closeCode = -1;
        private final StringBuilder partial = new StringBuilder();
        WebSocket ws;

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    received.add(JSON.readTree(partial.toString()));
                } catch (IOException e) {
                    throw new AssertionError(e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closeCode = statusCode;
            return null;
        }

        void send(String text) {
            ws.sendText(text, true).join();
        }

        /** The next message that satisfies {@code p} (others are kept in {@link #all}); fails after 20 s. */
        JsonNode next(Predicate<JsonNode> p) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (true) {
                long left = deadline - System.nanoTime();
                JsonNode n;
                try {
                    n = left <= 0 ? null : received.poll(left, TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError(e);
                }
                if (n == null) {
                    throw new AssertionError("no such message within 20 s; received " + all);
                }
                all.add(n);
                if (p.test(n)) {
                    return n;
                }
            }
        }

        JsonNode nextEvent() {
            return next(n -> n.has("v"));
        }

        JsonNode nextReply() {
            return next(n -> "reply".equals(n.path("type").asText()));
        }

        @Override
        public void close() {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
            ws.abort();
        }
    }
}
