package org.passant.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.Positions.fen;
import static org.passant.Positions.play;
import static org.passant.Positions.uci;
import static org.passant.Positions.uciList;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.position.IllegalMoveException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Square;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.game.Game;
import org.passant.game.Termination;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.San;

/**
 * One test (or more) per EP-* clause of RULES.md, built from the examples of the seed texts:
 * seed 000 (e5xf6 after ...f7-f5), seed 001 (the rank pin: White Kh5 Pe5, Black Ra5 Pd5;
 * Black e4xd3 after d2-d4), seed 004 (the right lost after one other move).
 */
class EnPassantTest {

    private static final int E5 = Square.parse("e5");
    private static final int D6 = Square.parse("d6");
    private static final int F6 = Square.parse("f6");

    /** Seed 000: White pawn on e5, Black answers ...f7-f5; e5xf6 takes it. */
    private static Position afterF7F5() {
        return play("e4 a6 e5 f5");
    }

    @Test
    void EP_TRIGGER_doubleStepGivesTheRight() {
        Position p = afterF7F5();
        assertEquals(F6, p.epSquare());
        assertTrue(EnPassant.trigger(p.state()));
        assertTrue(p.isLegal(uci("e5f6")));
        assertTrue(p.isEnPassant(uci("e5f6")));
    }

    @Test
    void EP_TRIGGER_twoSingleStepsGiveNoRight() {
        // The f-pawn reaches f5 in two single steps: f7-f6, f6-f5.
        Position p = play("e4 f6 e5 a6 a3 f5");
        assertEquals(Board.NO_SQUARE, p.epSquare());
        assertFalse(EnPassant.trigger(p.state()));
        assertFalse(p.isLegal(uci("e5f6")));
    }

    @Test
    void EP_PIECES_onlyAPawnCapturesEnPassant() {
        // A bishop on e5 may go to d6 after ...d7-d5, but as a bishop move: the d5 pawn stays.
        Position p = fen("4k3/3p4/8/4B3/8/8/8/4K3 b - - 0 1");
        p = play(p, "d5");
        assertFalse(EnPassant.pieces(p.state(), E5, D6));
        assertFalse(p.isEnPassant(uci("e5d6")));
        Position after = p.play(uci("e5d6"));
        assertEquals(-Piece.PAWN, after.pieceAt(Square.parse("d5")));
    }

    @Test
    void EP_PIECES_onlyAnEnemyPawnIsCapturedSo() {
        // The kernel predicate itself: a knight beside the capturer is not capturable en passant.
        int[] pos = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").state();
        assertTrue(EnPassant.pieces(pos, E5, D6));
        pos[Square.parse("d5")] = -Piece.KNIGHT;
        assertFalse(EnPassant.pieces(pos, E5, D6));
        assertFalse(EnPassant.isLegal(pos, E5, D6));
    }

    @Test
    void EP_ADJACENT_onlyAPawnBesideTheArrivalSquare() {
        // White pawns on b5 and e5; Black plays ...d7-d5: e5 is beside d5, b5 is not.
        Position p = play(fen("4k3/3p4/8/1P2P3/8/8/8/4K3 b - - 0 1"), "d5");
        assertTrue(EnPassant.adjacent(p.state(), E5));
        assertFalse(EnPassant.adjacent(p.state(), Square.parse("b5")));
        List<String> moves = uciList(p.legalMoves());
        assertTrue(moves.contains("e5d6"));
        assertFalse(moves.contains("b5c6"));
        assertTrue(moves.contains("b5b6"));
    }

    @Test
    void EP_RANK_whiteCapturesFromTheFifthRank() {
        Position p = afterF7F5();
        assertTrue(EnPassant.rank(p.state(), E5));
        assertFalse(EnPassant.rank(p.state(), Square.parse("e4")));
    }

    @Test
    void EP_RANK_blackCapturesFromTheFourthRank_e4xd3AfterD2D4() {
        // Seed 001, mirrored for Black: Black pawn on e4, White plays d2-d4, Black takes e4xd3.
        Position p = play(fen("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1"), "d4");
        assertEquals(Square.parse("d3"), p.epSquare());
        assertTrue(EnPassant.rank(p.state(), Square.parse("e4")));
        assertTrue(p.isEnPassant(uci("e4d3")));
        Position after = p.play(uci("e4d3"));
        assertEquals(-Piece.PAWN, after.pieceAt(Square.parse("d3")));
        assertEquals(Piece.EMPTY, after.pieceAt(Square.parse("d4")));
        assertEquals(Piece.EMPTY, after.pieceAt(Square.parse("e4")));
    }

