package org.passant.kernel;

/**
 * En passant (FIDE 3.7.3.1-2), one predicate per clause of rules/RULES.md.
 *
 * <p>The position records the last move's double step in {@code pos[Board.EP_SQUARE]}: the square
 * the enemy pawn passed over, or {@link Board#NO_SQUARE}. {@link Apply#move} sets it after a double
 * step and clears it after every other move (proved: see its contract), so "the enemy pawn has
 * just double-stepped" is a fact about the position (and about games: see specs/README.md). A candidate capture is a move of the side to
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
      @ ensures \result == capturedSquare(from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int capturedSquare(int from, int to) {
        return 8 * Board.rank(from) + Board.file(to);
    }

    /** The square the double-stepping enemy pawn arrived on, or NO_SQUARE when there is no right. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ ensures (0 <= pos[Board.EP_SQUARE] && pos[Board.EP_SQUARE] < 64
      @          && 0 <= pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE] && pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE] < 64)
      @     ? \result == pos[Board.EP_SQUARE] - 8 * pos[Board.SIDE]
      @     : \result == Board.NO_SQUARE;
      @ ensures \result == arrivalSquare(pos);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int arrivalSquare(int[] pos) {
        int ep = pos[Board.EP_SQUARE];
        if (ep < 0 || ep >= Board.SQUARES) {
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
      @ ensures \result ==> Movement.mayReach(pos[from], from, to);
      @ ensures \result == isAttempt(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
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
      @ ensures \result == pieces(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
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
      @ ensures \result == trigger(pos);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean trigger(int[] pos) {
        int side = pos[Board.SIDE];
        int ep = pos[Board.EP_SQUARE];
        if (ep < 0 || ep >= Board.SQUARES) {
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
      @ ensures \result == adjacent(pos, from);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
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
      @ ensures \result == rank(pos, from);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
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
      @ ensures \result == immediate(pos, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
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
      @ ensures \result == landing(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean landing(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        return Movement.isPawnDiagonalStep(from, to, side) && pos[to] == Piece.EMPTY
                && capturedSquare(from, to) == arrivalSquare(pos);
    }

    /**
     * EP-KING-SAFETY: after the capture the mover's king is not attacked, on the board after the
     * capture ({@link After#piece}: the captured pawn gone from beside {@code from}, EP-LANDING):
     * the king safety of every move ({@link Legality#leavesKingSafe}), named here for the clause.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> !(Check.kingAfter(Generate.CHESS, pos, from, to, 0, pos[Board.SIDE]) != Board.NO_SQUARE  // EP-KING-SAFETY
      @     && Attack.attackedAfter(Generate.CHESS, pos, from, to, 0,
      @            Check.kingAfter(Generate.CHESS, pos, from, to, 0, pos[Board.SIDE]), (int) -pos[Board.SIDE]));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == kingSafety(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean kingSafety(int[] pos, int from, int to) {
        return Legality.leavesKingSafe(pos, from, to, 0);
    }

    /**
     * En passant is legal exactly when every clause holds. The contract is the conjunction of the
     * seven clause predicates' contracts, each written out as that predicate states it, with its id:
     * KeY then matches each call's postcondition as it stands.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
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
      @     && !(Check.kingAfter(Generate.CHESS, pos, from, to, 0, pos[Board.SIDE]) != Board.NO_SQUARE  // EP-KING-SAFETY
      @         && Attack.attackedAfter(Generate.CHESS, pos, from, to, 0,
      @                Check.kingAfter(Generate.CHESS, pos, from, to, 0, pos[Board.SIDE]), (int) -pos[Board.SIDE])));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == isLegal(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isLegal(int[] pos, int from, int to) {
        return pieces(pos, from, to) && trigger(pos) && adjacent(pos, from) && rank(pos, from)
                && immediate(pos, to) && landing(pos, from, to) && kingSafety(pos, from, to);
    }
}
