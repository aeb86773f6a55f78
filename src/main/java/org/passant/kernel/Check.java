package org.passant.kernel;

/** Where a side's king stands and whether it is in check. Frames are keyed for KeY as in {@link Attack}. */
public final class Check {
    private Check() {
    }

    /**
     * The square of the side's king (the first, should there be two), or {@link Board#NO_SQUARE} when
     * it has none. The last postcondition says the call computes the query {@code kingSquare(pos, side)}:
     * KeY proves it by running this body again, and a caller whose contract names that query (inCheck)
     * then needs no loop of its own.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && (side == 1 || side == -1);
      @ ensures \result == Board.NO_SQUARE
      @     ? (\forall int k; 0 <= k && k < 64; pos[k] != Piece.KING * side)
      @     : 0 <= \result && \result < 64 && pos[\result] == Piece.KING * side
      @         && (\forall int k; 0 <= k && k < \result; pos[k] != Piece.KING * side);
      @ ensures \result == kingSquare(pos, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int kingSquare(int[] pos, int side) {
        int king = Piece.KING * side;
        /*@ loop_invariant 0 <= sq && sq <= 64 && (\forall int k; 0 <= k && k < sq; pos[k] != king);
          @ decreases 64 - sq;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        for (int sq = 0; sq < Board.SQUARES; sq++) {
            if (pos[sq] == king) {
                return sq;
            }
        }
        return Board.NO_SQUARE;
    }

    /** A side is in check when an enemy piece attacks its king. A side without a king is not. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && (side == 1 || side == -1);
      @ ensures \result <==> (kingSquare(pos, side) != Board.NO_SQUARE
      @     && Attack.isAttacked(pos, kingSquare(pos, side), (int) -side));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean inCheck(int[] pos, int side) {
        int king = kingSquare(pos, side);
        return king != Board.NO_SQUARE && Attack.isAttacked(pos, king, -side);
    }
}
