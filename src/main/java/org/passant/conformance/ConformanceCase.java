package org.passant.conformance;

import java.util.List;

/**
 * One certified test vector: where it starts and the moves leading to the position, that
 * position's FEN, its legal moves (UCI and SAN), perft counts for depths 1..n, the outcome when
 * the game is over there, and the verdict on the focus move with the clauses that decide it.
 */
public record ConformanceCase(String id, List<String> clauses, String description, String startFen,
        List<String> moves, String fen, String fenPlain, List<LegalMove> legalMoves, List<Long> perft,
        Outcome outcome, Focus focus) {

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
