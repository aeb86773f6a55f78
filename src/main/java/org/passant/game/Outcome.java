package org.passant.game;

import org.passant.kernel.Piece;

/**
 * How a game ended: the termination and the winner ({@link Piece#WHITE}, {@link Piece#BLACK},
 * or 0 for a draw).
 */
public record Outcome(Termination termination, int winner) {

    public boolean isDraw() {
        return winner == 0;
    }

    /** PGN's result: 1-0, 0-1 or 1/2-1/2. */
    public String result() {
        if (winner == Piece.WHITE) {
            return "1-0";
        }
        if (winner == Piece.BLACK) {
            return "0-1";
        }
        return "1/2-1/2";
    }

    @Override
    public String toString() {
        return result() + " (" + termination.name().toLowerCase().replace('_', ' ') + ")";
    }
}
