package org.passant.conformance;

import java.util.List;

/**
 * One certified test vector: where it starts and the moves leading to the position, that
 * position's FEN, its legal moves (UCI and SAN), perft counts for depths 1..n, the outcome when
 * the game is over there, and the verdict on the focus move with the clauses that decide it.
 * {@code chess960} is true for a case in Chess960 notation, null otherwise (left out of the JSON).
 */
public record ConformanceCase(String id, List<String> clauses, String description, String startFen,
        Boolean chess960, List<String> moves, String fen, String fenPlain, List<LegalMove> legalMoves, List<Long> perft,
        Outcome outcome, Focus focus) {

    /** A case of standard notation. */
    public ConformanceCase(String id, List<String> clauses, String description, String startFen, List<String> moves,
            String fen, String fenPlain, List<LegalMove> legalMoves, List<Long> perft, Outcome outcome, Focus focus) {
        this(id, clauses, description, startFen, null, moves, fen, fenPlain, legalMoves, perft, outcome, focus);
    }

    /**
     * Whether the case is written and run in Chess960 notation (C960-NOTATION): castling as the
     * king taking its own rook (e1h1), the engine with UCI_Chess960 on. Null in JSON means false.
     */
    public boolean runsChess960() {
        return Boolean.TRUE.equals(chess960);
    }

    /** A legal move in both notations. */
    public record LegalMove(String uci, String san) {
    }

    /** How the game stands: result (1-0, 0-1, 1/2-1/2) and termination, under the automatic draw policy. */
    public record Outcome(String result, String termination) {
    }

    /** The move the case is about: legal or not, whether it is en passant, and every deciding clause. */
    public record Focus(String move, boolean legal, boolean enPassant, List<String> failing, List<String> holding,
            String fenAfter) {
    }
}
