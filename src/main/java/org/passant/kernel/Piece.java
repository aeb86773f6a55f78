package org.passant.kernel;

/**
 * Piece codes and colours. A piece is its type (1..6) for White and the negated type for Black;
 * a side is {@link #WHITE} (+1) or {@link #BLACK} (-1), so the opponent of {@code side} is
 * {@code -side} and a pawn of {@code side} advances by {@code 8 * side} squares.
 */
public final class Piece {
    private Piece() {
    }

    public static final int EMPTY = 0;
    public static final int PAWN = 1;
    public static final int KNIGHT = 2;
    public static final int BISHOP = 3;
    public static final int ROOK = 4;
    public static final int QUEEN = 5;
    public static final int KING = 6;

    public static final int WHITE = 1;
    public static final int BLACK = -1;

    /*@ public normal_behavior
      @ ensures \result <==> (side == 1 || side == -1);
      @ ensures \result == isSide(side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isSide(int side) {
        return side == WHITE || side == BLACK;
    }

    /** The piece of the given side and type (a side other than White counts as Black). */
    /*@ public normal_behavior
      @ requires type != Integer.MIN_VALUE;
      @ ensures side == 1 ==> \result == type;
      @ ensures side != 1 ==> \result == -type;
      @ ensures \result == of(side, type);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int of(int side, int type) {
        if (side == WHITE) {
            return type;
        }
        return -type;
    }

    /** The type (1..6) of a piece, or 0 for an empty square. */
    /*@ public normal_behavior
      @ requires piece != Integer.MIN_VALUE;
      @ ensures piece >= 0 ==> \result == piece;
      @ ensures piece < 0 ==> \result == -piece;
      @ ensures \result == type(piece);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int type(int piece) {
        if (piece < 0) {
            return -piece;
        }
        return piece;
    }

    /** Whether the piece is of the given type (1..6), of either side: what the kernel asks of a square. */
    /*@ public normal_behavior
      @ requires type != Integer.MIN_VALUE;
      @ ensures \result <==> (piece == type || piece == -type);
      @ ensures \result == isType(piece, type);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isType(int piece, int type) {
        return piece == type || piece == -type;
    }

    /** Whether the piece belongs to the side (an empty square belongs to nobody). */
    /*@ public normal_behavior
      @ ensures \result <==> ((side == 1 && piece > 0) || (side == -1 && piece < 0));
      @ ensures \result == belongsTo(piece, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean belongsTo(int piece, int side) {
        return (side == WHITE && piece > 0) || (side == BLACK && piece < 0);
    }

    /** The side a piece belongs to; 0 for an empty square. */
    /*@ public normal_behavior
      @ ensures piece > 0 ==> \result == 1;
      @ ensures piece < 0 ==> \result == -1;
      @ ensures piece == 0 ==> \result == 0;
      @ ensures \result == sideOf(piece);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int sideOf(int piece) {
        if (piece > 0) {
            return WHITE;
        }
        if (piece < 0) {
            return BLACK;
        }
        return 0;
    }

    /** Whether a promotion choice names a piece a pawn may become: knight, bishop, rook or queen. */
    /*@ public normal_behavior
      @ ensures \result <==> (promotion == 2 || promotion == 3 || promotion == 4 || promotion == 5);
      @ ensures \result == isPromotionChoice(promotion);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isPromotionChoice(int promotion) {
        return promotion == KNIGHT || promotion == BISHOP || promotion == ROOK || promotion == QUEEN;
    }
}
