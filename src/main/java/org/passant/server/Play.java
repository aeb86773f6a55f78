package org.passant.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.game.Outcome;
import org.passant.game.Termination;
import org.passant.kernel.Piece;
import org.passant.match.GameRecord;
import org.passant.match.Pgn;
import org.passant.match.TimeControl;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.notation.Uci;
import org.passant.position.IllegalMoveException;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Setups;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.search.Level;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The boards of the server and what players do on them (PLAY-ONLINE): create, join, move, resign,
 * offer and accept draws, ask for and grant takebacks; the clocks' flags, found by a sweep ten
 * times a second with nobody connected (GM-FLAG); the computer seat; ratings at the end of a
 * game (PLAY-RECORD). Each change to a board happens while holding its monitor and is committed
 * to the database before anyone hears of it; should the commit fail, the board is read back from
 * the database, so memory never runs ahead of what is stored.
 */
final class Play implements AutoCloseable {
    /** A move reaching the server up to this long after its clock ran out still counts (network lag). */
    static final long LAG_ALLOWANCE_MS = 300;
    static final long SWEEP_MS = 100;
    /** A board nobody joins within this long is forgotten, so abandoned boards do not fill --max-boards. */
    static final long WAITING_EXPIRY_MS = 60 * 60_000L;

    /** Settings of {@code passant serve} that the boards need. */
    record Settings(int maxBoards, int computerThreads) {
    }

    /** Hears a board's events (a WebSocket). */
    interface Listener {
        void send(String text);
    }

    /** A created board: its code, the creator's seat and color, the player id and the state. */
    record Seated(String code, String seat, String color, String player, ObjectNode state) {
    }

    private final Store store;
    private final Settings settings;
    private final LongSupplier clock;
    private final Secrets secrets = new Secrets();
    private final Computer computer;
    private final Map<String, Board> live = new ConcurrentHashMap<>();
    private final ScheduledExecutorService sweeper;
    private final Object ratingLock = new Object();

