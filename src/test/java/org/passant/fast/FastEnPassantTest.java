package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.Positions;
import org.passant.position.Position;

/**
 * En passant in the fast generator, where masks are not enough: EP-KING-SAFETY decided by the
 * occupancy after both pawns have left their squares. Each case also agrees with the kernel.
 */
class FastEnPassantTest {

    private static List<String> fastMoves(Position p) {
        Differential.assertAgrees(p, p.legalMoves());
        return Positions.uciList(Differential.FAST.legalMoves(p));
    }

    @Test
    void EP_KING_SAFETY_seed001RankPin() {
        // White Kh5, Pe5; Black Ra5, Pd5 after ...d7-d5: e5xd6 would open rank 5 between Ra5 and Kh5.
        assertFalse(fastMoves(Positions.fen("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2")).contains("e5d6"));
    }

    @Test
    void EP_KING_SAFETY_rankPinWithTheKingOnTheOtherSide() {
        // Black Ka4, Pb4; White Pc4 after c2-c4, Rh4: b4xc3 leaves rank 4 open from h4 to a4.
        assertFalse(fastMoves(Positions.lenient("8/8/8/8/kpP4R/8/8/4K3 b - c3 0 1")).contains("b4c3"));
    }

    @Test
    void EP_KING_SAFETY_noRankPinWhenAnotherPieceStillBlocks() {
        // As seed 001, with a knight on c5 still standing between the rook and the pawns.
        assertTrue(fastMoves(Positions.lenient("8/8/8/r1NpP2K/8/8/8/4k3 w - d6 0 2")).contains("e5d6"));
    }

    @Test
    void EP_KING_SAFETY_removingTheCapturedPawnOpensADiagonal() {
        // The d5 pawn shields the king on b3 from the bishop on f7; taking it en passant lands on d6, off that line.
        assertFalse(fastMoves(Positions.lenient("4k3/5b2/8/3pP3/8/1K6/8/8 w - d6 0 2")).contains("e5d6"));
    }

    @Test
    void EP_KING_SAFETY_diagonalPinOffTheLineIsIllegal() {
        assertFalse(fastMoves(Positions.play(Positions.fen("4k3/3p2b1/8/4P3/8/2K5/8/8 b - - 0 1"), "d5")).contains("e5d6"));
    }

    @Test
    void EP_KING_SAFETY_diagonalPinAlongTheLineIsLegal() {
        assertTrue(fastMoves(Positions.play(Positions.fen("1b2k3/3p4/8/4P3/8/8/7K/8 b - - 0 1"), "d5")).contains("e5d6"));
    }

    @Test
    void EP_KING_SAFETY_inCheckTheCaptureMustResolveIt() {
        // ...d7-d5 gives check to the king on e4; taking the checker en passant is the only reply.
        Position p = Positions.play(Positions.fen("5r1k/3p4/2p5/1n2P3/4K3/r7/8/8 b - - 0 1"), "d5");
        assertEquals(List.of("e5d6"), fastMoves(p));
        assertEquals(1, Differential.FAST.countLegalMoves(p));
    }

    @Test
    void EP_KING_SAFETY_inCheckFromElsewhereTheCaptureDoesNotHelp() {
        assertFalse(fastMoves(Positions.play(Positions.fen("2b1k3/3p4/8/4P3/8/7K/8/8 b - - 0 1"), "d5")).contains("e5d6"));
    }

    @Test
    void EP_IMMEDIATE_theRightIsGoneAfterAnotherMove() {
        Position p = Positions.play("e4 a6 e5 f5 Nf3 Nc6");
        assertFalse(fastMoves(p).contains("e5f6"));
        assertTrue(fastMoves(Positions.play("e4 a6 e5 f5")).contains("e5f6"));
    }

    @Test
    void EP_ADJACENT_bothNeighboursMayCapture() {
        List<String> moves = fastMoves(Positions.fen("4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 2"));
        assertTrue(moves.contains("c5d6") && moves.contains("e5d6"));
    }

    @Test
    void perftOfTheEnPassantPositionsEqualsTheKernels() {
        for (String fen : new String[] {"8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", "8/8/8/8/kpP4R/8/8/4K3 b - c3 0 1",
            "4k3/5b2/8/3pP3/8/1K6/8/8 w - d6 0 2", "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1"}) {
            Position p = Positions.lenient(fen);
            assertEquals(new org.passant.reference.KernelGenerator().perft(p, 4), Differential.FAST.perft(p, 4), fen);
        }
    }
}
