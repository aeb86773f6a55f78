package org.passant.kernel;

/**
 * Applying a move of atomic chess to a position, in place. A quiet move is a chess move
 * ({@link Apply#move}); a capture explodes ({@link #pieceAfter}, AT-EXPLOSION and AT-EP-CENTRE).
 * Like {@link Apply}, it does not decide legality and is total on any two squares.
 */
public final class AtomicApply {
    private AtomicApply() {
    }

    /**
     * The square of the piece a capture from {@code from} to {@code to} takes: {@code to}, or for an
     * en passant capture the square beside {@code from} on the landing file (EP-LANDING).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && from % 8 != to % 8
      @     && pos[to] == Piece.EMPTY ? 8 * (from / 8) + to % 8 : to);
      @ ensures \result == capturedSquare(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int capturedSquare(int[] pos, int from, int to) {
        if (Apply.isEnPassantCapture(pos, from, to)) {
            return EnPassant.capturedSquare(from, to);
        }
        return to;
    }

    /**
     * The piece on square {@code i} after a capture from {@code from} on {@code to}. AT-EXPLOSION:
     * the capturer, the captured piece and every piece but a pawn on the eight squares around
     * {@code to} are gone; a pawn there survives; every square farther away is as it was.
     * AT-EP-CENTRE: for an en passant capture the captured pawn (beside {@code from}) is gone, and
     * the blast is still centred on the landing square {@code to}.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= i && i < 64;
      @ ensures \result == (i == from                                                     // AT-EXPLOSION
      @         || i == ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && from % 8 != to % 8
      @             && pos[to] == Piece.EMPTY ? 8 * (from / 8) + to % 8 : to)             // AT-EP-CENTRE
      @         || to / 8 - 1 <= i / 8 && i / 8 <= to / 8 + 1 && to % 8 - 1 <= i % 8 && i % 8 <= to % 8 + 1
      @             && pos[i] != Piece.PAWN && pos[i] != -Piece.PAWN
      @     ? Piece.EMPTY : pos[i]);
      @ ensures \result == pieceAfter(pos, from, to, i);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int pieceAfter(int[] pos, int from, int to, int i) {
        if (i == from || i == capturedSquare(pos, from, to) || Atomic.blasts(pos, i, to)) {
            return Piece.EMPTY;
        }
        return pos[i];
    }

    /**
     * Plays the move on {@code pos}. A quiet move is the chess move. A capture: the board becomes
     * {@link #pieceAfter} square by square; a castling right ends when its king's or rook's home
     * square is left, captured on or blasted (AT-CASTLING: an exploded rook loses its right, an
     * exploded king both); no en passant square (a capture is no double step, EP-IMMEDIATE); the
     * halfmove clock restarts (EP-EFFECTS).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1;
      @ requires 0 <= pos[Board.HALFMOVE_CLOCK] && pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE;
      @ requires 0 <= pos[Board.FULLMOVE_NUMBER] && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures !\old(Atomic.isCapture(pos, from, to))
      @     ==> (\forall int i; 0 <= i && i < 64; pos[i] == \old(Apply.pieceAfter(pos, from, to, promotion, i)))
      @         && pos[Board.EP_SQUARE] ==                                                 // EP-IMMEDIATE
      @             ((\old(pos[from]) == Piece.PAWN || \old(pos[from]) == -Piece.PAWN) && (to == from + 16 || to == from - 16)
      @             ? (from + to) / 2 : Board.NO_SQUARE)
      @         && pos[Board.HALFMOVE_CLOCK] ==                                            // EP-EFFECTS
      @             ((\old(pos[from]) == Piece.PAWN || \old(pos[from]) == -Piece.PAWN)
      @                     || \old(pos[to]) != Piece.EMPTY && !\old(Apply.isCastlingMove(pos, from, to))
      @                 ? 0 : \old(pos[Board.HALFMOVE_CLOCK]) + 1)
      @         && pos[Board.CASTLE_WHITE_KINGSIDE] == (\old(Apply.rightEnds(pos, Board.CASTLE_WHITE_KINGSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_WHITE_KINGSIDE]))
      @         && pos[Board.CASTLE_WHITE_QUEENSIDE] == (\old(Apply.rightEnds(pos, Board.CASTLE_WHITE_QUEENSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_WHITE_QUEENSIDE]))
      @         && pos[Board.CASTLE_BLACK_KINGSIDE] == (\old(Apply.rightEnds(pos, Board.CASTLE_BLACK_KINGSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_BLACK_KINGSIDE]))
      @         && pos[Board.CASTLE_BLACK_QUEENSIDE] == (\old(Apply.rightEnds(pos, Board.CASTLE_BLACK_QUEENSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_BLACK_QUEENSIDE]));
      @ ensures \old(Atomic.isCapture(pos, from, to))
      @     ==> (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, i)))     // AT-EXPLOSION
      @         && pos[Board.EP_SQUARE] == Board.NO_SQUARE && pos[Board.HALFMOVE_CLOCK] == 0
      @         && pos[Board.CASTLE_WHITE_KINGSIDE] == (\old(Atomic.rightExploded(pos, Board.CASTLE_WHITE_KINGSIDE, from, to))   // AT-CASTLING
      @             ? 0 : \old(pos[Board.CASTLE_WHITE_KINGSIDE]))
      @         && pos[Board.CASTLE_WHITE_QUEENSIDE] == (\old(Atomic.rightExploded(pos, Board.CASTLE_WHITE_QUEENSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_WHITE_QUEENSIDE]))
      @         && pos[Board.CASTLE_BLACK_KINGSIDE] == (\old(Atomic.rightExploded(pos, Board.CASTLE_BLACK_KINGSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_BLACK_KINGSIDE]))
      @         && pos[Board.CASTLE_BLACK_QUEENSIDE] == (\old(Atomic.rightExploded(pos, Board.CASTLE_BLACK_QUEENSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_BLACK_QUEENSIDE]));
      @ ensures pos[Board.SIDE] == -\old(pos[Board.SIDE]);
      @ ensures pos[Board.FULLMOVE_NUMBER] == (\old(pos[Board.SIDE]) == Piece.BLACK
      @     ? \old(pos[Board.FULLMOVE_NUMBER]) + 1 : \old(pos[Board.FULLMOVE_NUMBER]));
      @ assignable pos[*];
      @*/
    public static void move(int[] pos, int from, int to, int promotion) {
        if (!Atomic.isCapture(pos, from, to)) {
            Apply.move(pos, from, to, promotion);
            return;
        }
        // Everything is read before the board changes, so that each contract below speaks of this very position.
        int side = pos[Board.SIDE];
        boolean whiteKingside = Atomic.rightExploded(pos, Board.CASTLE_WHITE_KINGSIDE, from, to);
        boolean whiteQueenside = Atomic.rightExploded(pos, Board.CASTLE_WHITE_QUEENSIDE, from, to);
        boolean blackKingside = Atomic.rightExploded(pos, Board.CASTLE_BLACK_KINGSIDE, from, to);
        boolean blackQueenside = Atomic.rightExploded(pos, Board.CASTLE_BLACK_QUEENSIDE, from, to);
        explode(pos, from, to);
        Apply.endRights(pos, whiteKingside, whiteQueenside, blackKingside, blackQueenside);
        // EP-IMMEDIATE: a capture is no double step; EP-EFFECTS: it resets the fifty-move counter.
        Apply.passTurn(pos, side, Board.NO_SQUARE, true);
    }

    /**
     * AT-EXPLOSION and AT-EP-CENTRE on the board: every square becomes {@link #pieceAfter} of the
     * position before. Its postcondition names the board by the term {@link #move}'s contract uses.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ ensures (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, i)));   // AT-EXPLOSION
      @ assignable pos[0 .. 63];
      @*/
    public static void explode(int[] pos, int from, int to) {
        Atomic.explodeAround(pos, from, capturedSquare(pos, from, to), to);
    }
}
