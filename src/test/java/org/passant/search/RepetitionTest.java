package org.passant.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * GM-REPETITION in the search: a position that occurred once before in the game is no draw
 * (FIDE 9.2 needs the third time), so the engine does not walk back into it as if it were one;
 * a position that occurred twice before is, and the side that is losing takes it.
 */
class RepetitionTest {

    private static Result search(Variant variant, String fen, String moves, int depth) {
        Position start = Fen.position(fen, variant, Validation.STRICT);
        List<Move> played = new ArrayList<>();
        Position p = start;
        for (String m : moves.isEmpty() ? new String[0] : moves.split(" ")) {
            Move move = Uci.parseLegal(p, m, false);
            played.add(move);
            p = p.play(move);
        }
        Engine hard = new Engine(0);
        hard.setPosition(start, played);
        return hard.go(Limits.depth(depth), null);
    }

    /**
     * The position: Black's king went h8 and back, and White's g1-f1-g1. Kh8 again
     * returns to a position the game had once, and lets Ra8 mate; it was scored as a draw and
     * played. The search with the game behind it must agree with the search of the same
     * position without that history.
     */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void GM_REPETITION_aPositionOnceBeforeInTheGameIsNoDraw(Variant variant) {
        String fen = "6k1/6pp/8/8/8/8/5PPP/RN4K1 b - - 0 1";
        Result withHistory = search(variant, fen, "g8h8 g1f1 h8g8 f1g1", 8);
        Result fresh = search(variant, fen, "", 8);
        assertNotEquals("g8h8", withHistory.best().uci(), "Kh8 allows Ra8 mate");
        assertNotEquals(0, withHistory.score(), "scored as a draw");
        assertEquals(fresh.best(), withHistory.best());
        assertEquals(fresh.score(), withHistory.score());
    }

    /**
     * The game-history case: White is a queen up; Black's king has gone h8-g8-f8-g8-h8 while the
     * queen went d1-d2-d1 twice. Kg8 now brings the position after Black's first move for the
     * third time: a draw, which Black takes. Without that history the same move is no draw.
     */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void GM_REPETITION_aPositionTwiceBeforeInTheGameIsADrawTheLoserTakes(Variant variant) {
        String fen = "7k/pp6/8/8/8/8/8/K2Q4 b - - 0 1";
        Result repeated = search(variant, fen, "h8g8 d1d2 g8f8 d2d1 f8g8 d1d2 g8h8 d2d1", 6);
        assertEquals("h8g8", repeated.best().uci());
        assertEquals(0, repeated.score());
        Result fresh = search(variant, fen, "", 6);
        assertTrue(fresh.score() < -300, "a queen down: " + fresh.score());
    }
}
