package org.passant.modelcheck;

import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.game.DrawPolicy;
import org.passant.game.Game;

/** A line played by the game layer itself ({@link Game#play} and {@link Game#undo}). */
final class GameLine implements Line {
    private final Game game;

    /** FIDE policy: a start position that repeats or has a high clock still leaves moves to play. */
    GameLine(Variant variant, int[] start) {
        this.game = new Game(Position.trusted(variant, start), DrawPolicy.FIDE);
    }

    /** Whether the game layer still accepts moves (it refuses them once the game is over). */
    boolean isOpen() {
        return !game.isOver();
    }

    @Override
    public void play(int from, int to, int promotion) {
        game.play(new Move(from, to, promotion));
    }

    @Override
    public void undo() {
        game.undo();
    }

    @Override
    public int[] state() {
        return game.position().state();
    }

    @Override
    public long hash() {
        return game.position().zobrist();
    }

    @Override
    public int repetitions() {
        return game.repetitions();
    }
}
