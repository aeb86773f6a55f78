package org.passant.server;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

import org.passant.explain.ClauseVerdict;
import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.notation.Uci;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsContext;

/**
 * {@code passant serve}: the HTTP API and the WebSockets of docs/API.md on Javalin (Jetty 12),
 * and the web page (classpath folder {@code web/}) at {@code /}. Requests are checked here (size,
 * shape, rate, seats through {@link Play}); errors are JSON with a status and one line, never a
 * stack trace.
 */
public final class PlayServer implements AutoCloseable {
    /** The largest request body, and the largest WebSocket message. */
    public static final int MAX_BODY = 16 * 1024;
    public static final int MAX_MESSAGE = 4 * 1024;

    /** The options of {@code passant serve}. {@code millis}: the server's monotonic clock. */
    public record Config(String host, int port, String db, int maxBoards, int maxSockets, double rate,
            int computerThreads, LongSupplier millis) {

        public static LongSupplier systemMillis() {
            return () -> System.nanoTime() / 1_000_000;
        }
    }

    /** A request attribute: the error answer is written (Javalin's 404 handler runs after it). */
    private static final String ERROR_SENT = "passant.error";

    private final Store store;
    private final Play play;
    private final Javalin app;
    private final RateLimiter limiter;
    private final AtomicInteger sockets = new AtomicInteger();
    private final Map<String, Play.Listener> listeners = new ConcurrentHashMap<>();
    private final int maxSockets;

    private PlayServer(Config config, Store store, Play play) {
        this.store = store;
        this.play = play;
        this.maxSockets = config.maxSockets();
        this.limiter = new RateLimiter(config.rate(), config.millis());
        this.app = Javalin.create(c -> {
            c.startup.showJavalinBanner = false;
            c.startup.showOldJavalinVersionWarning = false;
            c.http.maxRequestSize = MAX_BODY;
            c.jetty.modifyWebSocketServletFactory(f -> f.setMaxTextMessageSize(MAX_MESSAGE));
            if (PlayServer.class.getResource("/web") != null) {
                c.staticFiles.add("/web", Location.CLASSPATH); // the page (issue 17), at /
            }
            c.routes.before("/api/*", this::limit);
            c.routes.exception(ApiException.class, (e, ctx) -> error(ctx, e));
            c.routes.exception(HttpResponseException.class, (e, ctx) -> error(ctx,
                    new ApiException(e.getStatus(), e.getStatus() == 413 ? "the body is larger than " + MAX_BODY + " bytes"
                            : e.getMessage())));
            c.routes.exception(Exception.class, (e, ctx) -> {
                System.err.println("passant serve: " + ctx.method() + " " + ctx.path() + ": " + e);
                error(ctx, new ApiException(500, "internal error: " + e.getClass().getSimpleName()));
            });
            c.routes.error(404, ctx -> {
                // a route's own 404 ("no board X") stands; only a path no route serves gets this one
                if (ctx.attribute(ERROR_SENT) == null && (ctx.path().startsWith("/api") || ctx.result() == null)) {
                    error(ctx, ApiException.notFound("no " + ctx.method() + " " + ctx.path()));
                }
            });
            c.routes.error(405, ctx -> error(ctx, new ApiException(405, ctx.method() + " is not allowed on " + ctx.path())));
            routes(c.routes);
        });
        app.start(config.host(), config.port());
    }

    /** Opens the database (migrating it), restores the live boards and starts listening. */
    public static PlayServer start(Config config) {
        // the libraries' start-up chatter (HikariCP, Jetty) only when asked for
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        Store store = new Store(config.db());
        Play play = null;
        try {
            play = new Play(store, new Play.Settings(config.maxBoards(), config.computerThreads()), config.millis());
            return new PlayServer(config, store, play);
        } catch (RuntimeException e) {
            if (play != null) {
                play.close();
            }
            store.close();
            throw e;
        }
    }

    public int port() {
        return app.port();
    }

