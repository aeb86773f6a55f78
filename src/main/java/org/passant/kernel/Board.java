package org.passant.kernel;

/**
 * The layout of a position as one {@code int[SIZE]}: what the whole kernel reads and writes.
 *
 * <p>Squares 0..63 are a1, b1, ..., h1, a2, ..., h8 (index = 8 * rank + file, both from 0). A
 * square holds {@link Piece#EMPTY} or a signed piece code (positive White, negative Black). After
 * the squares come the side to move, the four castling rights (0 or 1 each), the en passant
 * square (the square a double-stepping pawn passed over, or {@link #NO_SQUARE}), the halfmove
 * clock, the fullmove number, and the start files of the castling pieces (C960-SETUP: each right's
 * rook file, each side's king file; standard chess is h, a and e), which no move changes. One array keeps the prover free of aliasing between arrays.
 */
public final class Board {
    private Board() {
    }

    public static final int SQUARES = 64;
    public static final int SIDE = 64;
    public static final int CASTLE_WHITE_KINGSIDE = 65;
    public static final int CASTLE_WHITE_QUEENSIDE = 66;
    public static final int CASTLE_BLACK_KINGSIDE = 67;
    public static final int CASTLE_BLACK_QUEENSIDE = 68;
    public static final int EP_SQUARE = 69;
    public static final int HALFMOVE_CLOCK = 70;
    public static final int FULLMOVE_NUMBER = 71;
    /** C960-SETUP: the start file (0..7) of the rook each castling right belongs to, in the rights' order. */
    public static final int ROOK_FILE_WHITE_KINGSIDE = 72;
    public static final int ROOK_FILE_WHITE_QUEENSIDE = 73;
    public static final int ROOK_FILE_BLACK_KINGSIDE = 74;
    public static final int ROOK_FILE_BLACK_QUEENSIDE = 75;
    /** C960-SETUP: the king's start file (0..7) of each side. */
    public static final int KING_FILE_WHITE = 76;
    public static final int KING_FILE_BLACK = 77;
    public static final int SIZE = 78;

    /** Standard chess's start files: the king on e, the rooks on h (kingside) and a (queenside). */
    public static final int STANDARD_KING_FILE = 4;
    public static final int STANDARD_KINGSIDE_ROOK_FILE = 7;
    public static final int STANDARD_QUEENSIDE_ROOK_FILE = 0;

    /** The en passant square when there is none. */
    public static final int NO_SQUARE = -1;

