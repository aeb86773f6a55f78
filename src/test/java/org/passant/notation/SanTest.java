package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.Positions.fen;
import static org.passant.Positions.play;
import static org.passant.Positions.uci;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.passant.position.IllegalMoveException;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;

/** SAN output and input, and UCI move text. */
class SanTest {

    @ParameterizedTest(name = "{1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        // position                                                          | uci   | san
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1             | g1f3  | Nf3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1             | e2e4  | e4",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                                 | e1g1  | O-O",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                                 | e1c1  | O-O-O",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1                                 | e8c8  | O-O-O",
        // knights on b1 and f1 both reach d2: file letters tell them apart
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1                                     | b1d2  | Nbd2",
        // rooks on a1 and a5 both reach a3: rank digits
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1                                      | a1a3  | R1a3",
        // queens on a1, a3 and c1 reach b2 with a clash on both file and rank: full square
        "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1                                    | a1b2  | Qa1b2",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1                                      | b7b8q | b8=Q+",
        "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1                                     | b7a8n | bxa8=N",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2                                    | e5d6  | exd6",
        "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1                                    | a1a8  | Ra8#",
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 1                                       | d1d7  | Qd7+",
    })
    void formatsAndParsesBack(String fen, String uciText, String san) {
        Position p = fen(fen);
        Move m = Uci.parse(p, uciText);
        assertEquals(san, San.format(p, m));
        assertEquals(m, San.parse(p, san));
    }

    @Test
    void parseAcceptsZerosForCastlingAndMissingPromotionEquals() {
        Position p = fen("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals(Uci.parse(p, "e1g1"), San.parse(p, "0-0"));
        assertEquals(Uci.parse(p, "e1c1"), San.parse(p, "0-0-0"));
        assertEquals(uci("b7b8q"), San.parse(p, "b8Q"));
        assertEquals(uci("b7a8r"), San.parse(p, "bxa8=R+"));
    }

    @Test
    void parseRefusesAmbiguityNamingTheCandidates() {
        Position p = fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> San.parse(p, "Nd2"));
        assertTrue(e.getMessage().contains("Nbd2") && e.getMessage().contains("Nfd2"), e.getMessage());
    }

    @Test
    void parseRefusesIllegalAndMalformedMoves() {
        Position p = Position.initial();
        assertThrows(IllegalMoveException.class, () -> San.parse(p, "e5"));
        assertThrows(IllegalMoveException.class, () -> San.parse(p, "Ke2"));
        assertThrows(InvalidInputException.class, () -> San.parse(p, "hello"));
        assertThrows(InvalidInputException.class, () -> San.parse(p, ""));
    }

    @Test
    void parseRefusesAPromotionWithoutItsPiece() {
        Position p = fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> San.parse(p, "b8"));
        assertTrue(e.getMessage().contains("promotion"), e.getMessage());
    }

    @Test
    void roundTripOverAGame() {
        Position p = play("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7");
        for (Move m : p.legalMoves()) {
            assertEquals(m, San.parse(p, San.format(p, m)));
        }
    }

    @Test
    void uciParsesAndRefuses() {
        assertEquals("e7e8q", Uci.parse("e7e8q").uci());
        assertThrows(InvalidInputException.class, () -> Uci.parse("e7e8k"));
        assertThrows(InvalidInputException.class, () -> Uci.parse("e9e8"));
        assertThrows(InvalidInputException.class, () -> Uci.parse("e2"));
        assertThrows(InvalidInputException.class, () -> Uci.parse("e2e2"));
        assertThrows(IllegalMoveException.class, () -> Uci.parseLegal(Position.initial(), "e2e5"));
    }
}
