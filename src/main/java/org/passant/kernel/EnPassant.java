package org.passant.kernel;

/**
 * En passant (FIDE 3.7.3.1-2), one predicate per clause of rules/RULES.md.
 *
 * <p>The position records the last move's double step in {@code pos[Board.EP_SQUARE]}: the square
 * the enemy pawn passed over, or {@link Board#NO_SQUARE}. {@link Apply#move} sets it after a double
 * step and clears it after every other move (proved: see its contract), so "the enemy pawn has
 * just double-stepped" is a fact about the position. A candidate capture is a move of the side to
 * move from {@code from} to {@code to}; the pawn it would capture stands beside the capturer on the
 * landing file.
 *
 * <p>In the contracts, {@code pos[Board.SIDE]} is the side to move (+1 White, -1 Black), so a pawn
 * of the side to move is {@code Piece.PAWN * pos[Board.SIDE]} and an enemy pawn its negation.
 */
public final class EnPassant {
    private EnPassant() {
    }

    /** The square of the pawn an en passant capture removes: on the capturer's rank, the landing file. */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == 8 * (from / 8) + to % 8;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int capturedSquare(int from, int to) {
        return 8 * Board.rank(from) + Board.file(to);
    }

    /** The square the double-stepping enemy pawn arrived on, or NO_SQUARE when there is no right. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ ensures (0 <= pos[Board.EP_SQUARE] && pos[Board.EP_SQUARE] < 64
      @          && 0 <= pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE] && pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE] < 64)
      @     ? \result == pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]
      @     : \result == Board.NO_SQUARE;
      @ assignable \nothing;
      @*/
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
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (pos[from] == Piece.PAWN * pos[Board.SIDE]
      @     && to / 8 == from / 8 + pos[Board.SIDE] && (to % 8 == from % 8 + 1 || to % 8 == from % 8 - 1)
      @     && pos[to] == Piece.EMPTY);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isAttempt(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        return pos[from] == Piece.of(side, Piece.PAWN) && Movement.isPawnDiagonalStep(from, to, side)
                && pos[to] == Piece.EMPTY;
    }

