package org.passant.kernel;

/**
 * How each piece moves (FIDE 3.2-3.7), as geometry on the board: which target squares a piece
 * could reach if nothing but the pieces in between mattered. Whose turn it is, captures of one's
 * own pieces and king safety are decided in {@link Legality}.
 *
 * <p>In the contracts a square {@code s} has file {@code s % 8} and rank {@code s / 8}; the file and
 * rank differences of a move are {@code to % 8 - from % 8} and {@code to / 8 - from / 8}.
 */
public final class Movement {
    private Movement() {
    }

    /*@ public normal_behavior
      @ requires a != Integer.MIN_VALUE;
      @ ensures \result == (a < 0 ? -a : a);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int abs(int a) {
        if (a < 0) {
            return -a;
        }
        return a;
    }

    /*@ public normal_behavior
      @ ensures \result == (a > 0 ? 1 : (a < 0 ? -1 : 0));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int sign(int a) {
        if (a > 0) {
            return 1;
        }
        if (a < 0) {
            return -1;
        }
        return 0;
    }

    /** FIDE 3.6: the knight moves to a square two files and one rank, or one file and two ranks, away. */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (((to % 8 - from % 8) == 1 || (to % 8 - from % 8) == -1) && ((to / 8 - from / 8) == 2 || (to / 8 - from / 8) == -2)
      @     || ((to % 8 - from % 8) == 2 || (to % 8 - from % 8) == -2) && ((to / 8 - from / 8) == 1 || (to / 8 - from / 8) == -1));
      @ ensures \result == isKnightJump(from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isKnightJump(int from, int to) {
        int df = abs(Board.file(to) - Board.file(from));
        int dr = abs(Board.rank(to) - Board.rank(from));
        return (df == 1 && dr == 2) || (df == 2 && dr == 1);
    }

    /** FIDE 3.8.1: the king moves to an adjoining square. */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (-1 <= (to % 8 - from % 8) && (to % 8 - from % 8) <= 1 && -1 <= (to / 8 - from / 8) && (to / 8 - from / 8) <= 1 && from != to);
      @ ensures \result == isKingStep(from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isKingStep(int from, int to) {
        int df = abs(Board.file(to) - Board.file(from));
        int dr = abs(Board.rank(to) - Board.rank(from));
        return df <= 1 && dr <= 1 && (df != 0 || dr != 0);
    }

    /**
     * FIDE 3.2: a square on a diagonal through {@code from}, other than {@code from}: one on its
     * diagonal or its anti-diagonal ({@link Board#diagonal}, {@link Board#antiDiagonal}: file minus
     * rank, file plus rank).
     */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((Board.diagonal(to) == Board.diagonal(from) || Board.antiDiagonal(to) == Board.antiDiagonal(from))
      @     && from != to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == isDiagonal(from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isDiagonal(int from, int to) {
        return (Board.diagonal(to) == Board.diagonal(from) || Board.antiDiagonal(to) == Board.antiDiagonal(from)) && from != to;
    }

    /** FIDE 3.3: a square on the file or the rank of {@code from}, other than {@code from}. */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((Board.file(to) == Board.file(from)) != (Board.rank(to) == Board.rank(from)));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == isStraight(from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isStraight(int from, int to) {
        return (Board.file(to) == Board.file(from)) != (Board.rank(to) == Board.rank(from));
    }

    /**
     * Whether {@code s} lies strictly between {@code from} and {@code to} on the rank, file or
     * diagonal joining them: a square a piece sliding from {@code from} to {@code to} passes over.
     * Between two squares that share no line there is no such square. A line is named by what its
     * squares share: the rank, the file, the diagonal or the anti-diagonal ({@link Board#rank},
     * {@link Board#file}, {@link Board#diagonal}, {@link Board#antiDiagonal}: arithmetic over squares).
     */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && 0 <= s && s < 64;
      @ ensures \result <==> ((from < s && s < to || to < s && s < from)
      @     && (Board.rank(to) == Board.rank(from) && Board.rank(s) == Board.rank(from)
      @         || Board.file(to) == Board.file(from) && Board.file(s) == Board.file(from)
      @         || Board.diagonal(to) == Board.diagonal(from) && Board.diagonal(s) == Board.diagonal(from)
      @         || Board.antiDiagonal(to) == Board.antiDiagonal(from) && Board.antiDiagonal(s) == Board.antiDiagonal(from)));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && 0 <= s && s < 64;
      @ ensures \result == isBetween(from, to, s);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isBetween(int from, int to, int s) {
        boolean inside = from < to ? from < s && s < to : to < s && s < from;
        return inside && (Board.rank(to) == Board.rank(from) && Board.rank(s) == Board.rank(from)
                || Board.file(to) == Board.file(from) && Board.file(s) == Board.file(from)
                || Board.diagonal(to) == Board.diagonal(from) && Board.diagonal(s) == Board.diagonal(from)
                || Board.antiDiagonal(to) == Board.antiDiagonal(from) && Board.antiDiagonal(s) == Board.antiDiagonal(from));
    }

    /**
     * FIDE 3.2-3.4: {@code from} and {@code to} lie on one rank, file or diagonal and every square
     * between them is empty: the path of a bishop, rook or queen. Total: false for two squares on no
     * common line.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((isDiagonal(from, to) || isStraight(from, to))
      @     && (\forall int s; 0 <= s && s < 64; isBetween(from, to, s) ==> pos[s] == Piece.EMPTY));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == isPathClear(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isPathClear(int[] pos, int from, int to) {
        if (!isDiagonal(from, to) && !isStraight(from, to)) {
            return false;
        }
        // every square of the board asked, so that the loop states the contract's "every s" as it reads
        /*@ loop_invariant 0 <= s && s <= 64;
          @ loop_invariant (\forall int t; 0 <= t && t < s; isBetween(from, to, t) ==> pos[t] == Piece.EMPTY);
          @ decreases 64 - s;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        for (int s = 0; s < Board.SQUARES; s++) {
            if (pos[s] != Piece.EMPTY && isBetween(from, to, s)) {
                return false;
            }
        }
        return true;
    }

    /** FIDE 3.2: a bishop's move: along a diagonal over empty squares. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (isDiagonal(from, to) && isPathClear(pos, from, to));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isBishopMove(int[] pos, int from, int to) {
        return isDiagonal(from, to) && isPathClear(pos, from, to);
    }

    /** FIDE 3.3: a rook's move: along its file or rank over empty squares. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (isStraight(from, to) && isPathClear(pos, from, to));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isRookMove(int[] pos, int from, int to) {
        return isStraight(from, to) && isPathClear(pos, from, to);
    }

    /** FIDE 3.4: a queen's move: along a file, rank or diagonal over empty squares. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> isPathClear(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result ==> isDiagonal(from, to) || isStraight(from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isQueenMove(int[] pos, int from, int to) {
        return isPathClear(pos, from, to);
    }

    /** The rank (0..7) a side's pawns start on. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? 1 : 6);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int pawnStartRank(int side) {
        if (side == Piece.WHITE) {
            return 1;
        }
        return 6;
    }

    /** The rank (0..7) on which a side's pawns promote. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? 7 : 0);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int promotionRank(int side) {
        if (side == Piece.WHITE) {
            return 7;
        }
        return 0;
    }

    /** FIDE 3.7.1: one square straight forward onto an empty square. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64 && (side == 1 || side == -1);
      @ ensures \result <==> (to == from + 8 * side && pos[to] == Piece.EMPTY);
      @ ensures \result == isPawnPush(pos, from, to, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isPawnPush(int[] pos, int from, int to, int side) {
        return to == from + 8 * side && pos[to] == Piece.EMPTY;
    }

    /** FIDE 3.7.2: two squares straight forward from the starting rank, over and onto empty squares. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64 && (side == 1 || side == -1);
      @ ensures \result <==> (from / 8 == (side == Piece.WHITE ? 1 : 6) && to == from + 16 * side
      @     && pos[from + 8 * side] == Piece.EMPTY && pos[to] == Piece.EMPTY);
      @ ensures \result == isPawnDoubleStep(pos, from, to, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isPawnDoubleStep(int[] pos, int from, int to, int side) {
        return Board.rank(from) == pawnStartRank(side) && to == from + 16 * side
                && pos[from + 8 * side] == Piece.EMPTY && pos[to] == Piece.EMPTY;
    }

    /** One square diagonally forward. */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && (side == 1 || side == -1);
      @ ensures \result <==> (to / 8 == from / 8 + side && (to % 8 == from % 8 + 1 || to % 8 == from % 8 - 1));
      @ ensures \result == isPawnDiagonalStep(from, to, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isPawnDiagonalStep(int from, int to, int side) {
        return Board.rank(to) == Board.rank(from) + side
                && abs(Board.file(to) - Board.file(from)) == 1;
    }

    /** FIDE 3.7.3: one square diagonally forward onto an enemy piece. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64 && (side == 1 || side == -1);
      @ ensures \result <==> (to / 8 == from / 8 + side && (to % 8 == from % 8 + 1 || to % 8 == from % 8 - 1)
      @     && (-side == 1 && pos[to] > 0 || -side == -1 && pos[to] < 0));
      @ ensures \result == isPawnCapture(pos, from, to, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isPawnCapture(int[] pos, int from, int to, int side) {
        return isPawnDiagonalStep(from, to, side) && Board.belongsTo(pos, to, -side);
    }

    /** A pawn move that is not en passant: push, double step or ordinary capture. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64 && (side == 1 || side == -1);
      @ ensures \result <==> (isPawnPush(pos, from, to, side) || isPawnDoubleStep(pos, from, to, side)
      @     || isPawnCapture(pos, from, to, side));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64 && (side == 1 || side == -1);
      @ ensures \result == isPawnMove(pos, from, to, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64 && (side == 1 || side == -1);
      @ ensures \result ==> mayReach(side, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isPawnMove(int[] pos, int from, int to, int side) {
        return isPawnPush(pos, from, to, side) || isPawnDoubleStep(pos, from, to, side)
                || isPawnCapture(pos, from, to, side);
    }

    /**
     * Whether the piece on {@code from} can reach {@code to} by its own movement (FIDE 3.2-3.8.1),
     * en passant and castling excepted (those have their own rules). A pawn moves for its own side,
     * the sign of its code. Total: false from an empty square.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (
      @        (pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && isPawnMove(pos, from, to, pos[from])
      @     || (pos[from] == Piece.KNIGHT || pos[from] == -Piece.KNIGHT) && isKnightJump(from, to)
      @     || (pos[from] == Piece.BISHOP || pos[from] == -Piece.BISHOP) && isDiagonal(from, to) && isPathClear(pos, from, to)
      @     || (pos[from] == Piece.ROOK || pos[from] == -Piece.ROOK) && isStraight(from, to) && isPathClear(pos, from, to)
      @     || (pos[from] == Piece.QUEEN || pos[from] == -Piece.QUEEN) && isPathClear(pos, from, to)
      @     || (pos[from] == Piece.KING || pos[from] == -Piece.KING) && isKingStep(from, to));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result ==> mayReach(pos[from], from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == canReach(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean canReach(int[] pos, int from, int to) {
        if (Board.isType(pos, from, Piece.PAWN)) {
            // A pawn moves for the side its code is the sign of: +1 or -1, its code itself.
            int side = Piece.WHITE;
            if (pos[from] < 0) {
                side = Piece.BLACK;
            }
            return isPawnMove(pos, from, to, side);
        }
        if (Board.isType(pos, from, Piece.KNIGHT)) {
            return isKnightJump(from, to);
        }
        if (Board.isType(pos, from, Piece.BISHOP)) {
            return isBishopMove(pos, from, to);
        }
        if (Board.isType(pos, from, Piece.ROOK)) {
            return isRookMove(pos, from, to);
        }
        if (Board.isType(pos, from, Piece.QUEEN)) {
            return isQueenMove(pos, from, to);
        }
        if (Board.isType(pos, from, Piece.KING)) {
            return isKingStep(from, to);
        }
        return false;
    }

    /**
     * Where a piece could go were the board empty: a pawn (of side {@code piece}, +1 or -1) one rank
     * forward onto its file or the next, or two ranks forward on its file; a knight's jump; a king's
     * step or any square along its rank (castling: the king takes its rook, C960-NOTATION); a bishop along a diagonal, a rook along its rank
     * or file, a queen along either. Every move a piece can make goes to such a square: the piece
     * walk of {@link Generate#legalMoves} tries exactly these.
     */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (
      @        (piece == Piece.PAWN || piece == -Piece.PAWN) && (to == from + 8 * piece || to == from + 16 * piece
      @             || to / 8 == from / 8 + piece && (to % 8 == from % 8 + 1 || to % 8 == from % 8 - 1))
      @     || (piece == Piece.KNIGHT || piece == -Piece.KNIGHT) && isKnightJump(from, to)
      @     || (piece == Piece.BISHOP || piece == -Piece.BISHOP) && isDiagonal(from, to)
      @     || (piece == Piece.ROOK || piece == -Piece.ROOK) && isStraight(from, to)
      @     || (piece == Piece.QUEEN || piece == -Piece.QUEEN) && (isDiagonal(from, to) || isStraight(from, to))
      @     || (piece == Piece.KING || piece == -Piece.KING) && (isKingStep(from, to) || to / 8 == from / 8));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == mayReach(piece, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean mayReach(int piece, int from, int to) {
        if (Piece.isType(piece, Piece.PAWN)) {
            // the pawn's three moves as the pawn predicates state them: push, double step, diagonal step
            return to == from + 8 * piece || to == from + 16 * piece || isPawnDiagonalStep(from, to, piece);
        }
        if (Piece.isType(piece, Piece.KNIGHT)) {
            return isKnightJump(from, to);
        }
        if (Piece.isType(piece, Piece.BISHOP)) {
            return isDiagonal(from, to);
        }
        if (Piece.isType(piece, Piece.ROOK)) {
            return isStraight(from, to);
        }
        if (Piece.isType(piece, Piece.QUEEN)) {
            return isDiagonal(from, to) || isStraight(from, to);
        }
        if (Piece.isType(piece, Piece.KING)) {
            return isKingStep(from, to) || Board.rank(to) == Board.rank(from);
        }
        return false;
    }
}
