package org.passant.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.Positions.uci;
import static org.passant.Positions.uciList;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.Positions;
import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.San;

/**
 * One test (or more) per AT-* clause of RULES.md, each on a small position that shows it. Where a
 * clause makes atomic differ from chess, the same move is also asked of chess. Every position and
 * verdict here was also checked with chessops 0.14 (Lichess's rules), see AtomicCrossCheckTest.
 */
class AtomicTest {

    static Position atomic(String fen) {
        return Fen.position(fen, Variant.ATOMIC, Validation.STRICT);
    }

    static Position chess(String fen) {
        return Fen.position(fen, Variant.CHESS, Validation.LENIENT);
    }

    static int sq(String name) {
        return org.passant.position.Square.parse(name);
    }

    @Test
    void AT_SETUP_theInitialPositionAndItsMovesAreThoseOfChess() {
        Position atomic = Position.initial(Variant.ATOMIC);
        Position chess = Position.initial(Variant.CHESS);
        assertEquals(Fen.format(chess), Fen.format(atomic));
        assertEquals(chess.legalMoves(), atomic.legalMoves());
        // Quiet play, castling and a double step are the chess ones.
        Position a = Positions.play(atomic, "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O d5");
        Position c = Positions.play(chess, "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O d5");
        assertEquals(Fen.format(c, EpMode.FEN), Fen.format(a, EpMode.FEN));
    }

    @Test
    void AT_EXPLOSION_theCaptureRemovesCapturerCapturedAndEveryNonPawnAround() {
        // Qe2xe5: the knight on e5 is captured; around e5 the black bishop d6 and the white knight
        // d4 are blown away, the pawns f6 and f4 survive, and the rook c5 (two files away) stays.
        Position p = atomic("4k3/8/3b1p2/2r1n3/3N1P2/8/4Q3/4K3 w - - 0 1");
        Position after = p.play(uci("e2e5"));
        assertEquals("4k3/8/5p2/2r5/5P2/8/8/4K3 b - - 0 1", Fen.format(after));
        // Chess for contrast: the queen simply takes the knight.
        assertEquals("4k3/8/3b1p2/2r1Q3/3N1P2/8/8/4K3 b - - 0 1", Fen.format(chess(Fen.format(p)).play(uci("e2e5"))));
    }

    @Test
    void AT_EXPLOSION_theKernelBoardEffectSquareBySquare() {
        int[] pos = atomic("4k3/8/3b1p2/2r1n3/3N1P2/8/4Q3/4K3 w - - 0 1").state();
        int[] before = pos.clone();
        AtomicApply.move(pos, sq("e2"), sq("e5"), 0);
        for (int s = 0; s < 64; s++) {
            boolean gone = s == sq("e2") || s == sq("e5") || s == sq("d6") || s == sq("d4");
            assertEquals(gone ? Piece.EMPTY : before[s], pos[s], org.passant.position.Square.name(s));
            assertEquals(pos[s], After.piece(Generate.ATOMIC, before, sq("e2"), sq("e5"), 0, s), "the view after the move");
        }
    }

    @Test
    void AT_SETUP_EP_EFFECTS_aMoveThatCapturesNothingIsTheChessMoveClockIncluded() {
        // The kernel's board effect is total: it also plays moves no position allows. A knight onto
        // its own bishop captures nothing in atomic chess, so it is the chess move, and chess's
        // effect resets the clock when the target square was occupied and the move is no castling.
        // AtomicApply.move's contract once said "+1" here, which was false; KeY could not close it.
        int[] atomic = atomic("4k3/8/8/8/8/2B5/8/1N2K3 w - - 5 9").state();
        int[] chess = atomic.clone();
        assertFalse(Atomic.isCapture(atomic, sq("b1"), sq("c3")));
        AtomicApply.move(atomic, sq("b1"), sq("c3"), 0);
        Apply.move(chess, sq("b1"), sq("c3"), 0);
        assertEquals(0, atomic[Board.HALFMOVE_CLOCK]);
        assertEquals(Arrays.toString(chess), Arrays.toString(atomic));
    }

    @Test
    void AT_EXPLOSION_aPawnCapturingIsRemovedAndPromotionsExplodeToo() {
        // b7xa8=Q: the new queen explodes with the rook it took; the king on d8 is out of reach.
        Position p = atomic("r2k4/1P6/8/8/8/8/8/4K3 w - - 0 1");
        Position after = p.play(uci("b7a8q"));
        assertEquals("3k4/8/8/8/8/8/8/4K3 b - - 0 1", Fen.format(after));
    }

