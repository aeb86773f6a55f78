package org.passant.position;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.passant.kernel.Board;
import org.passant.kernel.Piece;
import org.passant.kernel.Start;
import org.passant.notation.Fen;

/** C960-SETUP: the 960 start positions, the start files a position carries, and their validation. */
class Chess960SetupTest {

    /** White's back rank as FEN letters, a1 to h1. */
    private static String backRank(Setup s) {
        StringBuilder sb = new StringBuilder();
        for (int file = 0; file < 8; file++) {
            sb.append(PieceLetters.fenLetter(s.pieceAt(Square.of(file, 0))));
        }
        return sb.toString();
    }

    /**
     * Every distinct ordering of RNBQKBNR, kept when the bishops stand on squares of opposite colours
     * and the king between the rooks: the clause's own words, counted without the code under test.
     */
    private static Set<String> arrangementsByTheClause() {
        Set<String> all = new HashSet<>();
        permute("", "RNBQKBNR", all);
        Set<String> kept = new HashSet<>();
        for (String r : all) {
            int b1 = r.indexOf('B');
            int b2 = r.lastIndexOf('B');
            int k = r.indexOf('K');
            if ((b1 + b2) % 2 == 1 && r.indexOf('R') < k && k < r.lastIndexOf('R')) {
                kept.add(r);
            }
        }
        return kept;
    }

    private static void permute(String prefix, String rest, Set<String> out) {
        if (rest.isEmpty()) {
            out.add(prefix);
            return;
        }
        for (int i = 0; i < rest.length(); i++) {
            permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
        }
    }

    /**
     * Every set-up the project starts a game from is the array that the proved {@code Start.chess960} writes
     * for its back rank (the base case of the invariant of reachable positions): the files read off the array.
     */
    @Test
    void C960_SETUP_everyStartPositionIsTheArrayTheProvedStartWrites() {
        for (int n = 0; n < Setups.CHESS960_POSITIONS; n++) {
            int[] state = Setups.chess960(n).toState();
            int[] files = new int[8];     // king, rooks (queenside, kingside), queen, bishops (dark, light), knights
            int rooks = 0;
            int knights = 0;
            for (int file = 0; file < 8; file++) {
                switch (state[file]) {
                    case Piece.KING -> files[0] = file;
                    case Piece.ROOK -> files[1 + rooks++] = file;
                    case Piece.QUEEN -> files[3] = file;
                    case Piece.BISHOP -> files[file % 2 == 0 ? 4 : 5] = file;
                    case Piece.KNIGHT -> files[6 + knights++] = file;
                    default -> throw new AssertionError("arrangement " + n + ": " + state[file] + " on the back rank");
                }
            }
            int[] proved = new int[Board.SIZE];
            Start.chess960(proved, files[0], files[1], files[2], files[3], files[4], files[5], files[6], files[7]);
            assertArrayEquals(state, proved, "arrangement " + n);
            assertTrue(Board.wellFormed(proved), "arrangement " + n);
        }
        assertArrayEquals(Setups.initial().toState(), Setups.chess960(Setups.STANDARD_CHESS960_NUMBER).toState());
    }

    @Test
    void C960_SETUP_number518IsTheStandardInitialPosition() {
        assertEquals(Setups.initial(), Setups.chess960(518));
        assertEquals(Position.initial(), Position.of(Setups.chess960(518), Variant.CHESS, Validation.STRICT));
    }

    @Test
    void C960_SETUP_scharnaglNumbersOfThePublishedTable() {
        assertEquals("BBQNNRKR", backRank(Setups.chess960(0)));
        assertEquals("RNBQKBNR", backRank(Setups.chess960(518)));
        assertEquals("RKRNNQBB", backRank(Setups.chess960(959)));
    }

    @Test
    void C960_SETUP_theNumbersGiveEachOfThe960ArrangementsOnce() {
        Set<String> expected = arrangementsByTheClause();
        assertEquals(960, expected.size());
        Set<String> built = new HashSet<>();
        for (int n = 0; n < 960; n++) {
            Setup s = Setups.chess960(n);
            String rank = backRank(s);
            assertTrue(built.add(rank), "number " + n + " repeats " + rank);
            for (int file = 0; file < 8; file++) {
                assertEquals(-s.pieceAt(Square.of(file, 0)), s.pieceAt(Square.of(file, 7)), "black mirrors white, " + n);
                assertEquals(Piece.PAWN, s.pieceAt(Square.of(file, 1)));
            }
            int king = rank.indexOf('K');
            assertEquals(king, s.kingFile(Piece.WHITE));
            assertEquals(king, s.kingFile(Piece.BLACK));
            assertEquals(rank.lastIndexOf('R'), s.rookFile(Setup.WHITE_KINGSIDE));
            assertEquals(rank.indexOf('R'), s.rookFile(Setup.WHITE_QUEENSIDE));
            assertEquals(rank.lastIndexOf('R'), s.rookFile(Setup.BLACK_KINGSIDE));
            assertEquals(rank.indexOf('R'), s.rookFile(Setup.BLACK_QUEENSIDE));
            Position.of(s, Variant.CHESS, Validation.STRICT); // every start position is valid
        }
        assertEquals(expected, built);
    }