    @Test
    void EP_IMMEDIATE_rightLostAfterOneOtherMove() {
        // Seed 004: White lets the moment pass with another move; the right is gone for good.
        Position p = play(afterF7F5(), "Nf3 Nc6");
        assertEquals(Board.NO_SQUARE, p.epSquare());
        assertFalse(EnPassant.immediate(p.state(), F6));
        assertFalse(p.isLegal(uci("e5f6")));
        assertThrows(IllegalMoveException.class, () -> San.parse(p, "exf6"));
    }

    @Test
    void EP_IMMEDIATE_aLaterDoubleStepCreatesANewRight() {
        Position p = play(afterF7F5(), "Nf3 d5");
        assertEquals(D6, p.epSquare());
        assertTrue(p.isLegal(uci("e5d6")));
        assertFalse(p.isLegal(uci("e5f6")));
    }

    @Test
    void EP_LANDING_capturerLandsOnThePassedOverSquareAndTheVictimLeavesItsOwn() {
        Position after = afterF7F5().play(uci("e5f6"));
        assertEquals(Piece.PAWN, after.pieceAt(F6));
        assertEquals(Piece.EMPTY, after.pieceAt(Square.parse("f5")));
        assertEquals(Piece.EMPTY, after.pieceAt(E5));
        assertTrue(EnPassant.landing(afterF7F5().state(), E5, F6));
        // Not onto the square the victim stands on:
        assertFalse(afterF7F5().isLegal(uci("e5f5")));
    }

    @Test
    void EP_KING_SAFETY_seed001RankPin() {
        // White Kh5, Pe5; Black Ra5, Pd5 after ...d7-d5: e5xd6 would leave both pawns' rank open.
        Position p = fen("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2");
        assertTrue(EnPassant.pieces(p.state(), E5, D6));
        assertTrue(EnPassant.trigger(p.state()));
        assertTrue(EnPassant.adjacent(p.state(), E5));
        assertTrue(EnPassant.rank(p.state(), E5));
        assertTrue(EnPassant.immediate(p.state(), D6));
        assertTrue(EnPassant.landing(p.state(), E5, D6));
        assertFalse(EnPassant.kingSafety(p.state(), E5, D6));
        assertFalse(p.isLegal(uci("e5d6")));
        assertEquals("8/8/8/r2pP2K/8/8/8/4k3 w - - 0 2", Fen.format(p));
    }

    @Test
    void EP_KING_SAFETY_diagonalPinOffTheLineIsIllegal() {
        // Bishop g7 pins e5 to the king on c3 along g7-c3; d6 is off that diagonal.
        Position p = play(fen("4k3/3p2b1/8/4P3/8/2K5/8/8 b - - 0 1"), "d5");
        assertFalse(p.isLegal(uci("e5d6")));
    }

    @Test
    void EP_KING_SAFETY_diagonalPinAlongTheLineIsLegal() {
        // Bishop b8 pins e5 to the king on h2 along b8-h2; d6 lies on that same diagonal.
        Position p = play(fen("1b2k3/3p4/8/4P3/8/8/7K/8 b - - 0 1"), "d5");
        assertTrue(p.isLegal(uci("e5d6")));
    }

    @Test
    void EP_KING_SAFETY_inCheckTheCaptureMustResolveIt() {
        // ...d7-d5 gives check to the king on e4; taking the checker en passant is the only reply.
        Position p = play(fen("5r1k/3p4/2p5/1n2P3/4K3/r7/8/8 b - - 0 1"), "d5");
        assertTrue(p.isCheck());
        assertEquals(List.of("e5d6"), uciList(p.legalMoves()));
    }

    @Test
    void EP_KING_SAFETY_inCheckFromElsewhereTheCaptureDoesNotHelp() {
        // ...d7-d5 uncovers the bishop c8 against the king on h3; e5xd6 leaves that check standing.
        Position p = play(fen("2b1k3/3p4/8/4P3/8/7K/8/8 b - - 0 1"), "d5");
        assertTrue(p.isCheck());
        assertTrue(EnPassant.pieces(p.state(), E5, D6) && EnPassant.landing(p.state(), E5, D6));
        assertFalse(EnPassant.kingSafety(p.state(), E5, D6));
        assertFalse(p.isLegal(uci("e5d6")));
    }

