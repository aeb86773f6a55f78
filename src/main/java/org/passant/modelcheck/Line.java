package org.passant.modelcheck;

/** A game under test as the model checker drives it: play a move, take it back (GM-UNDO). */
public interface Line {

    /** Plays a legal move. */
    void play(int from, int to, int promotion);

    /** Takes back the last move. */
    void undo();

    /** A copy of the current position array. */
    int[] state();

    /** The repetition hash of the current position. */
    long hash();

    /** How many times the current position has occurred, this time included. */
    int repetitions();
}
