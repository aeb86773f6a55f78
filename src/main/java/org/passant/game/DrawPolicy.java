package org.passant.game;

/** How repetition and the move-count rule end a game (GM-REPETITION, GM-FIFTY). */
public enum DrawPolicy {
    /** As the seed's game plays: threefold repetition and the fifty-move rule end the game at once. */
    AUTOMATIC,
    /** As FIDE: threefold and fifty moves may be claimed; fivefold and seventy-five moves end the game. */
    FIDE
}
