package org.passant.kernel;

/**
 * The legality of a move in standard chess: the single predicate every generator is checked
 * against. A move is (from, to, promotion) with promotion 0 or a piece type 2..5.
 */
public final class Legality {
    private Legality() {
    }

    /**
     * EP-KING-SAFETY and FIDE 3.9: after the move the mover's king is not attacked, on the board after
     * the move ({@link After#piece}; an en passant capture has removed the captured pawn, castling
     * has moved the rook). The king is the first square holding it; a side without a king is safe.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> !(Check.kingAfter(Generate.CHESS, pos, from, to, promotion, pos[Board.SIDE]) != Board.NO_SQUARE  // EP-KING-SAFETY
      @     && Attack.attackedAfter(Generate.CHESS, pos, from, to, promotion,
      @            Check.kingAfter(Generate.CHESS, pos, from, to, promotion, pos[Board.SIDE]), (int) -pos[Board.SIDE]));
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
        int side = pos[Board.SIDE];
        // The king after the move, then whether the other side attacks it there: the contract's two terms, call by call.
        int king = Check.kingAfter(Generate.CHESS, pos, from, to, promotion, side);
        return !(king != Board.NO_SQUARE && Attack.attackedAfter(Generate.CHESS, pos, from, to, promotion, king, -side));
    }

    /** FIDE 3.7.5: a pawn reaching the last rank must promote to N, B, R or Q; every other move names no promotion. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && to / 8 == (pos[Board.SIDE] == Piece.WHITE ? 7 : 0)
      @     ? Piece.KNIGHT <= promotion && promotion <= Piece.QUEEN : promotion == 0);
      @ ensures \result == promotionAgrees(pos, from, to, promotion);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean promotionAgrees(int[] pos, int from, int to, int promotion) {
        int side = pos[Board.SIDE];
        boolean promotes = Board.isType(pos, from, Piece.PAWN) && Board.rank(to) == Movement.promotionRank(side);
        if (promotes) {
            return Piece.isPromotionChoice(promotion);
        }
        return promotion == 0;
    }

    /** The piece on {@code from} belongs to the side to move. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1) && 0 <= from && from < 64;
      @ ensures \result <==> (pos[Board.SIDE] == 1 && pos[from] > 0 || pos[Board.SIDE] == -1 && pos[from] < 0);
      @ ensures \result == moverIsOwn(pos, from);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean moverIsOwn(int[] pos, int from) {
        return Board.belongsTo(pos, from, pos[Board.SIDE]);
    }

    /** The target does not hold one of the mover's own pieces. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1) && 0 <= to && to < 64;
      @ ensures \result <==> !(pos[Board.SIDE] == 1 && pos[to] > 0 || pos[Board.SIDE] == -1 && pos[to] < 0);
      @ ensures \result == targetNotOwn(pos, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean targetNotOwn(int[] pos, int to) {
        return !Board.belongsTo(pos, to, pos[Board.SIDE]);
    }

    /**
     * FIDE 1.4.1: the opponent's king is never captured. In a position a game can reach it never
     * stands where the side to move could capture it (that would leave it in check with the other
     * side to move); stated so that no legal move removes a king.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1) && 0 <= to && to < 64;
      @ ensures \result <==> pos[to] != -Piece.KING * pos[Board.SIDE];
      @ ensures \result == targetNotKing(pos, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean targetNotKing(int[] pos, int to) {
        return pos[to] != Piece.of(-pos[Board.SIDE], Piece.KING);
    }

    /**
     * Whether (from, to, promotion) is a legal move of the side to move: two squares, the mover's
     * own piece, the promotion the move calls for; castling (FIDE 3.8.2, C960-CASTLE: the king
     * takes its own rook, the only move onto one's own piece); any other move not onto its own
     * piece nor the enemy king, and by the kind of move: en passant (EP-PIECES, EP-TRIGGER, EP-ADJACENT, EP-RANK, EP-IMMEDIATE,
     * EP-LANDING, EP-KING-SAFETY), or any other move of the piece (a quiet
     * move, a capture, a pawn's push, double step or capture, a promotion: FIDE 3.2-3.8.1) that
     * leaves the mover's king safe on the board after it (EP-KING-SAFETY, FIDE 3.9).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> (0 <= from && from < 64 && 0 <= to && to < 64 && from != to
      @     && moverIsOwn(pos, from) && promotionAgrees(pos, from, to, promotion)
      @     && (Castling.isAttempt(pos, from, to) ==> Castling.isLegal(Generate.CHESS, pos, from, to))
      @     && (!Castling.isAttempt(pos, from, to) ==> targetNotOwn(pos, to) && targetNotKing(pos, to)
      @         && (EnPassant.isAttempt(pos, from, to) ==> EnPassant.isLegal(pos, from, to))
      @         && (!EnPassant.isAttempt(pos, from, to)
      @             ==> Movement.canReach(pos, from, to) && leavesKingSafe(pos, from, to, promotion))));
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
        if (!moverIsOwn(pos, from) || !promotionAgrees(pos, from, to, promotion)) {
            return false;
        }
        if (Castling.isAttempt(pos, from, to)) {
            // C960-NOTATION: the king takes its own rook, the one move onto one's own piece.
            return Castling.isLegal(Generate.CHESS, pos, from, to);
        }
        if (!targetNotOwn(pos, to) || !targetNotKing(pos, to)) {
            return false;
        }
        if (EnPassant.isAttempt(pos, from, to)) {
            return EnPassant.isLegal(pos, from, to);
        }
        return Movement.canReach(pos, from, to) && leavesKingSafe(pos, from, to, promotion);
    }
}
