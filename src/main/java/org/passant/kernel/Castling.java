package org.passant.kernel;

/**
 * Castling (FIDE 3.8.2): the king moves two squares towards a rook on its home square, which
 * jumps over it. Each condition is its own predicate so that {@code explain} can name it.
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

    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? 4 : 60);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int kingHome(int side) {
        if (side == Piece.WHITE) {
            return WHITE_KING_HOME;
        }
        return BLACK_KING_HOME;
    }

    /** A castling attempt: the side's king on its home square moving two squares along the rank. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1) && 0 <= from && from < 64;
      @ ensures \result <==> (from == (pos[Board.SIDE] == Piece.WHITE ? 4 : 60) && pos[from] == Piece.KING * pos[Board.SIDE]
      @     && (to == from + 2 || to == from - 2));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isAttempt(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        int home = kingHome(side);
        return from == home && pos[from] == Piece.of(side, Piece.KING) && (to == home + 2 || to == home - 2);
    }

    /** The board index of the castling right for this side and wing. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? (kingside ? 65 : 66) : (kingside ? 67 : 68));
      @ assignable \nothing;
      @*/
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

    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? 4 : 60) + (kingside ? 3 : -4);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int rookHome(int side, boolean kingside) {
        int home = kingHome(side);
        if (kingside) {
            return home + 3;
        }
        return home - 4;
    }

    /** The right has not been lost: neither this king nor this rook has moved or been captured. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ ensures \result <==> pos[side == Piece.WHITE ? (kingside ? 65 : 66) : (kingside ? 67 : 68)] == 1;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean hasRight(int[] pos, int side, boolean kingside) {
        return pos[rightIndex(side, kingside)] == 1;
    }

    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ ensures \result <==> pos[(side == Piece.WHITE ? 4 : 60) + (kingside ? 3 : -4)] == Piece.ROOK * side;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean rookInPlace(int[] pos, int side, boolean kingside) {
        return pos[rookHome(side, kingside)] == Piece.of(side, Piece.ROOK);
    }

    /** Every square between the king and the rook is empty. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ ensures \result <==> (kingside
      @     ? pos[(side == Piece.WHITE ? 4 : 60) + 1] == Piece.EMPTY && pos[(side == Piece.WHITE ? 4 : 60) + 2] == Piece.EMPTY
      @     : pos[(side == Piece.WHITE ? 4 : 60) - 1] == Piece.EMPTY && pos[(side == Piece.WHITE ? 4 : 60) - 2] == Piece.EMPTY
      @         && pos[(side == Piece.WHITE ? 4 : 60) - 3] == Piece.EMPTY);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean pathEmpty(int[] pos, int side, boolean kingside) {
        int home = kingHome(side);
        if (kingside) {
            return pos[home + 1] == Piece.EMPTY && pos[home + 2] == Piece.EMPTY;
        }
        return pos[home - 1] == Piece.EMPTY && pos[home - 2] == Piece.EMPTY && pos[home - 3] == Piece.EMPTY;
    }

    /** Castling is not a way out of check. */
    public static /*@ pure @*/ boolean notInCheck(int[] pos, int side) {
        return !Attack.isAttacked(pos, kingHome(side), -side);
    }

    /** The square the king crosses is not attacked. */
    public static /*@ pure @*/ boolean notThroughAttack(int[] pos, int side, boolean kingside) {
        int crossed = kingHome(side) + 1;
        if (!kingside) {
            crossed = kingHome(side) - 1;
        }
        return !Attack.isAttacked(pos, crossed, -side);
    }

    /** Castling in standard chess: right, rook, empty path, not in, through or into check. */
    public static /*@ pure @*/ boolean isLegal(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        boolean kingside = to > from;
        return isAttempt(pos, from, to) && hasRight(pos, side, kingside) && rookInPlace(pos, side, kingside)
                && pathEmpty(pos, side, kingside) && notInCheck(pos, side)
                && notThroughAttack(pos, side, kingside) && Legality.leavesKingSafe(pos, from, to, 0);
    }
}
