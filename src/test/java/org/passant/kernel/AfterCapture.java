package org.passant.kernel;

/** For tests: the en passant predicates that read the board after the capture, given a fresh one. */
public final class AfterCapture {
    private AfterCapture() {
    }

    /** The board after the capture, as {@link EnPassant#afterCapture} writes it, in a new array. */
    public static int[] of(int[] pos, int from, int to) {
        int[] after = new int[Board.SIZE];
        EnPassant.afterCapture(pos, after, from, to);
        return after;
    }

    /** EP-KING-SAFETY on the board after this capture. */
    public static boolean kingSafety(int[] pos, int from, int to) {
        return EnPassant.kingSafety(pos, of(pos, from, to), from, to);
    }

    /** Every en passant clause, EP-KING-SAFETY on the board after this capture. */
    public static boolean isLegal(int[] pos, int from, int to) {
        return EnPassant.isLegal(pos, of(pos, from, to), from, to);
    }
}
