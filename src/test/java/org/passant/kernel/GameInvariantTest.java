package org.passant.kernel;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.position.Position;
import org.passant.position.Setups;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * The base case of the reachable-position invariant, tested (not proved: issue 47, item 5 is open): every start
 * position the project sets up is {@link Board#wellFormed}, the 960 Chess960 arrangements (standard chess among
 * them, C960-SETUP) and atomic chess's start. {@code PlayoutProperties} checks the step along random games.
 */
class GameInvariantTest {

    @Test
    void C960_SETUP_everyStartPositionTheProjectSetsUpIsWellFormed() {
        for (int n = 0; n < 960; n++) {
            assertTrue(Board.wellFormed(Position.of(Setups.chess960(n), Variant.CHESS, Validation.STRICT).state()), "Chess960 start " + n);
        }
        assertTrue(Board.wellFormed(Position.initial().state()), "the standard start");
        assertTrue(Board.wellFormed(Position.initial(Variant.ATOMIC).state()), "atomic chess's start");
    }
}