    @Test
    void AT_EP_CENTRE_enPassantExplodesAroundTheLandingSquare() {
        // e5xd6 e.p.: the blast is on d6, so the bishop c7 (next to d6) goes, but the knight c4,
        // next to the captured pawn's square d5 and not to d6, survives.
        Position p = atomic("4k3/2b5/8/3pP3/2n5/8/8/7K w - d6 0 2");
        assertTrue(p.isEnPassant(uci("e5d6")));
        Position after = p.play(uci("e5d6"));
        assertEquals("4k3/8/8/8/2n5/8/8/7K b - - 0 2", Fen.format(after));
        int[] pos = p.state();
        int[] before = pos.clone();
        AtomicApply.move(pos, sq("e5"), sq("d6"), 0);
        for (int s = 0; s < 64; s++) {
            boolean gone = s == sq("e5") || s == sq("d5") || s == sq("c7");
            assertEquals(gone ? Piece.EMPTY : before[s], pos[s], org.passant.position.Square.name(s));
            assertEquals(pos[s], After.piece(Generate.ATOMIC, before, sq("e5"), sq("d6"), 0, s), "the view after the move");
        }
    }

    @Test
    void AT_KING_NO_CAPTURE_aKingNeverCaptures() {
        String fen = "4k3/8/8/8/8/8/4n3/4K3 w - - 0 1";
        assertFalse(atomic(fen).isLegal(uci("e1e2")));
        assertTrue(chess(fen).isLegal(uci("e1e2")));
        assertFalse(Atomic.kingNoCapture(atomic(fen).state(), sq("e1"), sq("e2")));
        assertTrue(Atomic.kingNoCapture(atomic(fen).state(), sq("e1"), sq("d1")));
        assertEquals(List.of("AT-KING-NO-CAPTURE"), Explain.explain(atomic(fen), uci("e1e2")).failing());
    }

    @Test
    void AT_OWN_KING_aCaptureNextToOnesOwnKingIsRefusedEvenToEscapeCheck() {
        // The queen on e2 checks the king on e1. Nc3xe2 would remove it, but the blast on e2 takes
        // the white king too: refused, and with no other way out it is checkmate.
        String fen = "4k3/8/8/8/8/2N5/4q3/4K3 w - - 0 1";
        Position p = atomic(fen);
        assertTrue(p.isCheck());
        assertFalse(p.isLegal(uci("c3e2")));
        assertTrue(chess(fen).isLegal(uci("c3e2")));
        assertFalse(Atomic.ownKingSurvives(p.state(), sq("c3"), sq("e2")));
        assertEquals(List.of("AT-OWN-KING"), Explain.explain(p, uci("c3e2")).failing());
        assertTrue(p.legalMoves().isEmpty());
        assertTrue(p.isCheckmate());
    }

    @Test
    void AT_OWN_KING_aCaptureThatExplodesBothKingsIsRefused() {
        // Rd8xd1: the blast on d1 would take the black king on e1 and the white king on c1 alike.
        String fen = "3R4/8/8/8/8/8/8/2Knk3 w - - 0 1";
        Position p = atomic(fen);
        assertFalse(p.isLegal(uci("d8d1")));
        assertTrue(Atomic.explodesEnemyKing(p.state(), sq("d8"), sq("d1")));
        assertFalse(Atomic.ownKingSurvives(p.state(), sq("d8"), sq("d1")));
        assertTrue(chess(fen).isLegal(uci("d8d1")));
    }

    @Test
    void AT_OWN_KING_anEnPassantCaptureNextToOnesOwnKingIsRefused() {
        // e5xd6 e.p. explodes d6, and the white king stands on e6 next to it.
        String fen = "k7/8/4K3/3pP3/8/8/8/8 w - d6 0 2";
        assertFalse(atomic(fen).isLegal(uci("e5d6")));
        assertTrue(chess(fen).isLegal(uci("e5d6")));
    }

