package org.passant.position;

import org.passant.kernel.Board;
import org.passant.kernel.Check;
import org.passant.kernel.Piece;

/**
 * Whether a side can no longer win a game of atomic chess, for the FIDE clock option (GM-CLOCK).
 * The reading is Lichess's (chessops): a win needs an explosion next to the enemy king or a mate,
 * so a bare king never wins, while any enemy piece but a king may still be exploded next to it.
 */
final class AtomicMaterial {
    private AtomicMaterial() {
    }

    static boolean insufficient(int[] s, int side) {
        if (Check.kingSquare(s, -side) == Board.NO_SQUARE) {
            return false; // the enemy king has already exploded
        }
        int own = 0;
        int enemy = 0;
        int minor = 0;
        int knights = 0;
        boolean queensOrPawns = false;
        boolean onlyBishops = true;
        boolean onlyKnights = true;
        for (int sq = 0; sq < 64; sq++) {
            int type = Piece.type(s[sq]);
            if (type == Piece.EMPTY || type == Piece.KING) {
                continue;
            }
            if (Piece.belongsTo(s[sq], side)) {
                own++;
            } else {
                enemy++;
            }
            queensOrPawns |= type == Piece.QUEEN || type == Piece.PAWN;
            onlyBishops &= type == Piece.BISHOP;
            onlyKnights &= type == Piece.KNIGHT;
            if (type == Piece.KNIGHT || type == Piece.BISHOP || type == Piece.ROOK) {
                minor++;
            }
            if (type == Piece.KNIGHT) {
                knights++;
            }
        }
        if (own == 0) {
            return true; // a bare king cannot win
        }
        if (enemy > 0) {
            // Enemy pieces can be exploded next to their king, unless bishops on opposite colours never meet.
            return onlyBishops && bishopsNeverMeet(s);
        }
        if (queensOrPawns) {
            return false;
        }
        if (minor == 1) {
            return true;
        }
        return onlyKnights && knights <= 2;
    }

    /** White's bishops all on one colour and Black's all on the other: no bishop can take another. */
    private static boolean bishopsNeverMeet(int[] s) {
        boolean whiteLight = false;
        boolean whiteDark = false;
        boolean blackLight = false;
        boolean blackDark = false;
        for (int sq = 0; sq < 64; sq++) {
            if (Piece.type(s[sq]) != Piece.BISHOP) {
                continue;
            }
            boolean dark = (Square.file(sq) + Square.rank(sq)) % 2 == 0;
            if (s[sq] > 0) {
                whiteDark |= dark;
                whiteLight |= !dark;
            } else {
                blackDark |= dark;
                blackLight |= !dark;
            }
        }
        if (!whiteDark) {
            return !blackLight;
        }
        if (!whiteLight) {
            return !blackDark;
        }
        return false;
    }
}
