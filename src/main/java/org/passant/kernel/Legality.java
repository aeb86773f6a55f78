package org.passant.kernel;

/**
 * The legality of a move in standard chess: the single predicate every generator is checked
 * against. A move is (from, to, promotion) with promotion 0 or a piece type 2..5.
 */
public final class Legality {
    private Legality() {
    }

    /** After the move, the mover's king is not attacked. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean leavesKingSafe(int[] pos, int from, int to, int promotion) {
        int side = pos[Board.SIDE];
        int[] after = Board.copy(pos);
        Apply.move(after, from, to, promotion);
        return !Check.inCheck(after, side);
    }

    /** A pawn reaching the last rank must promote to N, B, R or Q; every other move names no promotion. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && to / 8 == (pos[Board.SIDE] == Piece.WHITE ? 7 : 0)
      @     ? Piece.KNIGHT <= promotion && promotion <= Piece.QUEEN : promotion == 0);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean promotionAgrees(int[] pos, int from, int to, int promotion) {
        int side = pos[Board.SIDE];
        boolean promotes = Piece.type(pos[from]) == Piece.PAWN && Board.rank(to) == Movement.promotionRank(side);
        if (promotes) {
            return Piece.isPromotionChoice(promotion);
        }
        return promotion == 0;
    }

    /** The piece on {@code from} belongs to the side to move. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64;
      @ ensures \result <==> (pos[Board.SIDE] == 1 && pos[from] > 0 || pos[Board.SIDE] == -1 && pos[from] < 0);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean moverIsOwn(int[] pos, int from) {
        return Piece.belongsTo(pos[from], pos[Board.SIDE]);
    }

    /** The target does not hold one of the mover's own pieces. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= to && to < 64;
      @ ensures \result <==> !(pos[Board.SIDE] == 1 && pos[to] > 0 || pos[Board.SIDE] == -1 && pos[to] < 0);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean targetNotOwn(int[] pos, int to) {
        return !Piece.belongsTo(pos[to], pos[Board.SIDE]);
    }

    /** Whether (from, to, promotion) is a legal move of the side to move. */
    public static /*@ pure @*/ boolean isLegal(int[] pos, int from, int to, int promotion) {
        if (!Board.isSquare(from) || !Board.isSquare(to) || from == to) {
            return false;
        }
        if (!moverIsOwn(pos, from) || !targetNotOwn(pos, to) || !promotionAgrees(pos, from, to, promotion)) {
            return false;
        }
        if (EnPassant.isAttempt(pos, from, to)) {
            int[] after = new int[Board.SIZE];
            EnPassant.afterCapture(pos, after, from, to);
            return EnPassant.isLegal(pos, after, from, to);
        }
        if (Castling.isAttempt(pos, from, to)) {
            return Castling.isLegal(pos, from, to);
        }
        return Movement.canReach(pos, from, to) && leavesKingSafe(pos, from, to, promotion);
    }
}
