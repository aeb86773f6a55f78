package org.passant.js;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

import org.passant.explain.ClauseVerdict;
import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.fast.BrowserPerft;
import org.passant.game.Game;
import org.passant.game.Outcome;
import org.passant.kernel.Piece;
import org.passant.match.GameRecord;
import org.passant.match.Pgn;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.FenException;
import org.passant.notation.PerftSuite;
import org.passant.notation.San;
import org.passant.notation.Uci;
import org.passant.position.IllegalMoveException;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.PositionException;
import org.passant.position.Setups;
import org.passant.position.Square;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.search.Engine;
import org.passant.search.Level;
import org.passant.search.Limits;
import org.passant.search.Result;
import org.teavm.jso.JSExport;

/**
 * The functions the browser module exports (issue 49; docs/offline.md): the rules of the JVM's
 * classes, compiled by TeaVM to WebAssembly, called by {@code web/offline/passant.js}, which is the
 * documented API. Each takes plain values and answers a JSON text, {@code {"value": ...}} or
 * {@code {"error": {"kind", "message", ...}}}: nothing is thrown across into JavaScript, and a
 * refusal keeps the kind the JVM gave it (a FEN's field, a position's {@code PositionError}).
 * <p>
 * A game is never kept here: it is its start position and its moves (UCI, castling as king takes
 * rook, which reads the same in every variant and start), replayed by {@link Game} on each call, so
 * that the page may keep it anywhere (local storage) and no state can drift between the two sides.
 */
public final class PassantModule {
    /** The engine of this instance (a worker has one): its transposition table lives as long as the worker. */
    private static Engine engine;

    private PassantModule() {
    }

    public static void main(String[] args) {
        // nothing runs at load: passant.js calls the exported functions
    }

    /** The legal moves, sorted as {@code passant moves} sorts them, each as {@link #move} writes it. */
    @JSExport
    public static String legalMoves(String variant, String fen, boolean lenient, boolean chess960) {
        return answer(() -> {
            Position p = position(variant, fen, lenient);
            return moves(new Json(), p, p.legalMoves(), chess960);
        });
    }

    /** The move (SAN or UCI, castling either way) played: the next position's FEN and the move. */
    @JSExport
    public static String play(String variant, String fen, boolean lenient, String text, boolean chess960) {
        return answer(() -> {
            Position p = position(variant, fen, lenient);
            Move m = read(p, text, chess960);
            Position next = p.play(m);
            Json j = new Json().beginObject().member("fen", Fen.format(next)).key("move");
            move(j, p, m, chess960);
            return j.endObject();
        });
    }

    /** Every clause that decides the move, legal or not ({@code passant explain}). */
    @JSExport
    public static String explain(String variant, String fen, boolean lenient, String text, boolean chess960) {
        return answer(() -> {
            Position p = position(variant, fen, lenient);
            return explanation(new Json(), p, Explain.explain(p, read(p, text, chess960)), chess960);
        });
    }

    /** Perft: the leaf nodes of the legal move tree, by the fast generator on one thread. */
    @JSExport
    public static String perft(String variant, String fen, boolean lenient, int depth) {
        return answer(() -> {
            Position p = position(variant, fen, lenient);
            if (depth < 0 || depth > PerftSuite.MAX_DEPTH) {
                throw new InvalidInputException("perft depth " + depth + ": expected 0 to " + PerftSuite.MAX_DEPTH);
            }
            return new Json().value(BrowserPerft.perft(p, depth));
        });
    }

    /**
     * The engine's static evaluation of the position, in centipawns for the side to move: the
     * weights it plays made visible (the fitted ones, issue 52, when the module supplies them).
     */
    @JSExport
    public static String evaluate(String variant, String fen, boolean lenient) {
        return answer(() -> new Json().value(Engine.evaluate(position(variant, fen, lenient))));
    }

    /** The position's FEN as Passant writes it; {@code epMode} legal, fen or xfen (EP-FEN). */
    @JSExport
    public static String fen(String variant, String fen, boolean lenient, String epMode) {
        return answer(() -> {
            Position p = position(variant, fen, lenient);
            EpMode mode = EpMode.byId(epMode == null ? "legal" : epMode);
            if (mode == null) {
                throw new InvalidInputException("en passant mode " + InvalidInputException.quote(epMode) + ": expected legal, fen or xfen");
            }
            return new Json().value(Fen.format(p, mode));
        });
    }

