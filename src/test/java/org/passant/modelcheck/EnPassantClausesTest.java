package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.modelcheck.EnPassantClauses.Clause;
import org.passant.modelcheck.EnPassantClauses.History;
import org.passant.modelcheck.EnPassantClauses.PlayedMove;
import org.passant.modelcheck.LetterBoard.Side;
import org.passant.modelcheck.LetterBoard.Sq;

/**
 * The transcription itself, on the seed examples of RULES.md: the model checker's verdicts are
 * only as good as this, so it is tested without the kernel (boards are written out as letters).
 */
class EnPassantClausesTest {

    /** A board from FEN's first field. */
    static LetterBoard board(String placement) {
        char[] squares = new char[64];
        java.util.Arrays.fill(squares, LetterBoard.EMPTY);
        String[] ranks = placement.split("/");
        for (int i = 0; i < 8; i++) {
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                } else {
                    squares[8 * (7 - i) + file++] = c;
                }
            }
        }
        return new LetterBoard(squares);
    }

    private static Sq sq(String name) {
        return Sq.parse(name);
    }

    private static History justPlayed(char pawn, String from, String to) {
        return History.justPlayed(new PlayedMove(pawn, sq(from), sq(to)));
    }

    @Test
    void EP_TRIGGER_seed000CaptureAfterF7F5IsLegal() {
        LetterBoard b = board("4k3/8/8/4Pp2/8/8/8/4K3");
        assertNull(EnPassantClauses.firstFailing(b, Side.WHITE, justPlayed('p', "f7", "f5"), sq("e5"), sq("f6")));
        LetterBoard after = EnPassantClauses.after(b, Side.WHITE, sq("e5"), sq("f6"));
        assertEquals(board("4k3/8/5P2/8/8/8/8/4K3"), after);
    }

    @Test
    void EP_TRIGGER_aSingleStepGivesNoRight() {
        LetterBoard b = board("4k3/8/8/4Pp2/8/8/8/4K3");
        assertEquals(Clause.TRIGGER, EnPassantClauses.firstFailing(b, Side.WHITE, justPlayed('p', "f6", "f5"), sq("e5"), sq("f6")));
        assertEquals(Clause.TRIGGER, EnPassantClauses.firstFailing(b, Side.WHITE, History.NONE, sq("e5"), sq("f6")));
    }

    @Test
    void EP_IMMEDIATE_oneMoveLaterTheRightIsGone() {
        LetterBoard b = board("4k3/8/8/4Pp2/8/8/8/4K3");
        History late = new History(new PlayedMove('p', sq("f7"), sq("f5")), 2);
        assertEquals(Clause.IMMEDIATE, EnPassantClauses.firstFailing(b, Side.WHITE, late, sq("e5"), sq("f6")));
    }

    @Test
    void EP_PIECES_EP_ADJACENT_EP_RANK_EP_LANDING_eachRefusesItsCase() {
        History f7f5 = justPlayed('p', "f7", "f5");
        assertEquals(Clause.PIECES, EnPassantClauses.firstFailing(board("4k3/8/8/4Np2/8/8/8/4K3"), Side.WHITE, f7f5, sq("e5"), sq("f6")));
        // The pawn beside the capturer is not the one that double-stepped.
        assertEquals(Clause.ADJACENT, EnPassantClauses.firstFailing(board("4k3/8/8/1Pp1p3/8/8/8/4K3"), Side.WHITE,
                justPlayed('p', "e7", "e5"), sq("b5"), sq("c6")));
        // Beside the double-stepped pawn, but taking its other neighbour.
        assertEquals(Clause.LANDING, EnPassantClauses.firstFailing(board("4k3/8/8/2pPp3/8/8/8/4K3"), Side.WHITE,
                justPlayed('p', "e7", "e5"), sq("d5"), sq("c6")));
        assertEquals(Clause.LANDING, EnPassantClauses.firstFailing(board("4k3/8/8/3pPp2/8/8/8/4K3"), Side.WHITE,
                justPlayed('p', "f7", "f5"), sq("e5"), sq("d6")));
        // EP-RANK follows from EP-TRIGGER and EP-ADJACENT, so it never fails first; it is checked alone.
        assertTrue(EnPassantClauses.rank(Side.BLACK, sq("e4")));
        assertFalse(EnPassantClauses.rank(Side.WHITE, sq("e4")));
    }

    @Test
    void EP_KING_SAFETY_seed001RankPinAndItsBlackMirror() {
        // White Kh5, Pe5; Black Ra5, Pd5 just played d7-d5: e5xd6 would open the rank.
        assertEquals(Clause.KING_SAFETY, EnPassantClauses.firstFailing(board("4k3/8/8/r2pP2K/8/8/8/8"), Side.WHITE,
                justPlayed('p', "d7", "d5"), sq("e5"), sq("d6")));
        // Black e4xd3 after d2-d4, with the black king and a white rook on the fourth rank.
        assertEquals(Clause.KING_SAFETY, EnPassantClauses.firstFailing(board("8/8/8/8/R2Pp2k/8/8/4K3"), Side.BLACK,
                justPlayed('P', "d2", "d4"), sq("e4"), sq("d3")));
        // A blocker between rook and pawns keeps the capture legal.
        assertNull(EnPassantClauses.firstFailing(board("4k3/8/8/rN1pP2K/8/8/8/8"), Side.WHITE,
                justPlayed('p', "d7", "d5"), sq("e5"), sq("d6")));
    }

    @Test
    void EP_KING_SAFETY_capturingTheCheckingPawnResolvesTheCheck() {
        // Black d7-d5 gives check to the white king on e4; e5xd6 removes the checker... only if it takes d5.
        LetterBoard b = board("4k3/8/8/3pP3/4K3/8/8/8");
        assertNull(EnPassantClauses.firstFailing(b, Side.WHITE, justPlayed('p', "d7", "d5"), sq("e5"), sq("d6")));
        assertTrue(b.inCheck(Side.WHITE));
    }

    @Test
    void EP_EFFECTS_discoveredCheckAlongTheDiagonalAndTheRank() {
        // White Bb1, Pe5; black Kh7, Pf5 after f7-f5: e5xf6 removes f5 from the b1-h7 diagonal.
        LetterBoard diagonal = board("8/7k/8/4Pp2/8/8/8/1B2K3");
        assertNull(EnPassantClauses.firstFailing(diagonal, Side.WHITE, justPlayed('p', "f7", "f5"), sq("e5"), sq("f6")));
        assertTrue(EnPassantClauses.givesCheck(diagonal, Side.WHITE, sq("e5"), sq("f6")));
        // White Ra5, Pe5; black Kh5, Pd5 after d7-d5: both pawns leave the fifth rank.
        LetterBoard rank = board("8/8/8/R2pP2k/8/8/8/4K3");
        assertTrue(EnPassantClauses.givesCheck(rank, Side.WHITE, sq("e5"), sq("d6")));
        assertFalse(EnPassantClauses.givesCheck(board("8/8/8/R2pP3/7k/8/8/4K3"), Side.WHITE, sq("e5"), sq("d6")));
    }

    @Test
    void attackDetectionByEachPiece() {
        LetterBoard b = board("4k3/8/8/8/8/8/8/4K3");
        assertTrue(b.attacked(sq("d2"), Side.WHITE));
        assertFalse(b.attacked(sq("e3"), Side.WHITE));
        assertTrue(board("4k3/8/8/8/8/8/3p4/4K3").inCheck(Side.WHITE));
        assertFalse(board("4k3/8/8/8/8/8/4p3/4K3").inCheck(Side.WHITE));
        assertTrue(board("4k3/8/8/8/8/3n4/8/4K3").inCheck(Side.WHITE));
        assertTrue(board("4k3/8/8/b7/8/8/8/4K3").inCheck(Side.WHITE));
        assertFalse(board("4k3/8/8/b7/8/2P5/8/4K3").inCheck(Side.WHITE));
        assertTrue(board("4k3/4r3/8/8/8/8/8/4K3").inCheck(Side.WHITE));
        assertTrue(board("4k3/8/8/8/8/8/8/q3K3").inCheck(Side.WHITE));
        assertTrue(board("4k3/8/8/8/8/8/8/4K2q").inCheck(Side.WHITE));
        assertFalse(board("4k3/8/8/8/8/8/8/4K1Nq").inCheck(Side.WHITE));
        assertTrue(board("4k3/8/8/8/8/8/8/4K3").attacked(sq("d7"), Side.BLACK));
        assertTrue(board("4k3/8/8/8/8/8/3P4/4K3").attacked(sq("e3"), Side.WHITE));
    }
}
