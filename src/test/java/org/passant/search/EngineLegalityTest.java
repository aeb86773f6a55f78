package org.passant.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.passant.game.DrawPolicy;
import org.passant.game.Game;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Variant;

/**
 * PLAY-COMPUTER: every move the engine plays is legal by the kernel, at every level, in both
 * variants, over thousands of positions (random games, so that odd positions come up too) and
 * along whole games between levels refereed by the game layer.
 */
class EngineLegalityTest {

    @ParameterizedTest
    @EnumSource(Variant.class)
    void PLAY_COMPUTER_everyMoveTheEnginePlaysIsLegalByTheKernel(Variant variant) {
        SplittableRandom random = new SplittableRandom(2115 + variant.ordinal());
        Engine engine = new Engine(7);
        engine.setHashMegabytes(1);
        Level[] levels = Level.values();
        int checked = 0;
        int gameOver = 0;
        while (checked < 2000) {
            Position start = Position.initial(variant);
            Position p = start;
            List<Move> moves = new ArrayList<>();
            for (int ply = 0; ply < 120; ply++) {
                engine.setLevel(levels[checked % levels.length]);
                engine.setPosition(start, moves);
                Result r = engine.go(Limits.nodes(400), null);
                List<Move> legal = p.legalMoves();
                if (legal.isEmpty()) {
                    assertNull(r.best(), "no legal move, no answer");
                    gameOver++;
                    break;
                }
                assertNotNull(r.best());
                assertTrue(p.isLegal(r.best()), () -> r.best() + " in " + org.passant.notation.Fen.format(engine.position()));
                checked++;
                // continue at random, so that the positions are not only those the engine likes
                Move next = random.nextInt(4) == 0 ? r.best() : legal.get(random.nextInt(legal.size()));
                moves.add(next);
                p = p.play(next);
            }
        }
        assertTrue(gameOver > 0, "some random games end, and the engine answers 0000 there");
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void PLAY_COMPUTER_levelsPlayWholeGamesRefereedByTheGameLayer(Variant variant) {
        int plies = 0;
        // four games at least, more until 40 plies were refereed: a stronger level ends its games sooner
        for (int g = 0; g < 4 || plies <= 40 && g < 40; g++) {
            Engine white = new Engine(g);
            Engine black = new Engine(100 + g);
            white.setLevel(g % 2 == 0 ? Level.EASY : Level.MEDIUM);
            black.setLevel(g % 2 == 0 ? Level.MEDIUM : Level.EASY);
            Game game = new Game(Position.initial(variant), DrawPolicy.AUTOMATIC);
            while (game.outcome().isEmpty() && game.moves().size() < 200) {
                Engine e = game.turn() > 0 ? white : black;
                e.setPosition(game.startPosition(), game.moves());
                Move m = e.go(Limits.depth(3), null).best();
                game.play(m); // refuses an illegal move (IllegalMoveException)
                plies++;
            }
        }
        assertTrue(plies > 40, plies + " plies");
    }

    @Test
    void PLAY_COMPUTER_aLevelIsDeterministicGivenASeed() {
        assertEquals(selfPlay(5, Level.EASY), selfPlay(5, Level.EASY));
        assertEquals(selfPlay(5, Level.MEDIUM), selfPlay(5, Level.MEDIUM));
        // another seed, another game: the levels' choice is random, only the seed fixes it
        assertNotEquals(selfPlay(5, Level.EASY), selfPlay(6, Level.EASY));
    }

    private static List<Move> selfPlay(long seed, Level level) {
        Engine e = new Engine(seed);
        e.setLevel(level);
        Position start = Position.initial();
        Position p = start;
        List<Move> moves = new ArrayList<>();
        for (int ply = 0; ply < 30 && !p.legalMoves().isEmpty(); ply++) {
            e.setPosition(start, moves);
            Move m = e.go(Limits.depth(level == Level.EASY ? 2 : 3), null).best();
            moves.add(m);
            p = p.play(m);
        }
        return moves;
    }
}
