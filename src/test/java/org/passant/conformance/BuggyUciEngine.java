package org.passant.conformance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.kernel.EnPassant;
import org.passant.kernel.Apply;
import org.passant.kernel.Atomic;
import org.passant.kernel.Board;
import org.passant.kernel.Check;
import org.passant.kernel.EnPassant;
import org.passant.kernel.Piece;
import org.passant.notation.Fen;
import org.passant.notation.Uci;

/**
 * A minimal UCI engine for tests: Passant's own rules with one en passant bug switched on by its
 * argument, so the conformance runner can be shown to find and locate each kind of bug.
 * <ul>
 * <li>{@code none}: correct;</li>
 * <li>{@code ep-late}: en passant still allowed one move late (EP-IMMEDIATE broken);</li>
 * <li>{@code rank-pin}: en passant allowed through a rank pin (EP-KING-SAFETY broken);</li>
 * <li>{@code ep-no-removal}: en passant leaves the captured pawn on the board (EP-LANDING broken);</li>
 * <li>{@code atomic-ep-centre}: in atomic chess, en passant explodes around the captured pawn's
 * square instead of the landing square (AT-EP-CENTRE broken).</li>
 * </ul>
 * It offers chess and atomic through the UCI_Variant option, as multi-variant engines do.
 */
public final class BuggyUciEngine {
    private final String bug;
    private final List<int[]> history = new ArrayList<>();
    private Variant variant = Variant.CHESS;

    private BuggyUciEngine(String bug) {
        this.bug = bug;
    }

    public static void main(String[] args) throws IOException {
        BuggyUciEngine engine = new BuggyUciEngine(args.length > 0 ? args[0] : "none");
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            line = line.trim();
            if (line.equals("uci")) {
                out.println("id name BuggyUciEngine " + engine.bug);
                out.println("option name UCI_Variant type combo default chess var chess var atomic");
                out.println("uciok");
            } else if (line.startsWith("setoption name UCI_Variant value ")) {
                engine.variant = Variant.byId(line.substring("setoption name UCI_Variant value ".length()).trim());
            } else if (line.equals("isready")) {
                out.println("readyok");
            } else if (line.startsWith("position ")) {
                engine.position(line);
            } else if (line.startsWith("go perft ")) {
                engine.divide(Integer.parseInt(line.substring("go perft ".length()).trim()), out);
            } else if (line.equals("quit")) {
                return;
            }
        }
    }

    private void position(String line) {
        String rest = line.substring("position ".length());
        String fen;
        String moves = "";
        int m = rest.indexOf(" moves ");
        if (m >= 0) {
            moves = rest.substring(m + " moves ".length());
            rest = rest.substring(0, m);
        }
        fen = rest.startsWith("startpos") ? Fen.INITIAL : rest.substring("fen ".length());
        history.clear();
        history.add(Fen.position(fen, variant, Validation.LENIENT).state());
        for (String uci : moves.trim().split("\\s+")) {
            if (!uci.isEmpty()) {
                // castling in either form (C960-NOTATION), read with the position
                Move move = Uci.parse(Position.trusted(variant, history.get(history.size() - 1)), uci);
                history.add(play(move));
            }
        }
    }

    private void divide(int depth, PrintStream out) {
        Map<String, Long> counts = new TreeMap<>();
        long total = 0;
        for (Move m : moves()) {
            history.add(play(m));
            long n = perft(depth - 1);
            history.remove(history.size() - 1);
            counts.put(m.uci(), n);
            total += n;
        }
        for (Map.Entry<String, Long> e : counts.entrySet()) {
            out.println(e.getKey() + ": " + e.getValue());
        }
        out.println();
        out.println("Nodes searched: " + total);
    }

    private long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = moves();
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (Move m : moves) {
            history.add(play(m));
            n += perft(depth - 1);
            history.remove(history.size() - 1);
        }
        return n;
    }

    private int[] current() {
        return history.get(history.size() - 1);
    }

    /** The correct moves, plus or minus what the bug changes. */
    private List<Move> moves() {
        int[] pos = current();
        List<Move> moves = new ArrayList<>(Position.trusted(variant, pos).legalMoves());
        if (bug.equals("ep-late")) {
            int[] stale = staleRight();
            if (stale != null) {
                addEnPassant(stale, moves, false);
            }
        } else if (bug.equals("rank-pin")) {
            addEnPassant(pos, moves, true);
        }
        return moves;
    }

    /** The position with the en passant right of two plies ago restored, when no new right exists. */
    private int[] staleRight() {
        int n = history.size();
        if (n < 3 || current()[Board.EP_SQUARE] != Board.NO_SQUARE) {
            return null;
        }
        int old = history.get(n - 3)[Board.EP_SQUARE];
        if (old == Board.NO_SQUARE) {
            return null;
        }
        int[] stale = current().clone();
        stale[Board.EP_SQUARE] = old;
        return stale;
    }

    private static void addEnPassant(int[] pos, List<Move> moves, boolean ignoreRankPin) {
        int ep = pos[Board.EP_SQUARE];
        if (ep == Board.NO_SQUARE) {
            return;
        }
        int side = pos[Board.SIDE];
        for (int df = -1; df <= 1; df += 2) {
            int from = ep - 8 * side + df;
            if (from < 0 || from > 63 || Math.abs(from % 8 - ep % 8) != 1) {
                continue;
            }
            boolean clauses = EnPassant.pieces(pos, from, ep) && EnPassant.trigger(pos) && EnPassant.adjacent(pos, from)
                    && EnPassant.rank(pos, from) && EnPassant.immediate(pos, ep) && EnPassant.landing(pos, from, ep);
            if (!clauses) {
                continue;
            }
            boolean add = !ignoreRankPin ? EnPassant.kingSafety(pos, from, ep)
                    : !EnPassant.kingSafety(pos, from, ep) && Check.kingSquare(pos, side) / 8 == from / 8;
            Move m = new Move(from, ep, 0);
            if (add && !moves.contains(m)) {
                moves.add(m);
            }
        }
    }

    private int[] play(Move m) {
        int[] pos = current();
        int[] stale = bug.equals("ep-late") ? staleRight() : null;
        if (stale != null && m.to() == stale[Board.EP_SQUARE] && Piece.type(pos[m.from()]) == Piece.PAWN
                && pos[m.to()] == Piece.EMPTY) {
            pos = stale;
        }
        int[] next = pos.clone();
        boolean enPassant = Apply.isEnPassantCapture(pos, m.from(), m.to());
        if (enPassant && bug.equals("atomic-ep-centre")) {
            int captured = EnPassant.capturedSquare(m.from(), m.to());
            Atomic.loseCastlingRights(next, m.from(), m.to());
            Atomic.explodeAround(next, m.from(), captured, captured);
            next[Board.EP_SQUARE] = Board.NO_SQUARE;
            next[Board.HALFMOVE_CLOCK] = 0;
            next[Board.FULLMOVE_NUMBER] += pos[Board.SIDE] == Piece.BLACK ? 1 : 0;
            next[Board.SIDE] = -pos[Board.SIDE];
            return next;
        }
        variant.apply(next, m.from(), m.to(), m.promotion());
        if (enPassant && bug.equals("ep-no-removal")) {
            next[EnPassant.capturedSquare(m.from(), m.to())] = pos[EnPassant.capturedSquare(m.from(), m.to())];
        }
        return next;
    }
}
