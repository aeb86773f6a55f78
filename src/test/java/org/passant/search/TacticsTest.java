package org.passant.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * Tactics the hard level must solve at a fixed depth. That each has exactly one solution is
 * shown here, by {@link ExhaustiveWin} on the kernel's rules, not by the engine: every move of
 * the winner and every defence, to the stated length, and (for wins in two or three) no
 * shorter win. The positions come from games between Passant's levels and were kept when the
 * exhaustive search found the win unique; the en passant one is composed.
 */
class TacticsTest {

    private static void solvedByHard(Variant variant, String fen, int moves, String solution) {
        Position p = Fen.position(fen, variant, Validation.STRICT);
        ExhaustiveWin exhaustive = new ExhaustiveWin(moves);
        assertEquals(List.of(solution), uci(exhaustive.winningMoves(p, moves)), "the only move that wins within " + moves);
        if (moves > 1) {
            assertFalse(exhaustive.wins(p, moves - 1), "no shorter win");
        }
        Engine hard = new Engine(0);
        hard.setPosition(p, List.of());
        Result r = hard.go(Limits.depth(2 * moves), null);
        assertEquals(solution, r.best().uci());
        assertTrue(r.score() >= Search.MATE_BOUND, "scored as a win: " + r.score());
    }

    private static List<String> uci(List<Move> moves) {
        List<String> result = new ArrayList<>();
        for (Move m : moves) {
            result.add(m.uci());
        }
        return result;
    }

    @ParameterizedTest(name = "mate in {1}: {2} in {0}")
    @CsvSource(delimiter = '|', value = {
        "r2k1b1r/p1p1pp1p/3Nb1p1/8/QnP2q2/2BB1N2/P4PPP/R4RK1 w - - 4 20|1|a4e8",
        "2r5/R7/2k5/3nQp2/P2B4/4P3/P4PP1/R5K1 w - - 5 42|1|e5e6",
        "1r3k2/4pPrp/4P3/p3Q1p1/P3P3/P3P1K1/7P/8 w - - 0 31|1|e5b8",
        "r3kb1r/p1p1pp1p/4b1p1/1N6/QnP2q2/2BB1N2/P4PPP/R4RK1 w kq - 2 19|2|b5d6",
        "2r5/4n3/2k5/R3Qp2/P2B4/4P3/P4PP1/R5K1 w - - 3 41|2|a5a7",
        "6k1/R7/6P1/8/4K1N1/8/8/8 w - - 5 75|2|g4f6",
        "2r2k2/4pPrp/4P3/p3Q1p1/P3P3/P3P1K1/7P/1R6 w - - 0 30|2|b1b8",
        "rnbqkbnr/p2pp1p1/2p5/5p1p/2p2P2/4P3/PPPPB1PP/R1BQK1NR w KQkq - 0 6|3|e2h5",
        "r7/kp2R3/3N2r1/P1P2p1p/1P4pP/8/4KP2/3R4 w - - 6 46|3|e7b7",
        "4k1r1/1bn1P1p1/q1p3N1/1p1p1Q1p/1P1P1P2/2B4P/2P1K1B1/8 w - - 1 36|3|g6e5",
        "8/8/8/R7/P3k2K/7p/r7/6q1 b - - 1 77|3|h3h2",
    })
    void GM_MATE_matesInOneTwoAndThreeAreUniqueAndFoundByHard(String fen, int moves, String solution) {
        solvedByHard(Variant.CHESS, fen, moves, solution);
    }

    @ParameterizedTest(name = "explosion in {1}: {2} in {0}")
    @CsvSource(delimiter = '|', value = {
        "r1bqkb1r/p1p2ppp/2n1pn2/1p4N1/3P3P/N7/PPP2PP1/R1BQKB1R w KQkq - 2 7|1|g5f7",
        "Q3Q3/8/5kp1/7p/5p1P/3p1R2/6P1/3K4 w - - 1 45|1|e8g6",
        "rnbqkb1r/p1p2ppp/4pn2/1p6/3P3P/N6N/PPP2PP1/R1BQKB1R w KQkq - 0 6|2|h3g5",
        "r1b2bnr/pppkBppp/2n1p1q1/3p4/1P1P3P/5N2/P1P1PPP1/RN1QKB1R w KQ - 5 7|2|e7d6",
        "4k3/Pr6/2pp4/4P1pp/7P/2B5/2P1r3/1R3K2 b - - 6 31|2|b7f7",
        "r1bqkb1r/pp2ppp1/2p4p/1B1p2n1/3PP3/5P1N/P1P3PP/R1BQK2R w KQkq - 0 9|3|c1a3",
        "4k3/Pr6/2pp4/4P1pp/7P/2B5/2P2r2/1R2K3 b - - 4 30|3|f2e2",
    })
    void AT_WIN_EXPLOSION_explosionsAreUniqueAndFoundByHard(String fen, int moves, String solution) {
        solvedByHard(Variant.ATOMIC, fen, moves, solution);
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
        // e5xd6 e.p. explodes around d6 (not d5), where the black king on c6 stands next to the blast
        "8/8/2k5/3pP3/8/5p2/8/4K1N1 w - d6 0 2|e5d6",
    })
    void AT_EP_CENTRE_anEnPassantCaptureExplodesTheKing(String fen, String solution) {
        Position p = Fen.position(fen, Variant.ATOMIC, Validation.STRICT);
        assertTrue(p.isEnPassant(Uci.parse(solution)));
        solvedByHard(Variant.ATOMIC, fen, 1, solution);
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
        // Black is in check from the rook on c7: only b5xc4 (exploding the bishop that would win next) survives
        "r4bnr/p1Rppk2/8/1p3ppp/2B3P1/4PP2/PP1P3P/4K1NR b K - 3 9|b5c4",
    })
    void AT_CHECK_theOnlyEvasionThatSurvivesIsFoundByHard(String fen, String solution) {
        Position p = Fen.position(fen, Variant.ATOMIC, Validation.STRICT);
        assertTrue(p.isCheck());
        ExhaustiveWin exhaustive = new ExhaustiveWin(1);
        List<String> survive = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            if (!exhaustive.wins(p.play(m), 1)) {
                survive.add(m.uci());
            }
        }
        assertEquals(List.of(solution), survive, "every other legal move loses at once");
        assertTrue(p.legalMoves().size() > 3);
        Engine hard = new Engine(0);
        hard.setPosition(p, List.of());
        assertEquals(solution, hard.go(Limits.depth(4), null).best().uci());
    }
}
