package org.passant.kernel;

/**
 * The legality of a move in atomic chess: the chess conditions on movement, en passant and
 * castling ({@link Legality}, {@link EnPassant}, {@link Castling}, AT-SETUP), with the AT-* clauses
 * of {@link Atomic} in place of chess's king safety.
 */
public final class AtomicLegality {
    private AtomicLegality() {
    }

    /**
     * After the move: AT-OWN-KING, the mover's king has not exploded; AT-WIN-EXPLOSION, the enemy
     * king has, which wins whatever else stands; otherwise AT-CHECK, the mover's king is not
     * attacked on the board after the move (in the atomic sense: never while the kings touch,
     * AT-CONNECTED-KINGS).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (Atomic.ownKingSurvives(pos, from, to)                                 // AT-OWN-KING
      @     && (Atomic.explodesEnemyKing(pos, from, to)                                            // AT-WIN-EXPLOSION
      @         || !Check.inCheckAfter(Generate.ATOMIC, pos, from, to, promotion, pos[Board.SIDE]))); // AT-CHECK
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == leavesKingSafe(pos, from, to, promotion);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean leavesKingSafe(int[] pos, int from, int to, int promotion) {
        if (!Atomic.ownKingSurvives(pos, from, to)) {
            return false;
        }
        if (Atomic.explodesEnemyKing(pos, from, to)) {
            return true;
        }
        return !Check.inCheckAfter(Generate.ATOMIC, pos, from, to, promotion, pos[Board.SIDE]);
    }

    /** En passant: every EP clause of chess except its king safety, which is atomic here (AT-EP-CENTRE explodes around the landing square). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (EnPassant.pieces(pos, from, to) && EnPassant.trigger(pos) && EnPassant.adjacent(pos, from)
      @     && EnPassant.rank(pos, from) && EnPassant.immediate(pos, to) && EnPassant.landing(pos, from, to)
      @     && leavesKingSafe(pos, from, to, 0));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == enPassantIsLegal(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean enPassantIsLegal(int[] pos, int from, int to) {
        return EnPassant.pieces(pos, from, to) && EnPassant.trigger(pos) && EnPassant.adjacent(pos, from)
                && EnPassant.rank(pos, from) && EnPassant.immediate(pos, to) && EnPassant.landing(pos, from, to)
                && leavesKingSafe(pos, from, to, 0);
    }

    /**
     * Whether (from, to, promotion) is a legal move of the side to move in atomic chess: the chess
     * conditions (AT-SETUP) while both kings stand (AT-END), a king never capturing
     * (AT-KING-NO-CAPTURE), castling with "attacked" read in the atomic sense (AT-CASTLING), and the
     * atomic king safety (AT-OWN-KING, AT-WIN-EXPLOSION, AT-CHECK).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> (0 <= from && from < 64 && 0 <= to && to < 64 && from != to
      @     && Legality.moverIsOwn(pos, from) && Legality.promotionAgrees(pos, from, to, promotion)
      @     && Atomic.bothKingsStand(pos)                                                           // AT-END
      @     && (Castling.isAttempt(pos, from, to) ==> Castling.isLegal(Generate.ATOMIC, pos, from, to))  // AT-CASTLING
      @     && (!Castling.isAttempt(pos, from, to) ==> Legality.targetNotOwn(pos, to) && Legality.targetNotKing(pos, to)
      @         && Atomic.kingNoCapture(pos, from, to)                                              // AT-KING-NO-CAPTURE
      @         && (EnPassant.isAttempt(pos, from, to) ==> enPassantIsLegal(pos, from, to))
      @         && (!EnPassant.isAttempt(pos, from, to)
      @             ==> Movement.canReach(pos, from, to) && leavesKingSafe(pos, from, to, promotion)))); // AT-SETUP
      @ ensures \result ==> Movement.mayReach(pos[from], from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result == isLegal(pos, from, to, promotion);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isLegal(int[] pos, int from, int to, int promotion) {
        if (!Board.isSquare(from) || !Board.isSquare(to) || from == to) {
            return false;
        }
        if (!Legality.moverIsOwn(pos, from) || !Legality.promotionAgrees(pos, from, to, promotion)
                || !Atomic.bothKingsStand(pos)) {
            return false;
        }
        if (Castling.isAttempt(pos, from, to)) {
            // C960-NOTATION: the king takes its own rook, which is castling and no capture.
            return Castling.isLegal(Generate.ATOMIC, pos, from, to);
        }
        if (!Legality.targetNotOwn(pos, to) || !Legality.targetNotKing(pos, to) || !Atomic.kingNoCapture(pos, from, to)) {
            return false;
        }
        if (EnPassant.isAttempt(pos, from, to)) {
            return enPassantIsLegal(pos, from, to);
        }
        return Movement.canReach(pos, from, to) && leavesKingSafe(pos, from, to, promotion);
    }
}
