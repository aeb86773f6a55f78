package org.passant.match;

import java.util.ArrayList;
import java.util.List;

import org.passant.explain.ClauseVerdict;
import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.game.DrawPolicy;
import org.passant.game.Game;
import org.passant.game.Outcome;
import org.passant.kernel.Piece;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;

/**
 * Plays one game between two engines and judges every move by the kernel: an illegal move
 * loses (with the failing clause, as {@code passant explain} names it); mate, stalemate, an
 * exploded king, repetition, fifty moves and dead positions end the game as the game layer
 * says (GM-MATE, AT-END, GM-REPETITION, GM-FIFTY, GM-MATERIAL, automatic policy); the referee
 * keeps both clocks, and a flag loses or, when the opponent could not have won, draws
 * (GM-FLAG, FIDE reading). An engine that crashes, or stays silent past its time and the
 * margin, loses the game and is named in {@link Played#failed} to be restarted.
 */
final class Referee {
    private Referee() {
    }

    /** A refereed game, which engine (if any) must be restarted before its next game, and the side at fault (0: none). */
    record Played(GameRecord record, EngineProcess failed, Fault fault, int offender) {
    }

    /** How an engine lost a game by breaking the conditions of play. */
    enum Fault { NONE, ILLEGAL_MOVE, CRASH, HANG, TIME }

    static Played play(EngineProcess whiteEngine, EngineProcess blackEngine, Position start, TimeControl tc, long marginMillis,
            int round, boolean chess960) {
        Game game = new Game(start, DrawPolicy.AUTOMATIC);
        String fen = Fen.format(start);
        List<String> moves = new ArrayList<>();
        long[] left = {tc.baseMillis(), tc.baseMillis()};
        for (EngineProcess e : new EngineProcess[] {whiteEngine, blackEngine}) {
            try {
                e.newGame();
            } catch (InvalidInputException ex) {
                int side = e == whiteEngine ? Piece.WHITE : Piece.BLACK;
                return end(game, whiteEngine, blackEngine, round, game.forfeit(side),
                        e.name() + " failed before the game: " + ex.getMessage(), e, Fault.CRASH, side);
            }
        }
        while (game.outcome().isEmpty()) {
            int side = game.turn();
            int us = side == Piece.WHITE ? 0 : 1;
            EngineProcess engine = us == 0 ? whiteEngine : blackEngine;
            String who = engine.name() + " (" + Game.sideName(side) + ")";
            String go;
            long deadline;
            if (tc.fixedPerMove()) {
                go = "movetime " + tc.moveMillis();
                deadline = tc.moveMillis() + marginMillis;
            } else {
                go = "wtime " + left[0] + " btime " + left[1] + " winc " + tc.incrementMillis() + " binc " + tc.incrementMillis();
                deadline = left[us] + marginMillis;
            }
            EngineProcess.Reply reply = engine.go(fen, moves, go, deadline);
            switch (reply.kind()) {
                case CRASHED -> {
                    return end(game, whiteEngine, blackEngine, round, game.forfeit(side), who + " crashed: " + reply.detail(), engine,
                            Fault.CRASH, side);
                }
                case HUNG -> {
                    return end(game, whiteEngine, blackEngine, round, game.forfeit(side), who + " hung: " + reply.detail(), engine,
                            Fault.HANG, side);
                }
                default -> {
                }
            }
            if (!tc.fixedPerMove()) {
                left[us] -= reply.millis();
                if (left[us] < 0) {
                    Outcome o = game.flag(side, true);
                    return end(game, whiteEngine, blackEngine, round, o, who + " lost on time: its answer took " + reply.millis()
                            + " ms with " + (left[us] + reply.millis()) + " ms left" + (o.isDraw() ? "; the opponent could not have won" : ""),
                            null, Fault.TIME, side);
                }
                left[us] += tc.incrementMillis();
            }
            Position p = game.position();
            Move move;
            try {
                // as written first in either mode, as Game.play reads (C960-NOTATION): a legal move stays itself
                move = Uci.parse(p, reply.move(), true);
            } catch (InvalidInputException e) {
                return end(game, whiteEngine, blackEngine, round, game.forfeit(side), who + " answered 'bestmove " + reply.move()
                        + "', which is not a move (" + e.getMessage() + ")", null, Fault.ILLEGAL_MOVE, side);
            }
            if (!p.isLegal(move)) {
                return end(game, whiteEngine, blackEngine, round, game.forfeit(side), who + " played the illegal move "
                        + move.uci(chess960) + ": " + failingClause(p, move), null, Fault.ILLEGAL_MOVE, side);
            }
            game.play(move);
            // C960-NOTATION: with UCI_Chess960 on, castling goes to the engines as king takes own rook
            moves.add(move.uci(chess960));
        }
        return end(game, whiteEngine, blackEngine, round, game.outcome().orElseThrow(), "", null, Fault.NONE, 0);
    }

    /** The first clause the kernel says fails, with its reason, as {@code passant explain} prints it. */
    static String failingClause(Position p, Move move) {
        Explanation e = Explain.explain(p, move);
        for (ClauseVerdict c : e.clauses()) {
            if (!c.holds()) {
                return c.id() + " fails (" + c.reason() + ")";
            }
        }
        return "refused by the kernel";
    }

    private static Played end(Game game, EngineProcess white, EngineProcess black, int round, Outcome outcome, String reason,
            EngineProcess failed, Fault fault, int offender) {
        GameRecord record = new GameRecord(round, white.name(), black.name(), game.startPosition(), List.copyOf(game.moves()),
                outcome, reason);
        return new Played(record, failed, fault, offender);
    }
}
