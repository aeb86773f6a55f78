package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.passant.position.Position;
import org.passant.position.PositionError;
import org.passant.position.Validation;
import org.passant.position.Variant;

/** FEN reading (one test per error kind), writing, and round trips. */
class FenTest {

    private static FenException refuse(String fen) {
        return assertThrows(FenException.class, () -> Fen.position(fen));
    }

    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(delimiter = '|', value = {
        "''                                                                     | EMPTY           | 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq                     | FIELD_COUNT     | 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra         | FIELD_COUNT     | 0",
        "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1                 | RANK_COUNT      | 1",
        "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1             | RANK_COUNT      | 1",
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1                | RANK_LENGTH     | 1",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1               | PIECE_LETTER    | 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1              | RANK_LENGTH     | 1",
        "rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1             | PIECE_LETTER    | 1",
        "rnbqkbnr/pppppppp/8/8/44/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1              | ADJACENT_DIGITS | 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1               | SIDE_TO_MOVE    | 2",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1               | SIDE_TO_MOVE    | 2",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1               | CASTLING_SYNTAX | 3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1               | CASTLING_SYNTAX | 3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1              | EP_SYNTAX       | 4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq x 0 1               | EP_SYNTAX       | 4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1              | HALFMOVE_CLOCK  | 5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - a 1               | HALFMOVE_CLOCK  | 5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0               | FULLMOVE_NUMBER | 6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x               | FULLMOVE_NUMBER | 6",
    })
    void malformedTextIsRefusedWithItsField(String fen, FenError kind, int field) {
        FenException e = refuse(fen);
        assertEquals(kind, e.kind(), e.getMessage());
        assertEquals(field, e.field(), e.getMessage());
        assertTrue(e.getMessage().startsWith(field == 0 ? "FEN '" : "FEN field " + field + " '"), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
    }

    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(delimiter = '|', value = {
        "8/8/8/8/8/8/8/4K3 w - - 0 1                                            | MISSING_KING           | 1",
        "4k3/8/8/8/8/8/8/8 w - - 0 1                                            | MISSING_KING           | 1",
        "4k3/8/8/8/8/8/8/3KK3 w - - 0 1                                         | TOO_MANY_KINGS         | 1",
        "3kk3/8/8/8/8/8/8/4K3 w - - 0 1                                         | TOO_MANY_KINGS         | 1",
        "4k2P/8/8/8/8/8/8/4K3 w - - 0 1                                         | PAWN_ON_BACK_RANK      | 1",
        "4k3/8/8/8/8/8/8/p3K3 w - - 0 1                                         | PAWN_ON_BACK_RANK      | 1",
        "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1                                  | TOO_MUCH_MATERIAL      | 1",
        "4k3/8/8/8/8/8/PPPPPPPP/QQQQK3 w - - 0 1                                | TOO_MUCH_MATERIAL      | 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBK1BN1 w K - 0 1                  | INVALID_CASTLING_RIGHTS | 3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w K - 0 1                  | INVALID_CASTLING_RIGHTS | 3",
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w q - 0 1                  | INVALID_CASTLING_RIGHTS | 3",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1            | EP_WRONG_RANK          | 4",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1            | EP_WRONG_RANK          | 4",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq d3 0 1            | EP_NO_PAWN             | 4",
        "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1          | EP_NOT_EMPTY           | 4",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPBPPP/RNBQK1NR b KQkq e3 0 1            | EP_NOT_EMPTY           | 4",
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1                                       | OPPONENT_IN_CHECK      | 2",
        "4r1k1/8/8/8/8/8/8/4K3 b - - 0 1                                        | OPPONENT_IN_CHECK      | 2",
        "3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1                                  | IMPOSSIBLE_CHECK       | 2",
        "1rrrrrk1/1PPPPPPP/8/8/8/8/8/6K1 b - - 0 1                              | IMPOSSIBLE_CHECK       | 2",
        "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1                                     | IMPOSSIBLE_CHECK       | 2",
        "rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6 0 1     | IMPOSSIBLE_CHECK       | 2",
        "4k3/8/8/8/8/8/3rKr2/8 w - - 0 1                                        | IMPOSSIBLE_CHECK       | 2",
    })
    void impossiblePositionsAreRefusedWithTheirKind(String fen, PositionError kind, int field) {
        FenException e = refuse(fen);
        assertEquals(FenError.POSITION, e.kind(), e.getMessage());
        assertEquals(kind, e.positionError(), e.getMessage());
        assertEquals(field, e.field(), e.getMessage());
    }

    @Test
    void lenientLoadingAcceptsImpossibleButPlayablePositions() {
        String[] fens = {
            "3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1",
            "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
            "kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1",
        };
        for (String fen : fens) {
            Position p = Fen.position(fen, Variant.CHESS, Validation.LENIENT);
            assertEquals(fen, Fen.format(p, EpMode.FEN));
        }
    }

    @Test
    void lenientLoadingStillRefusesWhatCannotBePlayed() {
        FenException e = assertThrows(FenException.class,
                () -> Fen.position("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", Variant.CHESS, Validation.LENIENT));
        assertEquals(PositionError.OPPONENT_IN_CHECK, e.positionError());
    }

    @Test
    void strictErrorSaysWhenLenientLoadingWouldAccept() {
        FenException e = refuse("3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1");
        assertTrue(e.getMessage().contains("lenient"), e.getMessage());
    }

    @Test
    void messageNamesFieldAndToken() {
        FenException e = refuse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1");
        assertEquals("FEN field 4 'e3': en passant square e3 must be on rank 6 when white is to move", e.getMessage());
    }

    @Test
    void epdWithoutCountersReadsZeroAndOne() {
        Position p = Fen.position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
        assertEquals(Fen.INITIAL, Fen.format(p));
    }

    @Test
    void formatNormalisesCastlingOrderAndSpacing() {
        Position p = Fen.position("  r3k2r/8/8/8/8/8/8/R3K2R   w   qkQK -  3  17 ");
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 17", Fen.format(p));
    }

    @Test
    void roundTripOfTheInitialPosition() {
        assertEquals(Fen.INITIAL, Fen.format(Fen.position(Fen.INITIAL)));
        assertEquals(Position.initial(), Fen.position(Fen.INITIAL));
    }
}