    @Test
    void AT_WIN_EXPLOSION_explodingTheEnemyKingIsLegalEvenInCheck() {
        // White is in check from the rook on e5; Bc4xf7 does not answer it, but its blast on f7
        // takes the black king on g8: legal, and the game is won.
        String fen = "6k1/5p2/8/4r3/2B5/8/8/4K3 w - - 0 1";
        Position p = atomic(fen);
        assertTrue(p.isCheck());
        assertTrue(p.isLegal(uci("c4f7")));
        assertFalse(chess(fen).isLegal(uci("c4f7")));
        Position after = p.play(uci("c4f7"));
        assertTrue(after.isVariantEnd());
        assertEquals(Piece.WHITE, Variant.ATOMIC.variantWinner(after.state()));
        assertTrue(after.legalMoves().isEmpty());
        assertEquals("Bxf7#", San.format(p, uci("c4f7")));
        Explanation e = Explain.explain(p, uci("c4f7"));
        assertTrue(e.legal());
        assertTrue(e.clauses().stream().anyMatch(c -> c.id().equals("AT-WIN-EXPLOSION") && c.holds()));
    }

    @Test
    void AT_WIN_EXPLOSION_onlyWhileTheOwnKingSurvives() {
        // The bishop on f7 stands next to both kings (e6 and g8): Rf1xf7 would explode both.
        String fen = "6k1/5b2/4K3/8/8/8/8/5R2 w - - 0 1";
        Position p = atomic(fen);
        assertFalse(p.isLegal(uci("f1f7")));
        assertEquals(List.of("AT-OWN-KING"), Explain.explain(p, uci("f1f7")).failing());
    }

    @Test
    void AT_CONNECTED_KINGS_aKingMayStepNextToTheEnemyKingOutOfAnAttack() {
        // The rook on a3 checks e3; d4, e4 and f4 touch the black king on e5, so none of them is
        // attacked in atomic chess, though the bishop on a1 covers d4.
        String fen = "8/8/8/4k3/8/r3K3/8/b7 w - - 0 1";
        Position p = atomic(fen);
        assertTrue(p.isCheck());
        assertTrue(p.isLegal(uci("e3d4")));
        assertTrue(p.isLegal(uci("e3e4")));
        assertTrue(p.isLegal(uci("e3f4")));
        assertFalse(p.isLegal(uci("e3d3")));
        assertEquals(List.of("e3d2", "e3d4", "e3e2", "e3e4", "e3f2", "e3f4"), uciList(p.legalMoves()));
    }

    @Test
    void AT_CONNECTED_KINGS_whileTheKingsTouchNeitherIsInCheck() {
        // The rook on a4 attacks d4, but the white king there touches the black king on e5.
        String fen = "8/8/8/4k3/r2K4/8/8/8 w - - 0 1";
        Position p = atomic(fen);
        assertFalse(p.isCheck());
        assertTrue(Atomic.kingsConnected(p.state(), 0, 0, 0, sq("d4"), Piece.BLACK));
        assertFalse(Atomic.isAttacked(p.state(), sq("d4"), Piece.BLACK));
        assertTrue(Attack.isAttacked(p.state(), sq("d4"), Piece.BLACK));
        // Stepping away from the black king into the rook's line is a step into check.
        assertFalse(p.isLegal(uci("d4c4")));
        assertTrue(p.isLegal(uci("d4e4")));
        // In chess the same set-up is impossible: the kings would attack each other.
        assertEquals(org.passant.notation.FenError.POSITION,
                org.junit.jupiter.api.Assertions.assertThrows(org.passant.notation.FenException.class,
                        () -> Fen.position(fen)).kind());
    }

    @Test
    void AT_CHECK_outOfCheckByMovingBlockingOrExplodingTheAttacker() {
        // The rook on e5 checks e1. Nc4xe5 explodes it (its blast stays clear of e1), Ra3-e3
        // blocks, the king steps aside; any other move stays in check.
        Position p = atomic("4k3/8/8/4r3/2N5/R7/8/4K3 w - - 0 1");
        assertTrue(p.isCheck());
        assertEquals(List.of("a3e3", "c4e3", "c4e5", "e1d1", "e1d2", "e1f1", "e1f2"), uciList(p.legalMoves()));
        assertEquals(List.of("AT-CHECK"), Explain.explain(p, uci("c4b6")).failing());
    }

