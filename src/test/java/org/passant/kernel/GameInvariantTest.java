package org.passant.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.position.Position;
import org.passant.position.Setups;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * The invariant of reachable positions as the project runs it. Proved in the kernel: every start position that
 * {@link Start#chess960} writes is {@link Board#wellFormed}, and {@link Apply#game} keeps it so; here, that the
 * project's own set-ups are well-formed (the 960 Chess960 arrangements, standard chess among them, C960-SETUP, and
 * atomic chess's start), and what the proved game and witnesses do when run. {@code PlayoutProperties} checks the
 * step along random games.
 */
class GameInvariantTest {

    private static int[] standardStart() {
        int[] pos = new int[Board.SIZE];
        Start.chess960(pos, 4, 0, 7, 3, 2, 5, 1, 6);
        return pos;
    }

    @Test
    void C960_SETUP_everyStartPositionTheProjectSetsUpIsWellFormed() {
        for (int n = 0; n < 960; n++) {
            assertTrue(Board.wellFormed(Position.of(Setups.chess960(n), Variant.CHESS, Validation.STRICT).state()), "Chess960 start " + n);
        }
        assertTrue(Board.wellFormed(Position.initial().state()), "the standard start");
        assertTrue(Board.wellFormed(Position.initial(Variant.ATOMIC).state()), "atomic chess's start");
    }

    @Test
    void EP_TRIGGER_aGameIsPlayedUpToItsFirstIllegalMoveAndStaysWellFormed() {
        int[] pos = standardStart();
        // 1.e4 e5 2.Nf3, then e2-e3 for Black: no pawn stands on e2 any more
        int[] moves = {Generate.encode(12, 28, 0), Generate.encode(52, 36, 0), Generate.encode(6, 21, 0), Generate.encode(12, 20, 0)};
        assertEquals(3, Apply.game(pos, moves));
        assertTrue(Board.wellFormed(pos));
        assertEquals(Piece.BLACK, pos[Board.SIDE]);
        assertEquals(Piece.KNIGHT, pos[21], "the knight on f3");
        assertEquals(Board.NO_SQUARE, pos[Board.EP_SQUARE], "e5's en passant square lasted one move (EP-IMMEDIATE)");
    }

    @Test
    void EP_LANDING_theEnPassantWitnessPlaysExd6AndTakesThePawnOnD5() {
        int[] pos = new int[Board.SIZE];
        assertTrue(Witness.enPassant(Generate.CHESS, pos, new int[Generate.CODES]), "exd6 e.p. is legal there");
        assertEquals(Piece.PAWN, pos[43], "the capturer on d6");
        assertEquals(Piece.EMPTY, pos[35], "the pawn on d5 is taken (EP-LANDING)");
        assertEquals(Piece.EMPTY, pos[36], "e5 is left");
        assertTrue(Board.wellFormed(pos));
    }

    @Test
    void AT_EXPLOSION_anAtomicGameStaysWellFormedThroughACaptureUpToItsFirstIllegalMove() {
        int[] pos = standardStart();
        // 1.e4 d5 2.exd5 (the blast takes both pawns, AT-EXPLOSION), then e4-e5 for Black: no pawn stands on e4 any more
        int[] moves = {Generate.encode(12, 28, 0), Generate.encode(51, 35, 0), Generate.encode(28, 35, 0), Generate.encode(28, 36, 0)};
        assertEquals(3, AtomicApply.game(pos, moves));
        assertTrue(Board.wellFormed(pos));
        assertEquals(Piece.BLACK, pos[Board.SIDE]);
        assertEquals(Piece.EMPTY, pos[35], "the capturer explodes with the pawn it took on d5");
        assertEquals(Piece.EMPTY, pos[28], "e4 is left");
        assertEquals(-Piece.PAWN, pos[52], "a pawn beside the blast survives (AT-EXPLOSION)");
        assertEquals(Board.NO_SQUARE, pos[Board.EP_SQUARE], "a capture leaves no en passant square");
        assertEquals(0, pos[Board.HALFMOVE_CLOCK]);
    }

    @Test
    void AT_WIN_EXPLOSION_anAtomicGameEndsWithTheMoveThatExplodesTheEnemyKing() {
        int[] pos = standardStart();
        // 1.Nf3 a6 2.Ng5 a5 3.Nxf7: the blast on f7 takes the king on e8; a fourth move is not played
        int[] moves = {Generate.encode(6, 21, 0), Generate.encode(48, 40, 0), Generate.encode(21, 38, 0),
            Generate.encode(40, 32, 0), Generate.encode(38, 53, 0), Generate.encode(52, 44, 0)};
        assertEquals(5, AtomicApply.game(pos, moves));
        assertEquals(Piece.BLACK, pos[Board.SIDE]);
        for (int sq = 0; sq < 64; sq++) {
            assertTrue(pos[sq] != -Piece.KING, "no black king after the blast, square " + sq);
        }
        assertEquals(Piece.KING, pos[4], "White's king stands on e1");
        assertEquals(-Piece.PAWN, pos[52], "e7's pawn survives the blast");
        assertEquals(-Piece.QUEEN, pos[59], "d8 is outside the blast");
        assertTrue(!Board.wellFormed(pos), "a position without Black's king is not one a game goes on from");
    }
}
