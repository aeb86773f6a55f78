package org.passant.search;

import org.passant.position.Move;

/**
 * One position of a game's analysis ({@link Engine#analyse}): the position after {@code ply}
 * moves of the game, the move that was played there ({@code null} after the last move), the
 * search's best move ({@code null} when the game is over there), and the position's value for
 * White: {@code centipawns}, or a mate in {@code mateIn} moves ({@code null} when none found;
 * negative when White is the one mated). Where the game is over, the value is
 * {@link #MATE_VALUE} for the winner (checkmate, or AT-WIN-EXPLOSION) and 0 for a draw, with no
 * mate count. The search's depth and nodes say what the value rests on. The played move's cost to
 * the side that played it is the fall of that side's value from this position to the next
 * ({@link #loss}).
 */
public record Analysis(int ply, Move played, Move best, int centipawns, Integer mateIn, int depth, long nodes) {

    /** A mate counts as this many centipawns in {@link #loss}. */
    public static final int MATE_VALUE = 10_000;

    /** The value for White in centipawns, a mate counted as {@link #MATE_VALUE} less the moves to it. */
    public int value() {
        if (mateIn == null) {
            return centipawns;
        }
        return mateIn > 0 ? MATE_VALUE - mateIn : -MATE_VALUE - mateIn;
    }

    /**
     * What the move played here cost the side that played it, in centipawns (0 or more): the fall
     * of its value from this position to {@code next}, the position after the move.
     */
    public int loss(Analysis next, boolean whitePlayed) {
        int fall = whitePlayed ? value() - next.value() : next.value() - value();
        return Math.max(0, fall);
    }
}
