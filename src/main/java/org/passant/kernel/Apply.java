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
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN)
      @     && from % 8 != to % 8 && pos[to] == Piece.EMPTY);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean isEnPassantCapture(int[] pos, int from, int to) {
        return Board.isType(pos, from, Piece.PAWN) && Board.file(from) != Board.file(to)
                && pos[to] == Piece.EMPTY;
    }

    /** Castling: a king on its home square moving two squares along its rank. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((from == Castling.WHITE_KING_HOME && pos[from] == Piece.KING
      @         || from == Castling.BLACK_KING_HOME && pos[from] == -Piece.KING)
      @     && (to == from + 2 || to == from - 2));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean isCastlingMove(int[] pos, int from, int to) {
        // Only from the king's home square: the rook squares then never meet from or to.
        boolean kingAtHome = (from == Castling.WHITE_KING_HOME && pos[from] == Piece.KING)
                || (from == Castling.BLACK_KING_HOME && pos[from] == -Piece.KING);
        return kingAtHome && (to == from + 2 || to == from - 2);
    }

    /** A pawn's two-square advance, the only move that creates an en passant right. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN)
      @     && (to == from + 16 || to == from - 16));
      @ ensures \result == isDoubleStep(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean isDoubleStep(int[] pos, int from, int to) {
        return Board.isType(pos, from, Piece.PAWN) && Movement.abs(to - from) == 16;
    }

    /** The piece standing on {@code to} after the move: the mover, or its promotion. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64;
      @ requires Board.isBoard(pos);
      @ ensures \result == (Piece.KNIGHT <= promotion && promotion <= Piece.QUEEN
      @     ? (pos[from] > 0 ? promotion : -promotion)
      @     : pos[from]);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int arrivingPiece(int[] pos, int from, int promotion) {
        if (Piece.isPromotionChoice(promotion)) {
            if (pos[from] > 0) {
                return promotion;
            }
            return -promotion;
        }
        return pos[from];
    }

    /**
     * The piece on square {@code i} (0..63) after the move (from, to, promotion) on {@code pos},
     * square by square: an en passant capture empties the captured pawn's square (EP-LANDING),
     * castling moves the rook, the from-square empties, the to-square receives the mover (or its
     * promotion), every other square keeps its piece.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= i && i < 64;
      @ ensures \result ==
      @     (  (pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN)
      @             && from % 8 != to % 8 && pos[to] == Piece.EMPTY
      @             && i == 8 * (from / 8) + to % 8                     ? Piece.EMPTY   // EP-LANDING
      @      : (from == 4 && pos[from] == 6 || from == 60 && pos[from] == -6)
      @             && (to == from + 2 && i == from + 1 || to == from - 2 && i == from - 1)
      @                                                                 ? pos[to > from ? from + 3 : from - 4]
      @      : (from == 4 && pos[from] == 6 || from == 60 && pos[from] == -6)
      @             && (to == from + 2 && i == from + 3 || to == from - 2 && i == from - 4)
      @                                                                 ? Piece.EMPTY
      @      : i == from                                                ? Piece.EMPTY
      @      : i == to   ? (Piece.KNIGHT <= promotion && promotion <= Piece.QUEEN
      @                        ? (pos[from] > 0 ? promotion : -promotion)
      @                        : pos[from])
      @      : pos[i]);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= i && i < 64;
      @ ensures \result == pieceAfter(pos, from, to, promotion, i);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int pieceAfter(int[] pos, int from, int to, int promotion, int i) {
        if (isEnPassantCapture(pos, from, to) && i == 8 * (from / 8) + to % 8) {
            return Piece.EMPTY;
        }
        if (isCastlingMove(pos, from, to)) {
            if (to > from && i == from + 1) {
                return pos[from + 3];
            }
            if (to < from && i == from - 1) {
                return pos[from - 4];
            }
            if (to > from && i == from + 3 || to < from && i == from - 4) {
                return Piece.EMPTY;
            }
        }
        if (i == from) {
            return Piece.EMPTY;
        }
        if (i == to) {
            return arrivingPiece(pos, from, promotion);
        }
        return pos[i];
    }

    /**
     * Plays the move on {@code pos}: the board becomes {@link #pieceAfter} square by square. The
     * en passant square is the passed-over square after a pawn's double step and none after every
     * other move (EP-IMMEDIATE as a theorem). A pawn move or a capture resets the halfmove clock
     * (EP-EFFECTS).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1;
      @ requires 0 <= pos[Board.HALFMOVE_CLOCK] && pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE;
      @ requires 0 <= pos[Board.FULLMOVE_NUMBER] && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, promotion, i)));
      @ ensures pos[Board.SIDE] == -\old(pos[Board.SIDE]);
      @ ensures pos[Board.CASTLE_WHITE_KINGSIDE] == (from == 4 || from == 7 || to == 4 || to == 7
      @     ? 0 : \old(pos[Board.CASTLE_WHITE_KINGSIDE]));
      @ ensures pos[Board.CASTLE_WHITE_QUEENSIDE] == (from == 4 || from == 0 || to == 4 || to == 0
      @     ? 0 : \old(pos[Board.CASTLE_WHITE_QUEENSIDE]));
      @ ensures pos[Board.CASTLE_BLACK_KINGSIDE] == (from == 60 || from == 63 || to == 60 || to == 63
      @     ? 0 : \old(pos[Board.CASTLE_BLACK_KINGSIDE]));
      @ ensures pos[Board.CASTLE_BLACK_QUEENSIDE] == (from == 60 || from == 56 || to == 60 || to == 56
      @     ? 0 : \old(pos[Board.CASTLE_BLACK_QUEENSIDE]));
      @ ensures pos[Board.EP_SQUARE] ==                                                   // EP-IMMEDIATE
      @     ((\old(pos[from]) == Piece.PAWN || \old(pos[from]) == -Piece.PAWN) && (to == from + 16 || to == from - 16)
      @         ? (from + to) / 2 : Board.NO_SQUARE);
      @ ensures pos[Board.HALFMOVE_CLOCK] ==                                              // EP-EFFECTS
      @     ((\old(pos[from]) == Piece.PAWN || \old(pos[from]) == -Piece.PAWN) || \old(pos[to]) != Piece.EMPTY
      @         ? 0 : \old(pos[Board.HALFMOVE_CLOCK]) + 1);
      @ ensures pos[Board.FULLMOVE_NUMBER] == (\old(pos[Board.SIDE]) == Piece.BLACK
      @     ? \old(pos[Board.FULLMOVE_NUMBER]) + 1 : \old(pos[Board.FULLMOVE_NUMBER]));
      @ assignable pos[*];
      @*/
    public static void move(int[] pos, int from, int to, int promotion) {
        // Read before the board changes; the board goes first so its contract speaks of this very position.
        int side = pos[Board.SIDE];
        int epSquare = epSquareAfter(pos, from, to);
        boolean resets = resetsClock(pos, from, to);
        movePieces(pos, from, to, promotion);
        loseCastlingRights(pos, from);
        loseCastlingRights(pos, to);
        passTurn(pos, side, epSquare, resets);
    }

    /**
     * Plays a legal move of a position a game can reach: {@link #move}, with the invariant of
     * reachable positions as its contract: from a well-formed position ({@link Board#wellFormed}) a
     * legal move leads to a well-formed position. So every en passant square a game produces comes
     * with EP-TRIGGER (the last move was the enemy pawn's double step over it), and with
     * {@link #move}'s EP-IMMEDIATE it lasts exactly one move: EP-TRIGGER and EP-IMMEDIATE are
     * statements about games, not only about the position array (specs/README.md).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && Legality.isLegal(pos, from, to, promotion);
      @ requires pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures Board.wellFormed(pos);                                                        // EP-TRIGGER EP-IMMEDIATE
      @ assignable pos[*];
      @*/
    public static void play(int[] pos, int from, int to, int promotion) {
        move(pos, from, to, promotion);
    }

    /** EP-IMMEDIATE: the en passant square after the move: only a pawn's double step creates the right (the square passed over), every other move clears it. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && (to == from + 16 || to == from - 16)
      @     ? (from + to) / 2 : Board.NO_SQUARE);                                        // EP-IMMEDIATE
      @ ensures \result == epSquareAfter(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int epSquareAfter(int[] pos, int from, int to) {
        if (isDoubleStep(pos, from, to)) {
            return (from + to) / 2;
        }
        return Board.NO_SQUARE;
    }

    /** EP-EFFECTS: a pawn move or a capture (en passant is both) resets the fifty-move counter. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN || pos[to] != Piece.EMPTY); // EP-EFFECTS
      @ ensures \result == resetsClock(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean resetsClock(int[] pos, int from, int to) {
        return Board.isType(pos, from, Piece.PAWN) || pos[to] != Piece.EMPTY;
    }

    /** The board part of a move: every square becomes {@link #pieceAfter}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ ensures (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, promotion, i)));
      @ assignable pos[0 .. 63];
      @*/
    public static void movePieces(int[] pos, int from, int to, int promotion) {
        boolean enPassant = isEnPassantCapture(pos, from, to);
        boolean castling = isCastlingMove(pos, from, to);
        pos[to] = arrivingPiece(pos, from, promotion);
        pos[from] = Piece.EMPTY;
        if (enPassant) {
            // EP-LANDING: the captured pawn is removed from the square it stands on, beside the capturer.
            pos[8 * (from / 8) + to % 8] = Piece.EMPTY;
        }
        if (castling) {
            moveCastlingRook(pos, from, to);
        }
    }

    /** The records after a move: the en passant square, the halfmove clock, the fullmove number, the side to move. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && side != Integer.MIN_VALUE;
      @ requires 0 <= pos[Board.HALFMOVE_CLOCK] && pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE;
      @ requires 0 <= pos[Board.FULLMOVE_NUMBER] && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures pos[Board.EP_SQUARE] == epSquare;
      @ ensures pos[Board.HALFMOVE_CLOCK] == (resetsClock ? 0 : \old(pos[Board.HALFMOVE_CLOCK]) + 1);
      @ ensures pos[Board.FULLMOVE_NUMBER] == (side == Piece.BLACK
      @     ? \old(pos[Board.FULLMOVE_NUMBER]) + 1 : \old(pos[Board.FULLMOVE_NUMBER]));
      @ ensures pos[Board.SIDE] == -side;
      @ assignable pos[Board.SIDE], pos[Board.EP_SQUARE], pos[Board.HALFMOVE_CLOCK], pos[Board.FULLMOVE_NUMBER];
      @*/
    public static void passTurn(int[] pos, int side, int epSquare, boolean resetsClock) {
        pos[Board.EP_SQUARE] = epSquare;
        if (resetsClock) {
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
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (from == 4 || from == 60);
      @ ensures to > from ==> pos[from + 1] == \old(pos[from + 3]) && pos[from + 3] == Piece.EMPTY;
      @ ensures to <= from ==> pos[from - 1] == \old(pos[from - 4]) && pos[from - 4] == Piece.EMPTY;
      @ assignable pos[to > from ? from + 1 : from - 1], pos[to > from ? from + 3 : from - 4];
      @*/
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

    /** A move from or to a king's or rook's home square ends the castling rights it carries ({@link Castling#rightLost}). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ ensures pos[Board.CASTLE_WHITE_KINGSIDE] == (sq == 4 || sq == 7 ? 0 : \old(pos[Board.CASTLE_WHITE_KINGSIDE]));
      @ ensures pos[Board.CASTLE_WHITE_QUEENSIDE] == (sq == 4 || sq == 0 ? 0 : \old(pos[Board.CASTLE_WHITE_QUEENSIDE]));
      @ ensures pos[Board.CASTLE_BLACK_KINGSIDE] == (sq == 60 || sq == 63 ? 0 : \old(pos[Board.CASTLE_BLACK_KINGSIDE]));
      @ ensures pos[Board.CASTLE_BLACK_QUEENSIDE] == (sq == 60 || sq == 56 ? 0 : \old(pos[Board.CASTLE_BLACK_QUEENSIDE]));
      @ assignable pos[Board.CASTLE_WHITE_KINGSIDE .. Board.CASTLE_BLACK_QUEENSIDE];
      @*/
    public static void loseCastlingRights(int[] pos, int sq) {
        // One right at a time: each contract line then reads a fixed right (Castling.rightLost for it).
        if (Castling.rightLost(Board.CASTLE_WHITE_KINGSIDE, sq)) {
            pos[Board.CASTLE_WHITE_KINGSIDE] = 0;
        }
        if (Castling.rightLost(Board.CASTLE_WHITE_QUEENSIDE, sq)) {
            pos[Board.CASTLE_WHITE_QUEENSIDE] = 0;
        }
        if (Castling.rightLost(Board.CASTLE_BLACK_KINGSIDE, sq)) {
            pos[Board.CASTLE_BLACK_KINGSIDE] = 0;
        }
        if (Castling.rightLost(Board.CASTLE_BLACK_QUEENSIDE, sq)) {
            pos[Board.CASTLE_BLACK_QUEENSIDE] = 0;
        }
    }
}
