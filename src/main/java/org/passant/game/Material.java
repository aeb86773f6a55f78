package org.passant.game;

import org.passant.position.Position;
import org.passant.position.Square;
import org.passant.position.Variant;
import org.passant.kernel.Piece;

/**
 * Whether a side lacks the material to mate by any series of legal moves, for the FIDE clock
 * option (GM-CLOCK). The reading is python-chess's: conservative, so it never calls a position
 * dead that a helpmate could still win. Atomic chess has its own reading ({@link AtomicMaterial}).
 */
public final class Material {
    private Material() {
    }

    /**
     * GM-MATERIAL: a dead position, where neither side can mate by any series of legal moves
     * (FIDE 5.2.2), read as both sides lacking the material for it: in chess K v K, K+B v K,
     * K+N v K, and bishops only, all on squares of one colour; in atomic chess the list of
     * {@link AtomicMaterial}, Lichess's (specs/README.md).
     */
    public static boolean dead(Position p) {
        return insufficient(p, Piece.WHITE) && insufficient(p, Piece.BLACK);
    }

    public static boolean insufficient(Position p, int side) {
        if (p.variant() == Variant.ATOMIC) {
            return AtomicMaterial.insufficient(p, side);
        }
        boolean knights = false;
        boolean bishops = false;
        int pieces = 0;
        for (int sq = 0; sq < 64; sq++) {
            int piece = p.pieceAt(sq);
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
            return pieces <= 2 && !opponentHasBlockers(p, -side);
        }
        if (bishops) {
            // Bishops all on one colour, and no pawn or knight anywhere to be mated against.
            return bishopsOnOneColour(p) && !anyOf(p, Piece.PAWN) && !anyOf(p, Piece.KNIGHT);
        }
        return true;
    }

    private static boolean opponentHasBlockers(Position p, int side) {
        for (int sq = 0; sq < 64; sq++) {
            int piece = p.pieceAt(sq);
            int type = Piece.type(piece);
            if (Piece.belongsTo(piece, side) && type != Piece.KING && type != Piece.QUEEN) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyOf(Position p, int type) {
        for (int sq = 0; sq < 64; sq++) {
            if (Piece.type(p.pieceAt(sq)) == type) {
                return true;
            }
        }
        return false;
    }

    private static boolean bishopsOnOneColour(Position p) {
        boolean light = false;
        boolean dark = false;
        for (int sq = 0; sq < 64; sq++) {
            if (Piece.type(p.pieceAt(sq)) == Piece.BISHOP) {
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
