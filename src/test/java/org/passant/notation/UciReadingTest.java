package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.Positions.fen;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.passant.kernel.Piece;
import org.passant.position.IllegalMoveException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Square;

/**
 * C960-NOTATION: the one reading of UCI text in a position ({@link Uci#parse(Position, String, boolean)}).
 * Expected moves are written by hand from specs/RULES.md C960-NOTATION (castling is king-takes-own-rook
 * under UCI_Chess960, the king's two-square move otherwise) and README's UCI_Chess960 row (moves are
 * read as written first, b1c1 beside a castling rook on a1 being the king's step, then in the standard form).
 */
class UciReadingTest {

    private static final String STANDARD_CASTLING = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    /** King b1, rooks a1 and h1, both White rights (Shredder-FEN). */
    private static final String KING_B1 = "1k6/8/8/8/8/8/8/RK5R w HA - 0 1";
    /** King f1, rook h1 with its right: the king's one step to g1 is also castling's destination. */
    private static final String KING_F1 = "1k6/8/8/8/8/8/8/5K1R w H - 0 1";

    private static void assertMove(String from, String to, int promotion, boolean castling, Move m) {
        assertEquals(Square.parse(from), m.from(), "from");
        assertEquals(Square.parse(to), m.to(), "to");
        assertEquals(promotion, m.promotion(), "promotion");
        assertEquals(castling, m.castling(), "castling");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void C960_NOTATION_standardE1g1IsKingsideCastlingWhileTheRightStands(boolean chess960) {
        Position p = fen(STANDARD_CASTLING);
        Move m = Uci.parse(p, "e1g1", chess960);
        assertMove("e1", "h1", 0, true, m); // marked king takes own rook
        assertTrue(p.isLegal(m));
        assertMove("e1", "a1", 0, true, Uci.parse(p, "e1c1", chess960));
    }

    @Test
    void C960_NOTATION_e1g1WithoutTheRightIsStillCastlingAndIllegal() {
        // two squares is no king step, so the text can only mean castling, which the lost right refuses
        Position p = fen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
        Move m = Uci.parse(p, "e1g1", false);
        assertMove("e1", "h1", 0, true, m);
        assertFalse(p.isLegal(m));
        assertThrows(IllegalMoveException.class, () -> Uci.parseLegal(p, "e1g1", true));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void C960_NOTATION_e1h1IsCastlingInEitherMode(boolean chess960) {
        Position p = fen(STANDARD_CASTLING);
        Move m = Uci.parse(p, "e1h1", chess960);
        assertMove("e1", "h1", 0, true, m);
        assertTrue(p.isLegal(m));
        assertMove("e8", "a8", 0, true, Uci.parse(fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"), "e8a8", chess960));
    }

    @Test
    void C960_NOTATION_chess960KingStepB1c1BesideACastlingRookIsTheStep() {
        Position p = fen(KING_B1);
        Move m = Uci.parse(p, "b1c1", true);
        assertMove("b1", "c1", 0, false, m);
        assertTrue(p.isLegal(m));
        assertMove("b1", "a1", 0, true, Uci.parse(p, "b1a1", true)); // castling is written king takes rook
    }

    @Test
    void C960_NOTATION_standardReadingOfB1c1WithTheRightIsCastling() {
        // standard notation reads the king's move to c1 first as castling while the right stands
        Position p = fen(KING_B1);
        Move m = Uci.parse(p, "b1c1", false);
        assertMove("b1", "a1", 0, true, m);
        assertTrue(p.isLegal(m));
    }

    @Test
    void C960_NOTATION_f1g1WithKingOneStepFromG1() {
        Position p = fen(KING_F1);
        assertMove("f1", "g1", 0, false, Uci.parse(p, "f1g1", true)); // as written: the king's step
        assertMove("f1", "h1", 0, true, Uci.parse(p, "f1g1", false)); // standard form first: castling
        Position noRight = fen("1k6/8/8/8/8/8/8/5K1R w - - 0 1");
        assertMove("f1", "g1", 0, false, Uci.parse(noRight, "f1g1", true));
        assertMove("f1", "g1", 0, false, Uci.parse(noRight, "f1g1", false)); // the right is gone: the step
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void C960_NOTATION_castlingWithAPromotionSuffix(boolean chess960) {
        Position p = fen(STANDARD_CASTLING);
        // the CLI reads e1g1q as castling carrying a letter it cannot take (FIDE-3.7.3.3)
        Move cli = Uci.parse(p, "e1g1q", chess960, true);
        assertMove("e1", "h1", Piece.QUEEN, false, cli);
        assertFalse(p.isLegal(cli));
        // the other readers leave a promotion alone: a king's move e1g1 with a letter
        Move plain = Uci.parse(p, "e1g1q", chess960);
        assertMove("e1", "g1", Piece.QUEEN, false, plain);
        assertFalse(p.isLegal(plain));
        assertThrows(IllegalMoveException.class, () -> Uci.parseLegal(p, "e1g1q", chess960));
    }
}