    /** EP-PIECES: only a pawn captures en passant, and only an enemy pawn is captured so. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (pos[from] == Piece.PAWN * pos[Board.SIDE]                    // EP-PIECES
      @     && pos[8 * (from / 8) + to % 8] == -Piece.PAWN * pos[Board.SIDE]);
      @ assignable \nothing;
      @*/
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
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ ensures \result <==> (0 <= pos[Board.EP_SQUARE] && pos[Board.EP_SQUARE] < 64      // EP-TRIGGER
      @     && pos[Board.EP_SQUARE] / 8 == (pos[Board.SIDE] == Piece.WHITE ? 5 : 2)
      @     && pos[pos[Board.EP_SQUARE]] == Piece.EMPTY
      @     && pos[pos[Board.EP_SQUARE] + 8 * pos[Board.SIDE]] == Piece.EMPTY
      @     && pos[pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]] == -Piece.PAWN * pos[Board.SIDE]);
      @ assignable \nothing;
      @*/
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
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= from && from < 64;
      @ ensures \result <==> (0 <= pos[Board.EP_SQUARE] && pos[Board.EP_SQUARE] < 64      // EP-ADJACENT
      @     && 0 <= pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE] && pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE] < 64
      @     && from / 8 == (pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]) / 8
      @     && (from % 8 == (pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]) % 8 + 1
      @         || from % 8 == (pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]) % 8 - 1));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean adjacent(int[] pos, int from) {
        int arrival = arrivalSquare(pos);
        return arrival != Board.NO_SQUARE && Board.rank(from) == Board.rank(arrival)
                && Movement.abs(Board.file(from) - Board.file(arrival)) == 1;
    }

    /** EP-RANK: the capturer is on its fifth rank: rank 5 for White, rank 4 for Black. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= from && from < 64;
      @ ensures \result <==> from / 8 == (pos[Board.SIDE] == Piece.WHITE ? 4 : 3);       // EP-RANK
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean rank(int[] pos, int from) {
        if (pos[Board.SIDE] == Piece.WHITE) {
            return Board.rank(from) == 4;
        }
        return Board.rank(from) == 3;
    }

    /**
     * EP-IMMEDIATE: the capture is the very reply to the double step: it lands on the square
     * recorded by the last move. Every other move clears that square ({@link Apply#move}).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ ensures \result <==> (pos[Board.EP_SQUARE] != Board.NO_SQUARE                      // EP-IMMEDIATE
      @     && to == pos[Board.EP_SQUARE]);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean immediate(int[] pos, int to) {
        return pos[Board.EP_SQUARE] != Board.NO_SQUARE && to == pos[Board.EP_SQUARE];
    }

    /**
     * EP-LANDING: the capturer moves one square diagonally forward onto the empty square the enemy
     * pawn passed over, and the pawn it captures is the one beside it, on the landing file (which
     * {@link Apply#move} removes).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (to / 8 == from / 8 + pos[Board.SIDE]                         // EP-LANDING
      @     && (to % 8 == from % 8 + 1 || to % 8 == from % 8 - 1)
      @     && pos[to] == Piece.EMPTY
      @     && 0 <= pos[Board.EP_SQUARE] && pos[Board.EP_SQUARE] < 64
      @     && 8 * (from / 8) + to % 8 == pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean landing(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        return Movement.isPawnDiagonalStep(from, to, side) && pos[to] == Piece.EMPTY
                && capturedSquare(from, to) == arrivalSquare(pos);
    }

    /**
     * The board after the capture, written into {@code after}: the capturer leaves {@code from} and
     * lands on {@code to}, and the captured pawn leaves its square beside {@code from}, on the
     * landing file (EP-LANDING); every other square, and the side, rights and clocks, are copied.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && after != null && after.length == Board.SIZE && after != pos;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures (\forall int i; 0 <= i && i < Board.SIZE; after[i] ==
      @     (i == from || i == 8 * (from / 8) + to % 8 ? Piece.EMPTY : i == to ? pos[from] : pos[i]));
      @ assignable after[*];
      @*/
    public static void afterCapture(int[] pos, int[] after, int from, int to) {
        /*@ loop_invariant 0 <= i && i <= Board.SIZE && (\forall int j; 0 <= j && j < i; after[j] == pos[j]);
          @ assignable after[*];
          @ decreases Board.SIZE - i;
          @*/
        for (int i = 0; i < Board.SIZE; i++) {
            after[i] = pos[i];
        }
        after[to] = pos[from];
        after[from] = Piece.EMPTY;
        after[capturedSquare(from, to)] = Piece.EMPTY;
    }

    /**
     * EP-KING-SAFETY: after the capture the mover's king is not attacked. {@code after} is the board
     * after the capture ({@link #afterCapture}); the clause is the negation of
     * {@link Check#inCheck} on it: the mover's king stands there and a piece of the other side
     * attacks its square.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires after != null && after.length == Board.SIZE;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires (\forall int i; 0 <= i && i < 64; after[i] ==
      @     (i == from || i == 8 * (from / 8) + to % 8 ? Piece.EMPTY : i == to ? pos[from] : pos[i]));
      @ ensures \result <==> !(Check.kingSquare(after, pos[Board.SIDE]) != Board.NO_SQUARE         // EP-KING-SAFETY
      @     && Attack.isAttacked(after, Check.kingSquare(after, pos[Board.SIDE]), (int) -pos[Board.SIDE]));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean kingSafety(int[] pos, int[] after, int from, int to) {
        return !Check.inCheck(after, pos[Board.SIDE]);
    }

    /**
     * En passant is legal exactly when every clause holds; {@code after} is the board after the
     * capture ({@link #afterCapture}). The contract is the conjunction of the seven clause
     * predicates' contracts, each written out as that predicate states it, with its id: KeY then
     * matches each call's postcondition as it stands, where the queries {@code pieces(pos, from, to)},
     * ..., {@code kingSafety(pos, after, from, to)} would make it re-derive them from the bodies
     * (and through kingSafety the whole of attack detection).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires after != null && after.length == Board.SIZE;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires (\forall int i; 0 <= i && i < 64; after[i] ==
      @     (i == from || i == 8 * (from / 8) + to % 8 ? Piece.EMPTY : i == to ? pos[from] : pos[i]));
      @ ensures \result <==> (
      @        (pos[from] == Piece.PAWN * pos[Board.SIDE]                                  // EP-PIECES
      @         && pos[8 * (from / 8) + to % 8] == -Piece.PAWN * pos[Board.SIDE])
      @     && (0 <= pos[Board.EP_SQUARE] && pos[Board.EP_SQUARE] < 64                      // EP-TRIGGER
      @         && pos[Board.EP_SQUARE] / 8 == (pos[Board.SIDE] == Piece.WHITE ? 5 : 2)
      @         && pos[pos[Board.EP_SQUARE]] == Piece.EMPTY
      @         && pos[pos[Board.EP_SQUARE] + 8 * pos[Board.SIDE]] == Piece.EMPTY
      @         && pos[pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]] == -Piece.PAWN * pos[Board.SIDE])
      @     && (0 <= pos[Board.EP_SQUARE] && pos[Board.EP_SQUARE] < 64                      // EP-ADJACENT
      @         && 0 <= pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE] && pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE] < 64
      @         && from / 8 == (pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]) / 8
      @         && (from % 8 == (pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]) % 8 + 1
      @             || from % 8 == (pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]) % 8 - 1))
      @     && from / 8 == (pos[Board.SIDE] == Piece.WHITE ? 4 : 3)                         // EP-RANK
      @     && (pos[Board.EP_SQUARE] != Board.NO_SQUARE && to == pos[Board.EP_SQUARE])      // EP-IMMEDIATE
      @     && (to / 8 == from / 8 + pos[Board.SIDE]                                        // EP-LANDING
      @         && (to % 8 == from % 8 + 1 || to % 8 == from % 8 - 1)
      @         && pos[to] == Piece.EMPTY
      @         && 0 <= pos[Board.EP_SQUARE] && pos[Board.EP_SQUARE] < 64
      @         && 8 * (from / 8) + to % 8 == pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE])
      @     && !(Check.kingSquare(after, pos[Board.SIDE]) != Board.NO_SQUARE                // EP-KING-SAFETY
      @         && Attack.isAttacked(after, Check.kingSquare(after, pos[Board.SIDE]), (int) -pos[Board.SIDE])));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isLegal(int[] pos, int[] after, int from, int to) {
        return pieces(pos, from, to) && trigger(pos) && adjacent(pos, from) && rank(pos, from)
                && immediate(pos, to) && landing(pos, from, to) && kingSafety(pos, after, from, to);
    }
}
