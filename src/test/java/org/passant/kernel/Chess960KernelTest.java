package org.passant.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * C960-SETUP, C960-CASTLE and the kernel's side of C960-NOTATION on hand-built position arrays: the
 * expectations come from the clauses (king to g/c, rook to f/d, both paths empty, no square of the
 * king's walk attacked), worked out by hand for each board, never from the code under test.
 */
class Chess960KernelTest {

    /**
     * A kernel array from a FEN board field, White to move, with the given rights (K, Q, k, q as
     * 0/1) and start files (rook files K, Q, k, q; king files white, black).
     */
    static int[] position(String board, int side, int[] rights, int[] rookFiles, int whiteKingFile, int blackKingFile) {
        int[] pos = new int[Board.SIZE];
        int rank = 7;
        int file = 0;
        for (char c : board.toCharArray()) {
            if (c == '/') {
                rank--;
                file = 0;
            } else if (Character.isDigit(c)) {
                file += c - '0';
            } else {
                int type = "pnbrqk".indexOf(Character.toLowerCase(c)) + 1;
                pos[8 * rank + file] = Character.isUpperCase(c) ? type : -type;
                file++;
            }
        }
        pos[Board.SIDE] = side;
        for (int i = 0; i < 4; i++) {
            pos[Board.CASTLE_WHITE_KINGSIDE + i] = rights[i];
            pos[Board.ROOK_FILE_WHITE_KINGSIDE + i] = rookFiles[i];
        }
        pos[Board.KING_FILE_WHITE] = whiteKingFile;
        pos[Board.KING_FILE_BLACK] = blackKingFile;
        pos[Board.EP_SQUARE] = Board.NO_SQUARE;
        pos[Board.FULLMOVE_NUMBER] = 1;
        return pos;
    }

    static final int A1 = 0;
    static final int B1 = 1;
    static final int C1 = 2;
    static final int D1 = 3;
    static final int E1 = 4;
    static final int F1 = 5;
    static final int G1 = 6;
    static final int H1 = 7;

    @Test
    void C960_CASTLE_kingOnB1TakesItsRookOnA1AndEndsOnC1WithTheRookOnD1() {
        int[] pos = position("7k/8/8/8/8/8/8/RK6", 1, new int[] {0, 1, 0, 0}, new int[] {7, 0, 7, 0}, 1, 7);
        assertTrue(Castling.isAttempt(pos, B1, A1));
        assertTrue(Legality.isLegal(pos, B1, A1, 0));
        // The king's one-square step to c1 is another move, told apart by its target.
        assertTrue(Legality.isLegal(pos, B1, C1, 0));
        assertFalse(Castling.isAttempt(pos, B1, C1));
        Apply.move(pos, B1, A1, 0);
        assertEquals(Piece.EMPTY, pos[A1]);
        assertEquals(Piece.EMPTY, pos[B1]);
        assertEquals(Piece.KING, pos[C1]);
        assertEquals(Piece.ROOK, pos[D1]);
        assertEquals(0, pos[Board.CASTLE_WHITE_QUEENSIDE]);
        assertEquals(1, pos[Board.HALFMOVE_CLOCK], "castling captures nothing: the clock counts on, 0 to 1");
    }

    @Test
    void C960_CASTLE_aKingAlreadyOnItsCastledSquareStaysThereAndOnlyTheRookMoves() {
        int[] pos = position("k7/8/8/8/8/8/8/6KR", 1, new int[] {1, 0, 0, 0}, new int[] {7, 0, 7, 0}, 6, 0);
        assertTrue(Legality.isLegal(pos, G1, H1, 0));
        Apply.move(pos, G1, H1, 0);
        assertEquals(Piece.KING, pos[G1]);
        assertEquals(Piece.ROOK, pos[F1]);
        assertEquals(Piece.EMPTY, pos[H1]);
    }

    @Test
    void C960_CASTLE_theRooksPathMustBeEmptyToo() {
        // King b1 to c1 crosses nothing, but the rook from a1 to d1 needs b1.. d1 empty: a knight on d1 forbids it.
        int[] pos = position("7k/8/8/8/8/8/8/RK1N4", 1, new int[] {0, 1, 0, 0}, new int[] {7, 0, 7, 0}, 1, 7);
        assertFalse(Castling.pathEmpty(pos, Piece.WHITE, false));
        assertFalse(Legality.isLegal(pos, B1, A1, 0));
    }

    @Test
    void C960_CASTLE_theRooksOwnSquareOnTheKingsWalkMayNotBeAttacked() {
        // King b1, kingside rook c1: the king walks c1 d1 e1 f1 to g1. A black bishop on a3 attacks c1
        // (through b2), the rook's square: the king would pass an attacked square.
        int[] attacked = position("7k/8/8/8/8/b7/8/1KR5", 1, new int[] {1, 0, 0, 0}, new int[] {2, 0, 7, 0}, 1, 7);
        assertTrue(Castling.pathEmpty(attacked, Piece.WHITE, true));
        assertFalse(Castling.notThroughAttack(Generate.CHESS, attacked, Piece.WHITE, true));
        assertFalse(Legality.isLegal(attacked, B1, C1, 0));
        int[] quiet = position("7k/8/8/8/8/8/8/1KR5", 1, new int[] {1, 0, 0, 0}, new int[] {2, 0, 7, 0}, 1, 7);
        assertTrue(Legality.isLegal(quiet, B1, C1, 0));
        Apply.move(quiet, B1, C1, 0);
        assertEquals(Piece.KING, quiet[G1]);
        assertEquals(Piece.ROOK, quiet[F1]);
        assertEquals(Piece.EMPTY, quiet[B1]);
        assertEquals(Piece.EMPTY, quiet[C1]);
    }

    @Test
    void C960_CASTLE_aRookBehindTheCastlingRookChecksTheCastledKing() {
        // King d1, queenside rook b1, a black rook on a1: the castling rook hides it now; after
        // castling (king c1, rook d1) its line along the first rank reaches the king.
        int[] pos = position("7k/8/8/8/8/8/8/rR1K4", 1, new int[] {0, 1, 0, 0}, new int[] {7, 1, 7, 0}, 3, 7);
        assertTrue(Castling.notInCheck(Generate.CHESS, pos, Piece.WHITE));
        assertTrue(Castling.pathEmpty(pos, Piece.WHITE, false));
        assertFalse(Legality.isLegal(pos, D1, B1, 0));
    }

    @Test
    void C960_CASTLE_standardCastlingIsTheKingTakingTheRookOnH1() {
        int[] pos = position("4k3/8/8/8/8/8/8/R3K2R", 1, new int[] {1, 1, 0, 0}, new int[] {7, 0, 7, 0}, 4, 4);
        assertTrue(Legality.isLegal(pos, E1, H1, 0));
        assertTrue(Legality.isLegal(pos, E1, A1, 0));
        // The king's two-square move is no kernel move: the notation layer writes e1g1 for e1h1.
        assertFalse(Legality.isLegal(pos, E1, G1, 0));
        assertFalse(Legality.isLegal(pos, E1, C1, 0));
        int[] out = new int[Generate.CODES];
        int n = Generate.legalMoves(Generate.CHESS, pos, out);
        int castlings = 0;
        for (int k = 0; k < n; k++) {
            if (Generate.from(out[k]) == E1 && (Generate.to(out[k]) == H1 || Generate.to(out[k]) == A1)) {
                castlings++;
            }
        }
        assertEquals(2, castlings);
    }

    @Test
    void C960_SETUP_rightsEndOnTheStartSquaresThePositionRecords() {
        // Rooks start on b1 and g1, the king on e1. The rook leaving g1 ends the kingside right only;
        // a1 and h1 mean nothing here.
        int[] pos = position("4k3/8/8/8/8/8/8/1R2K1R1", 1, new int[] {1, 1, 0, 0}, new int[] {6, 1, 7, 0}, 4, 4);
        Apply.move(pos, G1, G1 + 8, 0);
        assertEquals(0, pos[Board.CASTLE_WHITE_KINGSIDE]);
        assertEquals(1, pos[Board.CASTLE_WHITE_QUEENSIDE]);
        assertEquals(6, pos[Board.ROOK_FILE_WHITE_KINGSIDE], "no move changes a start file");
    }

    @Test
    void C960_CASTLE_atomicCastlingIsNoCaptureAndExplodesNothing() {
        // Atomic chess: the king taking its own rook is castling; a pawn next to the rook stays.
        int[] pos = position("7k/8/8/8/8/8/P7/RK6", 1, new int[] {0, 1, 0, 0}, new int[] {7, 0, 7, 0}, 1, 7);
        assertFalse(Atomic.isCapture(pos, B1, A1));
        assertTrue(AtomicLegality.isLegal(pos, B1, A1, 0));
        AtomicApply.move(pos, B1, A1, 0);
        assertEquals(Piece.KING, pos[C1]);
        assertEquals(Piece.ROOK, pos[D1]);
        assertEquals(Piece.PAWN, pos[8]);
    }
}
