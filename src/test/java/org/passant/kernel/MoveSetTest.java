package org.passant.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.passant.notation.Fen;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * {@link Generate#moves}, the theorem over moves, run: its output is exactly the (from, to, promotion) triples the
 * verdict accepts, each once, found here by asking the verdict of every triple of a range wider than the board
 * (squares -1 to 64, promotions -1 to 7), so that a move outside the encoding would be seen. Proved in the kernel
 * for every position; here on positions where each kind of move occurs.
 */
class MoveSetTest {

    private static final List<String> CHESS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            // Kiwipete: castling both ways, pins, captures
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            // exd6 e.p. (EP-TRIGGER, EP-IMMEDIATE)
            "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            // promotions, with and without capture, Black to move
            "r3k2r/8/8/8/8/8/1p4p1/R3K1NR b KQkq - 0 1",
            // Chess960 castling: king and rooks on b1, a1, h1
            "rk5r/pppppppp/8/8/8/8/8/RK5R w HAha - 0 1");

    private static void assertMovesAreTheLegalTriples(Variant variant, int rules, String fen) {
        int[] pos = Fen.position(fen, variant, Validation.LENIENT).state();
        int[] out = new int[Generate.CODES];
        int n = Generate.moves(rules, pos, out);
        Set<Integer> listed = new HashSet<>();
        for (int k = 0; k < n; k++) {
            assertTrue(listed.add(out[k]), fen + ": code " + out[k] + " listed twice");
        }
        int legal = 0;
        for (int f = -1; f <= 64; f++) {
            for (int t = -1; t <= 64; t++) {
                for (int p = -1; p <= 7; p++) {
                    if (Generate.isLegal(rules, pos, f, t, p)) {
                        legal++;
                        int code = Generate.encode(f, t, p);
                        assertTrue(listed.contains(code), fen + ": legal " + f + "-" + t + "=" + p + " not listed");
                        assertEquals(f, Generate.from(code));
                        assertEquals(t, Generate.to(code));
                        assertEquals(p, Generate.promotion(code));
                    }
                }
            }
        }
        assertEquals(legal, n, fen + ": every listed code is a legal move");
        assertTrue(n > 0, fen + ": the position has moves");
    }

    @Test
    void FIDE_3_10_everyLegalMoveIsListedOnceAndNothingElseInChess() {
        for (String fen : CHESS) {
            assertMovesAreTheLegalTriples(Variant.CHESS, Generate.CHESS, fen);
        }
    }

    @Test
    void AT_OWN_KING_everyLegalMoveIsListedOnceAndNothingElseInAtomicChess() {
        for (String fen : CHESS) {
            assertMovesAreTheLegalTriples(Variant.ATOMIC, Generate.ATOMIC, fen);
        }
    }
}
