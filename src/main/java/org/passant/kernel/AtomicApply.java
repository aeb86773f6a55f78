package org.passant.kernel;

/**
 * Applying a move of atomic chess to a position, in place. A quiet move is a chess move
 * ({@link Apply#move}); a capture explodes ({@link Atomic#explode}, {@link Atomic#explodeEnPassant}).
 * Like {@link Apply}, it does not decide legality and is total on any two squares.
 */
public final class AtomicApply {
    private AtomicApply() {
    }

    /** Plays the move on {@code pos}. */
    public static void move(int[] pos, int from, int to, int promotion) {
        if (!Atomic.isCapture(pos, from, to)) {
            Apply.move(pos, from, to, promotion);
            return;
        }
        int side = pos[Board.SIDE];
        boolean enPassant = Apply.isEnPassantCapture(pos, from, to);
        Atomic.loseCastlingRights(pos, from, to);
        if (enPassant) {
            Atomic.explodeEnPassant(pos, from, to);
        } else {
            Atomic.explode(pos, from, to);
        }
        // EP-IMMEDIATE: a capture is no double step; EP-EFFECTS: it resets the fifty-move counter.
        pos[Board.EP_SQUARE] = Board.NO_SQUARE;
        pos[Board.HALFMOVE_CLOCK] = 0;
        if (side == Piece.BLACK) {
            pos[Board.FULLMOVE_NUMBER] = pos[Board.FULLMOVE_NUMBER] + 1;
        }
        pos[Board.SIDE] = -side;
    }
}
