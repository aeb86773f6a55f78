package org.passant.kernel;

/**
 * How each piece moves, as geometry on an {@code int[64]} board: which target squares a piece
 * could reach if nothing but the pieces in between mattered. Whose turn it is, captures of one's
 * own pieces and king safety are decided in {@link Legality}.
 */
public final class Movement {
    private Movement() {
    }

    /*@ public normal_behavior
      @ ensures \result == (a < 0 ? -a : a);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int abs(int a) {
        if (a < 0) {
            return -a;
        }
        return a;
    }

    /*@ public normal_behavior
      @ ensures \result == (a > 0 ? 1 : (a < 0 ? -1 : 0));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int sign(int a) {
        if (a > 0) {
            return 1;
        }
        if (a < 0) {
            return -1;
        }
        return 0;
    }

    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (((to % 8 - from % 8) == 1 || (to % 8 - from % 8) == -1) && ((to / 8 - from / 8) == 2 || (to / 8 - from / 8) == -2)
      @     || ((to % 8 - from % 8) == 2 || (to % 8 - from % 8) == -2) && ((to / 8 - from / 8) == 1 || (to / 8 - from / 8) == -1));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isKnightJump(int from, int to) {
        int df = abs(Board.file(to) - Board.file(from));
        int dr = abs(Board.rank(to) - Board.rank(from));
        return (df == 1 && dr == 2) || (df == 2 && dr == 1);
    }

    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (-1 <= (to % 8 - from % 8) && (to % 8 - from % 8) <= 1 && -1 <= (to / 8 - from / 8) && (to / 8 - from / 8) <= 1 && from != to);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isKingStep(int from, int to) {
        int df = abs(Board.file(to) - Board.file(from));
        int dr = abs(Board.rank(to) - Board.rank(from));
        return df <= 1 && dr <= 1 && (df != 0 || dr != 0);
    }

    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (((to % 8 - from % 8) == (to / 8 - from / 8) || (to % 8 - from % 8) == -(to / 8 - from / 8)) && from != to);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isDiagonal(int from, int to) {
        int df = abs(Board.file(to) - Board.file(from));
        int dr = abs(Board.rank(to) - Board.rank(from));
        return df == dr && df != 0;
    }

    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (((to % 8 - from % 8) == 0) != ((to / 8 - from / 8) == 0));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isStraight(int from, int to) {
        int df = Board.file(to) - Board.file(from);
        int dr = Board.rank(to) - Board.rank(from);
        return (df == 0) != (dr == 0);
    }

    /** Every square strictly between two squares on one line is empty. */
    public static /*@ pure @*/ boolean isPathClear(int[] pos, int from, int to) {
        int df = sign(Board.file(to) - Board.file(from));
        int dr = sign(Board.rank(to) - Board.rank(from));
        int f = Board.file(from) + df;
        int r = Board.rank(from) + dr;
        int t = 8 * r + f;
        while (t != to) {
            if (pos[t] != Piece.EMPTY) {
                return false;
            }
            f = f + df;
            r = r + dr;
            t = 8 * r + f;
        }
        return true;
    }

    public static /*@ pure @*/ boolean isBishopMove(int[] pos, int from, int to) {
        return isDiagonal(from, to) && isPathClear(pos, from, to);
    }

    public static /*@ pure @*/ boolean isRookMove(int[] pos, int from, int to) {
        return isStraight(from, to) && isPathClear(pos, from, to);
    }

    public static /*@ pure @*/ boolean isQueenMove(int[] pos, int from, int to) {
        return (isDiagonal(from, to) || isStraight(from, to)) && isPathClear(pos, from, to);
    }

    /** The rank (0..7) a side's pawns start on. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? 1 : 6);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int pawnStartRank(int side) {
        if (side == Piece.WHITE) {
            return 1;
        }
        return 6;
    }

    /** The rank (0..7) on which a side's pawns promote. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? 7 : 0);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int promotionRank(int side) {
        if (side == Piece.WHITE) {
            return 7;
        }
        return 0;
    }

    /** One square straight forward onto an empty square. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (to == from + 8 * side && pos[to] == Piece.EMPTY);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isPawnPush(int[] pos, int from, int to, int side) {
        return to == from + 8 * side && pos[to] == Piece.EMPTY;
    }

    /** Two squares straight forward from the starting rank, over and onto empty squares. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64 && (side == 1 || side == -1);
      @ ensures \result <==> (from / 8 == (side == Piece.WHITE ? 1 : 6) && to == from + 16 * side
      @     && pos[from + 8 * side] == Piece.EMPTY && pos[to] == Piece.EMPTY);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isPawnDoubleStep(int[] pos, int from, int to, int side) {
        return Board.rank(from) == pawnStartRank(side) && to == from + 16 * side
                && pos[from + 8 * side] == Piece.EMPTY && pos[to] == Piece.EMPTY;
    }

    /** One square diagonally forward. */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (to / 8 == from / 8 + side && (to % 8 == from % 8 + 1 || to % 8 == from % 8 - 1));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isPawnDiagonalStep(int from, int to, int side) {
        return Board.rank(to) == Board.rank(from) + side
                && abs(Board.file(to) - Board.file(from)) == 1;
    }

    /** One square diagonally forward onto an enemy piece. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (to / 8 == from / 8 + side && (to % 8 == from % 8 + 1 || to % 8 == from % 8 - 1)
      @     && (-side == 1 && pos[to] > 0 || -side == -1 && pos[to] < 0));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isPawnCapture(int[] pos, int from, int to, int side) {
        return isPawnDiagonalStep(from, to, side) && Piece.belongsTo(pos[to], -side);
    }

    /** A pawn move that is not en passant: push, double step or ordinary capture. */
    public static /*@ pure @*/ boolean isPawnMove(int[] pos, int from, int to, int side) {
        return isPawnPush(pos, from, to, side) || isPawnDoubleStep(pos, from, to, side)
                || isPawnCapture(pos, from, to, side);
    }

    /**
     * Whether the piece on {@code from} can reach {@code to} by its own movement, en passant and
     * castling excepted (those have their own rules).
     */
    public static /*@ pure @*/ boolean canReach(int[] pos, int from, int to) {
        int piece = pos[from];
        int side = Piece.sideOf(piece);
        int type = Piece.type(piece);
        if (type == Piece.PAWN) {
            return isPawnMove(pos, from, to, side);
        }
        if (type == Piece.KNIGHT) {
            return isKnightJump(from, to);
        }
        if (type == Piece.BISHOP) {
            return isBishopMove(pos, from, to);
        }
        if (type == Piece.ROOK) {
            return isRookMove(pos, from, to);
        }
        if (type == Piece.QUEEN) {
            return isQueenMove(pos, from, to);
        }
        if (type == Piece.KING) {
            return isKingStep(from, to);
        }
        return false;
    }
}
