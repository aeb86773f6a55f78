package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.Positions;
import org.passant.kernel.Piece;
import org.passant.position.IllegalMoveException;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;

/** San.parseLenient and San.meant: SAN as players type it (issue 45); strict SAN stays strict. */
class SanLenientTest {
    private static String uci(Position p, String text) {
        return San.parseLenient(p, text).uci();
    }

    @Test
    void lettersInAnyCaseWhereTheyNameOneMove() {
        Position p = Position.initial();
        for (String t : new String[] {"Nf3", "nf3", "NF3", "nF3", " nf3 "}) {
            assertEquals("g1f3", uci(p, t), t);
        }
        assertEquals("e2e4", uci(p, "E4"));
        Position castle = Positions.fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        for (String t : new String[] {"O-O", "0-0", "o-o", "o-O"}) {
            assertEquals("e1g1", uci(castle, t), t);
        }
        assertEquals("e1c1", uci(castle, "o-o-o"));
        assertEquals("d7d8q", uci(Positions.fen("7k/3P4/8/8/8/8/8/4K3 w - - 0 1"), "d8=q"));
        assertThrows(InvalidInputException.class, () -> San.parse(p, "nf3"), "strict SAN is untouched");
    }

    @Test
    void aSmallBIsThePawnWhenBothReadingsAreLegal_SANsReading() {
        Position both = Positions.fen("4k3/8/8/8/8/2n5/1P6/4BK2 w - - 0 1");
        assertEquals("b2c3", uci(both, "bxc3"));
        assertEquals("e1c3", uci(both, "Bxc3"), "a capital B is the bishop");
        Position bishopOnly = Positions.fen("4k3/8/8/8/8/2n5/8/4BK2 w - - 0 1");
        assertEquals("e1c3", uci(bishopOnly, "bxc3"), "no b-pawn can take: the bishop");
        Position pawnOnly = Positions.fen("4k3/8/8/8/8/2n5/1P6/5K2 w - - 0 1");
        assertThrows(IllegalMoveException.class, () -> San.parseLenient(pawnOnly, "Bxc3"), "a capital B is never a pawn");
    }

    @Test
    void EP_KING_SAFETY_meantFindsTheCaptureTheTextNamesByMovementAlone() {
        Position pin = Positions.fen("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2");
        assertThrows(IllegalMoveException.class, () -> San.parseLenient(pin, "exd6"));
        San.Meant m = San.meant(pin, "exd6");
        assertEquals(List.of("e5d6"), m.moves().stream().map(Move::uci).toList());
        San.Meant king = San.meant(Position.initial(), "Ke3");
        assertTrue(king.moves().isEmpty(), "no king reaches e3 by its movement");
        assertEquals(Piece.KING, king.piece());
        assertEquals("e3", org.passant.position.Square.name(king.to()));
        San.Meant blocked = San.meant(Position.initial(), "Bb5");
        assertTrue(blocked.moves().isEmpty(), "the bishop on f1 is blocked by the e2 pawn: " + blocked);
        San.Meant pinned = San.meant(Positions.fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"), "nc3");
        assertEquals(List.of("e2c3"), pinned.moves().stream().map(Move::uci).toList(), "the pinned knight is meant");
        San.Meant castling = San.meant(Positions.fen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"), "o-o");
        assertEquals(List.of("e1h1"), castling.moves().stream().map(mv -> mv.uci(true)).toList(), "castling without its right");
        assertThrows(InvalidInputException.class, () -> San.meant(Position.initial(), "zz9"));
    }
}
