package org.passant.server;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.URI;
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
 * shape, origin, rate, seats through {@link Play}); errors are JSON with a status, a key and one
 * line, never a stack trace, Jetty's own included (issue 48, item 10).
 */
public final class PlayServer implements AutoCloseable {
    /** The largest request body, and the largest WebSocket message. */
    public static final int MAX_BODY = 16 * 1024;
    public static final int MAX_MESSAGE = 4 * 1024;
    /**
     * The page's policy (issue 48, item 10): its own scripts, styles, images and connections only
     * (the WebSocket to the same host included: CSP 3's 'self' covers ws: and wss:), no inline code,
     * no framing. The browser module (issue 49, web/offline/) needs 'wasm-unsafe-eval' to compile passant.wasm and
     * 'unsafe-eval' because TeaVM's runtime (passant-runtime.js) builds its JavaScript bridges with new Function;
     * the page itself evaluates no text, and inline scripts stay refused.
     */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval';"
            + " style-src 'self'; img-src 'self' data:;"
            + " font-src 'self'; connect-src 'self'; media-src 'self' data: blob:; object-src 'none'; base-uri 'none';"
            + " frame-ancestors 'none'; form-action 'self'";

    /** The options of {@code passant serve}. {@code millis}: the server's monotonic clock. */
    public record Config(String host, int port, String db, int maxBoards, int maxSockets, double rate,
            int computerThreads, LongSupplier millis, int maxWaitingPerClient, int maxSocketsPerClient, double seatRate,
            int analysisThreads, long headerDeadlineMs, Runnable beforeListening, long analysisNodes) {

        /** The defaults of {@code passant serve} for the options not given. */
        public Config(String host, int port, String db, int maxBoards, int maxSockets, double rate, int computerThreads,
                LongSupplier millis) {
            this(host, port, db, maxBoards, maxSockets, rate, computerThreads, millis, DEFAULT_MAX_WAITING_PER_CLIENT,
                    DEFAULT_MAX_SOCKETS_PER_CLIENT, DEFAULT_SEAT_RATE, 1, DEFAULT_HEADER_DEADLINE_MS, () -> { }, Analyst.NODES);
        }

        /** The same options with a task run after the boards are read back and before the port listens (tests: a slow start). */
        public Config beforeListening(Runnable task) {
            return new Config(host, port, db, maxBoards, maxSockets, rate, computerThreads, millis, maxWaitingPerClient,
                    maxSocketsPerClient, seatRate, analysisThreads, headerDeadlineMs, task, analysisNodes);
        }

        /** The same options with other per-client caps. */
        public Config perClient(int waiting, int sockets, double perSeat) {
            return new Config(host, port, db, maxBoards, maxSockets, rate, computerThreads, millis, waiting, sockets, perSeat,
                    analysisThreads, headerDeadlineMs, beforeListening, analysisNodes);
        }

        /** The same options with another deadline for a request's head. */
        public Config headerDeadline(long ms) {
            return new Config(host, port, db, maxBoards, maxSockets, rate, computerThreads, millis, maxWaitingPerClient,
                    maxSocketsPerClient, seatRate, analysisThreads, ms, beforeListening, analysisNodes);
        }

        /** The same options with another engine budget per analysed position. */
        public Config analysisNodes(long nodes) {
            return new Config(host, port, db, maxBoards, maxSockets, rate, computerThreads, millis, maxWaitingPerClient,
                    maxSocketsPerClient, seatRate, analysisThreads, headerDeadlineMs, beforeListening, nodes);
        }

        public static LongSupplier systemMillis() {
            return () -> System.nanoTime() / 1_000_000;
        }
    }

    public static final int DEFAULT_MAX_WAITING_PER_CLIENT = 20;
    public static final int DEFAULT_MAX_SOCKETS_PER_CLIENT = 100;
    public static final double DEFAULT_SEAT_RATE = 10;
    public static final long DEFAULT_HEADER_DEADLINE_MS = 10_000;

    /** A request attribute: the error answer is written (Javalin's 404 handler runs after it). */
    private static final String ERROR_SENT = "passant.error";

    private final Store store;
    private final Play play;
    private final Javalin app;
    private final RateLimiter limiter;
    /** Static files and the page's paths: a NAT of players loading the page at once shares this per address. */
    private final RateLimiter pageLimiter;
    private final AtomicInteger sockets = new AtomicInteger();
    private final Map<String, AtomicInteger> socketsByClient = new ConcurrentHashMap<>();
    private final Map<String, Play.Listener> listeners = new ConcurrentHashMap<>();
    private final Config config;
    private final HeaderDeadline deadline;

