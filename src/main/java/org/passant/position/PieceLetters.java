package org.passant.position;

import org.passant.kernel.Piece;

/** The English piece letters of FEN and SAN: P N B R Q K (upper case White, lower case Black). */
public final class PieceLetters {
    private PieceLetters() {
    }

    private static final String LETTERS = " PNBRQK";

    /** The upper-case letter of a piece type 1..6. */
    public static char letter(int type) {
        return LETTERS.charAt(type);
    }

    /** The FEN letter of a signed piece code: 'P' for a White pawn, 'k' for a Black king. */
    public static char fenLetter(int piece) {
        char c = letter(Piece.type(piece));
        return piece < 0 ? Character.toLowerCase(c) : c;
    }

    /** The piece type (1..6) of an upper-case letter, or 0. */
    public static int type(char upper) {
        int i = LETTERS.indexOf(upper);
        return i <= 0 ? 0 : i;
    }

    /** The signed piece code of a FEN letter, or 0 when it is not one. */
    public static int fromFen(char c) {
        int type = type(Character.toUpperCase(c));
        if (type == 0) {
            return 0;
        }
        return Character.isUpperCase(c) ? type : -type;
    }
}