    /*@ public normal_behavior
      @ ensures \result <==> (0 <= sq && sq < 64);
      @ ensures \result == isSquare(sq);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isSquare(int sq) {
        return 0 <= sq && sq < SQUARES;
    }

    /*@ public normal_behavior
      @ requires 0 <= sq && sq < 64;
      @ ensures \result == sq % 8;
      @ ensures \result == file(sq);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int file(int sq) {
        return sq % 8;
    }

    /*@ public normal_behavior
      @ requires 0 <= sq && sq < 64;
      @ ensures \result == sq / 8;
      @ ensures \result == rank(sq);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int rank(int sq) {
        return sq / 8;
    }

    /** The diagonal (a1-h8 direction) of a square, numbered file minus rank: squares on one such diagonal share it. */
    /*@ public normal_behavior
      @ requires 0 <= sq && sq < 64;
      @ ensures \result == sq % 8 - sq / 8;
      @ ensures \result == diagonal(sq);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int diagonal(int sq) {
        return file(sq) - rank(sq);
    }

    /** The anti-diagonal (a8-h1 direction) of a square, numbered file plus rank: squares on one such diagonal share it. */
    /*@ public normal_behavior
      @ requires 0 <= sq && sq < 64;
      @ ensures \result == sq % 8 + sq / 8;
      @ ensures \result == antiDiagonal(sq);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int antiDiagonal(int sq) {
        return file(sq) + rank(sq);
    }

    /** The square at (file, rank), or {@link #NO_SQUARE} when either is off the board. */
    /*@ public normal_behavior
      @ ensures (0 <= file && file < 8 && 0 <= rank && rank < 8) ==> \result == 8 * rank + file;
      @ ensures !(0 <= file && file < 8 && 0 <= rank && rank < 8) ==> \result == -1;
      @ ensures \result == square(file, rank);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int square(int file, int rank) {
        if (0 <= file && file < 8 && 0 <= rank && rank < 8) {
            return 8 * rank + file;
        }
        return NO_SQUARE;
    }

    /**
     * A board: every square holds {@link Piece#EMPTY} or a piece code (-6..6). Every position of the
     * project is one. The contracts that read squares through {@link After#piece} require it: it
     * also gives KeY the range of the squares' values, which its logic does not know of an int
     * array's elements under Java integer semantics (KeY issue 1324).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ ensures \result <==> (\forall int i; 0 <= i && i < 64; -6 <= pos[i] && pos[i] <= 6);
      @ ensures \result == isBoard(pos);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isBoard(int[] pos) {
        /*@ loop_invariant 0 <= sq && sq <= 64 && (\forall int i; 0 <= i && i < sq; -6 <= pos[i] && pos[i] <= 6);
          @ decreases 64 - sq;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        for (int sq = 0; sq < SQUARES; sq++) {
            if (pos[sq] < -Piece.KING || pos[sq] > Piece.KING) {
                return false;
            }
        }
        return true;
    }

    /** Exactly one square holds {@code piece}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ ensures \result <==> (\exists int w; 0 <= w && w < 64; pos[w] == piece
      @     && (\forall int j; 0 <= j && j < 64 && j != w; pos[j] != piece));
      @ ensures \result == holdsOnce(pos, piece);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean holdsOnce(int[] pos, int piece) {
        int found = NO_SQUARE;
        /*@ loop_invariant 0 <= sq && sq <= 64 && -1 <= found && found < sq;
          @ loop_invariant found == -1 ==> (\forall int j; 0 <= j && j < sq; pos[j] != piece);
          @ loop_invariant found != -1 ==> pos[found] == piece
          @     && (\forall int j; 0 <= j && j < sq && j != found; pos[j] != piece);
          @ decreases 64 - sq;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        for (int sq = 0; sq < SQUARES; sq++) {
            if (pos[sq] == piece) {
                if (found != NO_SQUARE) {
                    return false;
                }
                found = sq;
            }
        }
        return found != NO_SQUARE;
    }

    /**
     * Lemma for {@link Apply#play}: the parts of {@link #wellFormed}, each king given by its square,
     * make a well-formed position (the squares are the witnesses of {@link #holdsOnce}).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == SIZE && (pos[SIDE] == 1 || pos[SIDE] == -1);
      @ requires (\forall int i; 0 <= i && i < 64; -Piece.KING <= pos[i] && pos[i] <= Piece.KING);
      @ requires 0 <= whiteKing && whiteKing < 64 && pos[whiteKing] == Piece.KING
      @     && (\forall int j; 0 <= j && j < 64 && j != whiteKing; pos[j] != Piece.KING);
      @ requires 0 <= blackKing && blackKing < 64 && pos[blackKing] == -Piece.KING
      @     && (\forall int j; 0 <= j && j < 64 && j != blackKing; pos[j] != -Piece.KING);
      @ requires rightsInRange(pos);
      @ requires pos[EP_SQUARE] == NO_SQUARE                                                     // EP-TRIGGER
      @     || 0 <= pos[EP_SQUARE] && pos[EP_SQUARE] < 64
      @         && pos[EP_SQUARE] / 8 == (pos[SIDE] == Piece.WHITE ? 5 : 2)
      @         && pos[pos[EP_SQUARE]] == Piece.EMPTY
      @         && pos[pos[EP_SQUARE] + 8 * pos[SIDE]] == Piece.EMPTY
      @         && pos[pos[EP_SQUARE] - 8 * pos[SIDE]] == -Piece.PAWN * pos[SIDE];
      @ requires 0 <= pos[HALFMOVE_CLOCK] && 1 <= pos[FULLMOVE_NUMBER];
      @ ensures wellFormed(pos);
      @ assignable \strictly_nothing;
      @*/
    public static void wellFormedBy(int[] pos, int whiteKing, int blackKing) {
        // The calls bring their contracts into the proof: each part of wellFormed as the query it computes.
        isBoard(pos);
        holdsOnce(pos, Piece.KING);
        holdsOnce(pos, -Piece.KING);
        EnPassant.trigger(pos);
        wellFormed(pos);
    }