    private PlayServer(Config config, Store store, Play play) {
        this.store = store;
        this.play = play;
        this.config = config;
        this.limiter = new RateLimiter(config.rate(), config.millis());
        this.pageLimiter = new RateLimiter(config.rate() * 10, config.millis());
        this.deadline = new HeaderDeadline(config.headerDeadlineMs());
        this.app = Javalin.create(c -> {
            c.startup.showJavalinBanner = false;
            c.startup.showOldJavalinVersionWarning = false;
            c.http.maxRequestSize = MAX_BODY;
            c.jetty.modifyWebSocketServletFactory(f -> f.setMaxTextMessageSize(MAX_MESSAGE));
            c.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
            if (PlayServer.class.getResource("/web") != null) {
                c.staticFiles.add("/web", Location.CLASSPATH); // the page (issue 17), at /
            }
            c.routes.before(this::guard);
            c.routes.exception(ApiException.class, (e, ctx) -> error(ctx, chargeForeignSeat(ctx, e)));
            c.routes.exception(HttpResponseException.class, (e, ctx) -> error(ctx,
                    new ApiException(e.getStatus(), e.getStatus() == 413 ? "the request is larger than " + MAX_BODY + " bytes"
                            : e.getStatus() == 404 ? "there is nothing at " + ctx.method() + " " + Requests.quoteable(ctx.path())
                            : Requests.quoteable(String.valueOf(e.getMessage())))));
            c.routes.exception(Exception.class, (e, ctx) -> {
                System.err.println("passant serve: " + ctx.method() + " " + ctx.path() + ": " + Secrets.redact(String.valueOf(e)));
                error(ctx, new ApiException(500, "the server failed on this request (" + e.getClass().getSimpleName()
                        + "); it is logged"));
            });
            c.routes.error(404, ctx -> {
                // a route's own 404 ("no board X") stands; only a path no route serves gets this one
                if (ctx.attribute(ERROR_SENT) == null && (ctx.path().startsWith("/api") || ctx.result() == null)) {
                    error(ctx, ApiException.notFound("there is nothing at " + ctx.method() + " " + Requests.quoteable(ctx.path())));
                }
            });
            c.routes.error(405, ctx -> error(ctx, new ApiException(405, ctx.method() + " is not allowed on "
                    + Requests.quoteable(ctx.path()))));
            routes(c.routes);
        });
        config.beforeListening().run();
        app.start(config.host(), config.port());
        deadline.watch(app.jettyServer().server());
    }

