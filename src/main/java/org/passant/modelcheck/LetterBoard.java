package org.passant.modelcheck;

import java.util.Arrays;

/**
 * A board as the rules text speaks of it, for the model checker's own transcription of the rules:
 * 64 squares, each empty ({@link #EMPTY}) or holding a FEN piece letter (upper case White). It
 * knows nothing of the kernel: its own squares, its own sides, its own attack detection, so that
 * a kernel bug cannot hide behind a shared helper.
 */
public final class LetterBoard {

    public static final char EMPTY = '.';

    /** A square by file (0 = a) and rank (0 = rank 1). */
    public record Sq(int file, int rank) {

        public static boolean onBoard(int file, int rank) {
            return file >= 0 && file < 8 && rank >= 0 && rank < 8;
        }

        /** The square (df, dr) away, or null off the board. */
        public Sq plus(int df, int dr) {
            return onBoard(file + df, rank + dr) ? new Sq(file + df, rank + dr) : null;
        }

        public static Sq parse(String name) {
            return new Sq(name.charAt(0) - 'a', name.charAt(1) - '1');
        }

        @Override
        public String toString() {
            return "" + (char) ('a' + file) + (char) ('1' + rank);
        }
    }

    /** A side, with the directions and ranks the rules give it. */
    public enum Side {
        WHITE(1, 1, 4), BLACK(-1, 6, 3);

        private final int forward;
        private final int startRank;
        private final int fifthRank;

        Side(int forward, int startRank, int fifthRank) {
            this.forward = forward;
            this.startRank = startRank;
            this.fifthRank = fifthRank;
        }

        /** +1 when the side's pawns advance towards rank 8, -1 towards rank 1. */
        public int forward() {
            return forward;
        }

        /** The rank its pawns start on: rank 2 for White, rank 7 for Black. */
        public int startRank() {
            return startRank;
        }

        /** Its fifth rank, counted from its own side: rank 5 for White, rank 4 for Black. */
        public int fifthRank() {
            return fifthRank;
        }

        public Side opponent() {
            return this == WHITE ? BLACK : WHITE;
        }

        public boolean owns(char piece) {
            return piece != EMPTY && Character.isUpperCase(piece) == (this == WHITE);
        }

        /** This side's letter for a piece kind given as an upper-case letter. */
        public char letter(char kind) {
            return this == WHITE ? kind : Character.toLowerCase(kind);
        }

        @Override
        public String toString() {
            return this == WHITE ? "white" : "black";
        }
    }

    private final char[] squares;

    /** A board from 64 letters, a1, b1, ..., h1, a2, ..., h8. */
    public LetterBoard(char[] squares) {
        if (squares.length != 64) {
            throw new IllegalArgumentException("a board has 64 squares");
        }
        this.squares = squares.clone();
    }

    private LetterBoard(char[] squares, boolean copy) {
        this.squares = copy ? squares.clone() : squares;
    }

    /** A board that takes over the array (the caller keeps no reference to it). */
    static LetterBoard owning(char[] squares) {
        if (squares.length != 64) {
            throw new IllegalArgumentException("a board has 64 squares");
        }
        return new LetterBoard(squares, false);
    }

    public char at(Sq sq) {
        return squares[8 * sq.rank() + sq.file()];
    }

    public boolean isEmpty(Sq sq) {
        return at(sq) == EMPTY;
    }

    /** The 64 letters, a1 first. */
    public char[] letters() {
        return squares.clone();
    }

    /** This board with one square changed. */
    public LetterBoard with(Sq sq, char letter) {
        char[] next = squares.clone();
        next[8 * sq.rank() + sq.file()] = letter;
        return new LetterBoard(next, false);
    }

    /** The square of the side's king, or null. */
    public Sq king(Side side) {
        char king = side.letter('K');
        for (int i = 0; i < 64; i++) {
            if (squares[i] == king) {
                return new Sq(i % 8, i / 8);
            }
        }
        return null;
    }

    private static final int[][] KNIGHT_JUMPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING_STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    private static final int[][] LINES = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] DIAGONALS = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

    /**
     * Whether a piece of side {@code by} could capture on {@code target}: a pawn diagonally in front
     * of it, a knight's jump, a king's step, or a line piece with nothing in between.
     */
    public boolean attacked(Sq target, Side by) {
        int f = target.file();
        int r = target.rank();
        // A pawn attacks forward-diagonally, so the attacker stands one rank behind the target.
        if (holds(f - 1, r - by.forward(), by.letter('P')) || holds(f + 1, r - by.forward(), by.letter('P'))) {
            return true;
        }
        for (int[] j : KNIGHT_JUMPS) {
            if (holds(f + j[0], r + j[1], by.letter('N'))) {
                return true;
            }
        }
        for (int[] s : KING_STEPS) {
            if (holds(f + s[0], r + s[1], by.letter('K'))) {
                return true;
            }
        }
        for (int[] d : LINES) {
            char first = firstPieceOnRay(f, r, d[0], d[1]);
            if (first == by.letter('R') || first == by.letter('Q')) {
                return true;
            }
        }
        for (int[] d : DIAGONALS) {
            char first = firstPieceOnRay(f, r, d[0], d[1]);
            if (first == by.letter('B') || first == by.letter('Q')) {
                return true;
            }
        }
        return false;
    }

    /** Whether the side's king stands attacked. A side without a king is not in check. */
    public boolean inCheck(Side side) {
        Sq king = king(side);
        return king != null && attacked(king, side.opponent());
    }

    private boolean holds(int file, int rank, char piece) {
        return Sq.onBoard(file, rank) && squares[8 * rank + file] == piece;
    }

    private char firstPieceOnRay(int file, int rank, int df, int dr) {
        int f = file + df;
        int r = rank + dr;
        while (Sq.onBoard(f, r)) {
            char c = squares[8 * r + f];
            if (c != EMPTY) {
                return c;
            }
            f += df;
            r += dr;
        }
        return EMPTY;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LetterBoard other && Arrays.equals(squares, other.squares);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(squares);
    }

    /** Rank 8 first, one line per rank, dots for empty squares. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            sb.append(squares, 8 * r, 8).append('\n');
        }
        return sb.toString();
    }
}
