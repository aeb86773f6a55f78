package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.Positions.fen;
import static org.passant.Positions.play;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.PositionError;
import org.passant.position.Setup;
import org.passant.position.Setups;
import org.passant.position.Square;
import org.passant.position.Validation;
import org.passant.position.Variant;

/** C960-NOTATION: castling rights in FEN (KQkq, Shredder-FEN, X-FEN), castling in UCI and SAN. */
class Chess960NotationTest {

    private static Position start(int n) {
        return Position.of(Setups.chess960(n), Variant.CHESS, Validation.STRICT);
    }

    // ---- FEN reading

    @Test
    void C960_NOTATION_shredderFenOfTheStandardPositionIsKQkq() {
        assertEquals(Position.initial(), fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
        assertEquals(Fen.INITIAL, Fen.format(fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1")));
    }

    @Test
    void C960_NOTATION_kqkqReadsTheOutermostRooks() {
        // position 0, BBQNNRKR: king g1, rooks f1 and h1
        Position shredder = fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
        Position kqkq = fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
        assertEquals(start(0), shredder);
        assertEquals(start(0), kqkq);
        assertEquals(6, kqkq.kingFile(org.passant.kernel.Piece.WHITE));
        assertEquals(5, kqkq.rookFile(Setup.WHITE_QUEENSIDE));
        assertEquals(7, kqkq.rookFile(Setup.BLACK_KINGSIDE));
    }

    @Test
    void C960_NOTATION_xfenInnerRookLetter() {
        // rooks a1, g1, h1 beside the king on e1: K is h1's right, G the inner g1's
        Position inner = fen("4k3/8/8/8/8/8/8/R3K1RR w GQ - 0 1");
        assertEquals(6, inner.rookFile(Setup.WHITE_KINGSIDE));
        assertEquals(0, inner.rookFile(Setup.WHITE_QUEENSIDE));
        assertEquals("4k3/8/8/8/8/8/8/R3K1RR w GQ - 0 1", Fen.format(inner));
        Position outer = fen("4k3/8/8/8/8/8/8/R3K1RR w KQ - 0 1");
        assertEquals(7, outer.rookFile(Setup.WHITE_KINGSIDE));
        assertEquals("4k3/8/8/8/8/8/8/R3K1RR w KQ - 0 1", Fen.format(outer));
        // Shredder's H reads as K, and is written so
        assertEquals(outer, fen("4k3/8/8/8/8/8/8/R3K1RR w HA - 0 1"));
        // black's inner queenside rook on b8, outer a8
        Position black = fen("rrk5/8/8/8/8/8/8/4K3 b b - 0 1");
        assertEquals(1, black.rookFile(Setup.BLACK_QUEENSIDE));
        assertEquals("rrk5/8/8/8/8/8/8/4K3 b b - 0 1", Fen.format(black));
        assertEquals("rrk5/8/8/8/8/8/8/4K3 b q - 0 1", Fen.format(fen("rrk5/8/8/8/8/8/8/4K3 b a - 0 1")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/R3K1RR w GQ - 0 1",
        "rrk5/8/8/8/8/8/8/4K3 b b - 0 1",
        "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1",
        "rk4r1/8/8/8/8/8/8/RK4R1 w KQq - 0 1",
        "2r1kr2/8/8/8/8/8/8/1R2KRR1 w FQq - 0 1",
    })
    void C960_NOTATION_writingReadsBack(String text) {
        Position p = fen(text);
        assertEquals(text, Fen.format(p));
        assertEquals(p, fen(Fen.format(p)));
    }

    @Test
    void C960_NOTATION_everyStartPositionAndItsGamesRoundTrip() {
        for (int n = 0; n < 960; n++) {
            Position p = start(n);
            String text = Fen.format(p);
            assertTrue(text.contains(" w KQkq - 0 1"), text); // the outermost rooks: KQkq
            assertEquals(p, fen(text), text);
            // a few plies in, after castling whenever it is legal: rights and files change or go
            Position q = p;
            for (int ply = 0; ply < 12 && !q.legalMoves().isEmpty(); ply++) {
                List<Move> moves = q.legalMoves();
                Move pick = moves.get((n * 7 + ply * 13) % moves.size());
                for (Move m : moves) {
                    if (q.isCastling(m)) {
                        pick = m;
                    }
                }
                q = q.play(pick);
                String written = Fen.format(q, EpMode.FEN); // the en passant square as recorded
                assertEquals(q, fen(written), "position " + n + ": " + written);
            }
        }
    }

    // ---- FEN errors

    private static FenException refuse(String fen) {
        return assertThrows(FenException.class, () -> Fen.position(fen));
    }

    @Test
    void C960_NOTATION_aFileLetterNeedsAKingOnTheBackRank() {
        FenException e = refuse("4k3/8/8/8/8/8/4K3/6RR w G - 0 1");
        assertEquals(3, e.field());
        assertEquals(PositionError.INVALID_CASTLING_RIGHTS, e.positionError());
        assertEquals("FEN field 3 'G': castling right 'G' names a rook's file, but no white king stands on rank 1"
                + " to castle with it", e.getMessage());
    }

    @Test
    void C960_NOTATION_aFileLetterIsNotTheKingsFile() {
        FenException e = refuse("4k3/8/8/8/8/8/8/R3K2R w E - 0 1");
        assertEquals("FEN field 3 'E': castling right 'E' names the white king's own file, not a rook's", e.getMessage());
    }

    @Test
    void C960_NOTATION_twoLettersForOneWingAreRefused() {
        FenException e = refuse("4k3/8/8/8/8/8/8/R3K1RR w KG - 0 1");
        assertEquals(FenError.CASTLING_SYNTAX, e.kind());
        assertEquals("FEN field 3 'KG': castling rights 'K' and 'G' both give white kingside castling", e.getMessage());
        assertEquals(FenError.CASTLING_SYNTAX, refuse("4k3/8/8/8/8/8/8/R3K1RR w KK - 0 1").kind());
        assertEquals(FenError.CASTLING_SYNTAX, refuse("4k3/8/8/8/8/8/8/R3K1RR w Kx - 0 1").kind());
    }

    @Test
    void C960_NOTATION_aRightWithoutItsRookNamesTheSquare() {
        FenException e = refuse("4k3/8/8/8/8/8/8/R3K3 w B - 0 1");
        assertEquals(3, e.field());
        assertEquals("FEN field 3 'B': castling right 'B' needs a white rook on b1", e.getMessage());
        FenException k = refuse("4k3/8/8/8/8/8/8/4K3 w K - 0 1");
        assertEquals("FEN field 3 'K': castling right 'K' needs a white rook on h1", k.getMessage());
        FenException king = refuse("4k3/8/8/8/8/8/4K3/R6R w K - 0 1");
        assertEquals("FEN field 3 'K': castling right 'K' needs the white king on e1", king.getMessage());
        for (FenException x : List.of(e, k, king)) {
            assertFalse(x.getMessage().contains("\n"));
        }
    }

    @Test
    void C960_NOTATION_perftSuiteEntriesWithChess960RightsLoad() {
        List<String> lines = List.of("id sp0", "epd bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "perft 1 20");
        PerftSuite.Entry entry = PerftSuite.parse(lines, "test").get(0);
        assertEquals(start(0), entry.position(Variant.CHESS));
    }

    // ---- UCI

    @Test
    void C960_NOTATION_standardChessWritesE1g1AndReadsBothForms() {
        Position p = play("e4 e5 Nf3 Nc6 Bc4 Bc5");
        Move castle = null;
        for (Move m : p.legalMoves()) {
            if (p.isCastling(m)) {
                castle = m;
            }
        }
        assertEquals(Move.castle(Square.parse("e1"), Square.parse("h1")), castle);
        assertTrue(castle.castling());
        assertEquals("e1g1", castle.uci());
        assertEquals("e1g1", Uci.format(castle, false));
        assertEquals("e1h1", Uci.format(castle, true));
        Move standard = Uci.parse(p, "e1g1");
        Move chess960 = Uci.parse(p, "e1h1");
        assertTrue(standard.castling() && chess960.castling());
        assertEquals(castle, standard);
        assertEquals(castle, chess960);
        assertEquals(castle, Uci.parseLegal(p, "e1g1"));
        // read without the position, king-takes-rook is the same move
        assertEquals(castle, Uci.parse("e1h1"));
        assertEquals("O-O", San.format(p, Uci.parse(p, "e1g1")));
        assertTrue(p.legalMoves().contains(Uci.parse("e1h1")));
    }

    @Test
    void C960_NOTATION_theStandardFormIsAPlainStepOnceTheRightIsGone() {
        // king b1, rook a1, no right: b1c1 is a plain king step
        Position p = fen("rk4r1/8/8/8/8/8/8/RK4R1 w K - 0 1");
        Move step = Uci.parse(p, "b1c1");
        assertFalse(step.castling());
        assertTrue(p.isLegal(step));
        // with the right, b1c1 is castling queenside (the king to c1, the rook to d1)
        Position q = fen("rk4r1/8/8/8/8/8/8/RK4R1 w KQ - 0 1");
        Move castle = Uci.parse(q, "b1c1");
        assertTrue(castle.castling());
        assertEquals(Move.castle(Square.parse("b1"), Square.parse("a1")), castle);
        assertEquals(castle, Uci.parse(q, "b1a1"));
        assertEquals("b1c1", castle.uci());
        assertEquals("b1a1", castle.uci(true));
        assertEquals("O-O-O", San.format(q, castle));
        assertEquals("rk4r1/8/8/8/8/8/8/2KR2R1 b - - 1 1", Fen.format(q.play(castle)));
    }

    @Test
    void C960_NOTATION_aKingThatStaysPutIsWrittenKingTakesRook() {
        // king g1, rook h1: O-O leaves the king on g1 and puts the rook on f1
        Position p = fen("4k3/8/8/8/8/8/8/6KR w K - 0 1");
        Move castle = Uci.parse(p, "g1h1");
        assertTrue(castle.castling());
        assertEquals("g1h1", castle.uci());
        assertEquals("g1h1", castle.uci(true));
        assertEquals("O-O", San.format(p, castle));
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", Fen.format(p.play(castle)));
    }

    @Test
    void C960_NOTATION_movesListKingTakesRookWhenTheStandardFormCollides() {
        // king f1, rook h1: f1g1 is both the plain step and castling's standard form
        Position p = fen("4k3/8/8/8/8/8/8/5K1R w K - 0 1");
        List<String> chess960 = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            chess960.add(m.uci(true));
        }
        assertTrue(chess960.contains("f1g1") && chess960.contains("f1h1"), chess960.toString());
        assertTrue(Uci.parse(p, "f1g1").castling()); // the standard form reads as castling while the right holds
    }

    @Test
    void C960_NOTATION_aCastlingMoveHasNoPromotion() {
        assertThrows(IllegalArgumentException.class, () -> new Move(4, 7, org.passant.kernel.Piece.QUEEN, true));
        assertThrows(IllegalArgumentException.class, () -> new Move(12, 15, 0, true));
    }

    // ---- SAN

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
        "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1 | O-O   | e1g1 | e1g1 | 1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b kq - 1 1",
        "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1 | O-O-O | e1c1 | e1b1 | 1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 b kq - 1 1",
        "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 b KQkq - 0 1 | O-O-O | e8c8 | e8b8 | 2kr2r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQ - 1 2",
        "bbqnnrkr/8/8/8/8/8/8/BBQ3KR w Kkq - 0 1                 | O-O   | g1h1 | g1h1 | bbqnnrkr/8/8/8/8/8/8/BBQ2RK1 b kq - 1 1",
    })
    void C960_NOTATION_sanWritesAndReadsCastling(String text, String san, String standard, String chess960, String after) {
        Position p = Fen.position(text, Variant.CHESS, Validation.LENIENT);
        Move m = San.parse(p, san);
        assertTrue(m.castling());
        assertEquals(san, San.format(p, m));
        assertEquals(standard, m.uci());
        assertEquals(chess960, m.uci(true));
        assertEquals(m, San.parse(p, san.replace('O', '0')));
        assertEquals(m, Uci.parseLegal(p, standard));
        assertEquals(m, Uci.parseLegal(p, chess960));
        assertEquals(after, Fen.format(p.play(m)));
    }
}
