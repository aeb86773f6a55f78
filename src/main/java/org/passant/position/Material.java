package org.passant.position;

import org.passant.kernel.Piece;

/**
 * Whether a side lacks the material to mate by any series of legal moves, for the FIDE clock
 * option (GM-CLOCK). The reading is python-chess's: conservative, so it never calls a position
 * dead that a helpmate could still win. Atomic chess has its own reading ({@link AtomicMaterial}).
 */
final class Material {
    private Material() {
    }

    static boolean insufficient(int[] pos, int side) {
        boolean knights = false;
        boolean bishops = false;
        int pieces = 0;
        for (int sq = 0; sq < 64; sq++) {
            int piece = pos[sq];
            if (!Piece.belongsTo(piece, side)) {
                continue;
            }
            pieces++;
            int type = Piece.type(piece);
            if (type == Piece.PAWN || type == Piece.ROOK || type == Piece.QUEEN) {
                return false;
            }
            knights |= type == Piece.KNIGHT;
            bishops |= type == Piece.BISHOP;
        }
        if (knights) {
            // A lone knight mates only when the defender has pieces (other than a queen) to block its own king.
            return pieces <= 2 && !opponentHasBlockers(pos, -side);
        }
        if (bishops) {
            // Bishops all on one colour, and no pawn or knight anywhere to be mated against.
            return bishopsOnOneColour(pos) && !anyOf(pos, Piece.PAWN) && !anyOf(pos, Piece.KNIGHT);
        }
        return true;
    }

    private static boolean opponentHasBlockers(int[] pos, int side) {
        for (int sq = 0; sq < 64; sq++) {
            int piece = pos[sq];
            int type = Piece.type(piece);
            if (Piece.belongsTo(piece, side) && type != Piece.KING && type != Piece.QUEEN) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyOf(int[] pos, int type) {
        for (int sq = 0; sq < 64; sq++) {
            if (Piece.type(pos[sq]) == type) {
                return true;
            }
        }
        return false;
    }

    private static boolean bishopsOnOneColour(int[] pos) {
        boolean light = false;
        boolean dark = false;
        for (int sq = 0; sq < 64; sq++) {
            if (Piece.type(pos[sq]) == Piece.BISHOP) {
                if ((Square.file(sq) + Square.rank(sq)) % 2 == 0) {
                    dark = true;
                } else {
                    light = true;
                }
            }
        }
        return !(light && dark);
    }
}
