package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.passant.position.Position;
import org.passant.position.PositionError;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.kernel.Piece;

/**
 * FEN validation in atomic chess: a missing king is a finished game (the side to move lost it to
 * the move just played), not a malformed FEN; the kings may touch (AT-CONNECTED-KINGS).
 */
class AtomicFenTest {

    private static Position atomic(String fen) {
        return Fen.position(fen, Variant.ATOMIC, Validation.STRICT);
    }

    @Test
    void AT_END_theSideToMoveWithoutAKingHasLost() {
        Position p = atomic("r1bq3r/pppp2pp/2n5/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQ - 0 4");
        assertTrue(p.isVariantEnd());
        assertEquals(Piece.WHITE, Variant.ATOMIC.variantWinner(p.state()));
        assertFalse(p.isCheck());
        assertEquals("r1bq3r/pppp2pp/2n5/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQ - 0 4", Fen.format(p));
        // In chess the same board is malformed.
        assertEquals(PositionError.MISSING_KING,
                assertThrows(FenException.class, () -> Fen.position(Fen.format(p))).positionError());
    }

    @Test
    void AT_END_aFinishedGameStillNeedsItsWinnersKing() {
        Position p = atomic("4k3/8/8/8/8/8/8/8 w - - 0 1");
        assertTrue(p.isVariantEnd());
        assertEquals(Piece.BLACK, Variant.ATOMIC.variantWinner(p.state()));
    }

    @Test
    void AT_CONNECTED_KINGS_kingsMayTouch() {
        Position p = atomic("8/8/8/3Kk3/8/8/8/8 w - - 0 1");
        assertFalse(p.isCheck());
        assertEquals(PositionError.OPPONENT_IN_CHECK,
                assertThrows(FenException.class, () -> Fen.position("8/8/8/3Kk3/8/8/8/8 w - - 0 1")).positionError());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        // Only the side to move can have lost its king: the other side just moved, and no move explodes one's own king.
        "4k3/8/8/8/8/8/8/8 b - - 0 1|MISSING_KING",
        // No move explodes both kings.
        "8/8/8/8/8/8/8/8 w - - 0 1|MISSING_KING",
        "4k3/8/8/8/8/8/8/3KK3 w - - 0 1|TOO_MANY_KINGS",
        // The side not to move is in check (the kings do not touch).
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1|OPPONENT_IN_CHECK",
        "4k3/8/8/8/8/8/8/4r1K1 b - - 0 1|OPPONENT_IN_CHECK",
        // A castling right needs its king and rook at home, exploded or not.
        "8/8/8/8/8/8/8/R3K2R b KQk - 0 1|INVALID_CASTLING_RIGHTS",
    })
    void impossibleAtomicPositionsAreRefused(String fen, PositionError kind) {
        FenException e = assertThrows(FenException.class, () -> atomic(fen));
        assertEquals(kind, e.positionError(), e.getMessage());
    }
}
