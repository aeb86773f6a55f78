package org.passant.kernel;

/**
 * Castling (FIDE 3.8.2): the king moves two squares towards a rook on its home square, which
 * jumps over it. One predicate per condition of FIDE 3.8.2, so that {@code explain} can name each;
 * every condition is stated with the king's and the rook's squares as values ({@link #kingHome},
 * {@link #kingTarget}, {@link #rookHome}), so that other start squares change the values and not
 * the predicates. Attacks are judged under a rule set ({@link Check#attacked}: chess, or atomic
 * chess's AT-CASTLING reading).
 */
public final class Castling {
    private Castling() {
    }

    public static final int WHITE_KING_HOME = 4;            // e1
    public static final int WHITE_KINGSIDE_ROOK_HOME = 7;   // h1
    public static final int WHITE_QUEENSIDE_ROOK_HOME = 0;  // a1
    public static final int BLACK_KING_HOME = 60;           // e8
    public static final int BLACK_KINGSIDE_ROOK_HOME = 63;  // h8
    public static final int BLACK_QUEENSIDE_ROOK_HOME = 56; // a8

    /** The king's home square. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? 4 : 60);
      @ ensures \result == kingHome(side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int kingHome(int side) {
        if (side == Piece.WHITE) {
            return WHITE_KING_HOME;
        }
        return BLACK_KING_HOME;
    }

    /** The rook's home square on that wing. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? (kingside ? 7 : 0) : (kingside ? 63 : 56));
      @ ensures \result == rookHome(side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int rookHome(int side, boolean kingside) {
        if (side == Piece.WHITE) {
            if (kingside) {
                return WHITE_KINGSIDE_ROOK_HOME;
            }
            return WHITE_QUEENSIDE_ROOK_HOME;
        }
        if (kingside) {
            return BLACK_KINGSIDE_ROOK_HOME;
        }
        return BLACK_QUEENSIDE_ROOK_HOME;
    }

    /** The square the king castles to: the g-file on the king's side, the c-file on the queen's. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? (kingside ? 6 : 2) : (kingside ? 62 : 58));
      @ ensures \result == kingTarget(side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int kingTarget(int side, boolean kingside) {
        if (side == Piece.WHITE) {
            if (kingside) {
                return 6;
            }
            return 2;
        }
        if (kingside) {
            return 62;
        }
        return 58;
    }

    /**
     * A castling attempt: the side's king on its home square moving to a castling target (FIDE
     * 3.8.2: the only king move of two squares).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1) && 0 <= from && from < 64;
      @ ensures \result <==> (from == (pos[Board.SIDE] == Piece.WHITE ? 4 : 60) && pos[from] == Piece.KING * pos[Board.SIDE]
      @     && (to == (pos[Board.SIDE] == Piece.WHITE ? 6 : 62) || to == (pos[Board.SIDE] == Piece.WHITE ? 2 : 58)));
      @ ensures \result ==> Movement.mayReach(pos[from], from, to);
      @ ensures \result == isAttempt(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean isAttempt(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        return from == kingHome(side) && pos[from] == Piece.of(side, Piece.KING)
                && (to == kingTarget(side, true) || to == kingTarget(side, false));
    }

    /** The board index of the castling right for this side and wing. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? (kingside ? 65 : 66) : (kingside ? 67 : 68));
      @ ensures \result == rightIndex(side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int rightIndex(int side, boolean kingside) {
        if (side == Piece.WHITE) {
            if (kingside) {
                return Board.CASTLE_WHITE_KINGSIDE;
            }
            return Board.CASTLE_WHITE_QUEENSIDE;
        }
        if (kingside) {
            return Board.CASTLE_BLACK_KINGSIDE;
        }
        return Board.CASTLE_BLACK_QUEENSIDE;
    }

    /**
     * Whether a move from or to {@code sq} ends the castling right at board index {@code r}: its
     * king's or its rook's home square (the piece leaves, or is captured there).
     */
    /*@ public normal_behavior
      @ requires Board.CASTLE_WHITE_KINGSIDE <= r && r <= Board.CASTLE_BLACK_QUEENSIDE;
      @ ensures \result <==> (sq == (r <= 66 ? 4 : 60)
      @     || sq == (r == 65 ? 7 : r == 66 ? 0 : r == 67 ? 63 : 56));
      @ ensures \result == rightLost(r, sq);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean rightLost(int r, int sq) {
        int side = Piece.BLACK;
        if (r <= Board.CASTLE_WHITE_QUEENSIDE) {
            side = Piece.WHITE;
        }
        boolean kingside = r == Board.CASTLE_WHITE_KINGSIDE || r == Board.CASTLE_BLACK_KINGSIDE;
        return sq == kingHome(side) || sq == rookHome(side, kingside);
    }

    /** FIDE 3.8.2.1: the right has not been lost: neither this king nor this rook has moved or been captured. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ ensures \result <==> pos[side == Piece.WHITE ? (kingside ? 65 : 66) : (kingside ? 67 : 68)] == 1;
      @ ensures \result == hasRight(pos, side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean hasRight(int[] pos, int side, boolean kingside) {
        return pos[rightIndex(side, kingside)] == 1;
    }

    /** FIDE 3.8.2.1: the rook stands on its home square. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ ensures \result <==> pos[side == Piece.WHITE ? (kingside ? 7 : 0) : (kingside ? 63 : 56)] == Piece.ROOK * side;
      @ ensures \result == rookInPlace(pos, side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean rookInPlace(int[] pos, int side, boolean kingside) {
        return pos[rookHome(side, kingside)] == Piece.of(side, Piece.ROOK);
    }

    /**
     * FIDE 3.8.2.2(a): every square between the king and the rook is empty. Stated over the squares
     * from the lowest to the highest of the king's and rook's home and target squares, the king and
     * the rook themselves excepted (for the standard start squares: f1 g1, or b1 c1 d1).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ ensures \result <==> (\forall int s; 0 <= s && s < 64;
      @     (kingside && (side == Piece.WHITE ? 4 : 60) < s && s < (side == Piece.WHITE ? 7 : 63)
      @         || !kingside && (side == Piece.WHITE ? 0 : 56) < s && s < (side == Piece.WHITE ? 4 : 60))
      @     ==> pos[s] == Piece.EMPTY);
      @ ensures \result == pathEmpty(pos, side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean pathEmpty(int[] pos, int side, boolean kingside) {
        int king = kingHome(side);
        int rook = rookHome(side, kingside);
        int lo = king;
        int hi = rook;
        if (rook < king) {
            lo = rook;
            hi = king;
        }
        /*@ loop_invariant lo < s && s <= hi;
          @ loop_invariant (\forall int t; lo < t && t < s; pos[t] == Piece.EMPTY);
          @ decreases hi - s;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        for (int s = lo + 1; s < hi; s++) {
            if (pos[s] != Piece.EMPTY) {
                return false;
            }
        }
        return true;
    }

    /** FIDE 3.8.2.2(b): castling is not a way out of check: the king's square is not attacked now. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> !Check.attacked(rules, pos, (side == Piece.WHITE ? 4 : 60), (side == Piece.WHITE ? 4 : 60), 0,
      @     (side == Piece.WHITE ? 4 : 60), (int) -side);
      @ ensures \result == notInCheck(rules, pos, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean notInCheck(int rules, int[] pos, int side) {
        int king = kingHome(side);
        return !Check.attacked(rules, pos, king, king, 0, king, -side);
    }

    /**
     * FIDE 3.8.2.2(b): the king does not pass over an attacked square: every square strictly between
     * its home and its target, judged with the king standing on it (a line through the king's home
     * square must not hide the attack).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> (\forall int s; 0 <= s && s < 64;
      @     (kingside && (side == Piece.WHITE ? 4 : 60) < s && s < (side == Piece.WHITE ? 6 : 62)
      @         || !kingside && (side == Piece.WHITE ? 2 : 58) < s && s < (side == Piece.WHITE ? 4 : 60))
      @     ==> !Check.attacked(rules, pos, (side == Piece.WHITE ? 4 : 60), s, 0, s, (int) -side));
      @ ensures \result == notThroughAttack(rules, pos, side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean notThroughAttack(int rules, int[] pos, int side, boolean kingside) {
        int king = kingHome(side);
        int target = kingTarget(side, kingside);
        int lo = king;
        int hi = target;
        if (target < king) {
            lo = target;
            hi = king;
        }
        /*@ loop_invariant lo < s && s <= hi;
          @ loop_invariant (\forall int t; lo < t && t < s; !Check.attacked(rules, pos, king, t, 0, t, (int) -side));
          @ decreases hi - s;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        for (int s = lo + 1; s < hi; s++) {
            if (Check.attacked(rules, pos, king, s, 0, s, -side)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Castling is legal: an attempt (FIDE 3.8.2), the right (3.8.2.1), the rook on its square
     * (3.8.2.1), the squares between empty (3.8.2.2a), not in check (3.8.2.2b), not through an
     * attacked square (3.8.2.2b), not into check (3.8.2.2b, on the board after the move, the rook on
     * its castled square).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (isAttempt(pos, from, to)
      @     && hasRight(pos, pos[Board.SIDE], to > from) && rookInPlace(pos, pos[Board.SIDE], to > from)
      @     && pathEmpty(pos, pos[Board.SIDE], to > from) && notInCheck(rules, pos, pos[Board.SIDE])
      @     && notThroughAttack(rules, pos, pos[Board.SIDE], to > from)
      @     && !Check.inCheckAfter(rules, pos, from, to, 0, pos[Board.SIDE]));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == isLegal(rules, pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean isLegal(int rules, int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        boolean kingside = to > from;
        return isAttempt(pos, from, to) && hasRight(pos, side, kingside) && rookInPlace(pos, side, kingside)
                && pathEmpty(pos, side, kingside) && notInCheck(rules, pos, side)
                && notThroughAttack(rules, pos, side, kingside) && !Check.inCheckAfter(rules, pos, from, to, 0, side);
    }
}
