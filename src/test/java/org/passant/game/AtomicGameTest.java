package org.passant.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.kernel.Piece;
import org.passant.notation.Fen;

/** AT-END: how a game of atomic chess ends (positions checked with chessops 0.15.1). */
class AtomicGameTest {

    private static Game game(String fen) {
        return new Game(Fen.position(fen, Variant.ATOMIC, Validation.STRICT));
    }

    @Test
    void AT_END_anExplodedKingLoses() {
        // Scholar's mate, atomic style: Qxf7 explodes the king on e8.
        Game g = new Game(Position.initial(Variant.ATOMIC));
        for (String m : "e4 e5 Qh5 Nc6 Bc4 Nf6".split(" ")) {
            g.play(m);
        }
        g.play("Qxf7#");
        Outcome o = g.outcome().orElseThrow();
        assertEquals(Termination.KING_EXPLODED, o.termination());
        assertEquals(Piece.WHITE, o.winner());
        assertEquals("1-0", o.result());
        assertTrue(g.legalMoves().isEmpty());
        assertThrows(InvalidInputException.class, () -> g.play("a6"));
        g.undo();
        assertTrue(g.outcome().isEmpty());
    }

    @Test
    void AT_END_checkmateWins() {
        // The queen on e2 checks; Nxe2 would explode the white king too (AT-OWN-KING).
        Outcome o = game("4k3/8/8/8/8/2N5/4q3/4K3 w - - 0 1").outcome().orElseThrow();
        assertEquals(Termination.CHECKMATE, o.termination());
        assertEquals(Piece.BLACK, o.winner());
    }

    @Test
    void AT_END_stalemateIsADraw() {
        Outcome o = game("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1").outcome().orElseThrow();
        assertEquals(Termination.STALEMATE, o.termination());
        assertTrue(o.isDraw());
    }

    @Test
    void AT_END_threefoldRepetitionIsADraw() {
        Game g = new Game(Position.initial(Variant.ATOMIC));
        for (String m : "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1".split(" ")) {
            g.play(m);
        }
        assertTrue(g.outcome().isEmpty());
        g.play("Ng8");
        assertEquals(Termination.THREEFOLD_REPETITION, g.outcome().orElseThrow().termination());
    }

    @Test
    void AT_END_fiftyMovesWithoutCaptureOrPawnMoveIsADraw() {
        // a pawn each, so that the position is not dead (GM-MATERIAL: a lone rook cannot win an atomic game)
        Game g = game("4k3/p7/8/8/8/8/P7/R3K3 w - - 99 80");
        assertTrue(g.outcome().isEmpty());
        g.play("Rb1");
        assertEquals(Termination.FIFTY_MOVES, g.outcome().orElseThrow().termination());
    }

    @Test
    void AT_END_aCaptureRestartsTheFiftyMoveCount() {
        // Rxa8 explodes on a8 (the black king on e8 is far): the halfmove clock goes back to 0.
        Game g = game("r3k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        g.play("Rxa8");
        assertEquals(0, g.position().halfmoveClock());
        assertTrue(g.outcome().isEmpty() || g.outcome().get().termination() != Termination.FIFTY_MOVES);
    }

    /** GM-CLOCK's FIDE option in atomic chess: Lichess's reading, each verdict checked with chessops 0.15.1. */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}: white {1}, black {2}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1|true|true",
        "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1|true|true",
        "4k3/8/8/8/8/8/8/NN2KN2 w - - 0 1|false|true",
        "4k3/8/8/8/8/8/8/4K2Q w - - 0 1|false|true",
        "4kb2/8/8/8/8/8/8/4KB2 w - - 0 1|true|true",
        "4k1b1/8/8/8/8/8/8/4KB2 w - - 0 1|false|false",
        "4k3/7p/8/8/8/8/8/4K2N w - - 0 1|false|false",
    })
    void GM_CLOCK_whoCanStillWinAnAtomicGame(String fen, boolean white, boolean black) {
        Position p = Fen.position(fen, Variant.ATOMIC, Validation.STRICT);
        assertEquals(white, p.insufficientMaterial(Piece.WHITE));
        assertEquals(black, p.insufficientMaterial(Piece.BLACK));
    }
}