    /**
     * C960-SETUP: the FEN of Chess960 start position {@code n} (0 to 959, Scharnagl's numbering; 518
     * is the standard initial position) in the variant, every castling right held.
     */
    @JSExport
    public static String chess960Start(String variant, int n) {
        return answer(() -> new Json().value(Fen.format(Position.of(Setups.chess960(n), variant(variant), Validation.STRICT))));
    }

    /**
     * A game: the start (a FEN, or empty for the variant's initial position), the moves played
     * (UCI, space-separated) and, when a side resigned, that side; answers its state (see
     * {@link #state}).
     */
    @JSExport
    public static String game(String variant, String start, String moves, String resigned, boolean chess960) {
        return answer(() -> {
            return state(new Json(), replay(variant, start, moves, resigned), chess960);
        });
    }

    /**
     * A game in PGN (PLAY-RECORD), written by the server's writer ({@code match/Pgn}): the players'
     * names, the event and site tags and the date ({@code YYYY-MM-DD}) as given; result "*" while it is played.
     */
    @JSExport
    public static String pgn(String variant, String start, String moves, String resigned, String white, String black,
            String event, String site, String date) {
        return answer(() -> {
            Game g = replay(variant, start, moves, resigned);
            String[] ymd = InvalidInputException.visibleInput("date", date).split("-");
            LocalDate day;
            try {
                day = LocalDate.of(Integer.parseInt(ymd[0]), Integer.parseInt(ymd[1]), Integer.parseInt(ymd[2]));
            } catch (RuntimeException e) {
                throw new InvalidInputException("date " + InvalidInputException.quote(date) + ": expected YYYY-MM-DD");
            }
            GameRecord r = new GameRecord(1, white, black, g.startPosition(), g.moves(), g.outcome().orElse(null), "");
            return new Json().value(Pgn.write(r, event, site, null, day));
        });
    }

    /**
     * A player's move in a game, judged: {@code {"legal": true, "move", "state"}} after playing it, or
     * {@code {"legal": false, "explanation"}} naming every clause that decides it: a move in UCI, or
     * SAN that names no legal move, explained as the move it means by its piece's movement (one
     * clause, no-piece-reaches, when no piece of that kind reaches the square), as the server
     * explains it; {@code {"legal": false, "ambiguous": [SAN...]}} for SAN that could be more than one move.
     */
    @JSExport
    public static String judge(String variant, String start, String moves, String text, boolean chess960) {
        return answer(() -> {
            Game g = replay(variant, start, moves, "");
            if (g.isOver()) {
                throw new InvalidInputException("the game is over: " + g.outcome().get());
            }
            Position p = g.position();
            Json j = new Json().beginObject();
            Move m;
            try {
                m = read(p, text, chess960);
            } catch (IllegalMoveException notNamed) {
                // SAN that names no legal move: explained through the move it means by its piece's movement
                // (San.meant), as the server explains it (docs/API.md); ambiguous SAN answered with the moves it could be
                San.Meant meant = San.meant(p, text);
                List<Move> legal = meant.moves().stream().filter(p::isLegal).toList();
                if (legal.size() > 1) {
                    j.member("legal", false).key("ambiguous").beginArray();
                    for (Move could : legal) {
                        j.value(San.format(p, could));
                    }
                    return j.endArray().endObject();
                }
                if (meant.moves().isEmpty()) {
                    // FIDE 3.2-3.8.1: no piece of that kind reaches the square at all
                    ClauseVerdict v = Explain.noPieceReaches(p, meant.piece(), meant.to());
                    j.member("legal", false).key("explanation").beginObject().member("move", text.strip()).member("kind", "move")
                            .member("legal", false).key("clauses").beginArray();
                    clause(j, v).endArray().key("failing").beginArray().value(v.id()).endArray().endObject();
                    return j.endObject();
                }
                m = meant.moves().get(0);
            }
            if (!p.isLegal(m)) {
                explanation(j.member("legal", false).key("explanation"), p, Explain.explain(p, m), chess960);
                return j.endObject();
            }
            move(j.member("legal", true).key("move"), p, m, chess960);
            g.play(m);
            state(j.key("state"), g, chess960);
            return j.endObject();
        });
    }