    @Test
    void C960_SETUP_numbersOutsideTheTableAreRefused() {
        assertThrows(InvalidInputException.class, () -> Setups.chess960(-1));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Setups.chess960(960));
        assertTrue(e.getMessage().contains("960") && e.getMessage().contains("0 to 959"), e.getMessage());
    }

    @Test
    void C960_SETUP_theArrayCarriesTheStartFilesAndStandardChessHasEHA() {
        int[] standard = Position.initial().state();
        assertEquals(7, standard[Board.ROOK_FILE_WHITE_KINGSIDE]);
        assertEquals(0, standard[Board.ROOK_FILE_WHITE_QUEENSIDE]);
        assertEquals(7, standard[Board.ROOK_FILE_BLACK_KINGSIDE]);
        assertEquals(0, standard[Board.ROOK_FILE_BLACK_QUEENSIDE]);
        assertEquals(4, standard[Board.KING_FILE_WHITE]);
        assertEquals(4, standard[Board.KING_FILE_BLACK]);
        int[] sp0 = Setups.chess960(0).toState(); // BBQNNRKR
        assertEquals(7, sp0[Board.ROOK_FILE_WHITE_KINGSIDE]);
        assertEquals(5, sp0[Board.ROOK_FILE_WHITE_QUEENSIDE]);
        assertEquals(6, sp0[Board.KING_FILE_BLACK]);
        assertEquals(Setups.chess960(0), Setup.fromState(sp0));
    }

    @Test
    void C960_SETUP_packedStateKeepsTheStartFiles() {
        for (int n : new int[] {0, 1, 200, 518, 959}) {
            int[] s = Setups.chess960(n).toState();
            assertTrue(PackedState.packable(s));
            assertArrayEquals(s, PackedState.of(s).unpack(), "number " + n);
        }
        int[] bad = Setups.initial().toState();
        bad[Board.KING_FILE_WHITE] = 8;
        assertFalse(PackedState.packable(bad));
    }

    @Test
    void C960_SETUP_theSameRightsOfAnotherRookAreAnotherPosition() {
        // king e1, rooks g1 and h1: K is the h1 rook's right, G the g1 rook's
        Position outer = Fen.position("4k3/8/8/8/8/8/8/4K1RR w K - 0 1");
        Position inner = Fen.position("4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
        assertNotEquals(outer, inner);
        assertNotEquals(outer.repetitionKey(), inner.repetitionKey());
        assertNotEquals(outer.zobrist(), inner.zobrist());
        // without the right the rook's file is no part of the position (the array keeps it for explain)
        Position played = org.passant.Positions.play(inner, "Rg2 Ke7 Rgg1 Ke8");
        assertFalse(played.hasCastlingRight(Setup.WHITE_KINGSIDE));
        assertEquals(6, played.rookFile(Setup.WHITE_KINGSIDE));
        Position read = Fen.position("4k3/8/8/8/8/8/8/4K1RR w - - 4 3");
        assertEquals(read, played);
        assertEquals(read.hashCode(), played.hashCode());
        assertEquals(read.repetitionKey(), played.repetitionKey());
        assertEquals(read.zobrist(), played.zobrist());
    }

    private static PositionException refuse(Setup s) {
        return assertThrows(PositionException.class, () -> Position.of(s, Variant.CHESS, Validation.STRICT));
    }

    @Test
    void C960_SETUP_aRightNeedsItsKingOnTheKingFile() {
        Setup s = Setups.chess960(0).kingFile(Piece.WHITE, 5); // the king stands on g1, not f1
        PositionException e = refuse(s);
        assertEquals(PositionError.INVALID_CASTLING_RIGHTS, e.kind());
        assertEquals("castling right 'K' needs the white king on f1", e.reason());
    }

    @Test
    void C960_SETUP_aRightNeedsItsRookOnTheRookFile() {
        Setup s = Setups.initial().put(Square.parse("h8"), Piece.EMPTY);
        assertEquals("castling right 'k' needs a black rook on h8", refuse(s).reason());
        Setup g = Setups.initial().rookFile(Setup.WHITE_KINGSIDE, 6); // g1 holds a knight
        assertEquals("castling right 'G' needs a white rook on g1", refuse(g).reason());
    }

    @Test
    void C960_SETUP_theKingStandsBetweenItsRooks() {
        Setup s = Setups.initial().rookFile(Setup.WHITE_KINGSIDE, 0); // the kingside right on a1
        PositionException e = refuse(s);
        assertEquals(3, e.kind().fenField());
        assertEquals("castling right 'A' needs its rook on the higher files beside the white king on e1, not on a1",
                e.reason());
        Setup q = Setups.initial().rookFile(Setup.BLACK_QUEENSIDE, 7);
        assertTrue(refuse(q).reason().startsWith("castling right 'h' needs its rook on the lower files"), refuse(q).reason());
    }
}
