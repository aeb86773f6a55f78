package org.passant.kernel;

/**
 * Applying a move to a position, in place: the board, the side to move, the castling rights, the
 * en passant square, the halfmove clock and the fullmove number. It does not decide legality
 * (that is {@link Legality}); it is total on any two squares so that legality can try a move.
 */
public final class Apply {
    private Apply() {
    }

    /** An en passant capture: a pawn stepping diagonally onto an empty square. */
    public static /*@ pure @*/ boolean isEnPassantCapture(int[] pos, int from, int to) {
        return Piece.type(pos[from]) == Piece.PAWN && Board.file(from) != Board.file(to)
                && pos[to] == Piece.EMPTY;
    }

    /** Castling: the king moving two squares along its rank. */
    public static /*@ pure @*/ boolean isCastlingMove(int[] pos, int from, int to) {
        return Piece.type(pos[from]) == Piece.KING && Board.rank(from) == Board.rank(to)
                && Movement.abs(to - from) == 2;
    }

    /** A pawn's two-square advance, the only move that creates an en passant right. */
    public static /*@ pure @*/ boolean isDoubleStep(int[] pos, int from, int to) {
        return Piece.type(pos[from]) == Piece.PAWN && Movement.abs(to - from) == 16;
    }

    /** The piece standing on {@code to} after the move: the mover, or its promotion. */
    public static /*@ pure @*/ int arrivingPiece(int[] pos, int from, int promotion) {
        if (Piece.isPromotionChoice(promotion)) {
            return Piece.of(Piece.sideOf(pos[from]), promotion);
        }
        return pos[from];
    }

    /** Plays the move on {@code pos}. */
    public static void move(int[] pos, int from, int to, int promotion) {
        int side = pos[Board.SIDE];
        int mover = pos[from];
        boolean pawnMove = Piece.type(mover) == Piece.PAWN;
        boolean capture = pos[to] != Piece.EMPTY;
        boolean enPassant = isEnPassantCapture(pos, from, to);
        boolean castling = isCastlingMove(pos, from, to);
        boolean doubleStep = isDoubleStep(pos, from, to);

        pos[to] = arrivingPiece(pos, from, promotion);
        pos[from] = Piece.EMPTY;
        if (enPassant) {
            // EP-LANDING: the captured pawn is removed from the square it stands on, beside the capturer.
            pos[8 * Board.rank(from) + Board.file(to)] = Piece.EMPTY;
        }
        if (castling) {
            moveCastlingRook(pos, from, to);
        }
        loseCastlingRights(pos, from);
        loseCastlingRights(pos, to);

        // EP-IMMEDIATE: only a double step creates the right, and every other move clears it.
        if (doubleStep) {
            pos[Board.EP_SQUARE] = (from + to) / 2;
        } else {
            pos[Board.EP_SQUARE] = Board.NO_SQUARE;
        }
        // EP-EFFECTS: a pawn move or a capture resets the fifty-move counter.
        if (pawnMove || capture || enPassant) {
            pos[Board.HALFMOVE_CLOCK] = 0;
        } else {
            pos[Board.HALFMOVE_CLOCK] = pos[Board.HALFMOVE_CLOCK] + 1;
        }
        if (side == Piece.BLACK) {
            pos[Board.FULLMOVE_NUMBER] = pos[Board.FULLMOVE_NUMBER] + 1;
        }
        pos[Board.SIDE] = -side;
    }

    /** The rook jumps over the king: h-file rook to the f-file, a-file rook to the d-file. */
    public static void moveCastlingRook(int[] pos, int from, int to) {
        int rank = Board.rank(from);
        int rookFrom;
        int rookTo;
        if (to > from) {
            rookFrom = 8 * rank + 7;
            rookTo = 8 * rank + 5;
        } else {
            rookFrom = 8 * rank;
            rookTo = 8 * rank + 3;
        }
        pos[rookTo] = pos[rookFrom];
        pos[rookFrom] = Piece.EMPTY;
    }

    /** A move from or to a king's or rook's home square ends the castling rights it carries. */
    public static void loseCastlingRights(int[] pos, int sq) {
        if (sq == Castling.WHITE_KING_HOME || sq == Castling.WHITE_KINGSIDE_ROOK_HOME) {
            pos[Board.CASTLE_WHITE_KINGSIDE] = 0;
        }
        if (sq == Castling.WHITE_KING_HOME || sq == Castling.WHITE_QUEENSIDE_ROOK_HOME) {
            pos[Board.CASTLE_WHITE_QUEENSIDE] = 0;
        }
        if (sq == Castling.BLACK_KING_HOME || sq == Castling.BLACK_KINGSIDE_ROOK_HOME) {
            pos[Board.CASTLE_BLACK_KINGSIDE] = 0;
        }
        if (sq == Castling.BLACK_KING_HOME || sq == Castling.BLACK_QUEENSIDE_ROOK_HOME) {
            pos[Board.CASTLE_BLACK_QUEENSIDE] = 0;
        }
    }
}