    /**
     * The computer's move in a game (PLAY-COMPUTER): {@code level} easy, medium or hard, thinking at
     * most {@code millis} milliseconds (the engine keeps back its usual overhead), {@code seed}
     * choosing among the moves a weaker level may play. Blocks until it answers: run it in a worker
     * (engine-worker.js).
     */
    @JSExport
    public static String bestMove(String variant, String start, String moves, String level, int millis, double seed,
            boolean chess960) {
        return answer(() -> {
            Level l = Level.byId(level);
            if (l == null) {
                throw new InvalidInputException("level " + InvalidInputException.quote(level) + ": expected easy, medium or hard");
            }
            if (millis < 1) {
                throw new InvalidInputException("time budget " + millis + " ms: expected 1 or more");
            }
            Game g = replay(variant, start, moves, "");
            if (g.isOver()) {
                throw new InvalidInputException("the game is over: " + g.outcome().get());
            }
            if (engine == null) {
                engine = new Engine(0);
            }
            // as the server's computer seat: a fresh search per move, the level and the game's seed
            engine.newGame();
            engine.setLevel(l);
            engine.setSeed((long) seed);
            engine.setPosition(g.startPosition(), g.moves());
            Result r = engine.go(Limits.moveTime(millis), null);
            Json j = new Json().beginObject().key("move");
            move(j, g.position(), r.best(), chess960);
            j.member("score", r.score()).member("depth", r.depth()).member("nodes", r.nodes()).member("millis", r.millis());
            j.key("pv").beginArray();
            for (Move m : r.pv()) {
                j.value(m.uci(chess960));
            }
            return j.endArray().endObject();
        });
    }

    private static Variant variant(String id) {
        Variant v = Variant.byId(id == null ? "" : id);
        if (v == null) {
            throw new InvalidInputException("variant " + InvalidInputException.quote(id) + ": expected chess or atomic");
        }
        return v;
    }

    private static Position position(String variant, String fen, boolean lenient) {
        Variant v = variant(variant);
        if (fen == null || fen.isEmpty()) {
            return Position.initial(v);
        }
        return Fen.position(fen, v, lenient ? Validation.LENIENT : Validation.STRICT);
    }

    /** UCI (castling either way, C960-NOTATION, as UCI_Chess960 says) when the text reads as UCI, else SAN as players type it (San.parseLenient, as the server reads it). */
    private static Move read(Position p, String text, boolean chess960) {
        String t = InvalidInputException.visibleInput("move", text);
        String lower = t.toLowerCase(Locale.ROOT);
        try {
            Uci.parse(lower);
        } catch (InvalidInputException notUci) {
            return San.parseLenient(p, t);
        }
        return Uci.parse(p, lower, chess960);
    }

    private static Game replay(String variant, String start, String moves, String resigned) {
        Game g = new Game(position(variant, start, false));
        String[] played = moves == null ? new String[0] : moves.trim().split("\\s+");
        for (int i = 0; i < played.length; i++) {
            if (played[i].isEmpty()) {
                continue;
            }
            try {
                g.play(Uci.parse(g.position(), played[i], true));
            } catch (InvalidInputException e) {
                throw new InvalidInputException("move " + (i + 1) + " of the game: " + e.getMessage());
            }
        }
        if (resigned != null && !resigned.isEmpty()) {
            g.resign("white".equals(resigned) ? Piece.WHITE : Piece.BLACK);
        }
        return g;
    }

    /**
     * A game's state, with the server's words (docs/API.md, the board state): {@code fen},
     * {@code moves} (UCI, castling as king takes rook), {@code san}, {@code turn}, {@code check},
     * {@code status} (playing or ended), {@code result}, {@code termination}, {@code winner} and
     * {@code legal} (every legal move, as {@link #move} writes it; none once the game has ended).
     */
    private static Json state(Json j, Game g, boolean chess960) {
        Position p = g.position();
        j.beginObject().member("fen", Fen.format(p));
        List<Move> moves = g.moves();
        List<Position> positions = g.positions();
        j.key("moves").beginArray();
        for (Move m : moves) {
            j.value(m.uci(true));
        }
        j.endArray().key("san").beginArray();
        for (int i = 0; i < moves.size(); i++) {
            j.value(San.format(positions.get(i), moves.get(i)));
        }
        j.endArray();
        j.member("turn", Game.sideName(p.sideToMove())).member("check", p.isCheck() && !p.isVariantEnd());
        Outcome o = g.outcome().orElse(null);
        j.member("status", o == null ? "playing" : "ended");
        j.member("result", o == null ? null : o.result());
        j.member("termination", o == null ? null : o.termination().name().toLowerCase(Locale.ROOT).replace('_', ' '));
        j.member("winner", o == null || o.isDraw() ? null : Game.sideName(o.winner()));
        moves(j.key("legal"), p, g.legalMoves(), chess960);
        return j.endObject();
    }

