package org.passant.search;

import java.util.Locale;

/**
 * The computer's playing levels (PLAY-COMPUTER): easy, medium and hard, the way the big sites
 * weaken Stockfish (lichess's AI levels are a depth, a time and a skill). Each level caps the
 * search's depth and nodes and chooses among the root moves that score within its
 * {@link #margin} of the best, each candidate's score raised by a random amount up to the
 * margin: the seed fixes the choice, so a game at a level replays exactly. Hard searches to the
 * time it is given and always plays its best move.
 */
public enum Level {
    EASY(1, 1_000, 400),
    MEDIUM(5, 80_000, 70),
    HARD(0, 0, 0);

    /** The deepest iteration (0: none beyond the search's own limits). */
    final int depth;
    /** The most nodes per move (0: no cap). */
    final long nodes;
    /** How far below the best score (centipawns) a root move may still be chosen. */
    final int margin;

    Level(int depth, long nodes, int margin) {
        this.depth = depth;
        this.nodes = nodes;
        this.margin = margin;
    }

    /** The name used in UCI options and on the command line: easy, medium, hard. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The level named {@code id} (any case), or null. */
    public static Level byId(String id) {
        for (Level l : values()) {
            if (l.id().equalsIgnoreCase(id == null ? "" : id.trim())) {
                return l;
            }
        }
        return null;
    }
}
