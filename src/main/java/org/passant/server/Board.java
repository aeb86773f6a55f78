package org.passant.server;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.passant.game.Game;
import org.passant.game.Outcome;
import org.passant.game.Termination;
import org.passant.kernel.Piece;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Square;
import org.passant.position.Variant;
import org.passant.search.Level;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One online board (PLAY-ONLINE): the game (the kernel judges its moves through game/Game), the
 * two seats and their players, the server-kept clock (GM-CLOCK) with the first-move wait, the
 * standing offers, the versioned events sent to its sockets, and after the game the rematch
 * offer. Not thread-safe: {@link Play} changes a board only while holding its monitor.
 *
 * <p>Memory is bounded per board (issue 48): the game is kept as the moves with their SAN and
 * clocks (interned strings) and a {@link Game} rooted at the last position that zeroed the
 * fifty-move counter (no earlier position can repeat after a capture or a pawn move), and the
 * events as deltas in a bounded log. An ended board keeps its final state ({@link #summary}),
 * which is also stored, so that reading it never judges its moves again.
 */
final class Board {
    /** One published event: its number and its JSON without the state (a delta). */
    record Event(long version, String delta) {
    }

    /** Who holds a seat. */
    enum Seat { OPEN, HUMAN, COMPUTER }

    /** A seat's player as every client sees it: public id, name and rating in the board's variant. */
    record PlayerView(String pub, String name, double rating, double rd) {
    }

    /** The events kept for clients that reconnect (?v=N), as deltas. */
    static final int EVENTS_KEPT = 32;
    /** The first-move wait (issue 45): a side that has not moved yet has this long for its first move. */
    static final long FIRST_MOVE_WAIT_MS = 30_000;
    /** RD above which a rating is shown as provisional ("1500?"). */
    static final double PROVISIONAL_RD = 110;

    final String code;
    final Variant variant;
    final Position start;
    /**
     * A Chess960 board (C960-NOTATION): castling goes on the wire as the king taking its own rook
     * (e1h1), and the start FEN is kept in Shredder-FEN, which marks the board as Chess960 when it
     * is read back. Otherwise castling is the king's two-square step (e1g1).
     */
    final boolean chess960;
    final Level level;
    final long initialMs;
    final long incrementMs;
    final long createdAt;
    /** Per side (index {@link #index}): the SHA-256 (hex) of the seat's secret, or null. */
    final String[] seatDigest = new String[2];
    final Seat[] seat = {Seat.OPEN, Seat.OPEN};
    /** The secret player ids (never shown), and what clients are shown of them. */
    final String[] player = new String[2];
    final PlayerView[] views = new PlayerView[2];
    /** The moves as played (castling marked), their wire form with the clocks after each, and their SAN. */
    List<Move> moves = new ArrayList<>();
    List<Store.MoveRow> rows = new ArrayList<>();
    List<String> sans = new ArrayList<>();
    /** The game since the last capture or pawn move (or the start): what repetition and the outcome need. */
    Game tail;
    /** The clocks as they read when the running one last started (or stopped). */
    final long[] clockMs = new long[2];
    /** The side whose countdown runs, or 0: its clock, or, while it has not moved yet, its first-move wait. */
    int running;
    /** Whether the running countdown is the first-move wait ({@link #waitMs}) rather than the side's clock. */
    boolean firstMove;
    /** The first-move wait left when the countdown last started. */
    long waitMs;
    /** When the running countdown started, on the server's monotonic milliseconds. */
    long since;
    String status = "waiting";
    Outcome outcome;
    int drawOffer;
    int takebackOffer;
    long version;
    /** Bumped by every change, so a computer's answer to an older position is dropped. */
    long generation;
    /** When the board was made or read back, on the server's monotonic milliseconds: a waiting board expires. */
    long waitingSince;
    /** The address of the client that made it (memory only): the per-client cap on waiting boards. */
    String creator;
    /** After the game: the side whose rematch offer stands, the rematch board's code once made or offered, and the offerer's new seat's digest. */
    int rematchBy;
    String rematchCode;
    String rematchSeat;
    /** The rating changes of a rated game that has ended, White's and Black's, or null. */
    Double[] ratingChange = {null, null};
    /** The final state of an ended board, without the fields that still change (version, watchers, rematch). */
    ObjectNode summary;
    /** The PGN of an ended board. */
    String pgn;
    /** A commit whose outcome is unknown failed: the database may be ahead; checked before the next change. */
    boolean suspect;
    /** The events kept for reconnections, oldest first; the last has number {@link #version}. */
    final ArrayDeque<Event> events = new ArrayDeque<>();
    /** The board's sockets and their ordered sending, off this board's monitor. */
    final Channel channel;

    Board(String code, Position start, boolean chess960, Level level, long initialMs, long incrementMs, long createdAt,
            Channel channel) {
        this.code = code;
        this.variant = start.variant();
        this.start = start;
        this.chess960 = chess960;
        this.tail = new Game(start);
        this.level = level;
        this.initialMs = initialMs;
        this.incrementMs = incrementMs;
        this.clockMs[0] = initialMs;
        this.clockMs[1] = initialMs;
        this.createdAt = createdAt;
        this.channel = channel;
    }


    /** The FEN of a position, its castling rights as the rooks' file letters (Shredder-FEN, HAha). */
    static String shredderFen(Position p) {
        String[] fields = Fen.format(p).split(" ");
        StringBuilder rights = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            if (p.hasCastlingRight(i)) {
                rights.append((char) ((i < 2 ? 'A' : 'a') + p.rookFile(i)));
            }
        }
        fields[2] = rights.length() == 0 ? "-" : rights.toString();
        return String.join(" ", fields);
    }

    /** The start FEN as stored and sent: Shredder-FEN on a Chess960 board (it marks the board so). */
    String startFen() {
        return chess960 ? shredderFen(start) : Fen.format(start);
    }

    /** The array index of a side: 0 for White, 1 for Black. */
    static int index(int side) {
        return side == Piece.WHITE ? 0 : 1;
    }

    static String sideName(int side) {
        return side == 0 ? null : Game.sideName(side);
    }

    boolean hasClock() {
        return initialMs > 0;
    }

    boolean ended() {
        return "ended".equals(status);
    }

    boolean playing() {
        return "playing".equals(status);
    }

    Position position() {
        return tail.position();
    }

    int turn() {
        return position().sideToMove();
    }

    /** Whether {@code side} has made a move in this game (the side to move at the start moves first). */
    boolean hasMoved(int side) {
        return moves.size() >= (side == start.sideToMove() ? 1 : 2);
    }

    /**
     * Whether the game counts for ratings (PLAY-RECORD): two human seats of two players, and a move
     * on each side (issue 48, item 9: a game without both sides' moves is never rated).
     */
    boolean rated() {
        return seat[0] == Seat.HUMAN && seat[1] == Seat.HUMAN && player[0] != null && player[1] != null
                && !player[0].equals(player[1]) && hasMoved(Piece.WHITE) && hasMoved(Piece.BLACK);
    }

    /** An ended game nobody won or lost: its first move never came (issue 45: "aborted"). */
    boolean aborted() {
        return outcome != null && outcome.termination() == Termination.NO_FIRST_MOVE && outcome.winner() == 0;
    }

    /** PGN's result, or null while the game goes on or when it was aborted. */
    String result() {
        return outcome == null || aborted() ? null : outcome.result();
    }

    // ---- clocks (GM-CLOCK, GM-FLAG) and the first-move wait

    /** The time left for a side at {@code now}, never negative. */
    long remaining(int side, long now) {
        long left = clockMs[index(side)];
        if (running == side && !firstMove) {
            left -= now - since;
        }
        return Math.max(0, left);
    }

    /** How far past zero the running clock is at {@code now} (0 when none runs). */
    long overdue(long now) {
        if (running == 0 || firstMove) {
            return 0;
        }
        return Math.max(0, (now - since) - clockMs[index(running)]);
    }

    /** The first-move wait left at {@code now}, or -1 when the side to move is not waited for. */
    long firstMoveLeft(long now) {
        if (running == 0 || !firstMove) {
            return -1;
        }
        return Math.max(0, waitMs - (now - since));
    }

    /**
     * Starts the countdown of the side to move (the game begins, a move is played, the server
     * answers again): its clock once it has moved, else a fresh first-move wait. Nothing runs on a
     * board without a clock, or one not being played.
     */
    void startClock(long now) {
        running = 0;
        firstMove = false;
        if (hasClock() && playing()) {
            running = turn();
            firstMove = !hasMoved(running);
            waitMs = FIRST_MOVE_WAIT_MS;
            since = now;
        }
    }

    /** Stops the running countdown at {@code at}, booking the time it ran to its side's clock (not for the first-move wait). */
    void stopClock(long at) {
        if (running != 0) {
            if (!firstMove) {
                clockMs[index(running)] = remaining(running, Math.max(at, since));
            }
            running = 0;
            firstMove = false;
        }
    }

    /**
     * Books the mover's time for a move made at {@code now}: the time since its clock started,
     * less up to {@code lagMs} of allowance, then the increment; a side's first move is not charged
     * (its clock starts with it). Returns false (nothing booked) when that time is more than the
     * clock had: the flag fell first.
     */
    boolean chargeMove(int mover, long now, long lagMs) {
        if (!hasClock() || running != mover || firstMove) {
            running = 0;
            firstMove = false;
            return true;
        }
        long spent = Math.max(0, (now - since) - lagMs);
        long left = clockMs[index(mover)] - spent;
        if (left < 0) {
            return false;
        }
        clockMs[index(mover)] = left + incrementMs;
        running = 0;
        return true;
    }

    /** Ends the game with this outcome; the clocks stop. */
    void end(Outcome o, long now) {
        stopClock(now);
        outcome = o;
        status = "ended";
        drawOffer = 0;
        takebackOffer = 0;
    }

    // ---- the moves

    /** Plays a legal move (already judged), records it with the clocks and ends the game if it is over. */
    void play(Move move, long now, long playedAt) {
        Position before = position();
        Move marked = before.move(move); // castling marked (the computer's moves come unmarked)
        String uci = marked.uci(chess960).intern();
        String san = San.format(before, marked).intern();
        tail = advance(tail, marked);
        moves.add(marked);
        sans.add(san);
        drawOffer = drawOffer == -turn() ? drawOffer : 0; // moving declines the opponent's offer; one's own stands
        takebackOffer = 0;
        rows.add(new Store.MoveRow(rows.size() + 1, uci, san, clockMs[0], clockMs[1], playedAt));
        tail.outcome().ifPresentOrElse(o -> end(o, now), () -> startClock(now));
    }

    /**
     * Sets the game to its first {@code keep} moves (a takeback), replaying them from the start:
     * the tail is rooted again at the last position that zeroed the fifty-move counter.
     */
    void truncate(int keep) {
        moves = new ArrayList<>(moves.subList(0, keep));
        rows = new ArrayList<>(rows.subList(0, keep));
        sans = new ArrayList<>(sans.subList(0, keep));
        tail = replay(start, moves);
    }

    /**
     * The game of {@code moves} from {@code start}, rooted at the last position that zeroed the
     * fifty-move counter: the positions before it are played through {@link Position#play} (the
     * kernel judges each move), the tail through a {@link Game} (which also looks for the game's
     * end before each move, the costly part). An illegal move is an {@code IllegalMoveException}.
     */
    static Game replay(Position start, List<Move> moves) {
        Position p = start;
        Position root = start;
        int rooted = 0;
        for (int i = 0; i < moves.size(); i++) {
            p = p.play(moves.get(i));
            if (p.halfmoveClock() == 0) {
                root = p;
                rooted = i + 1;
            }
        }
        Game g = new Game(root);
        for (Move m : moves.subList(rooted, moves.size())) {
            g.play(m);
        }
        return g;
    }

    /**
     * Plays a legal move on the tail game; after a move that zeroes the fifty-move counter (a
     * capture or a pawn move) the game returned is rooted at the new position: no position before
     * such a move can occur again (GM-REPETITION), so nothing before it is kept.
     */
    static Game advance(Game g, Move m) {
        g.play(m);
        return g.position().halfmoveClock() == 0 ? new Game(g.position()) : g;
    }

    // ---- what a failed commit undoes

    /** Everything a change may alter, to put back when its commit fails. */
    record Saved(List<Move> moves, List<Store.MoveRow> rows, List<String> sans, Game tail, int tailMoves, long[] clockMs,
            int running, boolean firstMove, long waitMs, long since, String status, Outcome outcome, int drawOffer,
            int takebackOffer, long version, String[] seatDigest, Seat[] seat, String[] player, PlayerView[] views,
            int rematchBy, String rematchCode, String rematchSeat, Double[] ratingChange, ObjectNode summary, String pgn) {
    }

    Saved save() {
        return new Saved(new ArrayList<>(moves), new ArrayList<>(rows), new ArrayList<>(sans), tail, tail.moves().size(),
                clockMs.clone(), running, firstMove, waitMs, since, status, outcome, drawOffer, takebackOffer, version,
                seatDigest.clone(), seat.clone(), player.clone(), views.clone(), rematchBy, rematchCode, rematchSeat,
                ratingChange.clone(), summary, pgn);
    }

    /** Puts the board back as it was saved: exactly what the database still holds. */
    void restore(Saved s) {
        moves = s.moves();
        rows = s.rows();
        sans = s.sans();
        tail = s.tail();
        while (tail.moves().size() > s.tailMoves()) {
            tail.undo(); // the saved game was played on in place (no capture or pawn move re-rooted it)
        }
        System.arraycopy(s.clockMs(), 0, clockMs, 0, 2);
        running = s.running();
        firstMove = s.firstMove();
        waitMs = s.waitMs();
        since = s.since();
        status = s.status();
        outcome = s.outcome();
        drawOffer = s.drawOffer();
        takebackOffer = s.takebackOffer();
        version = s.version();
        System.arraycopy(s.seatDigest(), 0, seatDigest, 0, 2);
        System.arraycopy(s.seat(), 0, seat, 0, 2);
        System.arraycopy(s.player(), 0, player, 0, 2);
        System.arraycopy(s.views(), 0, views, 0, 2);
        rematchBy = s.rematchBy();
        rematchCode = s.rematchCode();
        rematchSeat = s.rematchSeat();
        System.arraycopy(s.ratingChange(), 0, ratingChange, 0, 2);
        summary = s.summary();
        pgn = s.pgn();
    }

    /** The database row of this board. */
    Store.BoardRow row(long updatedAt) {
        return new Store.BoardRow(code, variant.id(), startFen(), seatDigest[0], seatDigest[1],
                seat[0].name().toLowerCase(Locale.ROOT), seat[1].name().toLowerCase(Locale.ROOT), player[0], player[1],
                level == null ? null : level.id(), initialMs, incrementMs, clockMs[0], clockMs[1], status,
                result(), outcome == null ? null : outcome.termination().name(),
                drawOffer, takebackOffer, version, createdAt, updatedAt, moves.size(), rated() && ended(),
                ratingChange[0], ratingChange[1], rematchBy, rematchCode, rematchSeat,
                summary == null ? null : summary.toString(), pgn);
    }

    /** The termination in words: game/Termination's name, lower case, spaces for underscores. */
    static String terminationName(Termination t) {
        return t.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    // ---- the state

    /** A seat's player as the state shows it: P for a human, {"computer": level} for the computer, null while open. */
    private ObjectNode playerNode(int i) {
        if (seat[i] == Seat.COMPUTER) {
            return JsonNodeFactory.instance.objectNode().put("computer", level == null ? null : level.id());
        }
        PlayerView v = views[i];
        if (seat[i] != Seat.HUMAN || v == null) {
            return null;
        }
        return playerNode(v);
    }

    /** P of docs/API.md: {"id": PUB, "name", "rating", "rd", "provisional"}. */
    static ObjectNode playerNode(PlayerView v) {
        ObjectNode p = JsonNodeFactory.instance.objectNode();
        p.put("id", v.pub());
        p.put("name", v.name());
        p.put("rating", Math.round(v.rating() * 10) / 10.0);
        p.put("rd", Math.round(v.rd() * 10) / 10.0);
        p.put("provisional", v.rd() > PROVISIONAL_RD);
        return p;
    }

    /** The state every client sees (docs/API.md, "The board state"); {@code watchers}: sockets holding no seat. */
    ObjectNode state(long now, int watchers) {
        ObjectNode s = summary != null ? summary.deepCopy() : liveState(now);
        s.put("watchers", watchers);
        if (rematchCode != null && rematchBy == 0) {
            s.putObject("rematch").put("code", rematchCode);
        } else if (rematchBy != 0) {
            s.putObject("rematch").put("by", sideName(rematchBy));
        } else {
            s.putNull("rematch");
        }
        s.put("version", version);
        return s;
    }

    /** The state of a board whose game is being played or waits for its opponent (or has just ended). */
    private ObjectNode liveState(long now) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode s = f.objectNode();
        s.put("code", code);
        s.put("variant", variant.id());
        s.put("chess960", chess960);
        s.put("startFen", startFen());
        Position p = position();
        s.put("fen", Fen.format(p));
        ArrayNode movesNode = s.putArray("moves");
        ArrayNode san = s.putArray("san");
        for (Store.MoveRow m : rows) {
            movesNode.add(m.uci()); // as played: castling in the board's form
        }
        sans.forEach(san::add);
        s.put("turn", Game.sideName(p.sideToMove()));
        s.put("check", p.isCheck());
        s.put("status", status);
        s.put("result", result());
        s.put("termination", outcome == null ? null : terminationName(outcome.termination()));
        if (hasClock()) {
            ObjectNode c = s.putObject("clock");
            c.put("white", remaining(Piece.WHITE, now));
            c.put("black", remaining(Piece.BLACK, now));
            c.put("running", firstMove ? null : sideName(running));
            long wait = firstMoveLeft(now);
            if (wait >= 0) {
                c.put("firstMoveDeadline", wait);
            } else {
                c.putNull("firstMoveDeadline");
            }
            c.put("initial", initialMs);
            c.put("increment", incrementMs);
        } else {
            s.putNull("clock");
        }
        ArrayNode legal = s.putArray("legal");
        ArrayNode castling = s.putArray("castling");
        if (playing()) {
            for (Move m : p.legalMoves()) {
                legal.add(m.uci(chess960));
                if (m.castling()) {
                    // C960-CASTLE: the page takes the king dropped on its own rook or on its destination
                    castling.addObject().put("move", m.uci(chess960)).put("king", Square.name(m.from()))
                            .put("rook", Square.name(m.to())).put("kingTo", Square.name(m.kingDestination()));
                }
            }
        }
        ObjectNode seats = s.putObject("seats");
        seats.put("white", seat[0].name().toLowerCase(Locale.ROOT));
        seats.put("black", seat[1].name().toLowerCase(Locale.ROOT));
        ObjectNode players = s.putObject("players");
        players.set("white", playerNode(0));
        players.set("black", playerNode(1));
        s.put("level", level == null ? null : level.id());
        s.put("drawOffer", sideName(drawOffer));
        s.put("takebackOffer", sideName(takebackOffer));
        s.put("rated", rated());
        if (ended() && ratingChange[0] != null) {
            s.putObject("ratingChange").put("white", round(ratingChange[0])).put("black", round(ratingChange[1]));
        } else {
            s.putNull("ratingChange");
        }
        return s;
    }

    private static double round(double d) {
        return Math.round(d * 10) / 10.0;
    }

    /** Makes the ended board's final state (and forgets what only a game being played needs). */
    void seal(long now, String pgnText) {
        summary = liveState(now);
        summary.remove("version");
        pgn = pgnText;
    }
}