    @Test
    void EP_OPTIONAL_captureIsNotCompulsory() {
        Position p = afterF7F5();
        assertTrue(p.isLegal(uci("e5f6")));
        assertTrue(p.legalMoves().size() > 1);
        assertTrue(p.isLegal(uci("g1f3")));
    }

    @Test
    void EP_OPTIONAL_compulsoryWhenItIsTheOnlyLegalMove() {
        Position p = play(fen("5r1k/3p4/2p5/1n2P3/4K3/r7/8/8 b - - 0 1"), "d5");
        List<Move> moves = p.legalMoves();
        assertEquals(1, moves.size());
        assertTrue(p.isEnPassant(moves.get(0)));
    }

    @Test
    void EP_EFFECTS_resetsTheFiftyMoveCounter() {
        // A clock above 0 beside an en passant square cannot arise (the double step reset it): lenient loading.
        Position p = Fen.position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 37 40", Variant.CHESS, Validation.LENIENT);
        Position after = p.play(uci("e5d6"));
        assertEquals(0, after.halfmoveClock());
    }

    @Test
    void EP_EFFECTS_discoveredCheckAlongTheRank() {
        // Both pawns leave rank 5: the rook on h5 now checks the king on a5.
        Position p = fen("8/8/8/k2pP2R/8/8/8/4K3 w - d6 0 2");
        Position after = p.play(uci("e5d6"));
        assertTrue(after.isCheck());
        assertEquals("exd6+", San.format(p, uci("e5d6")));
    }

    @Test
    void EP_EFFECTS_discoveredCheckAlongTheDiagonal() {
        // The e5 pawn was blocking the bishop on c3 from the king on g7.
        Position p = fen("8/6k1/8/3pP3/8/2B5/8/4K3 w - d6 0 2");
        assertFalse(p.isCheck());
        assertTrue(p.play(uci("e5d6")).isCheck());
    }

    @Test
    void EP_NOTATION_sanAcceptsEpSuffixes() {
        Position p = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        Move ep = uci("e5d6");
        assertEquals(ep, San.parse(p, "exd6"));
        assertEquals(ep, San.parse(p, "exd6 e.p."));
        assertEquals(ep, San.parse(p, "exd6e.p."));
        assertEquals("exd6", San.format(p, ep));
        assertEquals("e5d6", ep.uci());
    }

    @Test
    void EP_NOTATION_epSuffixOnAnOrdinaryMoveIsRefused() {
        Position p = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        assertThrows(IllegalMoveException.class, () -> San.parse(p, "e6 e.p."));
    }

    @Test
    void EP_REPETITION_anUnusableEpSquareDoesNotMakeAPositionDifferent() {
        // After 1.e4 the en passant square e3 has no capture; 3.Nb1 and 5.Nb1 repeat that position.
        Game game = new Game();
        for (String m : "e4 Nf6 Nc3 Ng8 Nb1 Nf6 Nc3 Ng8".split(" ")) {
            game.play(m);
        }
        assertEquals(2, game.repetitions());
        game.play("Nb1");
        assertEquals(3, game.repetitions());
        assertEquals(Termination.THREEFOLD_REPETITION, game.outcome().orElseThrow().termination());
    }

    @Test
    void EP_REPETITION_aUsableEpSquareMakesThePositionDifferent() {
        // After ...d7-d5 White could take en passant; when the knights come back, it cannot.
        Game game = new Game(fen("4k1n1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1"));
        game.play("d5");
        for (String m : "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8".split(" ")) {
            game.play(m);
        }
        assertEquals(2, game.repetitions(), "the first occurrence, with the en passant right, is a different position");
    }

    @Test
    void EP_FEN_outputModes() {
        Position p = fen("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2");
        assertEquals("8/8/8/r2pP2K/8/8/8/4k3 w - - 0 2", Fen.format(p, EpMode.LEGAL));
        assertEquals("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", Fen.format(p, EpMode.FEN));
        assertEquals("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", Fen.format(p, EpMode.XFEN));
        Position q = play("e4");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Fen.format(q, EpMode.LEGAL));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", Fen.format(q, EpMode.FEN));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Fen.format(q, EpMode.XFEN));
    }
}
