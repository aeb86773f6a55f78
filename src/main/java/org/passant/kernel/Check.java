package org.passant.kernel;

/** Where a side's king stands and whether it is in check. */
public final class Check {
    private Check() {
    }

    /** The square of the side's king, or {@link Board#NO_SQUARE} when it has none. */
    public static /*@ pure @*/ int kingSquare(int[] pos, int side) {
        int king = Piece.of(side, Piece.KING);
        for (int sq = 0; sq < Board.SQUARES; sq++) {
            if (pos[sq] == king) {
                return sq;
            }
        }
        return Board.NO_SQUARE;
    }

    /** A side is in check when an enemy piece attacks its king. A side without a king is not. */
    public static /*@ pure @*/ boolean inCheck(int[] pos, int side) {
        int king = kingSquare(pos, side);
        return king != Board.NO_SQUARE && Attack.isAttacked(pos, king, -side);
    }
}