    @Test
    void AT_CHECK_aCaptureElsewhereThatLeavesTheKingAttackedIsIllegal() {
        // Nc4xa5 explodes a5 but the rook on e5 still checks.
        Position p = atomic("4k3/8/8/n3r3/2N5/8/8/4K3 w - - 0 1");
        assertFalse(p.isLegal(uci("c4a5")));
        assertTrue(p.isLegal(uci("c4e5")));
    }

    @Test
    void AT_CASTLING_aSquareNextToTheEnemyKingIsNeverAttacked() {
        // The black king on g2 covers f1 and g1 in chess; in atomic chess the white king may pass
        // and land there, since the kings then touch.
        String fen = "8/8/8/8/8/8/6k1/4K2R w K - 0 1";
        // Castling is the king taking its rook (C960-NOTATION): e1g1 as typed is read against the position.
        assertTrue(atomic(fen).isLegal(atomic(fen).typed(uci("e1g1"))));
        assertFalse(chess(fen).isLegal(chess(fen).typed(uci("e1g1"))));
    }

    @Test
    void AT_CASTLING_theDestinationIsJudgedWithTheRookOnItsCastledSquare() {
        // The kings touch (e1, e2), so White is not in check from the rook on h1. Castling long,
        // the king crosses d1 (next to the black king: never attacked) to c1, which the rook on h1
        // would reach along the first rank, but the white rook then stands on d1 in between.
        String fen = "8/8/8/8/8/8/4k3/R3K2r w Q - 0 1";
        Position p = atomic(fen);
        assertFalse(p.isCheck());
        assertTrue(p.isLegal(p.typed(uci("e1c1"))));
        assertEquals("8/8/8/8/8/8/4k3/2KR3r b - - 1 1", Fen.format(p.play(p.typed(uci("e1c1")))));
    }

    @Test
    void AT_CASTLING_theCrossedSquareIsJudgedWithTheKingLifted() {
        // The kings touch (e1, d2), so the rook on a1 gives no check; but with the king gone from
        // e1 its line reaches f1, which is not next to the black king: castling short is refused.
        String fen = "8/8/8/8/8/8/3k4/r3K2R w K - 0 1";
        Position p = atomic(fen);
        assertFalse(p.isCheck());
        assertFalse(p.isLegal(p.typed(uci("e1g1"))));
        assertFalse(Castling.notThroughAttack(Generate.ATOMIC, p.state(), Piece.WHITE, true));
        assertEquals(List.of("AT-CASTLING"), Explain.explain(p, uci("e1g1")).failing());
    }

    @Test
    void AT_CASTLING_castlingOutOfCheckStaysIllegal() {
        String fen = "k3r3/8/8/8/8/8/8/4K2R w K - 0 1";
        Position p = atomic(fen);
        assertTrue(p.isCheck());
        assertFalse(p.isLegal(p.typed(uci("e1g1"))));
        assertEquals(List.of("AT-CASTLING"), Explain.explain(p, uci("e1g1")).failing());
    }

    @Test
    void AT_CASTLING_anExplodedRookLosesItsRight() {
        // Ba8xg2: the blast takes the rook on h1 (next to g2); the rook on a1 keeps its right.
        Position p = atomic("b3k3/8/8/8/8/8/6N1/R3K2R b KQ - 0 1");
        assertEquals("4k3/8/8/8/8/8/8/R3K3 w Q - 0 2", Fen.format(p.play(uci("a8g2"))));
    }

    @Test
    void AT_CASTLING_anExplodedKingLosesBothRights() {
        // Ba5xd2: the blast takes the white king on e1, and with it both white castling rights.
        Position p = atomic("4k3/8/8/b7/8/8/3N4/R3K2R b KQ - 0 1");
        Position after = p.play(uci("a5d2"));
        assertEquals("4k3/8/8/8/8/8/8/R6R w - - 0 2", Fen.format(after));
        assertTrue(after.isVariantEnd());
        assertEquals(Piece.BLACK, Variant.ATOMIC.variantWinner(after.state()));
    }

    @Test
    void AT_END_aGameWithAnExplodedKingHasNoMoves() {
        Position over = atomic("4k3/8/8/8/8/8/8/R6R w - - 0 2");
        assertTrue(over.isVariantEnd());
        assertFalse(over.isCheckmate());
        assertFalse(over.isStalemate());
        assertTrue(over.legalMoves().isEmpty());
        assertFalse(over.isLegal(uci("a1a2")));
    }
}
