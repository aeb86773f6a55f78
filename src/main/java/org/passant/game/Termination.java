package org.passant.game;

/** Why a game ended. */
public enum Termination {
    /** GM-MATE. */
    CHECKMATE,
    /** GM-MATE: no legal move and not in check. */
    STALEMATE,
    /** GM-REPETITION: the same position for the third time (automatic, or claimed under FIDE). */
    THREEFOLD_REPETITION,
    /** GM-REPETITION: the fifth time, automatic under every policy. */
    FIVEFOLD_REPETITION,
    /** GM-FIFTY: fifty moves each without a capture or a pawn move (automatic, or claimed under FIDE). */
    FIFTY_MOVES,
    /** GM-FIFTY: seventy-five moves each, automatic under every policy. */
    SEVENTY_FIVE_MOVES,
    /** AT-END: a king exploded. */
    KING_EXPLODED,
    /** GM-CLOCK: a clock ran out. */
    TIME_FORFEIT,
    /** GM-CLOCK with the FIDE option: a clock ran out, but the opponent could not have mated. */
    TIMEOUT_VS_INSUFFICIENT_MATERIAL,
    /** GM-MATERIAL: neither side can mate (or, in atomic chess, explode the king) by any series of legal moves. */
    DEAD_POSITION,
    /** GM-RESIGN: a player resigned. */
    RESIGNATION,
    /** GM-RESIGN: a draw was offered and accepted. */
    DRAW_AGREED,
    /** A player broke the conditions of play (a referee's verdict: an illegal move, or an engine that crashed or hung). */
    FORFEIT,
    /**
     * An online board's first-move wait passed (the game server's rule, issue 45): a loss for the side
     * that did not make its first move when the other side had moved, else the game is aborted (no winner).
     */
    NO_FIRST_MOVE
}
