package org.passant.play;

import java.util.ArrayList;
import java.util.List;

import org.passant.game.Game;
import org.passant.game.Outcome;
import org.passant.kernel.Piece;
import org.passant.notation.San;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.search.Engine;
import org.passant.search.Info;
import org.passant.search.Level;
import org.passant.search.Limits;
import org.passant.search.Result;

/**
 * The analysis of a game (issue 45; docs/API.md "Analysis"): every position of the game searched by
 * the project's engine at level hard to a fixed number of nodes, the evaluation after each ply from
 * White's side, the engine's best move where the ply was played, and a judgement of the ply
 * (inaccuracy, mistake, blunder) by the drop in the mover's expected score, as lichess judges. The
 * search depends only on the positions and the node budget, so an analysis is the same on any
 * machine, the server's or a browser's (the browser module runs this class in its worker).
 * <p>
 * One position at a time ({@link #next}), so that whoever runs it can report progress and give way
 * to other work between positions.
 */
public final class Analysis {
    /** The engine's budget per position by default: a 60-move game (121 positions) in about a minute on one core. */
    public static final long NODES = 120_000;
    /** The logistic of lichess's expected score: win% = 50 + 50 (2 / (1 + e^(-k cp)) - 1). */
    public static final double WIN_K = 0.00368208;

    /**
     * An evaluation from White's side: centipawns, or a mate in {@code mate} moves (positive: White
     * mates); after the game's end, mate 0 and the winner ({@code winner} 0 with mate null: a draw).
     */
    public record Eval(int cp, Integer mate, int winner) {
        /** White's expected score in percent. */
        public double whiteWin() {
            if (mate != null) {
                int sign = mate == 0 ? winner : Integer.signum(mate);
                return sign > 0 ? 100 : 0;
            }
            return 50 + 50 * (2 / (1 + Math.exp(-WIN_K * cp)) - 1);
        }
    }

    /**
     * The position after ply {@code ply} (0: the start): the ply's SAN (null for 0), its evaluation,
     * the engine's best move in the position before it and that move's SAN (null for 0 and where
     * the position before was already over), and the ply's judgement (null, inaccuracy, mistake, blunder).
     */
    public record Ply(int ply, String san, Eval eval, String best, String bestSan, String judgement) {
    }

    private final Position start;
    private final List<Move> moves = new ArrayList<>();
    private final List<Position> positions = new ArrayList<>();
    private final boolean chess960;
    private final long nodes;
    private final Engine engine;
    private final Eval[] evals;
    private final Move[] best;
    private int done;

    /**
     * The analysis of the game from {@code start} through {@code moves} (legal moves, checked by the
     * kernel as they are played), {@code nodes} per position, by {@code engine} (a new game for it:
     * its table is cleared); best moves in UCI written with castling as {@code chess960} says.
     */
    public Analysis(Position start, List<Move> moves, boolean chess960, long nodes, Engine engine) {
        this.start = start;
        this.chess960 = chess960;
        this.nodes = nodes;
        this.engine = engine;
        Position p = start;
        positions.add(p);
        for (Move m : moves) {
            this.moves.add(m);
            p = p.play(m);
            positions.add(p);
        }
        evals = new Eval[positions.size()];
        best = new Move[positions.size()];
        engine.newGame();
        engine.setLevel(Level.HARD);
    }

    /** The positions to search: the start and one after each move. */
    public int total() {
        return positions.size();
    }

    /** The positions searched so far. */
    public int done() {
        return done;
    }

    /** Searches the next position; false when every position has been searched. */
    public boolean next() {
        if (done == positions.size()) {
            return false;
        }
        int i = done;
        Position at = positions.get(i);
        Outcome over = new Game(at).outcome().orElse(null);
        if (over != null || i > 0 && repeatsThrice(i)) {
            evals[i] = over == null ? new Eval(0, null, 0) : new Eval(0, over.winner() == 0 ? null : 0, over.winner());
        } else {
            engine.setPosition(start, moves.subList(0, i));
            Info[] last = new Info[1];
            Result r = engine.go(Limits.nodes(nodes), info -> last[0] = info);
            int white = at.sideToMove() == Piece.WHITE ? 1 : -1;
            Integer mate = last[0] == null || last[0].mateIn() == null ? null : last[0].mateIn() * white;
            evals[i] = new Eval(r.score() * white, mate, 0);
            best[i] = r.best();
        }
        done++;
        return true;
    }

    /** Every ply, once every position has been searched ({@link #next} returned false). */
    public List<Ply> plies() {
        if (done < positions.size()) {
            throw new IllegalStateException("the analysis has searched " + done + " of " + positions.size() + " positions");
        }
        List<Ply> out = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            Position before = i == 0 ? null : positions.get(i - 1);
            Move alternative = i == 0 ? null : best[i - 1];
            out.add(new Ply(i, i == 0 ? null : San.format(before, moves.get(i - 1)), evals[i],
                    alternative == null ? null : before.move(alternative).uci(chess960),
                    alternative == null ? null : San.format(before, before.move(alternative)),
                    i == 0 ? null : judgement(evals[i - 1], evals[i], before.sideToMove())));
        }
        return out;
    }

    /** Whether position {@code i} is the third occurrence of itself (the game ended there by repetition). */
    private boolean repeatsThrice(int i) {
        int n = 0;
        for (int k = 0; k <= i; k++) {
            if (positions.get(k).repetitionKey().equals(positions.get(i).repetitionKey())) {
                n++;
            }
        }
        return n >= 3;
    }

    /** The ply's judgement from the mover's side: a drop in expected score of 10, 20, 30 points or more. */
    public static String judgement(Eval before, Eval after, int mover) {
        double drop = mover == Piece.WHITE ? before.whiteWin() - after.whiteWin() : after.whiteWin() - before.whiteWin();
        if (drop >= 30) {
            return "blunder";
        }
        if (drop >= 20) {
            return "mistake";
        }
        if (drop >= 10) {
            return "inaccuracy";
        }
        return null;
    }
}
