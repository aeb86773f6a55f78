package org.passant.search;

import java.util.Arrays;

import org.passant.fast.SearchBoard;

/**
 * What the search learned about quiet moves, for ordering and reductions: how often a move (by
 * side, from and to square) refuted a position, less how often it was tried and failed to
 * (butterfly history); the quiet reply that last refuted each move (countermove, by the
 * previous move's side, piece and target); and how well a move followed the previous one and the
 * one before it (continuation history, by their pieces and targets). Every score stays within
 * {@link #MAX} in absolute value: each bonus is damped by the score it is added to.
 */
final class History {
    /** The largest score. */
    static final int MAX = 16384;

    private final int[] butterfly = new int[2 * 64 * 64];
    private final int[] counters = new int[2 * 8 * 64];
    /** Continuation history: {@code [previous piece-to][piece-to]}, a piece-to being side, type and target ({@link #pieceTo}). */
    private final short[] continuation = new short[2 * PIECE_TO * PIECE_TO];
    private static final int PIECE_TO = 2 * 8 * 64;

    void clear() {
        Arrays.fill(butterfly, 0);
        Arrays.fill(counters, 0);
        Arrays.fill(continuation, (short) 0);
    }

    /** A move's piece and target with the side that moves it, an index below {@link #PIECE_TO}; 0 stands for no move. */
    static int pieceTo(boolean white, int type, int move) {
        return ((white ? 0 : 8) + type) * 64 + SearchBoard.to(move);
    }

    int butterfly(boolean white, int move) {
        return butterfly[(white ? 0 : 4096) + SearchBoard.from(move) * 64 + SearchBoard.to(move)];
    }

    /** The continuation score of a move ({@code pieceTo}) after a move {@code back} plies earlier ({@code previous}, 0: none); {@code back} is 1 or 2. */
    int continuation(int previous, int pieceTo, int back) {
        return previous == 0 ? 0 : continuation[(back - 1) * PIECE_TO * PIECE_TO + previous * PIECE_TO + pieceTo];
    }

    /** The quiet move that last refuted the previous move ({@code previous}, a piece-to), or 0. */
    int counter(int previous) {
        return counters[previous];
    }

    void setCounter(int previous, int move) {
        counters[previous] = move;
    }

    /** Adds {@code bonus} (negative: a malus) to a quiet move's scores. */
    void update(boolean white, int move, int pieceTo, int previous1, int previous2, int bonus) {
        int i = (white ? 0 : 4096) + SearchBoard.from(move) * 64 + SearchBoard.to(move);
        butterfly[i] += bonus - butterfly[i] * Math.abs(bonus) / MAX;
        if (previous1 != 0) {
            int c = previous1 * PIECE_TO + pieceTo;
            continuation[c] += bonus - continuation[c] * Math.abs(bonus) / MAX;
        }
        if (previous2 != 0) {
            int c = PIECE_TO * PIECE_TO + previous2 * PIECE_TO + pieceTo;
            continuation[c] += bonus - continuation[c] * Math.abs(bonus) / MAX;
        }
    }

    /** The bonus for a move that refuted at {@code depth}. */
    static int bonus(int depth) {
        return Math.min(16 * depth * depth + 32 * depth, 1600);
    }
}
