package org.passant.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

import org.passant.explain.ClauseVerdict;
import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.game.Game;
import org.passant.game.Outcome;
import org.passant.game.Termination;
import org.passant.kernel.Piece;
import org.passant.match.GameRecord;
import org.passant.match.Pgn;
import org.passant.match.TimeControl;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.notation.Uci;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Setups;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.search.Level;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The boards of the server and what players do on them (PLAY-ONLINE): create, join, cancel, move,
 * resign, offer and accept draws, ask for and grant takebacks, rematches; the clocks' flags and
 * first-move waits, found by a sweep ten times a second with nobody connected (GM-FLAG); the
 * computer seat; ratings at the end of a game (PLAY-RECORD).
 *
 * <p>Each change to a board happens while holding its monitor and is committed to the database
 * before anyone hears of it. Should the commit fail, the board object is put back exactly as it
 * was (in place: requests waiting on its monitor then see what the database holds, issue 48 item
 * 1), the request fails with 503, and the clocks of every board stop from the last moment the
 * database was known to answer until it answers again (item 2). At start-up the boards are read
 * back with their clocks stopped; {@link #open} starts them once the server answers (item 3). A
 * board that cannot be read back is set aside and reported, never blocking the start.
 */
final class Play implements AutoCloseable {
    /** A move reaching the server up to this long after its clock ran out still counts (network lag). */
    static final long LAG_ALLOWANCE_MS = 300;
    static final long SWEEP_MS = 100;
    /** How often the database is asked whether it answers: while it does not, and otherwise. */
    static final long PROBE_DOWN_MS = 250;
    static final long PROBE_MS = 1000;
    /** A board nobody joins within this long is forgotten, so abandoned boards do not fill --max-boards. */
    static final long WAITING_EXPIRY_MS = 60 * 60_000L;
    /** The watchers event is sent at most this often per board. */
    static final long WATCHERS_EVERY_MS = 1000;
    /** Ended boards kept in memory (for their sockets, rematches and analyses); more are read from their summaries. */
    static final int ENDED_KEPT = 1000;
    /** The recent games and the rating history points a player's page shows. */
    static final int PLAYER_GAMES = 50;
    static final int PLAYER_HISTORY = 500;

    /** Stands for the server's origin in a stored PGN's Site tag: each request puts the host it reached. */
    static final String SITE_ORIGIN = "passant-origin:";

    /** Settings of {@code passant serve} that the boards need. */
    record Settings(int maxBoards, int computerThreads, int maxWaitingPerClient, double seatRate, int analysisThreads,
            long analysisNodes) {
    }

    /** Hears a board's events (a WebSocket); knows the side whose seat its client holds, or 0. */
    interface Listener {
        void send(String text);

        default int side() {
            return 0;
        }

        default void side(int side) {
        }
    }

    /** A created or joined board: its code, the seat and color, the player id and the state. */
    record Seated(String code, String seat, String color, String player, ObjectNode state) {
    }

    private final Store store;
    private final Settings settings;
    private final LongSupplier clock;
    private final Secrets secrets = new Secrets();
    private final Computer computer;
    private final Analyst analyst;
    private final RateLimiter seatLimiter;
    private final Map<String, Board> live = new ConcurrentHashMap<>();
    /** Ended boards, most recently used last; a board with sockets is not dropped. */
    private final Map<String, Board> ended = new LinkedHashMap<>(16, 0.75f, true);
    private final ScheduledExecutorService sweeper;
    private final ExecutorService fanout;
    private final Object ratingLock = new Object();
    /** The boards that could not be read back at start-up: their codes and why. */
    private final List<String> setAside = new CopyOnWriteArrayList<>();
    /** Whether the database is known not to answer, and the last moment it did (server milliseconds). */
    private volatile boolean down;
    private volatile long lastOk;
    private volatile boolean opened;
    private long lastProbe;

    /** {@code clock}: the server's monotonic milliseconds (tests may move it forward). */
    Play(Store store, Settings settings, LongSupplier clock) {
        this.store = store;
        this.settings = settings;
        this.clock = clock;
        this.computer = new Computer(settings.computerThreads());
        this.seatLimiter = new RateLimiter(settings.seatRate(), clock);
        this.fanout = Executors.newFixedThreadPool(2, daemon("passant-fanout"));
        this.sweeper = Executors.newSingleThreadScheduledExecutor(daemon("passant-flags"));
        this.analyst = new Analyst(new Analyst.Storage() {
            @Override
            public String load(String code) {
                return db(c -> Store.analysis(c, code));
            }

            @Override
            public void save(String code, String json) {
                db(c -> {
                    Store.saveAnalysis(c, code, json);
                    return null;
                });
            }
        }, settings.analysisThreads(), settings.analysisNodes(), computer);
        analyst.onProgress(this::tell);
        this.lastOk = clock.getAsLong();
        store.transaction(c -> {
            Map<String, Store.BoardRow> rows = new LinkedHashMap<>();
            for (Store.BoardRow r : Store.liveBoards(c)) {
                rows.put(r.code(), r);
            }
            Map<String, Board.PlayerView> views = new java.util.HashMap<>();
            Store.liveMoves(c, (code, moves) -> readBack(c, rows.remove(code), moves, views));
            for (Store.BoardRow r : rows.values()) {
                readBack(c, r, List.of(), views); // the boards without a move yet
            }
            return null;
        });
    }

    /**
     * A live board read back at start-up into {@link #live}; one the server cannot read (a stored
     * move the kernel refuses, a row it cannot make sense of) is set aside and reported instead
     * (issue 48, item 1: one such board must not keep every other from being played).
     */
    private void readBack(Connection c, Store.BoardRow row, List<Store.MoveRow> moves, Map<String, Board.PlayerView> views) {
        if (row == null) {
            return; // moves of a board that ended or went while they were read
        }
        try {
            Board b = rebuild(row, moves);
            for (int i = 0; i < 2; i++) {
                if (b.player[i] != null && b.seat[i] == Board.Seat.HUMAN) {
                    String id = b.player[i];
                    Board.PlayerView v = views.get(id + "/" + b.variant.id());
                    if (v == null) {
                        v = view(c, id, b.variant);
                        views.put(id + "/" + b.variant.id(), v);
                    }
                    b.views[i] = v;
                }
            }
            live.put(row.code(), b);
        } catch (SQLException | RuntimeException e) {
            setAside.add(row.code());
            System.err.println("passant serve: board " + row.code() + " could not be read back and is set aside"
                    + " (its rows are kept): " + Secrets.redact(String.valueOf(e.getMessage())));
        }
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    /**
     * The server answers: the clocks of the boards read back start now (issue 48, item 3: the
     * time the server took to start is charged to nobody), the computer seats think, and the
     * sweep for flags and the database probe begin.
     */
    void open() {
        long now = clock.getAsLong();
        lastOk = now;
        lastProbe = now;
        for (Board b : live.values()) {
            synchronized (b) {
                b.startClock(now);
                askComputer(b);
            }
        }
        opened = true;
        sweeper.scheduleWithFixedDelay(this::sweep, SWEEP_MS, SWEEP_MS, TimeUnit.MILLISECONDS);
    }

    /** Whether {@link #open} has run: the clocks run and the sweep watches them. */
    boolean isOpen() {
        return opened;
    }

    int liveBoards() {
        return live.size();
    }

    /** The codes of the boards that could not be read back. */
    List<String> setAside() {
        return List.copyOf(setAside);
    }

    /** Whether the database answers, as last seen. */
    boolean databaseUp() {
        return !down;
    }

    // ---- creating, joining, cancelling

    /** The fields of POST /api/boards, validated by {@link Requests}. */
    record NewBoard(Variant variant, String color, int minutes, int increment, boolean computer, Level level,
            String fen, String player, boolean chess960, Integer chess960Position) {
    }

    /** POST /api/boards by the client at {@code client} (its address: the per-client cap on waiting boards). */
    Seated create(NewBoard r, String client) {
        if (live.size() >= settings.maxBoards()) {
            throw new ApiException(503, "the server is full: it holds its limit of " + settings.maxBoards()
                    + " live boards (--max-boards); try again later").keyed("server-full", "limit", String.valueOf(settings.maxBoards()));
        }
        if (!r.computer() && client != null && waitingBy(client) >= settings.maxWaitingPerClient()) {
            // issue 48, item 5: one client cannot fill the server with boards nobody joins
            throw new ApiException(429, "you already have " + settings.maxWaitingPerClient()
                    + " boards waiting for an opponent: cancel one or wait until someone joins")
                    .keyed("too-many-waiting", "limit", String.valueOf(settings.maxWaitingPerClient()));
        }
        Position start;
        if (r.chess960() && r.fen() == null) {
            // C960-SETUP: the given arrangement, or one of the 960 at random
            int n = r.chess960Position() != null ? r.chess960Position()
                    : ThreadLocalRandom.current().nextInt(Setups.CHESS960_POSITIONS);
            start = Position.of(Setups.chess960(n), r.variant(), Validation.STRICT);
        } else if (r.fen() == null) {
            start = Position.initial(r.variant());
        } else {
            try {
                start = Fen.position(r.fen(), r.variant(), Validation.STRICT);
            } catch (InvalidInputException e) {
                throw ApiException.badRequest("the start position cannot be read: " + e.getMessage()).keyed("bad-fen");
            }
        }
        boolean chess960 = r.chess960() || Fen.chess960Only(r.fen(), start);
        new Game(start).outcome().ifPresent(o -> {
            throw ApiException.badRequest("the game is already over in this start position (" + o + ")").keyed("fen-game-over");
        });
        int side = switch (r.color()) {
            case "white" -> Piece.WHITE;
            case "black" -> Piece.BLACK;
            default -> ThreadLocalRandom.current().nextBoolean() ? Piece.WHITE : Piece.BLACK;
        };
        String player = r.player() == null ? secrets.seat() : r.player();
        String seat = secrets.seat();
        long now = clock.getAsLong();
        Board b = new Board(uniqueCode(), start, chess960, r.computer() ? r.level() : null,
                r.minutes() * 60_000L, r.increment() * 1000L, System.currentTimeMillis(), new Channel(fanout));
        b.waitingSince = now;
        b.creator = client;
        int i = Board.index(side);
        b.seat[i] = Board.Seat.HUMAN;
        b.seatDigest[i] = Secrets.digest(seat);
        b.player[i] = player;
        if (r.computer()) {
            b.seat[1 - i] = Board.Seat.COMPUTER;
            b.status = "playing";
            b.startClock(now);
        }
        synchronized (b) {
            b.version = 1;
            db(c -> {
                Store.ensurePlayer(c, player, b.createdAt);
                b.views[i] = view(c, player, b.variant);
                Store.insertBoard(c, b.row(System.currentTimeMillis()));
                return null;
            });
            live.put(b.code, b);
            publish(b, event(b, "created"));
            askComputer(b);
            return new Seated(b.code, seat, Board.sideName(side), player, state(b));
        }
    }

    /** How many boards the client at {@code client} made that still wait for an opponent. */
    private int waitingBy(String client) {
        int n = 0;
        for (Board b : live.values()) {
            if (client.equals(b.creator) && "waiting".equals(b.status)) {
                n++;
            }
        }
        return n;
    }

    private String uniqueCode() {
        for (int attempt = 0; attempt < 20; attempt++) {
            String code = secrets.code();
            if (!live.containsKey(code) && db(c -> Store.board(c, code)).isEmpty()) {
                return code;
            }
        }
        throw new ApiException(503, "no free board code was found; try again").keyed("server-full", "limit",
                String.valueOf(settings.maxBoards()));
    }

    /** What clients are shown of a player: public id, name and rating in the variant. */
    private static Board.PlayerView view(Connection c, String player, Variant v) throws SQLException {
        Store.PlayerRow p = Store.player(c, player).orElseThrow(() -> new SQLException("a player just recorded is missing"));
        Glicko2.Rating r = Store.rating(c, player, v.id()).rating();
        return new Board.PlayerView(p.pub(), p.name(), r.rating(), r.rd());
    }

    Seated join(String code, String requestedPlayer) {
        Board b = liveBoard(code);
        synchronized (b) {
            reconcile(b);
            refuseEnded(b);
            int i = b.seat[0] == Board.Seat.OPEN ? 0 : b.seat[1] == Board.Seat.OPEN ? 1 : -1;
            if (i < 0) {
                throw ApiException.conflict("board " + code + " has no open seat: both are taken").keyed("seats-taken", "code", code);
            }
            String player = requestedPlayer == null ? secrets.seat() : requestedPlayer;
            String seat = secrets.seat();
            long now = clock.getAsLong();
            Board.Saved saved = b.save();
            b.seat[i] = Board.Seat.HUMAN;
            b.seatDigest[i] = Secrets.digest(seat);
            b.player[i] = player;
            b.status = "playing";
            b.startClock(now);
            int side = i == 0 ? Piece.WHITE : Piece.BLACK;
            ObjectNode e = commit(b, saved, "join", null, c -> {
                Store.ensurePlayer(c, player, System.currentTimeMillis());
                b.views[i] = view(c, player, b.variant);
            });
            e.put("color", Board.sideName(side));
            publish(b, e);
            return new Seated(b.code, seat, Board.sideName(side), player, state(b));
        }
    }

    /** POST cancel (issue 48, item 10): the creator forgets a board nobody has joined yet. */
    ObjectNode cancel(String code, String seat) {
        Board b = liveBoard(code);
        synchronized (b) {
            seatSide(b, seat);
            if (!"waiting".equals(b.status)) {
                throw ApiException.conflict("board " + code + " is no longer waiting: resign instead").keyed("not-waiting");
            }
            db(c -> Store.deleteWaitingBoard(c, code));
            live.remove(code, b);
            b.generation++;
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put("code", code);
            o.put("cancelled", true);
            return o;
        }
    }

    // ---- reading

    ObjectNode state(String code) {
        Board b = anyBoard(code);
        synchronized (b) {
            return state(b);
        }
    }

    private ObjectNode state(Board b) {
        return b.state(clock.getAsLong(), b.channel.watchers());
    }

    /** The PGN of a board; {@code origin} is this server as the client reached it (the Site tag: the board's page). */
    String pgn(String code, String origin) {
        Board b = anyBoard(code);
        synchronized (b) {
            return b.pgn != null ? b.pgn.replace(SITE_ORIGIN, origin) : pgnOf(b, origin);
        }
    }

    /** The PGN; an ended board's is stored with a placeholder for the Site's origin (the host a client reaches differs). */
    private static String pgnOf(Board b, String origin) {
        String white = name(b, 0);
        String black = name(b, 1);
        TimeControl tc = b.hasClock() ? new TimeControl(b.initialMs, b.incrementMs, 0) : null;
        GameRecord g = new GameRecord(1, white, black, b.start, b.moves, b.aborted() ? null : b.outcome, "");
        LocalDate date = java.time.Instant.ofEpochMilli(b.createdAt).atZone(ZoneOffset.UTC).toLocalDate();
        return Pgn.write(g, "Passant online board " + b.code, origin + "/b/" + b.code, tc, date);
    }

    private static String name(Board b, int i) {
        return switch (b.seat[i]) {
            case COMPUTER -> "Passant (" + b.level.id() + ")";
            case HUMAN -> b.views[i] != null && b.views[i].name() != null ? b.views[i].name() : "Anonymous";
            case OPEN -> "?";
        };
    }

    /** GET /api/players/{pub}: ratings, rating history and recent games per variant (PLAY-RECORD). */
    ObjectNode player(String pub) {
        if (!pub.matches("[a-z2-7]{16}")) {
            throw ApiException.notFound("no player " + Requests.quoteable(pub)).keyed("no-player", "id", Requests.quoteable(pub));
        }
        return db(c -> {
            Store.PlayerRow p = Store.playerByPub(c, pub)
                    .orElseThrow(() -> ApiException.notFound("no player " + pub).keyed("no-player", "id", pub));
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put("id", p.pub());
            o.put("name", p.name());
            ObjectNode ratings = o.putObject("ratings");
            ObjectNode history = o.putObject("history");
            for (Variant v : Variant.values()) {
                Store.RatingRow r = Store.rating(c, p.id(), v.id());
                ObjectNode n = ratings.putObject(v.id());
                n.put("rating", Math.round(r.rating().rating() * 100) / 100.0);
                n.put("rd", Math.round(r.rating().rd() * 100) / 100.0);
                n.put("volatility", Math.round(r.rating().volatility() * 1e6) / 1e6);
                n.put("games", r.games());
                n.put("wins", r.wins());
                n.put("draws", r.draws());
                n.put("losses", r.losses());
                n.put("provisional", r.rating().rd() > Board.PROVISIONAL_RD);
                ArrayNode h = history.putArray(v.id());
                for (Store.HistoryRow row : Store.history(c, p.id(), v.id(), PLAYER_HISTORY)) {
                    h.addObject().put("at", row.at()).put("rating", Math.round(row.rating() * 10) / 10.0)
                            .put("rd", Math.round(row.rd() * 10) / 10.0).put("game", row.game());
                }
            }
            ArrayNode games = o.putArray("games");
            Map<String, ObjectNode> seen = new java.util.HashMap<>();
            for (Store.BoardRow g : Store.games(c, p.id(), PLAYER_GAMES)) {
                ObjectNode n = games.addObject();
                n.put("code", g.code());
                n.put("variant", g.variant());
                n.set("white", gamePlayer(c, g.whiteKind(), g.whitePlayer(), g.level(), g.variant(), seen));
                n.set("black", gamePlayer(c, g.blackKind(), g.blackPlayer(), g.level(), g.variant(), seen));
                n.put("result", g.result());
                n.put("termination", g.termination() == null ? null : Board.terminationName(Termination.valueOf(g.termination())));
                n.put("at", g.updatedAt());
                n.put("plies", g.plies());
                n.put("rated", g.rated());
            }
            return o;
        });
    }

    /** P of a game in a player's list (the player's current rating in the game's variant). */
    private static ObjectNode gamePlayer(Connection c, String kind, String player, String level, String variant,
            Map<String, ObjectNode> seen) throws SQLException {
        if ("computer".equals(kind)) {
            return JsonNodeFactory.instance.objectNode().put("computer", level);
        }
        if (player == null) {
            return null;
        }
        ObjectNode known = seen.get(player + "/" + variant);
        if (known == null) {
            known = Board.playerNode(view(c, player, Variant.byId(variant)));
            seen.put(player + "/" + variant, known);
        }
        return known;
    }

    /** GET /api/me: the public id and name of the player whose secret id this is (it need not have played yet). */
    ObjectNode me(String player) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("id", Secrets.pub(player));
        String name = db(c -> Store.player(c, player).map(Store.PlayerRow::name).orElse(null));
        o.put("name", name);
        return o;
    }

    /** POST /api/me: sets the player's display name (recording the player if it is new). */
    ObjectNode rename(String player, String name) {
        db(c -> {
            Store.ensurePlayer(c, player, System.currentTimeMillis());
            Store.setName(c, player, name);
            return null;
        });
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("id", Secrets.pub(player));
        o.put("name", name);
        return o;
    }

    // ---- acting

    /** POST moves: a move by the seat, judged by the kernel; 422 with the failing clause when illegal. */
    ObjectNode move(String code, String seat, String text) {
        Board b = liveBoard(code);
        synchronized (b) {
            int side = seatInPlay(b, seat);
            if (side != b.turn()) {
                throw ApiException.conflict("it is " + Board.sideName(b.turn()) + "'s turn, not " + Board.sideName(side) + "'s")
                        .keyed("not-your-turn", "turn", Board.sideName(b.turn()));
            }
            Move m = readMove(b.position(), text, b.chess960);
            playJudged(b, side, m);
            return state(b);
        }
    }

    /** Plays a legal move for {@code side} (its turn), charging its clock; a flag that fell first ends the game instead. */
    private void playJudged(Board b, int side, Move m) {
        long now = clock.getAsLong();
        Board.Saved saved = b.save();
        if (!b.chargeMove(side, now, LAG_ALLOWANCE_MS)) {
            b.restore(saved);
            flag(b, side, now);
            throw ApiException.conflict("the game is over: " + b.outcome).keyed("game-over");
        }
        b.play(m, now, System.currentTimeMillis());
        Store.MoveRow row = b.rows.get(b.rows.size() - 1);
        ObjectNode e = commit(b, saved, "move", row, c -> { });
        e.put("move", row.uci());
        e.put("san", row.san());
        e.put("by", Board.sideName(side));
        publish(b, e);
        askComputer(b);
    }

    /** Reads UCI or SAN; an illegal move is a 422 naming the first failing clause (EP-KING-SAFETY, ...). */
    static Move readMove(Position p, String text) {
        return readMove(p, text, false);
    }

    /**
     * As {@link #readMove(Position, String)}; on a Chess960 board (C960-NOTATION) UCI text is taken
     * as written first (b1c1 is the king's step even beside a rook on a1 that may castle; castling
     * is b1a1), then in the standard form (e1g1). SAN is read as players type it
     * ({@link San#parseLenient}); SAN that names no legal move is explained exactly as UCI is, through
     * the move it means by its piece's movement ({@link San#meant}).
     */
    static Move readMove(Position p, String text, boolean chess960) {
        String t = text.trim();
        if (t.matches("[a-hA-H][1-8][a-hA-H][1-8][nbrqNBRQ]?")) {
            String uci = t.toLowerCase(Locale.ROOT);
            Move m;
            try {
                // castling either way: e1g1 or e1h1 (C960-NOTATION)
                m = Uci.parse(p, uci, chess960);
            } catch (InvalidInputException e) {
                throw ApiException.badRequest("the move '" + uci + "' cannot be read: " + e.getMessage()).keyed("bad-move", "move", uci);
            }
            if (!p.isLegal(m)) {
                throw illegal(p, m, uci);
            }
            return m;
        }
        try {
            return San.parseLenient(p, t);
        } catch (InvalidInputException e) {
            San.Meant meant;
            try {
                meant = San.meant(p, t);
            } catch (InvalidInputException unreadable) {
                throw ApiException.badRequest("the move '" + Requests.quoteable(t) + "' cannot be read: it is neither UCI (e2e4)"
                        + " nor SAN (e4, Nf3, O-O)").keyed("bad-move", "move", Requests.quoteable(t));
            }
            List<Move> legal = meant.moves().stream().filter(p::isLegal).toList();
            if (legal.size() > 1) {
                List<String> sans = legal.stream().map(m -> San.format(p, m)).toList();
                throw ApiException.badRequest(t + " is ambiguous: it could be " + String.join(" or ", sans))
                        .keyed("ambiguous-move", "move", t, "moves", String.join(" ", sans));
            }
            if (meant.moves().isEmpty()) {
                // FIDE 3.2-3.8.1: no piece of that kind reaches the square at all
                ClauseVerdict v = Explain.noPieceReaches(p, meant.piece(), meant.to());
                throw new ApiException(422, t + " is illegal: " + v.reason(), v.id(), List.of(v))
                        .keyed("no-such-move", "move", t);
            }
            throw illegal(p, meant.moves().get(0), t);
        }
    }

    /**
     * A move that is not legal: 400 promotion-needed when it is a pawn's move to the last rank that
     * names no piece and would be legal with one (the page opens its chooser before sending); else
     * 422 with the first failing clause and every clause's verdict, as {@code passant explain} gives them.
     */
    private static ApiException illegal(Position p, Move m, String text) {
        if (m.promotion() == 0 && !m.castling() && p.isLegal(new Move(m.from(), m.to(), Piece.QUEEN))) {
            return ApiException.badRequest(text + " reaches the last rank: say which piece the pawn becomes (q, r, b or n)")
                    .keyed("promotion-needed", "move", text);
        }
        Explanation x = Explain.explain(p, m);
        ClauseVerdict first = x.clauses().stream().filter(c -> !c.holds()).findFirst().orElse(null);
        String clause = first == null ? null : first.id();
        return new ApiException(422, text + " is illegal: " + (first == null ? "the kernel refuses it" : first.reason()), clause,
                x.clauses()).keyed("illegal-move", "move", text);
    }

    ObjectNode resign(String code, String seat) {
        return act(code, seat, (b, side, now) -> {
            b.end(new Outcome(Termination.RESIGNATION, -side), now); // GM-RESIGN
            return "end";
        });
    }

    ObjectNode offerDraw(String code, String seat) {
        return act(code, seat, (b, side, now) -> {
            if (b.drawOffer == -side) {
                return acceptDraw(b, side, now); // both want a draw
            }
            if (b.drawOffer == side) {
                throw ApiException.conflict(Board.sideName(side) + "'s draw offer already stands").keyed("draw-offer-stands");
            }
            b.drawOffer = side;
            return "drawOffer";
        });
    }

    ObjectNode acceptDraw(String code, String seat) {
        return act(code, seat, (b, side, now) -> acceptDraw(b, side, now));
    }

    private static String acceptDraw(Board b, int side, long now) {
        requireOpponents(b.drawOffer, side, "draw offer", "accept", "no-draw-offer");
        b.end(new Outcome(Termination.DRAW_AGREED, 0), now); // GM-RESIGN: a draw offered and accepted
        return "end";
    }

    ObjectNode declineDraw(String code, String seat) {
        return act(code, seat, (b, side, now) -> {
            requireOpponents(b.drawOffer, side, "draw offer", "decline", "no-draw-offer");
            b.drawOffer = 0;
            return "drawDecline";
        });
    }

    ObjectNode askTakeback(String code, String seat) {
        return act(code, seat, (b, side, now) -> {
            undoCount(b, side); // refuses before the asker's first move
            if (b.takebackOffer == side) {
                throw ApiException.conflict(Board.sideName(side) + "'s takeback request already stands").keyed("takeback-stands");
            }
            b.takebackOffer = side;
            if (b.seat[Board.index(-side)] == Board.Seat.COMPUTER) {
                return takeback(b, -side, now); // the computer grants it at once
            }
            return "takebackAsk";
        });
    }

    ObjectNode grantTakeback(String code, String seat) {
        return act(code, seat, (b, side, now) -> takeback(b, side, now));
    }

    ObjectNode declineTakeback(String code, String seat) {
        return act(code, seat, (b, side, now) -> {
            requireOpponents(b.takebackOffer, side, "takeback request", "decline", "no-takeback-request");
            b.takebackOffer = 0;
            return "takebackDecline";
        });
    }

    /** 409 unless the standing offer ({@code what}) is the opponent's of {@code side}, who would {@code verb} it. */
    private static void requireOpponents(int standing, int side, String what, String verb, String key) {
        if (standing != -side) {
            throw ApiException.conflict("no " + what + " from " + Board.sideName(-side) + " to " + verb)
                    .keyed(key);
        }
    }

    /** How many plies a takeback for {@code asker} undoes: its last move, and the reply after it if any. */
    private static int undoCount(Board b, int asker) {
        int n = b.turn() == asker ? 2 : 1;
        if (b.moves.size() < n) {
            throw ApiException.conflict(Board.sideName(asker) + " has no move to take back").keyed("nothing-to-take-back");
        }
        return n;
    }

    /** GM-UNDO: {@code granter} grants the opponent's standing request. */
    private String takeback(Board b, int granter, long now) {
        int asker = -granter;
        requireOpponents(b.takebackOffer, granter, "takeback request", "grant", "no-takeback-request");
        int n = undoCount(b, asker);
        b.truncate(b.moves.size() - n);
        b.takebackOffer = 0;
        b.drawOffer = 0;
        if (b.rows.isEmpty()) {
            b.clockMs[0] = b.initialMs;
            b.clockMs[1] = b.initialMs;
        } else {
            Store.MoveRow last = b.rows.get(b.rows.size() - 1);
            b.clockMs[0] = last.whiteMs();
            b.clockMs[1] = last.blackMs();
        }
        b.startClock(now);
        return "takeback";
    }

    /** One of the actions besides a move: what it does to the board, and the event it makes. */
    private interface Action {
        String apply(Board b, int side, long now);
    }

    private ObjectNode act(String code, String seat, Action action) {
        Board b = liveBoard(code);
        synchronized (b) {
            int side = seatInPlay(b, seat);
            long now = clock.getAsLong();
            if (b.overdue(now) > LAG_ALLOWANCE_MS) {
                flag(b, b.running, now);
                throw ApiException.conflict("the game is over: " + b.outcome).keyed("game-over");
            }
            Board.Saved saved = b.save();
            int before = b.moves.size();
            List<String> undone = new ArrayList<>();
            for (Store.MoveRow m : b.rows) {
                undone.add(m.uci());
            }
            String type;
            try {
                type = action.apply(b, side, now);
            } catch (ApiException e) {
                b.restore(saved);
                throw e;
            }
            int after = b.moves.size();
            ObjectNode e = commit(b, saved, type, null, c -> Store.deleteMovesAfter(c, b.code, after));
            if (type.equals("takeback")) {
                e.putPOJO("undone", undone.subList(after, before));
            } else if (!type.equals("end")) {
                e.put("by", Board.sideName(side));
            }
            publish(b, e);
            askComputer(b);
            return state(b);
        }
    }

    // ---- after the game: rematch (issue 45)

    /**
     * POST rematch: offers a rematch, accepts the opponent's, or (once the new board exists) gives
     * this seat's seat on it again. Against the computer the new board is made at once. The new
     * seats are derived from the old ones ({@link Secrets#rematchSeat}), so the server keeps none.
     */
    ObjectNode rematch(String code, String seat) {
        Board b = anyBoard(code);
        synchronized (b) {
            int side = seatSide(b, seat);
            if (!b.ended()) {
                throw ApiException.conflict("the game is still being played: a rematch comes after it").keyed("game-not-over");
            }
            reconcile(b);
            if (b.rematchCode != null && b.rematchBy == 0) {
                return rematchSeat(b, side, seat); // the board exists: this seat's seat on it again
            }
            if (b.rematchBy == side) {
                return state(b); // the offer stands already
            }
            Board.Saved saved = b.save();
            boolean computer = b.seat[Board.index(-side)] == Board.Seat.COMPUTER;
            if (b.rematchBy == 0 && !computer) {
                String next = uniqueCode();
                b.rematchBy = side;
                b.rematchCode = next;
                b.rematchSeat = Secrets.digest(Secrets.rematchSeat(seat, next));
                ObjectNode e = commit(b, saved, "rematchOffer", null, c -> { });
                e.put("by", Board.sideName(side));
                publish(b, e);
                return state(b);
            }
            // accepted (or the computer's board): the new board, colours swapped
            String next = computer ? uniqueCode() : b.rematchCode;
            Board nb = rematchBoard(b, next, side, seat, computer);
            b.rematchBy = 0;
            b.rematchCode = next;
            b.rematchSeat = null;
            ObjectNode e = commit(b, saved, "rematch", null, c -> {
                for (int i = 0; i < 2; i++) {
                    if (nb.player[i] != null) {
                        Store.ensurePlayer(c, nb.player[i], nb.createdAt);
                        nb.views[i] = view(c, nb.player[i], nb.variant);
                    }
                }
                Store.insertBoard(c, nb.row(System.currentTimeMillis()));
            });
            e.put("code", next);
            live.put(next, nb);
            synchronized (nb) { // boards are locked old before new, here and in rematchSeat
                publish(nb, event(nb, "created"));
                askComputer(nb);
            }
            publish(b, e);
            return rematchSeat(b, side, seat);
        }
    }

    /** The rematch board of {@code b}: the same variant, clock, level and start (a new Chess960 arrangement), colours swapped. */
    private Board rematchBoard(Board b, String code, int side, String seat, boolean computer) {
        Position start = b.start;
        if (b.chess960) {
            start = Position.of(Setups.chess960(ThreadLocalRandom.current().nextInt(Setups.CHESS960_POSITIONS)), b.variant,
                    Validation.STRICT);
        }
        Board nb = new Board(code, start, b.chess960, b.level, b.initialMs, b.incrementMs, System.currentTimeMillis(),
                new Channel(fanout));
        long now = clock.getAsLong();
        nb.waitingSince = now;
        for (int i = 0; i < 2; i++) {
            int j = 1 - i; // who sat at i sits at j
            nb.seat[j] = b.seat[i];
            nb.player[j] = b.player[i];
        }
        int mine = Board.index(-side); // this seat's new index
        nb.seatDigest[mine] = Secrets.digest(Secrets.rematchSeat(seat, code));
        if (!computer) {
            nb.seatDigest[1 - mine] = b.rematchSeat; // the offerer's, derived when it offered
        }
        nb.status = "playing";
        nb.version = 1;
        nb.startClock(now);
        return nb;
    }

    /** {"code", "seat", "color", "state"} of this seat on the rematch board of {@code b}. */
    private ObjectNode rematchSeat(Board b, int side, String seat) {
        String next = b.rematchCode;
        Board nb = anyBoard(next);
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("code", next);
        o.put("seat", Secrets.rematchSeat(seat, next));
        o.put("color", Board.sideName(-side));
        synchronized (nb) {
            o.set("state", state(nb));
        }
        return o;
    }

    /** POST rematch/decline: the opponent's rematch offer is declined. */
    ObjectNode declineRematch(String code, String seat) {
        Board b = anyBoard(code);
        synchronized (b) {
            int side = seatSide(b, seat);
            if (!b.ended()) {
                throw ApiException.conflict("the game is still being played: a rematch comes after it").keyed("game-not-over");
            }
            reconcile(b);
            if (b.rematchBy != -side) {
                throw ApiException.conflict("no rematch offer from " + Board.sideName(-side) + " to decline").keyed("no-rematch-offer");
            }
            Board.Saved saved = b.save();
            b.rematchBy = 0;
            b.rematchCode = null;
            b.rematchSeat = null;
            ObjectNode e = commit(b, saved, "rematchDecline", null, c -> { });
            e.put("by", Board.sideName(side));
            publish(b, e);
            return state(b);
        }
    }

    // ---- analysis (issue 45)

    /** POST analysis: starts the analysis of an ended game (202 with its progress), or gives it whole once done (200). */
    Analyst.Answer analyse(String code) {
        Board b = anyBoard(code);
        synchronized (b) {
            if (!b.ended()) {
                throw ApiException.conflict("the game is still being played: the analysis comes after it").keyed("game-not-over");
            }
        }
        return analyst.start(b, () -> db(c -> Store.moves(c, code)));
    }

    /** GET analysis: its progress or the whole analysis; 404 when it was never started. */
    ObjectNode analysis(String code) {
        anyBoard(code);
        return analyst.get(code);
    }

    // ---- clocks

    /**
     * Ten times a second: ends every game whose running clock is past zero by more than the lag
     * allowance (GM-FLAG) or whose first move did not come within the wait, forgets the boards
     * nobody joined within {@link #WAITING_EXPIRY_MS}, and asks the database whether it answers.
     */
    private void sweep() {
        try {
            long start = clock.getAsLong();
            if (start - lastProbe >= (down ? PROBE_DOWN_MS : PROBE_MS)) {
                lastProbe = start;
                probe();
            }
            if (down) {
                return; // nothing can be recorded: the clocks stand
            }
            for (Board b : live.values()) {
                boolean due = b.running != 0 || "waiting".equals(b.status) && start - b.waitingSince > WAITING_EXPIRY_MS;
                if (!due) {
                    continue;
                }
                synchronized (b) {
                    long now = clock.getAsLong();
                    try {
                        if (b.playing() && b.overdue(now) > LAG_ALLOWANCE_MS) {
                            flag(b, b.running, now);
                        } else if (b.playing() && b.firstMoveLeft(now) == 0) {
                            noFirstMove(b, now);
                        } else if ("waiting".equals(b.status) && now - b.waitingSince > WAITING_EXPIRY_MS) {
                            db(c -> Store.deleteWaitingBoard(c, b.code));
                            live.remove(b.code, b);
                            b.generation++;
                        }
                    } catch (ApiException e) {
                        // the database did not take it: the board stands as it was, and the next sweep tries again
                    }
                }
            }
        } catch (RuntimeException e) {
            System.err.println("passant serve: the flag sweep failed once: " + e); // the next sweep runs anyway
        }
    }

    /** GM-FLAG with the FIDE reading (game/Game.flag): a loss, or a draw when the opponent could not mate. */
    private void flag(Board b, int loser, long now) {
        reconcile(b);
        Board.Saved saved = b.save();
        b.end(new Game(b.position()).flag(loser, true), now);
        publish(b, commit(b, saved, "end", null, c -> { }));
    }

    /** Issue 45: the side to move let its first-move wait pass: it loses if the other side has moved, else the game is aborted. */
    private void noFirstMove(Board b, long now) {
        reconcile(b);
        Board.Saved saved = b.save();
        int late = b.turn();
        b.end(new Outcome(Termination.NO_FIRST_MOVE, b.hasMoved(-late) ? -late : 0), now);
        publish(b, commit(b, saved, "end", null, c -> { }));
    }

    // ---- the database's health (issue 48, item 2)

    /** Runs {@code work} in one transaction; 503 database-down at once while the database is known not to answer. */
    private <T> T db(Store.Work<T> work) {
        if (down) {
            throw databaseDown();
        }
        try {
            T result = store.transaction(work);
            lastOk = clock.getAsLong();
            return result;
        } catch (Store.StoreException e) {
            if (e.refused) {
                // the database answered and refused the change (a bug, or memory behind it): this board only
                System.err.println("passant serve: the database refused a change: " + e.getMessage());
                throw new ApiException(503, "the database refused the change; nothing was recorded: try again")
                        .keyed("database-down");
            }
            failed(e);
            throw databaseDown();
        }
    }

    private static ApiException databaseDown() {
        return new ApiException(503, "the database does not answer; nothing was recorded: try again shortly").keyed("database-down");
    }

    /**
     * A transaction failed: the database is taken to be down until a probe finds it answers, and
     * every clock stops from the last moment it answered (on the sweep's thread, which holds no
     * board's monitor while it takes each one's).
     */
    private void failed(RuntimeException e) {
        if (!down) {
            down = true;
            long at = lastOk;
            System.err.println("passant serve: the database did not take a change (" + e.getMessage() + "); the clocks stop"
                    + " until it answers again");
            sweeper.execute(() -> {
                for (Board b : live.values()) {
                    synchronized (b) {
                        if (b.running != 0) {
                            b.stopClock(Math.max(at, b.since));
                            publish(b, event(b, "sync")); // the clocks shown stand
                        }
                    }
                }
            });
        }
    }

    /** Asks the database whether it answers (and takes SQLite's write lock); when it answers again, the clocks start. */
    private void probe() {
        boolean up = store.writable();
        if (up) {
            lastOk = clock.getAsLong();
        }
        if (up && down) {
            down = false;
            System.err.println("passant serve: the database answers again; the clocks run");
            long now = clock.getAsLong();
            for (Board b : live.values()) {
                synchronized (b) {
                    if (b.playing() && b.running == 0) {
                        b.startClock(now);
                        publish(b, event(b, "sync"));
                    }
                    askComputer(b);
                }
            }
        } else if (!up && !down) {
            failed(new RuntimeException("database: it did not answer the probe"));
        }
    }

    /**
     * Before changing a board whose last commit failed with an unknown outcome (a connection lost
     * as it committed): when the database holds a later version, the board is read back from it,
     * in place, so memory never lags behind what is stored either.
     */
    private void reconcile(Board b) {
        if (!b.suspect) {
            return;
        }
        long stored = db(c -> Store.board(c, b.code).map(Store.BoardRow::version).orElse(-1L));
        if (stored > b.version) {
            Store.BoardRow row = db(c -> Store.board(c, b.code)).orElseThrow();
            Board fresh = load(row, db(c -> Store.moves(c, b.code)));
            b.restore(fresh.save());
            b.startClock(clock.getAsLong());
            publish(b, event(b, "sync"));
        }
        b.suspect = false;
    }

    // ---- the computer seat

    private void askComputer(Board b) {
        if (!opened || !b.playing() || b.seat[Board.index(b.turn())] != Board.Seat.COMPUTER || down) {
            return;
        }
        long gen = b.generation;
        long now = clock.getAsLong();
        Computer.Request r = new Computer.Request(b.start, List.copyOf(b.moves), b.level,
                b.code.hashCode() * 31L + b.moves.size(),
                b.hasClock() ? Math.max(1, b.remaining(Piece.WHITE, now)) : 0,
                b.hasClock() ? Math.max(1, b.remaining(Piece.BLACK, now)) : 0, b.incrementMs);
        computer.think(r, m -> {
            synchronized (b) {
                if (b.generation != gen || !b.playing() || live.get(b.code) != b) {
                    return; // the board changed while the computer thought (a takeback, a resignation)
                }
                try {
                    playJudged(b, b.turn(), m);
                } catch (ApiException e) {
                    // the computer's flag fell (the game is over and published), or the database did not
                    // take the move: it is asked again when the database answers
                } catch (RuntimeException e) {
                    System.err.println("passant serve: the computer's move on " + b.code + " failed: " + e);
                }
            }
        });
    }

    // ---- committing and publishing

    interface Extra {
        void run(Connection c) throws SQLException;
    }

    /**
     * Commits the board (and the move, if any, and what {@code extra} writes; the ratings and the
     * stored summary when the game has just ended), then makes the event. Should the commit fail,
     * the board is put back as {@code saved} (what the database holds) and the request fails with
     * 503; the board is marked suspect, since a commit can fail after the database made it.
     */
    private ObjectNode commit(Board b, Board.Saved saved, String type, Store.MoveRow move, Extra extra) {
        b.version++;
        b.generation++;
        boolean endsNow = b.ended() && !"ended".equals(saved.status());
        boolean rate = endsNow && b.rated();
        long now = clock.getAsLong();
        try {
            if (rate) {
                synchronized (ratingLock) {
                    db(c -> write(c, b, move, extra, true, endsNow, now));
                }
            } else {
                db(c -> write(c, b, move, extra, false, endsNow, now));
            }
        } catch (ApiException e) {
            b.restore(saved);
            b.suspect = true;
            throw e;
        }
        if (endsNow) {
            keepEnded(b);
        }
        return event(b, type);
    }

    private Void write(Connection c, Board b, Store.MoveRow move, Extra extra, boolean rate, boolean endsNow, long now)
            throws SQLException {
        if (move != null) {
            Store.insertMove(c, b.code, move);
        }
        extra.run(c);
        if (rate) {
            rateGame(c, b);
        }
        if (endsNow) {
            // issue 48, item 7: the final state and PGN are stored, so an ended game is read without judging its moves
            b.seal(now, pgnOf(b, SITE_ORIGIN));
        }
        Store.updateBoard(c, b.row(System.currentTimeMillis()));
        return null;
    }

    /** PLAY-RECORD: both players' Glicko-2 ratings and records in this variant, one rating period per game. */
    private static void rateGame(Connection c, Board b) throws SQLException {
        String v = b.variant.id();
        Store.RatingRow white = Store.rating(c, b.player[0], v);
        Store.RatingRow black = Store.rating(c, b.player[1], v);
        double whiteScore = b.outcome.winner() == Piece.WHITE ? 1 : b.outcome.winner() == 0 ? 0.5 : 0;
        Store.RatingRow w = rated(white, black.rating(), whiteScore);
        Store.RatingRow bl = rated(black, white.rating(), 1 - whiteScore);
        Store.saveRating(c, w);
        Store.saveRating(c, bl);
        long at = System.currentTimeMillis();
        Store.addHistory(c, b.player[0], v, at, w.rating(), b.code);
        Store.addHistory(c, b.player[1], v, at, bl.rating(), b.code);
        b.ratingChange[0] = w.rating().rating() - white.rating().rating();
        b.ratingChange[1] = bl.rating().rating() - black.rating().rating();
        for (int i = 0; i < 2; i++) {
            Board.PlayerView old = b.views[i];
            Glicko2.Rating r = (i == 0 ? w : bl).rating();
            b.views[i] = new Board.PlayerView(old == null ? Secrets.pub(b.player[i]) : old.pub(), old == null ? null : old.name(),
                    r.rating(), r.rd());
        }
    }

    private static Store.RatingRow rated(Store.RatingRow r, Glicko2.Rating opponent, double score) {
        Glicko2.Rating next = Glicko2.update(r.rating(), List.of(new Glicko2.Game(opponent, score)));
        return new Store.RatingRow(r.player(), r.variant(), next, r.games() + 1, r.wins() + (score == 1 ? 1 : 0),
                r.draws() + (score == 0.5 ? 1 : 0), r.losses() + (score == 0 ? 1 : 0));
    }

    /** A board whose game has just ended leaves the live boards for the ended ones (it keeps its sockets). */
    private void keepEnded(Board b) {
        synchronized (ended) {
            ended.put(b.code, b);
            trimEnded();
        }
        live.remove(b.code, b);
        b.tail = new Game(b.position()); // only the final position is needed any more
    }

    private void trimEnded() {
        if (ended.size() <= ENDED_KEPT) {
            return;
        }
        for (var it = ended.values().iterator(); it.hasNext() && ended.size() > ENDED_KEPT;) {
            Board old = it.next();
            if (old.channel.sockets.isEmpty()) {
                it.remove();
            }
        }
    }

    private static ObjectNode event(Board b, String type) {
        ObjectNode e = JsonNodeFactory.instance.objectNode();
        e.put("v", b.version);
        e.put("type", type);
        return e;
    }

    /**
     * Keeps the event (without the state: a delta, in a bounded log) for reconnections, and has
     * it sent with the state to the board's sockets off this monitor (issue 48, items 4 and 6).
     * A "sync" is sent, never kept.
     */
    private void publish(Board b, ObjectNode e) {
        if (!"sync".equals(e.path("type").asText())) {
            b.events.addLast(new Board.Event(b.version, e.toString()));
            while (b.events.size() > Board.EVENTS_KEPT) {
                b.events.removeFirst();
            }
        }
        e.set("state", state(b));
        b.channel.send(e.toString());
    }

    /**
     * A socket joins a board: it receives every event after {@code after} (the ones missed, as
     * deltas, the last of them with the current state), or, without {@code after} or when the
     * missed events are no longer all kept, a sync with the current state.
     */
    void subscribe(String code, Listener l, Long after) {
        Board b = anyBoard(code);
        List<String> replay = new ArrayList<>();
        synchronized (b) {
            if (after == null || after < b.version) {
                boolean held = after != null && !b.events.isEmpty() && b.events.peekFirst().version() <= after + 1
                        && b.events.peekLast().version() == b.version;
                if (held) {
                    for (Board.Event e : b.events) {
                        if (e.version() > after) {
                            replay.add(e.delta());
                        }
                    }
                    ObjectNode last = (ObjectNode) Requests.parse(replay.remove(replay.size() - 1));
                    last.set("state", state(b));
                    replay.add(last.toString());
                } else {
                    ObjectNode sync = event(b, "sync");
                    sync.set("state", state(b));
                    replay.add(sync.toString());
                }
            }
            // after every event already given to the channel, before every later one
            b.channel.execute(() -> {
                b.channel.sockets.add(l);
                replay.forEach(l::send);
                watchersChanged(b);
            });
        }
    }

    void unsubscribe(String code, Listener l) {
        Board b = find(code);
        if (b != null) {
            b.channel.execute(() -> {
                if (b.channel.sockets.remove(l)) {
                    watchersChanged(b);
                }
            });
        }
    }

    /** A socket says which seat it holds ("hello"): it is then not counted as a watcher. 403 for a seat not of this board. */
    void hello(String code, Listener l, String seat) {
        Board b = anyBoard(code);
        int side;
        synchronized (b) {
            side = seatSide(b, seat);
        }
        b.channel.execute(() -> {
            l.side(side);
            watchersChanged(b);
        });
    }

    /** The sockets changed: the watchers event goes out at most once a second per board, with the count then. */
    private void watchersChanged(Board b) {
        Channel ch = b.channel;
        sweeper.execute(() -> {
            if (ch.watchersPending) {
                return;
            }
            ch.watchersPending = true;
            long wait = Math.max(0, ch.watchersSentAt + WATCHERS_EVERY_MS - clock.getAsLong());
            sweeper.schedule(() -> {
                ch.watchersPending = false;
                ch.watchersSentAt = clock.getAsLong();
                // to every socket, the count as the channel's tasks have made it so far
                ch.execute(() -> ch.send(JsonNodeFactory.instance.objectNode().put("type", "watchers")
                        .put("watchers", ch.watchers()).toString()));
            }, wait, TimeUnit.MILLISECONDS);
        });
    }

    /** Sends an unversioned event (analysis progress) to a board's sockets, if the board is in memory. */
    void tell(String code, ObjectNode event) {
        Board b = find(code);
        if (b != null) {
            b.channel.send(event.toString());
        }
    }

    // ---- boards

    /** A board in memory (live, or ended and kept), or null. */
    private Board find(String code) {
        Board b = live.get(code);
        if (b != null) {
            return b;
        }
        synchronized (ended) {
            return ended.get(code);
        }
    }

    private Board liveBoard(String code) {
        return anyBoard(code);
    }

    /** A board by its code: in memory, or read from the database (an ended one from its stored summary). */
    private Board anyBoard(String code) {
        Board b = find(code);
        if (b != null) {
            return b;
        }
        if (!code.matches("[a-z0-9]{1,16}")) {
            throw ApiException.notFound("no board " + Requests.quoteable(code)).keyed("no-board", "code", Requests.quoteable(code));
        }
        if (setAside.contains(code)) {
            throw new ApiException(503, "board " + code + " could not be read back from the database and is set aside;"
                    + " the server's operator is told").keyed("board-set-aside", "code", code);
        }
        Store.BoardRow row = db(c -> Store.board(c, code))
                .orElseThrow(() -> ApiException.notFound("no board " + code).keyed("no-board", "code", code));
        if (!"ended".equals(row.status())) {
            // not live, not set aside: it went while we read (an expired or cancelled board)
            throw ApiException.notFound("no board " + code).keyed("no-board", "code", code);
        }
        Board fresh = row.summary() != null ? fromSummary(row) : sealOld(row);
        synchronized (ended) {
            Board kept = ended.putIfAbsent(code, fresh);
            trimEnded();
            return kept != null ? kept : fresh;
        }
    }

    /** An ended board of an older version, with no stored summary: read back whole, then its summary stored. */
    private Board sealOld(Store.BoardRow row) {
        Board b = load(row, db(c -> Store.moves(c, row.code())));
        b.seal(clock.getAsLong(), pgnOf(b, SITE_ORIGIN));
        try {
            db(c -> {
                Store.updateBoard(c, b.row(row.updatedAt()));
                return null;
            });
        } catch (ApiException e) {
            // kept in memory; stored the next time
        }
        return b;
    }

    /** An ended board from its row and stored summary: nothing is judged again. */
    private Board fromSummary(Store.BoardRow r) {
        Board b = shell(r);
        try {
            b.summary = (ObjectNode) Requests.JSON.readTree(r.summary());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("board " + r.code() + ": its stored summary is not JSON");
        }
        b.summary.remove("version");
        b.pgn = r.pgn();
        b.tail = new Game(Fen.position(b.summary.path("fen").asText(), b.variant, Validation.LENIENT));
        return b;
    }

    /** A board with the row's fields but no moves. */
    private Board shell(Store.BoardRow r) {
        Variant variant = Variant.byId(r.variant());
        Position start = Fen.position(r.startFen(), variant, Validation.STRICT);
        // a Chess960 board's start FEN is stored in Shredder-FEN (Board.row), which marks it
        Board b = new Board(r.code(), start, Fen.chess960Only(r.startFen(), start), r.level() == null ? null : Level.byId(r.level()),
                r.initialMs(), r.incrementMs(), r.createdAt(), new Channel(fanout));
        b.seatDigest[0] = r.whiteSeat();
        b.seatDigest[1] = r.blackSeat();
        b.seat[0] = Board.Seat.valueOf(r.whiteKind().toUpperCase(Locale.ROOT));
        b.seat[1] = Board.Seat.valueOf(r.blackKind().toUpperCase(Locale.ROOT));
        b.player[0] = r.whitePlayer();
        b.player[1] = r.blackPlayer();
        b.clockMs[0] = r.whiteMs();
        b.clockMs[1] = r.blackMs();
        b.status = r.status();
        b.drawOffer = r.drawOffer();
        b.takebackOffer = r.takebackOffer();
        b.version = r.version();
        b.rematchBy = r.rematchBy();
        b.rematchCode = r.rematchCode();
        b.rematchSeat = r.rematchSeat();
        b.ratingChange[0] = r.whiteChange();
        b.ratingChange[1] = r.blackChange();
        if (r.termination() != null) {
            int winner = "1-0".equals(r.result()) ? Piece.WHITE : "0-1".equals(r.result()) ? Piece.BLACK : 0;
            b.outcome = new Outcome(Termination.valueOf(r.termination()), winner);
        }
        b.waitingSince = clock.getAsLong();
        return b;
    }

    /**
     * A board read back whole: the kernel judges every stored move again (a Chess960 board's are
     * king-takes-rook, C960-NOTATION). The clocks stand until {@link #open} (or the caller) starts them.
     */
    private Board load(Store.BoardRow r, List<Store.MoveRow> stored) {
        Board b = rebuild(r, stored);
        try {
            db(c -> {
                for (int i = 0; i < 2; i++) {
                    if (b.player[i] != null && b.seat[i] == Board.Seat.HUMAN) {
                        b.views[i] = view(c, b.player[i], b.variant);
                    }
                }
                return null;
            });
        } catch (ApiException e) {
            throw new IllegalStateException("its players could not be read", e);
        }
        return b;
    }

    /** A board from its row and its stored moves, each judged again by the kernel; without its players' views. */
    private Board rebuild(Store.BoardRow r, List<Store.MoveRow> stored) {
        Board b = shell(r);
        List<Move> moves = new ArrayList<>(stored.size());
        Position p = b.start;
        for (Store.MoveRow m : stored) {
            Move move = Uci.parse(p, m.uci(), b.chess960); // castling marked, either form
            String san = m.san() != null ? m.san() : San.format(p, move);
            moves.add(move);
            b.sans.add(san.intern());
            b.rows.add(new Store.MoveRow(m.ply(), m.uci().intern(), san.intern(), m.whiteMs(), m.blackMs(), m.playedAt()));
            p = p.play(move); // an illegal move is refused here
        }
        b.moves = moves;
        b.tail = Board.replay(b.start, moves);
        b.clockMs[0] = r.whiteMs();
        b.clockMs[1] = r.blackMs();
        return b;
    }

    /** Which side the seat secret is on this board; 403 when it is neither. */
    private static int seatSide(Board b, String seat) {
        if (seat == null) {
            throw ApiException.forbidden("no seat was named: send the header 'Authorization: Bearer SEAT'").keyed("not-a-seat");
        }
        boolean white = Secrets.matches(seat, b.seatDigest[0]);
        boolean black = Secrets.matches(seat, b.seatDigest[1]);
        if (white == black) {
            throw ApiException.forbidden("that is not a seat of this board").keyed("not-a-seat");
        }
        return white ? Piece.WHITE : Piece.BLACK;
    }

    /**
     * The seat's side on a board being played: 403 for a wrong seat, 409 before both seats are
     * taken or after the end, 429 when the seat acts faster than any player (issue 48, item 5: the
     * limit is the seat's own, so players behind one address do not share it).
     */
    private int seatInPlay(Board b, String seat) {
        int side = seatSide(b, seat);
        if (!seatLimiter.allow(b.code + "/" + side)) {
            throw new ApiException(429, "this seat sends more than " + (int) settings.seatRate() + " requests a second: slow down")
                    .keyed("slow-down");
        }
        reconcile(b);
        refuseEnded(b);
        if (!b.playing()) {
            throw ApiException.conflict("board " + b.code + " is waiting for an opponent").keyed("waiting");
        }
        return side;
    }

    private static void refuseEnded(Board b) {
        if (b.ended()) {
            throw ApiException.conflict("the game is over: " + b.outcome).keyed("game-over");
        }
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
        fanout.shutdownNow();
        analyst.close();
        computer.close();
    }
}
