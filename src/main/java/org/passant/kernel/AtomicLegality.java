package org.passant.kernel;

/**
 * The legality of a move in atomic chess: the chess conditions on movement, en passant and
 * castling ({@link Legality}, {@link EnPassant}, {@link Castling}), with the AT-* clauses of
 * {@link Atomic} in place of chess's king safety.
 */
public final class AtomicLegality {
    private AtomicLegality() {
    }

    /**
     * After the move: AT-OWN-KING, the mover's king has not exploded; AT-WIN-EXPLOSION, the enemy
     * king has, which wins whatever else stands; otherwise AT-CHECK, the mover's king is not
     * attacked (in the atomic sense: never while the kings touch, AT-CONNECTED-KINGS).
     */
    public static /*@ pure @*/ boolean leavesKingSafe(int[] pos, int from, int to, int promotion) {
        if (!Atomic.ownKingSurvives(pos, from, to)) {
            return false;
        }
        if (Atomic.explodesEnemyKing(pos, from, to)) {
            return true;
        }
        int side = pos[Board.SIDE];
        int[] after = Board.copy(pos);
        AtomicApply.move(after, from, to, promotion);
        return !Atomic.inCheck(after, side);
    }

    /** En passant: every EP clause of chess except its king safety, which is atomic here. */
    public static /*@ pure @*/ boolean enPassantIsLegal(int[] pos, int from, int to) {
        return EnPassant.pieces(pos, from, to) && EnPassant.trigger(pos) && EnPassant.adjacent(pos, from)
                && EnPassant.rank(pos, from) && EnPassant.immediate(pos, to) && EnPassant.landing(pos, from, to)
                && leavesKingSafe(pos, from, to, 0);
    }

    /**
     * AT-CASTLING: castling as in chess (right, rook in place, empty path), with "attacked" read in
     * the atomic sense; the destination is judged after the move, rook on its castled square.
     */
    public static /*@ pure @*/ boolean castlingIsLegal(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        boolean kingside = to > from;
        return Castling.isAttempt(pos, from, to) && Castling.hasRight(pos, side, kingside)
                && Castling.rookInPlace(pos, side, kingside) && Castling.pathEmpty(pos, side, kingside)
                && Atomic.castlingNotInCheck(pos, side) && Atomic.castlingNotThroughAttack(pos, side, kingside)
                && leavesKingSafe(pos, from, to, 0);
    }

    /** Whether (from, to, promotion) is a legal move of the side to move in atomic chess. */
    public static /*@ pure @*/ boolean isLegal(int[] pos, int from, int to, int promotion) {
        if (!Board.isSquare(from) || !Board.isSquare(to) || from == to) {
            return false;
        }
        if (!Legality.moverIsOwn(pos, from) || !Legality.targetNotOwn(pos, to)
                || !Legality.promotionAgrees(pos, from, to, promotion)) {
            return false;
        }
        if (!Atomic.bothKingsStand(pos) || !Atomic.kingNoCapture(pos, from, to)) {
            return false;
        }
        if (EnPassant.isAttempt(pos, from, to)) {
            return enPassantIsLegal(pos, from, to);
        }
        if (Castling.isAttempt(pos, from, to)) {
            return castlingIsLegal(pos, from, to);
        }
        return Movement.canReach(pos, from, to) && leavesKingSafe(pos, from, to, promotion);
    }
}
