package org.passant.kernel;

/**
 * The board after a move, read square by square without playing the move: what king safety and
 * attack detection read, so that no board is copied, and so that a contract can speak of the board
 * after a move (JML cannot name an array a pure method allocates; it can name this function).
 *
 * <p>The move is {@code (from, to, promotion)} under a rule set ({@link Generate#CHESS},
 * {@link Generate#ATOMIC}). A "move" from a square to itself is no move: the board as it stands.
 * That is how {@link Attack}, {@link Check} and {@link Castling} read the position itself.
 */
public final class After {
    private After() {
    }

    /** The piece on square {@code i} after the move; with {@code from == to}, the piece on it now. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= i && i < 64;
      @ ensures \result == (from == to ? pos[i]
      @     : rules == Generate.ATOMIC && (pos[to] != Piece.EMPTY && (pos[from] > 0) != (pos[to] > 0)
      @         || (pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && from % 8 != to % 8 && pos[to] == Piece.EMPTY)
      @         ? AtomicApply.pieceAfter(pos, from, to, i)
      @         : Apply.pieceAfter(pos, from, to, promotion, i));
      @ ensures \result == piece(rules, pos, from, to, promotion, i);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int piece(int rules, int[] pos, int from, int to, int promotion, int i) {
        if (from == to) {
            return pos[i];
        }
        if (rules == Generate.ATOMIC && Atomic.isCapture(pos, from, to)) {
            return AtomicApply.pieceAfter(pos, from, to, i);
        }
        return Apply.pieceAfter(pos, from, to, promotion, i);
    }
}