    /**
     * Opens the database (migrating it), reads the live boards back, starts listening, and then
     * starts their clocks (issue 48, item 3: no clock runs and no flag falls before the server answers).
     */
    public static PlayServer start(Config config) {
        // the libraries' start-up chatter (HikariCP, Jetty) only when asked for
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        Store store;
        try {
            store = new Store(config.db());
        } catch (RuntimeException e) {
            throw new IllegalStateException(Secrets.redact(String.valueOf(e.getMessage())), null);
        }
        Play play = null;
        try {
            play = new Play(store, new Play.Settings(config.maxBoards(), config.computerThreads(), config.maxWaitingPerClient(),
                    config.seatRate(), config.analysisThreads(), config.analysisNodes()), config.millis());
            PlayServer server = new PlayServer(config, store, play);
            play.open();
            return server;
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

    /** Text that may hold a database URL, its passwords taken out (issue 48, item 8). */
    public static String redact(String text) {
        return Secrets.redact(text);
    }

    /** The paths the page routes by itself (location.pathname): each answers with the page. */
    static final List<String> PAGE_PATHS = List.of("/b/{code}", "/players/{pub}", "/rules", "/rules/{clause}", "/learn",
            "/learn/{lesson}");

    private void routes(io.javalin.config.RoutesConfig r) {
        for (String path : PAGE_PATHS) {
            r.get(path, PlayServer::page);
        }
        r.get("/api/health", this::health);
        r.post("/api/boards", ctx -> {
            Play.Seated s = play.create(Requests.newBoard(ctx.body()), ctx.ip());
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
        r.post("/api/boards/{code}/cancel", ctx -> json(ctx, 200, play.cancel(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/draw/offer", ctx -> json(ctx, 200, play.offerDraw(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/draw/accept", ctx -> json(ctx, 200, play.acceptDraw(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/draw/decline", ctx -> json(ctx, 200, play.declineDraw(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/takeback/ask", ctx -> json(ctx, 200, play.askTakeback(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/takeback/grant", ctx -> json(ctx, 200, play.grantTakeback(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/takeback/decline", ctx -> json(ctx, 200, play.declineTakeback(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/rematch", ctx -> json(ctx, 200, play.rematch(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/rematch/decline", ctx -> json(ctx, 200, play.declineRematch(code(ctx), seat(ctx))));
        r.post("/api/boards/{code}/analysis", ctx -> {
            Analyst.Answer a = play.analyse(code(ctx));
            json(ctx, a.status(), a.body());
        });
        r.get("/api/boards/{code}/analysis", ctx -> json(ctx, 200, play.analysis(code(ctx))));
        r.get("/api/boards/{code}/pgn", ctx -> ctx.status(200).contentType("application/x-chess-pgn")
                .result(play.pgn(ctx.pathParam("code"), origin(ctx))));
        r.get("/api/players/{pub}", ctx -> json(ctx, 200, play.player(ctx.pathParam("pub"))));
        r.get("/api/me", ctx -> json(ctx, 200, play.me(me(ctx))));
        r.post("/api/me", ctx -> json(ctx, 200, play.rename(me(ctx), Requests.name(ctx.body()))));
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

    /** GET /api/health: 200 while the database answers, 503 while it does not; boards set aside at start-up are named. */
    private void health(Context ctx) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        boolean up = play.databaseUp();
        if (up) {
            o.put("status", "ok");
        } else {
            o.setAll(errorBody(new ApiException(503, "the database does not answer: moves are refused and the clocks stand")
                    .keyed("database-down")));
        }
        o.put("database", up ? "ok" : "unavailable");
        o.put("boards", play.liveBoards());
        ArrayNode aside = o.putArray("setAside");
        play.setAside().forEach(aside::add);
        json(ctx, up ? 200 : 503, o);
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

    /** The secret player id from {@code Authorization: Player ID}; 403 without one. */
    private static String me(Context ctx) {
        String h = ctx.header("Authorization");
        if (h == null || !h.regionMatches(true, 0, "Player ", 0, 7)) {
            throw ApiException.forbidden("no player id was named: send the header 'Authorization: Player ID'").keyed("not-a-player");
        }
        String id = h.substring(7).trim();
        if (!id.matches(Requests.PLAYER_ID)) {
            throw Requests.badField("player", "must be 16 to 64 characters of A-Z, a-z, 0-9, '_' or '-'");
        }
        return id;
    }

    /**
     * Before every request: the security headers; a state-changing request from another site is
     * refused (CSRF, issue 48 item 10: by Sec-Fetch-Site, else by Origin); the per-address rate
     * limit for requests that name no seat (a seat's requests are limited per seat, in {@link Play}).
     */
    private void guard(Context ctx) {
        if (!play.isOpen()) {
            // the port listens a moment before the clocks start: nothing is served before they do
            throw new ApiException(503, "the server is starting: try again in a moment").keyed("unavailable");
        }
        ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "no-referrer");
        String method = ctx.method().name();
        if (!method.equals("GET") && !method.equals("HEAD") && !method.equals("OPTIONS") && !sameSite(ctx)) {
            throw ApiException.forbidden("a request from another site may not change anything here").keyed("cross-site");
        }
        String path = ctx.path();
        if (path.startsWith("/ws/")) {
            return; // limited when the socket connects
        }
        boolean api = path.startsWith("/api/");
        if (api && seat(ctx) != null) {
            return;
        }
        if (!(api ? limiter : pageLimiter).allow(client(ctx.ip()))) {
            throw new ApiException(429, "too many requests from " + ctx.ip() + ": slow down").keyed("slow-down");
        }
    }

    /** Whether a request comes from this server's own page (or from no browser page at all: curl, the CLI). */
    private static boolean sameSite(Context ctx) {
        String site = ctx.header("Sec-Fetch-Site");
        if (site != null && !site.equals("same-origin") && !site.equals("none")) {
            return false;
        }
        String origin = ctx.header("Origin");
        if (origin == null) {
            return true;
        }
        try {
            String authority = URI.create(origin).getAuthority();
            return authority != null && authority.equalsIgnoreCase(ctx.host());
        } catch (IllegalArgumentException e) {
            return false; // "null" and the like
        }
    }

    /**
     * A request that named a seat skips the address's limit; one whose seat is no seat of the board
     * costs its address a request after all, so made-up seats cannot bypass the limit.
     */
    private ApiException chargeForeignSeat(Context ctx, ApiException e) {
        if (e.status == 403 && seat(ctx) != null && !limiter.allow(client(ctx.ip()))) {
            return new ApiException(429, "too many requests from " + ctx.ip() + ": slow down").keyed("slow-down");
        }
        return e;
    }

    /** The rate limits' key for an address: IPv4 as it is, IPv6 by its /64 (one host holds a whole /64). */
    static String client(String ip) {
        if (ip == null || !ip.contains(":")) {
            return ip;
        }
        String[] groups = ip.split(":", -1);
        if (ip.contains("::") || groups.length < 4) {
            try {
                byte[] b = java.net.InetAddress.getByName(ip).getAddress();
                return String.format("%02x%02x:%02x%02x:%02x%02x:%02x%02x::/64", b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]);
            } catch (java.net.UnknownHostException ex) {
                return ip;
            }
        }
        return String.join(":", groups[0], groups[1], groups[2], groups[3]) + "::/64";
    }

    /** GET /api/explain: every clause that decides a move (the page's rule view). */
    private void explain(Context ctx) {
        String fen = ctx.queryParam("fen");
        String text = ctx.queryParam("move");
        String v = ctx.queryParam("variant");
        Variant variant = Variant.byId(v == null ? "chess" : v);
        if (variant == null) {
            throw Requests.badField("variant", "must be chess or atomic, not '" + Requests.quoteable(v) + "'");
        }
        if (text == null || text.isBlank() || text.length() > 12) {
            throw ApiException.badRequest("name a move to explain, in UCI (e5d6) or SAN (exd6)").keyed("bad-move", "move",
                    text == null ? "" : Requests.quoteable(text));
        }
        Position p;
        try {
            p = fen == null ? Position.initial(variant) : Fen.position(fen, variant, Validation.STRICT);
        } catch (InvalidInputException e) {
            throw ApiException.badRequest("the position cannot be read: " + e.getMessage()).keyed("bad-fen");
        }
        Move m;
        try {
            // castling either way, e1g1 or e1h1, in the notation of the FEN's mode (C960-NOTATION): on a
            // Chess960 FEN the move as written first, so b1c1 beside a castling rook is the king's step
            m = text.trim().matches("[a-h][1-8][a-h][1-8][nbrq]?") ? Uci.parse(p, text.trim(), Fen.chess960Only(fen, p))
                    : San.parseLenient(p, text);
        } catch (InvalidInputException e) {
            // SAN that names no legal move: the move it means by its piece's movement, as a 422 explains it
            San.Meant meant;
            try {
                meant = San.meant(p, text);
            } catch (InvalidInputException unreadable) {
                throw ApiException.badRequest("the move '" + Requests.quoteable(text) + "' cannot be read: " + e.getMessage())
                        .keyed("bad-move", "move", Requests.quoteable(text));
            }
            if (meant.moves().isEmpty()) {
                ObjectNode o = JsonNodeFactory.instance.objectNode();
                o.put("move", text.trim());
                o.put("legal", false);
                o.put("kind", "move");
                o.putNull("san");
                o.set("clauses", clauses(List.of(Explain.noPieceReaches(p, meant.piece(), meant.to()))));
                json(ctx, 200, o);
                return;
            }
            m = meant.moves().get(0);
        }
        Explanation x = Explain.explain(p, m);
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("move", p.move(m).uci(Fen.chess960Only(fen, p)));
        o.put("legal", x.legal());
        o.put("kind", x.kind());
        o.put("san", x.legal() ? San.format(p, m) : null);
        o.set("clauses", clauses(x.clauses()));
        json(ctx, 200, o);
    }

    private static ArrayNode clauses(List<ClauseVerdict> verdicts) {
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

    /** The key of a refusal that has none of its own: one per status (docs/API.md "Errors"). */
    static String statusKey(int status) {
        return switch (status) {
            case 400 -> "bad-request";
            case 403 -> "forbidden";
            case 404 -> "not-found";
            case 405 -> "method-not-allowed";
            case 409 -> "conflict";
            case 413 -> "too-large";
            case 414 -> "uri-too-long";
            case 422 -> "illegal-move";
            case 429 -> "slow-down";
            case 431 -> "headers-too-large";
            case 503 -> "unavailable";
            default -> status >= 500 ? "internal" : "bad-request";
        };
    }

    static ObjectNode errorBody(ApiException e) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("status", e.status);
        o.put("error", e.getMessage());
        // the page says it in the player's language from these
        o.put("key", e.key != null ? e.key : statusKey(e.status));
        if (!e.args.isEmpty()) {
            ObjectNode args = o.putObject("args");
            e.args.forEach(args::put);
        }
        if (e.status == 422) {
            o.put("clause", e.clause);
            o.set("explain", clauses(e.explain == null ? List.of() : e.explain));
        }
        return o;
    }

    private static void error(Context ctx, ApiException e) {
        ctx.attribute(ERROR_SENT, Boolean.TRUE);
        json(ctx, e.status, errorBody(e));
    }

    // ---- WebSockets

    private void connect(WsContext ctx) {
        String client = client(host(ctx.session.getRemoteSocketAddress()));
        if (!limiter.allow(client)) {
            ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "too many requests from this address: slow down");
            return;
        }
        if (sockets.incrementAndGet() > config.maxSockets()) {
            sockets.decrementAndGet();
            ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "the server holds its limit of " + config.maxSockets()
                    + " sockets (--max-sockets)");
            return;
        }
        AtomicInteger mine = socketsByClient.computeIfAbsent(client, k -> new AtomicInteger());
        if (mine.incrementAndGet() > config.maxSocketsPerClient()) {
            // issue 48, item 5: one address cannot hold every socket
            mine.decrementAndGet();
            sockets.decrementAndGet();
            ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "this address holds " + config.maxSocketsPerClient()
                    + " sockets already (--max-sockets-per-client)");
            return;
        }
        ctx.attribute("counted", client);
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
            ctx.send(errorBody(ApiException.badRequest("the version to start from (v) must be a whole number, not '"
                    + Requests.quoteable(v) + "'").keyed("bad-field", "field", "v")).toString());
            ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "bad v");
        } catch (ApiException e) {
            ctx.send(errorBody(e).toString());
            ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, e.getMessage().length() > 100 ? e.key : e.getMessage());
        }
    }

    private void disconnect(WsContext ctx) {
        String client = ctx.attribute("counted");
        if (client != null && ctx.attributeMap().remove("counted") != null) {
            sockets.decrementAndGet();
            socketsByClient.computeIfPresent(client, (k, n) -> n.decrementAndGet() <= 0 ? null : n);
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
        String client = client(host(ctx.session.getRemoteSocketAddress()));
        try {
            ObjectNode o = Requests.object(text, Set.of("type", "seat", "move", "id"));
            if (o.has("id")) {
                if (!o.get("id").isIntegralNumber()) {
                    throw Requests.badField("id", "must be a whole number");
                }
                reply.set("id", o.get("id"));
            }
            String code = ctx.pathParam("code");
            String seat = Requests.text(o, "seat", null);
            String type = Requests.choice(o, "type", "", "move", "resign", "drawOffer", "drawAccept", "drawDecline",
                    "takebackAsk", "takebackGrant", "takebackDecline", "hello");
            if (seat == null) {
                if (!limiter.allow(client)) {
                    throw new ApiException(429, "too many messages: slow down").keyed("slow-down");
                }
                throw ApiException.forbidden("no seat was named: send the field 'seat' with the message").keyed("not-a-seat");
            }
            try {
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
                    case "hello" -> play.hello(code, listeners.get(ctx.sessionId()), seat);
                    default -> play.declineTakeback(code, seat);
                }
            } catch (ApiException e) {
                if (e.status == 403 && !limiter.allow(client)) {
                    throw new ApiException(429, "too many messages: slow down").keyed("slow-down");
                }
                throw e;
            }
            reply.put("status", 200);
        } catch (ApiException e) {
            reply.setAll(errorBody(e));
            reply.put("type", "reply");
        } catch (RuntimeException e) {
            System.err.println("passant serve: socket message on " + ctx.pathParam("code") + ": " + Secrets.redact(String.valueOf(e)));
            reply.setAll(errorBody(new ApiException(500, "the server failed on this message (" + e.getClass().getSimpleName()
                    + "); it is logged")));
            reply.put("type", "reply");
        }
        Play.Listener out = listeners.get(ctx.sessionId());
        if (out != null) {
            out.send(reply.toString()); // in order with what this socket was sent before
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

    /** The boards (tests subscribe their own listeners). */
    Play play() {
        return play;
    }

    @Override
    public void close() {
        deadline.close();
        app.stop();
        play.close();
        store.close();
    }
}
