package org.passant.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.Positions;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/** C960-CASTLE through explain: castling typed in either form, named by the clause that fails. */
class Chess960ExplainTest {

    private static ClauseVerdict failing(Explanation e) {
        return e.clauses().stream().filter(c -> !c.holds()).findFirst().orElseThrow();
    }

    @Test
    void C960_CASTLE_theStandardFormTypedIsExplainedAsCastling() {
        // the black rook on f8 attacks f1, which the king crosses
        Position p = Positions.fen("r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1");
        for (String typed : new String[] {"e1g1", "e1h1"}) {
            Explanation e = Explain.explain(p, Uci.parse(typed));
            assertEquals("castling kingside", e.kind(), typed);
            assertFalse(e.legal());
            assertEquals("e1h1", e.move().uci(true));
            assertEquals("FIDE-3.8.2.2", failing(e).id());
            assertEquals("the king would cross an attacked square", failing(e).reason());
        }
        assertTrue(Explain.explain(p, Uci.parse("e1c1")).legal());
    }

    @Test
    void C960_CASTLE_aPieceOnTheRooksWayIsNamed() {
        // O-O-O: the king e1 to c1, the rook b1 to d1, where the white queen stands
        Position p = Positions.fen("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R1QK1R1 w KQkq - 0 1");
        for (String typed : new String[] {"e1b1", "e1c1"}) {
            Explanation e = Explain.explain(p, Uci.parse(typed));
            assertEquals("castling queenside", e.kind(), typed);
            assertFalse(e.legal());
            assertEquals("C960-CASTLE", failing(e).id());
            assertEquals("the white queen on d1 is in the way: the king goes e1 to c1 and the rook b1 to d1,"
                    + " and every square of b1-e1 but theirs must be empty", failing(e).reason());
        }
        Explanation kingside = Explain.explain(p, Uci.parse("e1g1"));
        assertTrue(kingside.legal(), kingside.toString());
    }

    @Test
    void C960_CASTLE_aLostRightIsNamedForTheRookThatHadIt() {
        Position start = Positions.fen("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1");
        Position p = Positions.play(start, "Ra1 Ra8 Rb1 Rb8");
        Explanation e = Explain.explain(p, Uci.parse("e1b1"));
        assertEquals("castling queenside", e.kind());
        assertEquals("FIDE-3.8.2.1", failing(e).id());
        assertEquals("white has lost the queenside castling right (king or rook has moved)", failing(e).reason());
    }

    @Test
    void C960_CASTLE_theStandardFormWithoutARookNamesTheMissingRook() {
        Position p = Positions.fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        Explanation e = Explain.explain(p, Uci.parse("e1g1"));
        assertEquals("castling kingside", e.kind());
        assertFalse(e.legal());
        assertTrue(e.clauses().stream().anyMatch(c -> !c.holds() && c.reason().equals("no white rook on h1")),
                e.clauses().toString());
    }

    @Test
    void C960_CASTLE_atomicCastlingIsNoCaptureOfTheOwnRook() {
        Position p = Fen.position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Variant.ATOMIC, Validation.STRICT);
        Explanation e = Explain.explain(p, Uci.parse("e1h1"));
        assertTrue(e.legal(), e.clauses().toString());
        assertEquals("castling kingside", e.kind());
        assertTrue(e.clauses().stream().noneMatch(c -> c.id().equals("AT-KING-NO-CAPTURE")));
        Position attacked = Fen.position("r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1", Variant.ATOMIC, Validation.STRICT);
        Explanation through = Explain.explain(attacked, Uci.parse("e1g1"));
        assertFalse(through.legal());
        assertEquals("AT-CASTLING", failing(through).id());
    }
}
