package org.passant.position;

import org.passant.kernel.Board;

/** Square names: index 0..63 (a1 = 0, h1 = 7, a8 = 56) and algebraic names such as "e4". */
public final class Square {
    private Square() {
    }

    public static int of(int file, int rank) {
        return 8 * rank + file;
    }

    public static int file(int sq) {
        return sq % 8;
    }

    public static int rank(int sq) {
        return sq / 8;
    }

    public static String name(int sq) {
        if (sq < 0 || sq >= 64) {
            return "-";
        }
        return "" + (char) ('a' + file(sq)) + (char) ('1' + rank(sq));
    }

    /** The square named by two characters such as "e4", or {@link Board#NO_SQUARE}. */
    public static int parse(String name) {
        if (name == null || name.length() != 2) {
            return Board.NO_SQUARE;
        }
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            return Board.NO_SQUARE;
        }
        return of(file, rank);
    }
}
