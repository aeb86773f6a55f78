package org.passant.kernel;

/**
 * Where a side's king stands and whether it is attacked, on the board after a move
 * ({@link After#piece}; a move from a square to itself reads the position as it stands), under a
 * rule set: chess ({@link Attack}) or atomic chess ({@link Atomic#attackedAfter}, AT-CHECK).
 * Frames are keyed for KeY as in {@link Attack}.
 */
public final class Check {
    private Check() {
    }

    /**
     * The square of the side's king after the move (the first, should there be two), or
     * {@link Board#NO_SQUARE} when it has none. The last postcondition says the call computes the
     * query {@code kingAfter(...)}, which the contracts of its callers name.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires side == 1 || side == -1;
      @ ensures \result == Board.NO_SQUARE
      @     ? (\forall int k; 0 <= k && k < 64; After.piece(rules, pos, from, to, promotion, k) != Piece.KING * side)
      @     : 0 <= \result && \result < 64 && After.piece(rules, pos, from, to, promotion, \result) == Piece.KING * side
      @         && (\forall int k; 0 <= k && k < \result; After.piece(rules, pos, from, to, promotion, k) != Piece.KING * side);
      @ ensures \result == kingAfter(rules, pos, from, to, promotion, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int kingAfter(int rules, int[] pos, int from, int to, int promotion, int side) {
        int king = Piece.KING * side;
        /*@ loop_invariant 0 <= sq && sq <= 64
          @     && (\forall int k; 0 <= k && k < sq; After.piece(rules, pos, from, to, promotion, k) != king);
          @ decreases 64 - sq;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        for (int sq = 0; sq < Board.SQUARES; sq++) {
            if (After.piece(rules, pos, from, to, promotion, sq) == king) {
                return sq;
            }
        }
        return Board.NO_SQUARE;
    }

    /** Whether a piece of side {@code by} attacks {@code sq} after the move, as the rule set reads "attacked". */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result <==> (rules == Generate.ATOMIC && Atomic.attackedAfter(pos, from, to, promotion, sq, by)
      @     || rules != Generate.ATOMIC && Attack.attackedAfter(rules, pos, from, to, promotion, sq, by));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result == attacked(rules, pos, from, to, promotion, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean attacked(int rules, int[] pos, int from, int to, int promotion, int sq, int by) {
        if (rules == Generate.ATOMIC) {
            return Atomic.attackedAfter(pos, from, to, promotion, sq, by);
        }
        return Attack.attackedAfter(rules, pos, from, to, promotion, sq, by);
    }

    /** After the move, the side's king stands on a square a piece of the other side attacks. A side without a king is not in check. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires side == 1 || side == -1;
      @ ensures \result <==> (kingAfter(rules, pos, from, to, promotion, side) != Board.NO_SQUARE
      @     && attacked(rules, pos, from, to, promotion, kingAfter(rules, pos, from, to, promotion, side), (int) -side));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires side == 1 || side == -1;
      @ ensures \result == inCheckAfter(rules, pos, from, to, promotion, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean inCheckAfter(int rules, int[] pos, int from, int to, int promotion, int side) {
        int king = kingAfter(rules, pos, from, to, promotion, side);
        return king != Board.NO_SQUARE && attacked(rules, pos, from, to, promotion, king, -side);
    }

    /** The square of the side's king in the position as it stands (the first), or {@link Board#NO_SQUARE}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result == Board.NO_SQUARE
      @     ? (\forall int k; 0 <= k && k < 64; pos[k] != Piece.KING * side)
      @     : 0 <= \result && \result < 64 && pos[\result] == Piece.KING * side
      @         && (\forall int k; 0 <= k && k < \result; pos[k] != Piece.KING * side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int kingSquare(int[] pos, int side) {
        // Reads the position itself, not After.piece of the null move: KeY does not carry that case of After.piece into a quantifier.
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

    /** A side is in check (chess) when an enemy piece attacks its king. A side without a king is not. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> inCheckAfter(Generate.CHESS, pos, 0, 0, 0, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean inCheck(int[] pos, int side) {
        return inCheckAfter(Generate.CHESS, pos, 0, 0, 0, side);
    }
}
