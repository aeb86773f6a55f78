package org.passant.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.notation.Fen;

/**
 * Each en passant predicate of the kernel on the seeds' examples, one test per clause id (the
 * names carry the ids, see specs/TABLE.md). The contracts say the same for every position; these
 * pin the reading of the rule.
 */
class EnPassantClauseTest {

    // White Pe5, Black just played f7-f5: e5xf6 en passant is the reply.
    static final String AFTER_F7_F5 = "4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 2";
    static final int E5 = 36;
    static final int F5 = 37;
    static final int F6 = 45;
    static final int D6 = 43;

    static int[] pos(String fen) {
        return Fen.position(fen).state().clone();
    }

    @Test
    void EP_PIECES_onlyAPawnCapturesAndOnlyAPawnIsCaptured() {
        int[] p = pos(AFTER_F7_F5);
        assertTrue(EnPassant.pieces(p, E5, F6));
        p[E5] = Piece.KNIGHT;
        assertFalse(EnPassant.pieces(p, E5, F6), "a knight does not capture en passant");
        p = pos(AFTER_F7_F5);
        p[F5] = -Piece.BISHOP;
        assertFalse(EnPassant.pieces(p, E5, F6), "only a pawn is captured en passant");
    }

    @Test
    void EP_TRIGGER_aPawnThatCameInTwoSingleStepsGivesNoRight() {
        assertTrue(EnPassant.trigger(pos(AFTER_F7_F5)));
        // f7-f6, f6-f5: the same square, but no double step was recorded.
        int[] p = pos("4k3/8/8/4Pp2/8/8/8/4K3 w - - 0 3");
        assertFalse(EnPassant.trigger(p));
        assertFalse(Legality.isLegal(p, E5, F6, 0));
    }

    @Test
    void EP_ADJACENT_theCapturerStandsBesideTheArrivedPawn() {
        int[] p = pos("4k3/8/8/2P2p2/8/8/8/4K3 w - f6 0 2");
        assertTrue(EnPassant.adjacent(pos(AFTER_F7_F5), E5));
        assertFalse(EnPassant.adjacent(p, 34), "c5 is not beside f5");
    }

    @Test
    void EP_RANK_whitePawnMustStandOnFifthRankBlackOnFourth() {
        assertTrue(EnPassant.rank(pos(AFTER_F7_F5), E5));
        assertFalse(EnPassant.rank(pos(AFTER_F7_F5), E5 - 8));
        int[] black = pos("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1");
        assertTrue(EnPassant.rank(black, 28), "e4 is Black's fifth rank");
        assertTrue(Legality.isLegal(black, 28, 19, 0), "e4xd3 after d2-d4");
    }

    @Test
    void EP_IMMEDIATE_theRightIsLostAfterAnyOtherMove() {
        int[] p = pos(AFTER_F7_F5);
        assertTrue(EnPassant.immediate(p, F6));
        Apply.move(p, 4, 3, 0);    // Ke1-d1
        Apply.move(p, 60, 59, 0);  // Ke8-d8
        assertEquals(Board.NO_SQUARE, p[Board.EP_SQUARE]);
        assertFalse(EnPassant.immediate(p, F6));
        assertFalse(Legality.isLegal(p, E5, F6, 0));
    }

    @Test
    void EP_LANDING_theCapturerLandsBehindAndTheCapturedPawnLeavesItsOwnSquare() {
        int[] p = pos(AFTER_F7_F5);
        assertTrue(EnPassant.landing(p, E5, F6));
        assertFalse(EnPassant.landing(p, E5, F5), "not onto the pawn's own square");
        Apply.move(p, E5, F6, 0);
        assertEquals(Piece.PAWN, p[F6]);
        assertEquals(Piece.EMPTY, p[F5]);
        assertEquals(Piece.EMPTY, p[E5]);
    }

    @Test
    void EP_KING_SAFETY_theRankPinOfSeed001() {
        int[] p = pos("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2");
        assertTrue(EnPassant.pieces(p, E5, D6) && EnPassant.trigger(p) && EnPassant.landing(p, E5, D6));
        assertFalse(EnPassant.kingSafety(p, E5, D6));
        assertFalse(EnPassant.isLegal(p, E5, D6));
    }

    @Test
    void EP_EFFECTS_theCaptureResetsTheHalfmoveClock() {
        // a clock above 0 beside an en passant square cannot arise (the double step reset it): lenient loading
        int[] p = Fen.position("4k3/8/8/4Pp2/8/8/8/4K3 w - f6 7 20", org.passant.position.Variant.CHESS,
                org.passant.position.Validation.LENIENT).state().clone();
        Apply.move(p, E5, F6, 0);
        assertEquals(0, p[Board.HALFMOVE_CLOCK]);
    }
}
