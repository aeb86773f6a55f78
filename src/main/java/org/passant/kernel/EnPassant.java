package org.passant.kernel;

/**
 * En passant (FIDE 3.7.3.1-2), one predicate per clause of rules/RULES.md.
 *
 * <p>The position records the last move's double step in {@code pos[Board.EP_SQUARE]}: the square
 * the enemy pawn passed over, or {@link Board#NO_SQUARE}. {@link Apply#move} sets it after a double
 * step and clears it after every other move, so "the enemy pawn has just double-stepped" is a
 * fact about the position. A candidate capture is a move of the side to move from {@code from}
 * to {@code to}; the pawn it would capture stands beside the capturer on the landing file.
 */
public final class EnPassant {
    private EnPassant() {
    }

    /** The square of the pawn an en passant capture removes: on the capturer's rank, the landing file. */
    public static /*@ pure @*/ int capturedSquare(int from, int to) {
        return 8 * Board.rank(from) + Board.file(to);
    }

    /** The square the double-stepping enemy pawn arrived on, or NO_SQUARE when there is no right. */
    public static /*@ pure @*/ int arrivalSquare(int[] pos) {
        int ep = pos[Board.EP_SQUARE];
        if (!Board.isSquare(ep)) {
            return Board.NO_SQUARE;
        }
        int arrival = ep - 8 * pos[Board.SIDE];
        if (!Board.isSquare(arrival)) {
            return Board.NO_SQUARE;
        }
        return arrival;
    }

    /** A candidate en passant capture: a pawn of the side to move stepping diagonally onto an empty square. */
    public static /*@ pure @*/ boolean isAttempt(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        return pos[from] == Piece.of(side, Piece.PAWN) && Movement.isPawnDiagonalStep(from, to, side)
                && pos[to] == Piece.EMPTY;
    }

    /** EP-PIECES: only a pawn captures en passant, and only an enemy pawn is captured so. */
    public static /*@ pure @*/ boolean pieces(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        return pos[from] == Piece.of(side, Piece.PAWN)
                && pos[capturedSquare(from, to)] == Piece.of(-side, Piece.PAWN);
    }

    /**
     * EP-TRIGGER: the last move was an enemy pawn's two-square advance from its starting square:
     * the recorded square is on the rank it passed over, the pawn stands on the square beyond it,
     * and both its starting square and the passed-over square are empty.
     */
    public static /*@ pure @*/ boolean trigger(int[] pos) {
        int side = pos[Board.SIDE];
        int ep = pos[Board.EP_SQUARE];
        if (!Board.isSquare(ep)) {
            return false;
        }
        int passedRank = 2;
        if (side == Piece.WHITE) {
            passedRank = 5;
        }
        return Board.rank(ep) == passedRank && pos[ep] == Piece.EMPTY
                && pos[ep + 8 * side] == Piece.EMPTY && pos[ep - 8 * side] == Piece.of(-side, Piece.PAWN);
    }

    /** EP-ADJACENT: the capturer stands on the enemy pawn's arrival rank, on an adjacent file. */
    public static /*@ pure @*/ boolean adjacent(int[] pos, int from) {
        int arrival = arrivalSquare(pos);
        return arrival != Board.NO_SQUARE && Board.rank(from) == Board.rank(arrival)
                && Movement.abs(Board.file(from) - Board.file(arrival)) == 1;
    }

    /** EP-RANK: the capturer is on its fifth rank: rank 5 for White, rank 4 for Black. */
    public static /*@ pure @*/ boolean rank(int[] pos, int from) {
        if (pos[Board.SIDE] == Piece.WHITE) {
            return Board.rank(from) == 4;
        }
        return Board.rank(from) == 3;
    }

    /**
     * EP-IMMEDIATE: the capture is the very reply to the double step: it lands on the square
     * recorded by the last move. Every other move clears that record ({@link Apply#move}).
     */
    public static /*@ pure @*/ boolean immediate(int[] pos, int to) {
        return pos[Board.EP_SQUARE] != Board.NO_SQUARE && to == pos[Board.EP_SQUARE];
    }

    /**
     * EP-LANDING: the capturer moves one square diagonally forward onto the empty square the enemy
     * pawn passed over (the enemy pawn is removed from beside it, {@link Apply#move}).
     */
    public static /*@ pure @*/ boolean landing(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        return Movement.isPawnDiagonalStep(from, to, side) && pos[to] == Piece.EMPTY
                && capturedSquare(from, to) == arrivalSquare(pos);
    }

    /** EP-KING-SAFETY: after the capture the mover's king is not attacked. */
    public static /*@ pure @*/ boolean kingSafety(int[] pos, int from, int to) {
        return Legality.leavesKingSafe(pos, from, to, 0);
    }

    /** En passant is legal exactly when every clause holds. */
    public static /*@ pure @*/ boolean isLegal(int[] pos, int from, int to) {
        return pieces(pos, from, to) && trigger(pos) && adjacent(pos, from) && rank(pos, from)
                && immediate(pos, to) && landing(pos, from, to) && kingSafety(pos, from, to);
    }
}
