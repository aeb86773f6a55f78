package org.passant.server;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.passant.game.Game;
import org.passant.game.Outcome;
import org.passant.game.Termination;
import org.passant.kernel.Piece;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.search.Level;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One online board (PLAY-ONLINE): the game (the kernel judges its moves through game/Game), the
 * two seats, the server-kept clock (GM-CLOCK), the standing offers, and the versioned events sent
 * to its sockets. Not thread-safe: {@link Play} changes a board only while holding its monitor.
 */
final class Board {
    /** One published event: its number and its JSON. */
    record Event(long version, String text) {
    }

    /** Who holds a seat. */
    enum Seat { OPEN, HUMAN, COMPUTER }

    /** The events kept for clients that reconnect (?v=N). */
    static final int EVENTS_KEPT = 256;

    final String code;
    final Variant variant;
    final Position start;
    /**
     * A Chess960 board (C960-NOTATION): castling goes on the wire as the king taking its own rook
     * (e1h1), and the start FEN is kept in Shredder-FEN, which marks the board as Chess960 when it
     * is read back. Otherwise castling is the king's two-square step (e1g1).
     */
    final boolean chess960;
    final Game game;
    /** Per side (index {@link #index}): the SHA-256 (hex) of the seat's secret, or null. */
    final String[] seatDigest = new String[2];
    final Seat[] seat = {Seat.OPEN, Seat.OPEN};
    final String[] player = new String[2];
    final Level level;
    final long initialMs;
    final long incrementMs;
    /** The clocks as they read when the running one last started (or stopped). */
    final long[] clockMs = new long[2];
    /** The side whose clock runs, or 0. */
    int running;
    /** When the running clock started, on the server's monotonic milliseconds. */
    long since;
    String status;
    Outcome outcome;
    int drawOffer;
    int takebackOffer;
    long version;
    final long createdAt;
    /** The moves with the clocks after each, for the database and for takebacks. */
    final List<Store.MoveRow> moveRows = new ArrayList<>();
    /** The moves in SAN, kept beside the game so a state costs no re-formatting. */
    final List<String> sans = new ArrayList<>();
    /** The last events, serialized, oldest first; the last has number {@link #version}. */
    final ArrayDeque<Event> events = new ArrayDeque<>();
    final Set<Play.Listener> sockets = ConcurrentHashMap.newKeySet();
    /** When the board was made or read back, on the server's monotonic milliseconds: a waiting board expires. */
    long waitingSince;
    /** Bumped by every change, so a computer's answer to an older position is dropped. */
    long generation;

    Board(String code, Position start, boolean chess960, Level level, long initialMs, long incrementMs, long createdAt) {
        this.code = code;
        this.variant = start.variant();
        this.start = start;
        this.chess960 = chess960;
        this.game = new Game(start);
        this.level = level;
        this.initialMs = initialMs;
        this.incrementMs = incrementMs;
        this.clockMs[0] = initialMs;
        this.clockMs[1] = initialMs;
        this.createdAt = createdAt;
        this.status = "waiting";
    }

    /**
     * Whether a start position is unambiguously Chess960 (C960-NOTATION, C960-SETUP): its FEN's
     * castling field holds a rook's file letter (Shredder-FEN, X-FEN), or a castling right belongs to
     * a king off the e-file or a rook off the a- and h-files. {@code fen} may be null.
     */
    static boolean chess960(String fen, Position p) {
        if (fen != null) {
            String[] fields = fen.strip().split("[ \t]+");
            if (fields.length >= 3 && !fields[2].matches("[KQkq-]*")) {
                return true;
            }
        }
        for (int i = 0; i < 4; i++) {
            if (p.hasCastlingRight(i)
                    && (p.kingFile(i < 2 ? Piece.WHITE : Piece.BLACK) != 4 || p.rookFile(i) != (i % 2 == 0 ? 7 : 0))) {
                return true;
            }
        }
        return false;
    }

