package org.passant.position;

import org.passant.kernel.Atomic;
import org.passant.kernel.Board;
import org.passant.kernel.Check;
import org.passant.kernel.Piece;

/**
 * The set-up checks of atomic chess. A missing king is a finished game (it exploded on the last
 * move), not a malformed position; but only the side to move can have lost it, and never both.
 * Kings may touch (AT-CONNECTED-KINGS). Chess's rules for impossible checks do not carry over
 * (one explosion can open several lines at once), so only the opponent's check is refused.
 */
final class AtomicValidator {
    private AtomicValidator() {
    }

    static void kings(int[] s) {
        int side = s[Board.SIDE];
        int ours = count(s, Piece.of(side, Piece.KING));
        int theirs = count(s, Piece.of(-side, Piece.KING));
        String us = PositionValidator.sideName(side);
        String them = PositionValidator.sideName(-side);
        if (ours > 1) {
            throw new PositionException(PositionError.TOO_MANY_KINGS, us + " has " + ours + " kings");
        }
        if (theirs > 1) {
            throw new PositionException(PositionError.TOO_MANY_KINGS, them + " has " + theirs + " kings");
        }
        if (ours == 0 && theirs == 0) {
            throw new PositionException(PositionError.MISSING_KING,
                    "both kings are missing: no legal move explodes both (AT-OWN-KING)");
        }
        if (theirs == 0) {
            throw new PositionException(PositionError.MISSING_KING, them + " has no king, but it is " + us
                    + "'s move: only the side to move can have lost its king, to the move just played (AT-OWN-KING)");
        }
    }

    /** The side not to move is not in check in the atomic sense (AT-CHECK, AT-CONNECTED-KINGS). */
    static void opponentNotInCheck(int[] s) {
        int them = -s[Board.SIDE];
        if (Atomic.bothKingsStand(s) && Atomic.inCheck(s, them)) {
            throw new PositionException(PositionError.OPPONENT_IN_CHECK, PositionValidator.sideName(them)
                    + " is in check but it is " + PositionValidator.sideName(-them) + "'s move");
        }
    }

    /** The side whose king still stands when the other's has exploded; 0 while both stand. */
    static int survivor(int[] s) {
        boolean white = Check.kingSquare(s, Piece.WHITE) != Board.NO_SQUARE;
        boolean black = Check.kingSquare(s, Piece.BLACK) != Board.NO_SQUARE;
        if (white && !black) {
            return Piece.WHITE;
        }
        if (black && !white) {
            return Piece.BLACK;
        }
        return 0;
    }

    private static int count(int[] s, int piece) {
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (s[sq] == piece) {
                n++;
            }
        }
        return n;
    }
}