    private static Json moves(Json j, Position p, List<Move> moves, boolean chess960) {
        j.beginArray();
        for (Move m : moves) {
            move(j, p, m, chess960);
        }
        return j.endArray();
    }

    /**
     * A legal move of the position: {@code uci} (castling as UCI_Chess960 says), {@code san},
     * {@code from}, {@code to} (the squares of the UCI text), {@code promotion} (a letter or null),
     * {@code capture}, {@code enPassant}, {@code castling}; a castling also has {@code king},
     * {@code rook} and {@code kingTo} (C960-CASTLE), and a capture in atomic chess {@code explodes}:
     * the squares whose pieces it removes, the capturer's among them (AT-EXPLOSION, AT-EP-CENTRE),
     * read off the kernel's board after the move.
     */
    private static Json move(Json j, Position p, Move m, boolean chess960) {
        String uci = m.uci(chess960);
        j.beginObject().member("uci", uci).member("san", San.format(p, m));
        j.member("from", uci.substring(0, 2)).member("to", uci.substring(2, 4));
        j.member("promotion", uci.length() > 4 ? uci.substring(4) : null);
        boolean capture = p.isCapture(m);
        j.member("capture", capture).member("enPassant", p.isEnPassant(m)).member("castling", m.castling());
        if (m.castling()) {
            j.member("king", Square.name(m.from())).member("rook", Square.name(m.to()))
                    .member("kingTo", Square.name(m.kingDestination()));
        }
        if (capture && p.variant().capturesExplode()) {
            Position after = p.play(m);
            j.key("explodes").beginArray();
            for (int sq = 0; sq < 64; sq++) {
                if (p.pieceAt(sq) != Piece.EMPTY && after.pieceAt(sq) == Piece.EMPTY) {
                    j.value(Square.name(sq));
                }
            }
            j.endArray();
        }
        return j.endObject();
    }

    /** {@code move} (UCI), {@code kind}, {@code legal}, {@code clauses} [{id, holds, reason}], {@code failing} (the ids). */
    private static Json explanation(Json j, Position p, Explanation x, boolean chess960) {
        j.beginObject().member("move", p.move(x.move()).uci(chess960)).member("kind", x.kind()).member("legal", x.legal());
        j.key("clauses").beginArray();
        for (ClauseVerdict c : x.clauses()) {
            clause(j, c);
        }
        j.endArray().key("failing").beginArray();
        for (String id : x.failing()) {
            j.value(id);
        }
        return j.endArray().endObject();
    }

    /** A clause's verdict: {@code id}, {@code holds}, {@code key} and {@code args} (the page says the reason in its own language from them, as from the server's, docs/API.md), {@code reason}. */
    private static Json clause(Json j, ClauseVerdict c) {
        return j.beginObject().member("id", c.id()).member("holds", c.holds()).member("key", c.key()).key("args").any(c.args())
                .member("reason", c.reason()).endObject();
    }

    /** The answer of one exported function: its value, or the refusal it met. */
    private static String answer(Supplier<Json> function) {
        try {
            return "{\"value\":" + function.get() + "}";
        } catch (RuntimeException e) {
            return error(e);
        }
    }

    /**
     * A refusal: {@code kind} is fen (with {@code field}, {@code fenError} and, for a position the
     * rules refuse, {@code positionError}), position ({@code positionError}), illegal-move, input, or
     * internal (a bug: the message names the exception).
     */
    private static String error(RuntimeException e) {
        Json j = new Json().beginObject().key("error").beginObject();
        if (e instanceof FenException f) {
            j.member("kind", "fen").member("field", f.field()).member("fenError", f.kind().name())
                    .member("positionError", f.positionError() == null ? null : f.positionError().name());
        } else if (e instanceof PositionException p) {
            j.member("kind", "position").member("positionError", p.kind().name());
        } else if (e instanceof IllegalMoveException) {
            j.member("kind", "illegal-move");
        } else if (e instanceof InvalidInputException) {
            j.member("kind", "input");
        } else {
            j.member("kind", "internal");
        }
        j.member("message", e instanceof InvalidInputException ? e.getMessage() : e.getClass().getName() + ": " + e.getMessage());
        return j.endObject().endObject().toString();
    }
}