    /** A move of the position as it goes on the wire: castling e1h1 on a Chess960 board, else e1g1. */
    String wire(Position p, Move m) {
        return p.move(m).uci(chess960);
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

    int turn() {
        return game.turn();
    }

    /** The time left for a side at {@code now}, never negative. */
    long remaining(int side, long now) {
        long left = clockMs[index(side)];
        if (running == side) {
            left -= now - since;
        }
        return Math.max(0, left);
    }

    /** How far past zero the running clock is at {@code now} (0 when it is not). */
    long overdue(long now) {
        if (running == 0) {
            return 0;
        }
        return Math.max(0, (now - since) - clockMs[index(running)]);
    }

    /** Starts the clock of the side to move (both seats taken, or a move played). */
    void startClock(long now) {
        if (hasClock()) {
            running = turn();
            since = now;
        }
    }

    void stopClock(long now) {
        if (running != 0) {
            clockMs[index(running)] = remaining(running, now);
            running = 0;
        }
    }

    /**
     * Books the mover's time for a move made at {@code now}: the time since its clock started,
     * less up to {@code lagMs} of allowance, then the increment. Returns false (nothing booked)
     * when that time is more than the clock had: the flag fell first.
     */
    boolean chargeMove(int mover, long now, long lagMs) {
        if (!hasClock() || running != mover) {
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

    /** Plays a legal move (already judged), records it with the clocks and ends the game if it is over. */
    void play(Move move, long now, long playedAt) {
        Move marked = game.position().move(move); // castling marked (the computer's moves come unmarked)
        String uci = wire(game.position(), marked);
        sans.add(San.format(game.position(), marked));
        game.play(marked);
        drawOffer = drawOffer == -turn() ? drawOffer : 0; // moving declines the opponent's offer; one's own stands
        takebackOffer = 0;
        moveRows.add(new Store.MoveRow(moveRows.size() + 1, uci, clockMs[0], clockMs[1], playedAt));
        game.outcome().ifPresentOrElse(o -> end(o, now), () -> startClock(now));
    }

    /** The database row of this board. */
    Store.BoardRow row(long updatedAt) {
        return new Store.BoardRow(code, variant.id(), startFen(), seatDigest[0], seatDigest[1],
                seat[0].name().toLowerCase(Locale.ROOT), seat[1].name().toLowerCase(Locale.ROOT), player[0], player[1],
                level == null ? null : level.id(), initialMs, incrementMs, clockMs[0], clockMs[1], status,
                outcome == null ? null : outcome.result(), outcome == null ? null : outcome.termination().name(),
                drawOffer, takebackOffer, version, createdAt, updatedAt);
    }

    /** The termination in words: game/Termination's name, lower case, spaces for underscores. */
    static String terminationName(Termination t) {
        return t.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The state every client sees (docs/API.md, "The board state"). */
    ObjectNode state(long now) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode s = f.objectNode();
        s.put("code", code);
        s.put("variant", variant.id());
        s.put("chess960", chess960);
        s.put("startFen", startFen());
        Position p = game.position();
        s.put("fen", Fen.format(p));
        ArrayNode moves = s.putArray("moves");
        ArrayNode san = s.putArray("san");
        for (Store.MoveRow m : moveRows) {
            moves.add(m.uci()); // as played: castling in the board's form
        }
        sans.forEach(san::add);
        s.put("turn", Game.sideName(p.sideToMove()));
        s.put("check", p.isCheck());
        s.put("status", status);
        s.put("result", outcome == null ? null : outcome.result());
        s.put("termination", outcome == null ? null : terminationName(outcome.termination()));
        if (hasClock()) {
            ObjectNode c = s.putObject("clock");
            c.put("white", remaining(Piece.WHITE, now));
            c.put("black", remaining(Piece.BLACK, now));
            c.put("running", sideName(running));
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
                    castling.addObject().put("move", m.uci(chess960)).put("king", org.passant.position.Square.name(m.from()))
                            .put("rook", org.passant.position.Square.name(m.to()))
                            .put("kingTo", org.passant.position.Square.name(m.kingDestination()));
                }
            }
        }
        ObjectNode seats = s.putObject("seats");
        seats.put("white", seat[0].name().toLowerCase(Locale.ROOT));
        seats.put("black", seat[1].name().toLowerCase(Locale.ROOT));
        s.put("level", level == null ? null : level.id());
        s.put("drawOffer", sideName(drawOffer));
        s.put("takebackOffer", sideName(takebackOffer));
        s.put("version", version);
        return s;
    }
}
