package org.passant.position;

import org.passant.kernel.Piece;

/** Well-known set-ups. */
public final class Setups {
    private Setups() {
    }

    private static final int[] BACK_RANK = {
        Piece.ROOK, Piece.KNIGHT, Piece.BISHOP, Piece.QUEEN, Piece.KING, Piece.BISHOP, Piece.KNIGHT, Piece.ROOK
    };

    /** The initial position of chess. */
    public static Setup initial() {
        Setup s = new Setup();
        for (int file = 0; file < 8; file++) {
            s.put(Square.of(file, 0), BACK_RANK[file]);
            s.put(Square.of(file, 1), Piece.PAWN);
            s.put(Square.of(file, 6), -Piece.PAWN);
            s.put(Square.of(file, 7), -BACK_RANK[file]);
        }
        for (int i = 0; i < 4; i++) {
            s.castling(i, true);
        }
        return s;
    }
}