    /** {@code clock}: the server's monotonic milliseconds (tests may move it forward). */
    Play(Store store, Settings settings, LongSupplier clock) {
        this.store = store;
        this.settings = settings;
        this.clock = clock;
        this.computer = new Computer(settings.computerThreads());
        for (String code : store.liveCodes()) {
            Board b = load(code);
            live.put(code, b);
        }
        for (Board b : live.values()) {
            synchronized (b) {
                askComputer(b);
            }
        }
        this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "passant-flags");
            t.setDaemon(true);
            return t;
        });
        sweeper.scheduleWithFixedDelay(this::sweepFlags, SWEEP_MS, SWEEP_MS, TimeUnit.MILLISECONDS);
    }

    int liveBoards() {
        return live.size();
    }

    // ---- creating and joining

    /** The fields of POST /api/boards, validated by {@link Requests}. */
    record NewBoard(Variant variant, String color, int minutes, int increment, boolean computer, Level level,
            String fen, String player, boolean chess960, Integer chess960Position) {
    }

    Seated create(NewBoard r) {
        if (live.size() >= settings.maxBoards()) {
            throw new ApiException(503, "the server holds its limit of " + settings.maxBoards()
                    + " live boards (--max-boards); try again later").keyed("server-full");
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
                throw ApiException.badRequest("field 'fen': " + e.getMessage()).keyed("bad-fen");
            }
        }
        boolean chess960 = r.chess960() || Board.chess960(r.fen(), start);
        Board probe = new Board("", start, chess960, null, 0, 0, 0);
        if (probe.game.outcome().isPresent()) {
            throw ApiException.badRequest("field 'fen': the game is already over in this position ("
                    + probe.game.outcome().get() + ")").keyed("fen-game-over");
        }
        int side = switch (r.color()) {
            case "white" -> Piece.WHITE;
            case "black" -> Piece.BLACK;
            default -> ThreadLocalRandom.current().nextBoolean() ? Piece.WHITE : Piece.BLACK;
        };
        String player = r.player() == null ? secrets.seat() : r.player();
        String seat = secrets.seat();
        long now = clock.getAsLong();
        Board b = new Board(uniqueCode(), start, chess960, r.computer() ? r.level() : null,
                r.minutes() * 60_000L, r.increment() * 1000L, System.currentTimeMillis());
        b.waitingSince = now;
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
            store.transaction(c -> {
                Store.ensurePlayer(c, player, b.createdAt);
                Store.insertBoard(c, b.row(System.currentTimeMillis()));
                return null;
            });
            live.put(b.code, b);
            publish(b, event(b, "created"));
            askComputer(b);
            return new Seated(b.code, seat, Board.sideName(side), player, b.state(now));
        }
    }

    private String uniqueCode() {
        for (int attempt = 0; attempt < 20; attempt++) {
            String code = secrets.code();
            if (!live.containsKey(code) && store.board(code).isEmpty()) {
                return code;
            }
        }
        throw new ApiException(503, "no free board code found; try again").keyed("server-full");
    }

    Seated join(String code, String requestedPlayer) {
        Board b = liveBoard(code);
        synchronized (b) {
            refuseEnded(b);
            int i = b.seat[0] == Board.Seat.OPEN ? 0 : b.seat[1] == Board.Seat.OPEN ? 1 : -1;
            if (i < 0) {
                throw ApiException.conflict("board " + code + " has no open seat: both are taken").keyed("seats-taken", "code", code);
            }
            String player = requestedPlayer == null ? secrets.seat() : requestedPlayer;
            String seat = secrets.seat();
            long now = clock.getAsLong();
            b.seat[i] = Board.Seat.HUMAN;
            b.seatDigest[i] = Secrets.digest(seat);
            b.player[i] = player;
            b.status = "playing";
            b.startClock(now);
            int side = i == 0 ? Piece.WHITE : Piece.BLACK;
            ObjectNode e = commit(b, "join", null, c -> Store.ensurePlayer(c, player, System.currentTimeMillis()));
            e.put("color", Board.sideName(side));
            publish(b, e);
            return new Seated(b.code, seat, Board.sideName(side), player, b.state(now));
        }
    }

    // ---- reading

    ObjectNode state(String code) {
        Board b = anyBoard(code);
        synchronized (b) {
            return b.state(clock.getAsLong());
        }
    }

    /** The PGN of a board; {@code origin} is this server as the client reached it (the Site tag: the board's page). */
    String pgn(String code, String origin) {
        Board b = anyBoard(code);
        synchronized (b) {
            String white = name(b, 0);
            String black = name(b, 1);
            TimeControl tc = b.hasClock() ? new TimeControl(b.initialMs, b.incrementMs, 0) : null;
            GameRecord g = new GameRecord(1, white, black, b.start, b.game.moves(), b.outcome, "");
            LocalDate date = java.time.Instant.ofEpochMilli(b.createdAt).atZone(ZoneOffset.UTC).toLocalDate();
            String site = origin + "/b/" + b.code;
            return Pgn.write(g, "Passant online board " + b.code, site, tc, date);
        }
    }

    private static String name(Board b, int i) {
        return switch (b.seat[i]) {
            case COMPUTER -> "Passant (" + b.level.id() + ")";
            case HUMAN -> "Anonymous";
            case OPEN -> "?";
        };
    }

    /** GET /api/players/{id}: ratings and records per variant (PLAY-RECORD). */
    ObjectNode player(String id) {
        return store.transaction(c -> {
            if (!Store.playerExists(c, id)) {
                throw ApiException.notFound("no player " + id);
            }
            ObjectNode p = JsonNodeFactory.instance.objectNode();
            p.put("id", id);
            ObjectNode ratings = p.putObject("ratings");
            for (Variant v : Variant.values()) {
                Store.RatingRow r = Store.rating(c, id, v.id());
                ObjectNode o = ratings.putObject(v.id());
                o.put("rating", Math.round(r.rating().rating() * 100) / 100.0);
                o.put("rd", Math.round(r.rating().rd() * 100) / 100.0);
                o.put("volatility", Math.round(r.rating().volatility() * 1e6) / 1e6);
                o.put("games", r.games());
                o.put("wins", r.wins());
                o.put("draws", r.draws());
                o.put("losses", r.losses());
            }
            return p;
        });
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
            Move m = readMove(b.game.position(), text, b.chess960);
            playJudged(b, side, m);
            return b.state(clock.getAsLong());
        }
    }

    /** Plays a legal move for {@code side} (its turn), charging its clock; a flag that fell first ends the game instead. */
    private void playJudged(Board b, int side, Move m) {
        long now = clock.getAsLong();
        if (!b.chargeMove(side, now, LAG_ALLOWANCE_MS)) {
            flag(b, side, now);
            throw ApiException.conflict("the game is over: " + b.outcome).keyed("game-over");
        }
        String san = San.format(b.game.position(), m);
        b.play(m, now, System.currentTimeMillis());
        Store.MoveRow row = b.moveRows.get(b.moveRows.size() - 1);
        ObjectNode e = commit(b, "move", row, c -> { });
        e.put("move", row.uci());
        e.put("san", san);
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
     * is b1a1), then in the standard form (e1g1).
     */
    static Move readMove(Position p, String text, boolean chess960) {
        String t = text.trim();
        if (t.matches("[a-hA-H][1-8][a-hA-H][1-8][nbrqNBRQ]?")) {
            Move m;
            try {
                // castling either way: e1g1 or e1h1 (C960-NOTATION)
                m = Uci.parse(p, t.toLowerCase(Locale.ROOT), chess960);
            } catch (InvalidInputException e) {
                throw ApiException.badRequest("field 'move': " + e.getMessage()).keyed("bad-move", "move", t);
            }
            if (!p.isLegal(m)) {
                Explanation x = Explain.explain(p, m);
                List<String> failing = x.failing();
                String clause = failing.isEmpty() ? null : failing.get(0);
                throw new ApiException(422, t.toLowerCase(Locale.ROOT) + " is illegal: " + String.join(", ", failing) + " fails",
                        clause, x.clauses());
            }
            return m;
        }
        try {
            return San.parse(p, t);
        } catch (IllegalMoveException e) {
            throw new ApiException(422, e.getMessage(), null, List.of());
        } catch (InvalidInputException e) {
            throw ApiException.badRequest("field 'move': " + e.getMessage()).keyed("bad-move", "move", t);
        }
    }

    ObjectNode resign(String code, String seat) {
        return act(code, seat, (b, side, now) -> {
            b.end(b.game.resign(side), now);
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
        b.game.offerDraw(-side);
        b.end(b.game.acceptDraw(side), now);
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
        if (b.game.moves().size() < n) {
            throw ApiException.conflict(Board.sideName(asker) + " has no move to take back").keyed("nothing-to-take-back");
        }
        return n;
    }

    /** GM-UNDO: {@code granter} grants the opponent's standing request. */
    private String takeback(Board b, int granter, long now) {
        int asker = -granter;
        requireOpponents(b.takebackOffer, granter, "takeback request", "grant", "no-takeback-request");
        int n = undoCount(b, asker);
        for (int k = 0; k < n; k++) {
            b.game.undo();
            b.moveRows.remove(b.moveRows.size() - 1);
            b.sans.remove(b.sans.size() - 1);
        }
        b.takebackOffer = 0;
        b.drawOffer = 0;
        if (b.moveRows.isEmpty()) {
            b.clockMs[0] = b.initialMs;
            b.clockMs[1] = b.initialMs;
        } else {
            Store.MoveRow last = b.moveRows.get(b.moveRows.size() - 1);
            b.clockMs[0] = last.whiteMs();
            b.clockMs[1] = last.blackMs();
        }
        b.running = 0;
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
            int before = b.game.moves().size();
            List<String> undone = new ArrayList<>();
            for (Move m : b.game.moves()) {
                undone.add(m.uci(b.chess960));
            }
            String type = action.apply(b, side, now);
            int after = b.game.moves().size();
            ObjectNode e = commit(b, type, null, c -> Store.deleteMovesAfter(c, b.code, after));
            if (type.equals("takeback")) {
                e.putPOJO("undone", undone.subList(after, before));
            } else if (!type.equals("end")) {
                e.put("by", Board.sideName(side));
            }
            publish(b, e);
            askComputer(b);
            return b.state(now);
        }
    }

    // ---- clocks

    /**
     * Ends every game whose running clock is past zero by more than the lag allowance (GM-FLAG),
     * and forgets the boards nobody joined within {@link #WAITING_EXPIRY_MS}.
     */
    private void sweepFlags() {
        try {
            long start = clock.getAsLong();
            for (Board b : live.values()) {
                if (b.running == 0 && !(b.status.equals("waiting") && start - b.waitingSince > WAITING_EXPIRY_MS)) {
                    continue;
                }
                synchronized (b) {
                    long now = clock.getAsLong();
                    if (b.playing() && b.overdue(now) > LAG_ALLOWANCE_MS) {
                        flag(b, b.running, now);
                    } else if (b.status.equals("waiting") && now - b.waitingSince > WAITING_EXPIRY_MS) {
                        store.transaction(c -> {
                            Store.deleteBoard(c, b.code);
                            return null;
                        });
                        live.remove(b.code, b);
                        b.generation++;
                    }
                }
            }
        } catch (RuntimeException e) {
            System.err.println("passant serve: the flag sweep failed once: " + e); // the next sweep runs anyway
        }
    }

    /** GM-FLAG with the FIDE reading (game/Game.flag): a loss, or a draw when the opponent could not mate. */
    private void flag(Board b, int loser, long now) {
        Outcome o = b.game.flag(loser, true);
        b.end(o, now);
        publish(b, commit(b, "end", null, c -> { }));
    }

    // ---- the computer seat

    private void askComputer(Board b) {
        if (!b.playing() || b.seat[Board.index(b.turn())] != Board.Seat.COMPUTER) {
            return;
        }
        long gen = b.generation;
        long now = clock.getAsLong();
        Computer.Request r = new Computer.Request(b.start, List.copyOf(b.game.moves()), b.level,
                b.code.hashCode() * 31L + b.game.moves().size(),
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
                    // the computer's flag fell: the game is over and published
                } catch (RuntimeException e) {
                    System.err.println("passant serve: the computer's move on " + b.code + " failed: " + e);
                }
            }
        });
    }

    // ---- committing and publishing

    private interface Extra {
        void run(Connection c) throws SQLException;
    }

    /**
     * Commits the board (and the move, if any, and what {@code extra} writes; the ratings when the
     * game has just ended between two players), then makes the event. Should the commit fail, the
     * board is read back from the database and the request fails with 503.
     */
    private ObjectNode commit(Board b, String type, Store.MoveRow move, Extra extra) {
        b.version++;
        b.generation++;
        boolean rate = b.ended() && b.seat[0] == Board.Seat.HUMAN && b.seat[1] == Board.Seat.HUMAN
                && b.player[0] != null && b.player[1] != null && !b.player[0].equals(b.player[1]);
        try {
            if (rate) {
                synchronized (ratingLock) {
                    store.transaction(c -> write(c, b, move, extra, true));
                }
            } else {
                store.transaction(c -> write(c, b, move, extra, false));
            }
        } catch (RuntimeException e) {
            reload(b.code);
            throw new ApiException(503, "the database refused the change (" + e.getMessage() + "); nothing was recorded");
        }
        if (b.ended()) {
            live.remove(b.code, b);
        }
        return event(b, type);
    }

    private Void write(Connection c, Board b, Store.MoveRow move, Extra extra, boolean rate) throws SQLException {
        if (move != null) {
            Store.insertMove(c, b.code, move);
        }
        extra.run(c);
        Store.updateBoard(c, b.row(System.currentTimeMillis()));
        if (rate) {
            rateGame(c, b);
        }
        return null;
    }

    /** PLAY-RECORD: both players' Glicko-2 ratings and records in this variant, one rating period per game. */
    private static void rateGame(Connection c, Board b) throws SQLException {
        String v = b.variant.id();
        Store.RatingRow white = Store.rating(c, b.player[0], v);
        Store.RatingRow black = Store.rating(c, b.player[1], v);
        double whiteScore = b.outcome.winner() == Piece.WHITE ? 1 : b.outcome.winner() == 0 ? 0.5 : 0;
        Store.saveRating(c, rated(white, black.rating(), whiteScore));
        Store.saveRating(c, rated(black, white.rating(), 1 - whiteScore));
    }

    private static Store.RatingRow rated(Store.RatingRow r, Glicko2.Rating opponent, double score) {
        Glicko2.Rating next = Glicko2.update(r.rating(), List.of(new Glicko2.Game(opponent, score)));
        return new Store.RatingRow(r.player(), r.variant(), next, r.games() + 1, r.wins() + (score == 1 ? 1 : 0),
                r.draws() + (score == 0.5 ? 1 : 0), r.losses() + (score == 0 ? 1 : 0));
    }

    private void reload(String code) {
        Board old = live.remove(code);
        try {
            Board fresh = load(code);
            if (!fresh.ended()) {
                if (old != null) {
                    fresh.sockets.addAll(old.sockets);
                }
                live.put(code, fresh);
            }
        } catch (RuntimeException e) {
            System.err.println("passant serve: board " + code + " could not be read back: " + e);
        }
    }

    private static ObjectNode event(Board b, String type) {
        ObjectNode e = JsonNodeFactory.instance.objectNode();
        e.put("v", b.version);
        e.put("type", type);
        return e;
    }

    /** Sends the event (with the state) to the board's sockets and keeps it for reconnections. */
    private void publish(Board b, ObjectNode e) {
        e.set("state", b.state(clock.getAsLong()));
        String text = e.toString();
        b.events.addLast(new Board.Event(b.version, text));
        while (b.events.size() > Board.EVENTS_KEPT) {
            b.events.removeFirst();
        }
        for (Listener l : b.sockets) {
            l.send(text);
        }
    }

    /** A socket joins a board: it receives every event after {@code after} (null: a sync with the state). */
    void subscribe(String code, Listener l, Long after) {
        Board b = anyBoard(code);
        synchronized (b) {
            b.sockets.add(l);
            if (after != null && after >= b.version) {
                return;
            }
            if (after != null && !b.events.isEmpty() && b.events.peekFirst().version() <= after + 1) {
                for (Board.Event e : b.events) {
                    if (e.version() > after) {
                        l.send(e.text());
                    }
                }
                return;
            }
            ObjectNode sync = event(b, "sync");
            sync.set("state", b.state(clock.getAsLong()));
            l.send(sync.toString());
        }
    }

    void unsubscribe(String code, Listener l) {
        Board b = live.get(code);
        if (b != null) {
            b.sockets.remove(l);
        }
    }

    // ---- boards

    private Board liveBoard(String code) {
        Board b = live.get(code);
        return b != null ? b : anyBoard(code);
    }

    /** A board by its code: live, or read from the database (ended boards are not kept in memory). */
    private Board anyBoard(String code) {
        Board b = live.get(code);
        if (b != null) {
            return b;
        }
        if (!code.matches("[a-z0-9]{1,16}")) {
            throw ApiException.notFound("no board " + code).keyed("no-board", "code", code);
        }
        return load(code);
    }

    private Board load(String code) {
        Store.BoardRow r = store.board(code).orElseThrow(() -> ApiException.notFound("no board " + code).keyed("no-board", "code", code));
        Variant variant = Variant.byId(r.variant());
        Position start = Fen.position(r.startFen(), variant, Validation.STRICT);
        // a Chess960 board's start FEN is stored in Shredder-FEN (Board.row), which marks it
        Board b = new Board(r.code(), start, Board.chess960(r.startFen(), start), r.level() == null ? null : Level.byId(r.level()), r.initialMs(),
                r.incrementMs(), r.createdAt());
        b.seatDigest[0] = r.whiteSeat();
        b.seatDigest[1] = r.blackSeat();
        b.seat[0] = Board.Seat.valueOf(r.whiteKind().toUpperCase(Locale.ROOT));
        b.seat[1] = Board.Seat.valueOf(r.blackKind().toUpperCase(Locale.ROOT));
        b.player[0] = r.whitePlayer();
        b.player[1] = r.blackPlayer();
        for (Store.MoveRow m : store.moves(code)) {
            Position at = b.game.position();
            // the kernel judges the stored moves again; a Chess960 board's are king-takes-rook (C960-NOTATION)
            Move move = Uci.parseLegal(at, m.uci(), b.chess960);
            b.sans.add(San.format(b.game.position(), move));
            b.game.play(move);
            b.moveRows.add(m);
        }
        b.clockMs[0] = r.whiteMs();
        b.clockMs[1] = r.blackMs();
        b.status = r.status();
        b.drawOffer = r.drawOffer();
        b.takebackOffer = r.takebackOffer();
        b.version = r.version();
        if (r.termination() != null) {
            int winner = "1-0".equals(r.result()) ? Piece.WHITE : "0-1".equals(r.result()) ? Piece.BLACK : 0;
            b.outcome = new Outcome(Termination.valueOf(r.termination()), winner);
        } else if (b.playing()) {
            b.startClock(clock.getAsLong()); // the time the server was down is not charged
        }
        b.waitingSince = clock.getAsLong();
        return b;
    }

    /** Which side the seat secret is on this board; 403 when it is neither. */
    private static int seatSide(Board b, String seat) {
        if (seat == null) {
            throw ApiException.forbidden("no seat: send the header 'Authorization: Bearer SEAT'").keyed("not-a-seat");
        }
        boolean white = Secrets.matches(seat, b.seatDigest[0]);
        boolean black = Secrets.matches(seat, b.seatDigest[1]);
        if (white == black) {
            throw ApiException.forbidden("that is not a seat of this board").keyed("not-a-seat");
        }
        return white ? Piece.WHITE : Piece.BLACK;
    }

    /** The seat's side on a board being played: 403 for a wrong seat, 409 before both seats are taken or after the end. */
    private static int seatInPlay(Board b, String seat) {
        int side = seatSide(b, seat);
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

    Optional<Board> peek(String code) {
        return Optional.ofNullable(live.get(code));
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
        computer.close();
    }
}