    private void routes(io.javalin.config.RoutesConfig r) {
        for (String path : PAGE_PATHS) {
            r.get(path, PlayServer::page);
        }
        r.get("/api/health", ctx -> json(ctx, 200, JsonNodeFactory.instance.objectNode().put("status", "ok")));
        r.post("/api/boards", ctx -> {
            Play.Seated s = play.create(Requests.newBoard(ctx.body()));
            ObjectNode o = seated(s);
            o.put("code", s.code());
            o.put("invite", origin(ctx) + "/b/" + s.code());
            json(ctx, 201, o);
        });
        r.post("/api/boards/{code}/join", ctx -> {
            String player = Requests.player(Requests.object(ctx.body(), Set.of("player")));
            json(ctx, 200, seated(play.join(ctx.pathParam("code"), player)));
        });
        r.get("/api/boards/{code}", ctx -> json(ctx, 200, play.state(ctx.pathParam("code"))));
        r.post("/api/boards/{code}/moves", ctx -> {
            String move = Requests.move(ctx.body());
            json(ctx, 200, play.move(ctx.pathParam("code"), seat(ctx), move));
        });
        r.post("/api/boards/{code}/resign", ctx -> json(ctx, 200, play.resign(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/draw/offer", ctx -> json(ctx, 200, play.offerDraw(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/draw/accept", ctx -> json(ctx, 200, play.acceptDraw(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/draw/decline", ctx -> json(ctx, 200, play.declineDraw(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/takeback/ask", ctx -> json(ctx, 200, play.askTakeback(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/takeback/grant", ctx -> json(ctx, 200, play.grantTakeback(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/takeback/decline", ctx -> json(ctx, 200, play.declineTakeback(code(ctx), seat(ctx))));
        r.get("/api/boards/{code}/pgn", ctx -> ctx.status(200).contentType("application/x-chess-pgn")
                .result(play.pgn(ctx.pathParam("code"), origin(ctx))));
        r.get("/api/players/{id}", ctx -> json(ctx, 200, play.player(ctx.pathParam("id"))));
        r.get("/api/explain", this::explain);
        r.get("/api/rules", ctx -> markdown(ctx, "/specs/RULES.md"));
        r.get("/api/proofs", ctx -> markdown(ctx, "/proofs/REPORT.md"));
        r.ws("/ws/boards/{code}", ws -> {
            ws.onConnect(this::connect);
            ws.onMessage(ctx -> message(ctx, ctx.message()));
            ws.onClose(this::disconnect);
            ws.onError(this::disconnect);
        });
    }

    /** The paths the page routes by itself (location.pathname): each answers with the page. */
    static final List<String> PAGE_PATHS = List.of("/b/{code}", "/players/{pub}", "/rules", "/rules/{clause}", "/learn",
            "/learn/{lesson}");

    /** The page's index.html, for {@link #PAGE_PATHS}. */
    private static void page(Context ctx) throws IOException {
        try (InputStream in = PlayServer.class.getResourceAsStream("/web/index.html")) {
            if (in == null) {
                throw ApiException.notFound("the web page is not packaged in this build");
            }
            ctx.status(200).contentType("text/html; charset=utf-8").result(in.readAllBytes());
        }
    }

    /** This server as the client reached it: scheme, host and port (the invite link, the PGN's Site). */
    private static String origin(Context ctx) {
        return ctx.scheme() + "://" + ctx.host();
    }

    private static String code(Context ctx) {
        return ctx.pathParam("code");
    }

    private static ObjectNode seated(Play.Seated s) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("seat", s.seat());
        o.put("color", s.color());
        o.put("player", s.player());
        o.set("state", s.state());
        return o;
    }

    /** The seat from {@code Authorization: Bearer SEAT}, or null. */
    private static String seat(Context ctx) {
        String h = ctx.header("Authorization");
        if (h == null || !h.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        return h.substring(7).trim();
    }

    private void limit(Context ctx) {
        if (!limiter.allow(ctx.ip())) {
            throw new ApiException(429, "too many requests from " + ctx.ip() + "; slow down").keyed("slow-down");
        }
    }

    /** GET /api/explain: every clause that decides a move (the page's rule view). */
    private void explain(Context ctx) {
        String fen = ctx.queryParam("fen");
        String text = ctx.queryParam("move");
        String v = ctx.queryParam("variant");
        Variant variant = Variant.byId(v == null ? "chess" : v);
        if (variant == null) {
            throw ApiException.badRequest("parameter 'variant': expected chess or atomic, got '" + v + "'");
        }
        if (text == null || text.isBlank() || text.length() > 12) {
            throw ApiException.badRequest("parameter 'move': required, a move in UCI such as e5d6");
        }
        Position p;
        Move m;
        try {
            p = fen == null ? Position.initial(variant) : Fen.position(fen, variant, Validation.STRICT);
            // castling either way, e1g1 or e1h1, in the notation of the FEN's mode (C960-NOTATION): on a
            // Chess960 FEN the move as written first, so b1c1 beside a castling rook is the king's step
            m = text.trim().matches("[a-h][1-8][a-h][1-8][nbrq]?") ? Uci.parse(p, text.trim(), Board.chess960(fen, p))
                    : San.parse(p, text);
        } catch (InvalidInputException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        Explanation x = Explain.explain(p, m);
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("move", p.move(m).uci(Board.chess960(fen, p)));
        o.put("legal", x.legal());
        o.put("kind", x.kind());
        o.put("san", x.legal() ? San.format(p, m) : null);
        o.set("clauses", clauses(x.clauses()));
        json(ctx, 200, o);
    }

    private static ArrayNode clauses(java.util.List<ClauseVerdict> verdicts) {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        for (ClauseVerdict c : verdicts) {
            ObjectNode o = a.addObject().put("id", c.id()).put("holds", c.holds()).put("key", c.key());
            o.set("args", Requests.JSON.valueToTree(c.args()));
            o.put("reason", c.reason());
        }
        return a;
    }

    private static void markdown(Context ctx, String resource) throws IOException {
        try (InputStream in = PlayServer.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw ApiException.notFound(resource.substring(1) + " is not packaged in this build");
            }
            ctx.status(200).contentType("text/markdown; charset=utf-8").result(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    private static void json(Context ctx, int status, ObjectNode body) {
        ctx.status(status).contentType("application/json").result(body.toString());
    }

    private static ObjectNode errorBody(ApiException e) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("status", e.status);
        o.put("error", e.getMessage());
        if (e.key != null) { // the page says it in the player's language from these
            o.put("key", e.key);
            if (!e.args.isEmpty()) {
                ObjectNode args = o.putObject("args");
                e.args.forEach(args::put);
            }
        }
        if (e.status == 422) {
            o.put("clause", e.clause);
            o.set("explain", clauses(e.explain == null ? java.util.List.of() : e.explain));
        }
        return o;
    }

    private static void error(Context ctx, ApiException e) {
        ctx.attribute(ERROR_SENT, Boolean.TRUE);
        json(ctx, e.status, errorBody(e));
    }

    // ---- WebSockets

    private void connect(WsContext ctx) {
        if (sockets.incrementAndGet() > maxSockets) {
            sockets.decrementAndGet();
            ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "the server holds its limit of " + maxSockets + " sockets (--max-sockets)");
            return;
        }
        ctx.attribute("counted", Boolean.TRUE);
        Long after = null;
        String v = ctx.queryParam("v");
        try {
            if (v != null) {
                after = Long.parseLong(v);
                if (after < 0) {
                    throw new NumberFormatException();
                }
            }
            Play.Listener l = new Outbox(ctx.session);
            listeners.put(ctx.sessionId(), l);
            play.subscribe(ctx.pathParam("code"), l, after);
        } catch (NumberFormatException e) {
            ctx.send(errorBody(ApiException.badRequest("parameter 'v': expected a version number, got '" + v + "'")).toString());
            ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "bad v");
        } catch (ApiException e) {
            ctx.send(errorBody(e).toString());
            ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, e.getMessage());
        }
    }

    private void disconnect(WsContext ctx) {
        if (ctx.attribute("counted") != null && ctx.attributeMap().remove("counted") != null) {
            sockets.decrementAndGet();
        }
        Play.Listener l = listeners.remove(ctx.sessionId());
        if (l != null) {
            play.unsubscribe(ctx.pathParam("code"), l);
        }
    }

    /** An action over the socket: {"type", "seat", "move", "id"}; the reply carries the id and a status. */
    private void message(WsContext ctx, String text) {
        ObjectNode reply = JsonNodeFactory.instance.objectNode();
        reply.put("type", "reply");
        try {
            ObjectNode o = Requests.object(text, Set.of("type", "seat", "move", "id"));
            if (o.has("id")) {
                if (!o.get("id").isIntegralNumber()) {
                    throw ApiException.badRequest("field 'id': expected a number");
                }
                reply.set("id", o.get("id"));
            }
            if (!limiter.allow(host(ctx.session.getRemoteSocketAddress()))) {
                throw new ApiException(429, "too many messages; slow down");
            }
            String code = ctx.pathParam("code");
            String seat = Requests.text(o, "seat", null);
            String type = Requests.choice(o, "type", "", "move", "resign", "drawOffer", "drawAccept", "drawDecline",
                    "takebackAsk", "takebackGrant", "takebackDecline");
            switch (type) {
                case "move" -> {
                    ObjectNode body = JsonNodeFactory.instance.objectNode();
                    body.set("move", o.get("move"));
                    play.move(code, seat, Requests.move(body.toString()));
                }
                case "resign" -> play.resign(code, seat);
                case "drawOffer" -> play.offerDraw(code, seat);
                case "drawAccept" -> play.acceptDraw(code, seat);
                case "drawDecline" -> play.declineDraw(code, seat);
                case "takebackAsk" -> play.askTakeback(code, seat);
                case "takebackGrant" -> play.grantTakeback(code, seat);
                default -> play.declineTakeback(code, seat);
            }
            reply.put("status", 200);
        } catch (ApiException e) {
            reply.setAll(errorBody(e));
            reply.put("type", "reply");
        } catch (RuntimeException e) {
            System.err.println("passant serve: socket message on " + ctx.pathParam("code") + ": " + e);
            reply.put("status", 500);
            reply.put("error", "internal error: " + e.getClass().getSimpleName());
        }
        Play.Listener out = listeners.get(ctx.sessionId());
        if (out != null) {
            out.send(reply.toString()); // in order with the board's events
        } else {
            ctx.send(reply.toString());
        }
    }

    private static String host(SocketAddress a) {
        return a instanceof InetSocketAddress i ? i.getAddress().getHostAddress() : String.valueOf(a);
    }

    int liveBoards() {
        return play.liveBoards();
    }

    @Override
    public void close() {
        app.stop();
        play.close();
        store.close();
    }
}
