package org.passant.modelcheck;

import org.passant.position.Variant;

/**
 * What a model check runs against: a legality predicate, the move generation that must agree
 * with it, move application, check, and the repetition hash, all over the kernel's position array
 * (kernel/Board: squares 0..63, side, castling rights, en passant square, clocks) and the
 * kernel's move encoding ({@code from + 64 * to + 4096 * promotion}).
 *
 * <p>Implementations: {@link KernelRules} (a variant as the kernel states it); {@link
 * GeneratorRules} (a variant's predicate with another {@link org.passant.position.MoveGenerator},
 * such as the bitboard generator); in the tests, copies of the rules with a bug switched on.
 */
public interface RulesUnderTest {

    /** A short name for reports: "kernel", "fast", "mutant: ...". */
    String name();

    /** The variant whose validation, FEN and game layer the checks use. */
    Variant variant();

    /** Whether (from, to, promotion) is legal for the side to move: the question the reference generator asks. */
    boolean isLegal(int[] pos, int from, int to, int promotion);

    /** The generation under test: writes the legal moves into {@code out}, returns how many. */
    int legalMoves(int[] pos, int[] out);

    /** Plays a legal move on the array, in place. */
    void apply(int[] pos, int from, int to, int promotion);

    /** Whether the side's king is attacked. */
    boolean inCheck(int[] pos, int side);

    /** The repetition hash (EP-REPETITION: equal for positions that repeat). */
    long hash(int[] pos);

    /** A game started at {@code start}, to play moves and take them back (GM-UNDO). */
    default Line line(int[] start) {
        return new StackLine(this, start);
    }
}
