package org.passant.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.Positions.fen;

import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.passant.kernel.Piece;
import org.passant.notation.Fen;
import org.passant.position.InvalidInputException;
import org.passant.position.Validation;
import org.passant.position.Variant;

/** The endings added for play against the computer and for the referee: dead positions, flags, resignation and agreed draws. */
class GameEndingTest {

    private static Optional<Termination> ending(String fen, Variant variant) {
        return new Game(Fen.position(fen, variant, Validation.STRICT)).outcome().map(Outcome::termination);
    }

    @ParameterizedTest(name = "{0} dead: {1}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1|true",
        "4k3/8/8/8/8/8/8/4KB2 w - - 0 1|true",
        "4k3/8/8/8/8/8/8/4K1N1 b - - 0 1|true",
        // bishops all on light squares (f1, c8 are light... d1 light, c8 light): no mate is possible
        "2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1|true",
        // bishops on both colours: a helpmate exists
        "3bk3/8/8/8/8/8/8/3BK3 w - - 0 1|false",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1|false",
        "4k3/8/8/8/8/8/8/4KN1N w - - 0 1|false",
        "4k3/8/8/8/8/8/8/3NK3 w - - 0 1|true",
        "3nk3/8/8/8/8/8/8/3NK3 w - - 0 1|false",
    })
    void GM_MATERIAL_chessDeadPositionsAreDrawnAtOnce(String fen, boolean dead) {
        assertEquals(dead ? Optional.of(Termination.DEAD_POSITION) : Optional.empty(), ending(fen, Variant.CHESS));
    }

    /** Lichess's atomic reading (the verdicts agree with AtomicGameTest's chessops-checked cases). */
    @ParameterizedTest(name = "{0} dead: {1}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1|true",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1|true",
        "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1|true",
        "4k3/8/8/8/8/8/8/4K2Q w - - 0 1|false",
        "4kb2/8/8/8/8/8/8/4KB2 w - - 0 1|true",
        "4k1b1/8/8/8/8/8/8/4KB2 w - - 0 1|false",
    })
    void GM_MATERIAL_atomicDeadPositionsAreDrawnAtOnce(String fen, boolean dead) {
        assertEquals(dead ? Optional.of(Termination.DEAD_POSITION) : Optional.empty(), ending(fen, Variant.ATOMIC));
    }

    @Test
    void GM_MATERIAL_theCaptureThatLeavesBareKingsEndsTheGame() {
        Game g = new Game(fen("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1"));
        assertTrue(g.outcome().isEmpty());
        g.play("Kxd2");
        assertEquals(new Outcome(Termination.DEAD_POSITION, 0), g.outcome().orElseThrow());
        assertThrows(InvalidInputException.class, () -> g.play("Ke8"));
    }

    @Test
    void GM_FLAG_aFlagLosesUnderTheSeedsReading() {
        Game g = new Game(fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        assertEquals(new Outcome(Termination.TIME_FORFEIT, Piece.WHITE), g.flag(Piece.BLACK, false));
        assertEquals("1-0", g.outcome().orElseThrow().result());
    }

    @Test
    void GM_FLAG_fideReadingDrawsWhenTheOpponentCannotMate() {
        // Black flags; White has a pawn and could still mate: White wins
        assertEquals(Piece.WHITE, new Game(fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")).flag(Piece.BLACK, true).winner());
        // White flags; Black has a bare king and could never mate: a draw
        Outcome o = new Game(fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")).flag(Piece.WHITE, true);
        assertEquals(new Outcome(Termination.TIMEOUT_VS_INSUFFICIENT_MATERIAL, 0), o);
    }

    @Test
    void GM_FLAG_atomicReadingAsksWhetherTheKingCouldBeExploded() {
        // a bare king never explodes anything (AT-KING-NO-CAPTURE): Black's flag against it is a draw
        Game g = new Game(Fen.position("4k2q/8/8/8/8/8/8/4K3 b - - 0 1", Variant.ATOMIC, Validation.STRICT));
        assertEquals(Termination.TIMEOUT_VS_INSUFFICIENT_MATERIAL, g.flag(Piece.BLACK, true).termination());
        // a rook facing a pawn may still explode the king beside it: White's flag loses
        Game h = new Game(Fen.position("4k3/4p3/8/8/8/8/8/R3K3 w - - 0 1", Variant.ATOMIC, Validation.STRICT));
        assertEquals(Piece.BLACK, h.flag(Piece.WHITE, true).winner());
    }

    @Test
    void GM_RESIGN_eitherSideMayResignOnEitherMove() {
        Game g = new Game();
        g.play("e4");
        // White resigns while Black is to move
        assertEquals(new Outcome(Termination.RESIGNATION, Piece.BLACK), g.resign(Piece.WHITE));
        assertThrows(InvalidInputException.class, () -> g.play("e5"));
        assertThrows(InvalidInputException.class, () -> g.resign(Piece.BLACK));
        Game h = new Game();
        assertEquals(Piece.WHITE, h.resign(Piece.BLACK).winner());
    }

    @Test
    void GM_RESIGN_aDrawOfferedAndAcceptedEndsTheGame() {
        Game g = new Game();
        g.play("e4");
        g.offerDraw(Piece.WHITE);
        assertThrows(InvalidInputException.class, () -> g.acceptDraw(Piece.WHITE), "one cannot accept one's own offer");
        assertEquals(new Outcome(Termination.DRAW_AGREED, 0), g.acceptDraw(Piece.BLACK));
        assertEquals("1/2-1/2", g.outcome().orElseThrow().result());
    }

    @Test
    void GM_RESIGN_anOfferLapsesWhenTheOpponentMovesInstead() {
        Game g = new Game();
        g.play("e4");
        g.offerDraw(Piece.WHITE);
        g.play("e5");
        assertThrows(InvalidInputException.class, () -> g.acceptDraw(Piece.BLACK));
        assertTrue(g.outcome().isEmpty());
    }

    @Test
    void GM_RESIGN_undoTakesBackAResignation() {
        Game g = new Game();
        g.play("e4");
        g.resign(Piece.BLACK);
        g.undo();
        assertTrue(g.outcome().isEmpty());
    }
}