    /**
     * Each castling right is 0 (lost) or 1 (held), right by right; written as bounds, not as a
     * disjunction, so that a proof that carries it does not split on it.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == SIZE;
      @ ensures \result <==> (0 <= pos[CASTLE_WHITE_KINGSIDE] && pos[CASTLE_WHITE_KINGSIDE] <= 1
      @     && 0 <= pos[CASTLE_WHITE_QUEENSIDE] && pos[CASTLE_WHITE_QUEENSIDE] <= 1
      @     && 0 <= pos[CASTLE_BLACK_KINGSIDE] && pos[CASTLE_BLACK_KINGSIDE] <= 1
      @     && 0 <= pos[CASTLE_BLACK_QUEENSIDE] && pos[CASTLE_BLACK_QUEENSIDE] <= 1);
      @ ensures \result == rightsInRange(pos);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean rightsInRange(int[] pos) {
        return 0 <= pos[CASTLE_WHITE_KINGSIDE] && pos[CASTLE_WHITE_KINGSIDE] <= 1
                && 0 <= pos[CASTLE_WHITE_QUEENSIDE] && pos[CASTLE_WHITE_QUEENSIDE] <= 1
                && 0 <= pos[CASTLE_BLACK_KINGSIDE] && pos[CASTLE_BLACK_KINGSIDE] <= 1
                && 0 <= pos[CASTLE_BLACK_QUEENSIDE] && pos[CASTLE_BLACK_QUEENSIDE] <= 1;
    }

    /**
     * A position a game can reach, as far as one move keeps it so ({@link Apply#play}): a side to
     * move, a board of piece codes, one king of each side, castling rights 0 or 1, an en passant
     * square only where EP-TRIGGER holds (the last move was a double step over it), and counters
     * that a move can increment.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == SIZE;
      @ ensures \result <==> ((pos[SIDE] == 1 || pos[SIDE] == -1) && isBoard(pos)
      @     && holdsOnce(pos, Piece.KING) && holdsOnce(pos, (int) -Piece.KING)
      @     && rightsInRange(pos)
      @     && (pos[EP_SQUARE] == NO_SQUARE || EnPassant.trigger(pos))                              // EP-TRIGGER
      @     && 0 <= pos[HALFMOVE_CLOCK] && 1 <= pos[FULLMOVE_NUMBER]);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == SIZE;
      @ ensures \result == wellFormed(pos);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean wellFormed(int[] pos) {
        if (pos[SIDE] != Piece.WHITE && pos[SIDE] != Piece.BLACK) {
            return false;
        }
        if (!isBoard(pos) || !holdsOnce(pos, Piece.KING) || !holdsOnce(pos, Piece.of(Piece.BLACK, Piece.KING)) || !rightsInRange(pos)) {
            return false;
        }
        return (pos[EP_SQUARE] == NO_SQUARE || EnPassant.trigger(pos))
                && 0 <= pos[HALFMOVE_CLOCK] && 1 <= pos[FULLMOVE_NUMBER];
    }

    /** The piece on square {@code sq} is of the given type (1..6), of either side. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= sq && sq < 64 && type != Integer.MIN_VALUE;
      @ ensures \result <==> (pos[sq] == type || pos[sq] == -type);
      @ ensures \result == isType(pos, sq, type);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isType(int[] pos, int sq, int type) {
        return pos[sq] == type || pos[sq] == -type;
    }

    /** The piece on square {@code sq} belongs to the side (an empty square belongs to nobody). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && 0 <= sq && sq < 64;
      @ ensures \result <==> (side == 1 && pos[sq] > 0 || side == -1 && pos[sq] < 0);
      @ ensures \result == belongsTo(pos, sq, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean belongsTo(int[] pos, int sq, int side) {
        return side == Piece.WHITE && pos[sq] > 0 || side == Piece.BLACK && pos[sq] < 0;
    }

    /** A fresh copy of a position, so that a move can be tried without touching the original. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == 78;
      @ ensures \fresh(\result) && \result.length == 78;
      @ ensures (\forall int i; 0 <= i && i < 78; \result[i] == pos[i]);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int[] copy(int[] pos) {
        int[] result = new int[SIZE];
        /*@ loop_invariant 0 <= i && i <= 78;
          @ loop_invariant (\forall int j; 0 <= j && j < i; result[j] == pos[j]);
          @ assignable result[*];
          @ decreases 78 - i;
          @*/
        for (int i = 0; i < SIZE; i++) {
            result[i] = pos[i];
        }
        return result;
    }
}
