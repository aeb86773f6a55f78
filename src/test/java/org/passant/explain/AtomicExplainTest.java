package org.passant.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/** AT-CONNECTED-KINGS through explain: the reason names the attackers only when there are some. */
class AtomicExplainTest {

    private static ClauseVerdict clause(String fen, String move, String id) {
        Position p = Fen.position(fen, Variant.ATOMIC, Validation.STRICT);
        Explanation e = Explain.explain(p, Uci.parse(move));
        assertTrue(e.legal(), move);
        return e.clauses().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void AT_CONNECTED_KINGS_aKingBesideTheOtherAloneIsNotInCheckAndNoAttackerIsNamed() {
        ClauseVerdict c = clause("8/8/8/3k4/8/3K4/8/8 w - - 0 1", "d3d4", "AT-CONNECTED-KINGS");
        assertEquals("afterwards the kings touch, so the white king on d4 is not in check", c.reason());
    }

    @Test
    void AT_CONNECTED_KINGS_aRookOnTheKingsRankIsNamedAsItsAttacker() {
        ClauseVerdict c = clause("8/8/8/8/3k4/r7/3K4/8 w - - 0 1", "d2d3", "AT-CONNECTED-KINGS");
        assertEquals("afterwards the kings touch, so the white king on d3 is not in check, though attacked by the black rook on a3",
                c.reason());
    }
}
