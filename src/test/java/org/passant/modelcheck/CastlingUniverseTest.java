package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.kernel.Piece;
import org.passant.modelcheck.CastlingClauses.Castle;
import org.passant.modelcheck.CastlingClauses.Clause;
import org.passant.modelcheck.CastlingUniverse.Arrangement;
import org.passant.modelcheck.CastlingUniverse.Kings;
import org.passant.modelcheck.LetterBoard.Side;
import org.passant.position.Variant;

/**
 * The castling universe against the transcription of FIDE 3.8.2 / C960-CASTLE / AT-CASTLING. The
 * suite runs a slice (five arrangements per side to move, the edges and the middle; the whole
 * default universe is {@code passant modelcheck --universe castling}, about a minute); the state
 * count of one arrangement is counted by hand; and rules with a castling bug must be caught.
 */
class CastlingUniverseTest {

    /**
     * King e, rooks a/h (standard); king b with rooks a/c (the king crosses the kingside rook);
     * king g with rooks f/h (already on its kingside square, the queenside rook in its way home);
     * king c with rooks b/f; king f with rooks d/g. Both sides to move.
     */
    static List<Arrangement> slice() {
        int[][] files = {{4, 0, 7}, {1, 0, 2}, {6, 5, 7}, {2, 1, 5}, {5, 3, 6}};
        List<Arrangement> slice = new ArrayList<>();
        for (int side : new int[] {Piece.WHITE, Piece.BLACK}) {
            for (int[] f : files) {
                slice.add(new Arrangement(side, f[0], f[1], f[2]));
            }
        }
        return slice;
    }

    /** The slice's rights: both held, so that both castlings are judged on their conditions (fewer rights: the hand count below). */
    private static final int[] BOTH_RIGHTS = {3};

    private static Report run(RulesUnderTest rules, List<Arrangement> arrangements) {
        return run(rules, arrangements, new int[] {0, 1, 2, 3});
    }

    private static Report run(RulesUnderTest rules, List<Arrangement> arrangements, int[] rights) {
        Report report = CastlingUniverse.run(rules, arrangements, rights, Kings.NEAR, GameTreeTest.threads(), new Progress());
        report.print(new PrintWriter(System.out, true));
        return report;
    }

    @Test
    void C960_CASTLE_FIDE_3_8_2_castlingUniverseSliceFindsNoViolationInChess() {
        Report report = run(new KernelRules(Variant.CHESS), slice(), BOTH_RIGHTS);
        assertEquals(0, report.violationCount(), report.toString());
        assertTrue(report.states() > 10_000, "states: " + report.states());
        // chess: the crossed squares judged with the king on them or on its start square give the same verdicts
        assertTrue(report.details().contains("crossed squares judged on the board as it stands (king not lifted) would change 0 verdicts"),
                report.toString());
    }

    @Test
    void C960_CASTLE_AT_CASTLING_castlingUniverseSliceFindsNoViolationInAtomic() {
        Report report = run(new KernelRules(Variant.ATOMIC), slice(), BOTH_RIGHTS);
        assertEquals(0, report.violationCount(), report.toString());
        assertTrue(report.states() > 10_000, "states: " + report.states());
    }

    /**
     * White to move, Ke1 Ra1 Rh1, the opponent's king on rank 1 or 2 or on e8. On rank 1 (b1, c1,
     * d1, f1, g1) a rook attacks it; on a2 and h2 a rook, on d2, e2, f2 the king: strict validation
     * refuses those (black is not to move). That leaves b2, c2, g2 and e8, and c1 when a piece on b1
     * shuts off the rook on a1 (the king on e1 shuts off the one on h1): a black Q, R, B or N, or a
     * white N, which does not attack c1 from b1 (a black pawn cannot stand on b1): 5 more. With b2, c2, g2, e8: none extra, or
     * one of six kinds on the 60 free squares: black Q, R, B, N anywhere (4 x 60); a black pawn not
     * on rank 1 or 8 (60 - 13 = 47, with the king on e8 60 - 12 = 48); a white knight anywhere but
     * where it checks the black king (b2: a4 c4 d3 d1; c2: a3 b4 d4 e3, a1 and e1 being taken; g2:
     * e3 f4 h4, e1 taken; e8: c7 d6 f6 g7), so 56, 56, 57, 56. States per rights subset: 1 + 240 +
     * 47 + 56 (b2) + 1 + 240 + 47 + 56 (c2) + 1 + 240 + 47 + 57 (g2) + 1 + 240 + 48 + 56 (e8) + 5 (c1) =
     * 1,383; the rights do not change it (king and rooks stand where every right needs them): 4 x 1,383.
     * Placements: 4 subsets x 14 king squares x (1 + 6 x 60).
     */
    @Test
    void C960_SETUP_stateCountOfTheStandardArrangementIsCountedByHand() {
        Report report = run(new KernelRules(Variant.CHESS), List.of(new Arrangement(Piece.WHITE, 4, 0, 7)));
        assertEquals(4 * 1_383, report.states(), report.toString());
        assertTrue(report.details().get(0).startsWith("placements 20,216: "), report.details().get(0));
        assertEquals(0, report.violationCount(), report.toString());
    }

    @Test
    void FIDE_3_8_2_2_aCastlingThroughAnAttackedSquareIsCaught() {
        for (Variant variant : Variant.values()) {
            Report report = run(new MutantCastlingRules(variant, MutantCastlingRules.Bug.THROUGH_IGNORED),
                    List.of(new Arrangement(Piece.WHITE, 4, 0, 7), new Arrangement(Piece.BLACK, 1, 0, 2)), BOTH_RIGHTS);
            assertTrue(report.violationCounts().getOrDefault("FIDE-3.8.2.2-THROUGH", 0L) > 0, report.toString());
            Violation v = report.counterexamples().stream().filter(c -> c.clause().equals("FIDE-3.8.2.2-THROUGH"))
                    .findFirst().orElseThrow();
            assertEquals("legal", v.actual(), v.toString());
            assertTrue(v.expected().startsWith("illegal: FIDE-3.8.2.2-THROUGH fails"), v.toString());
        }
    }

    @Test
    void FIDE_3_8_2_1_aRightKeptAfterCastlingIsCaught() {
        Report report = run(new MutantCastlingRules(Variant.CHESS, MutantCastlingRules.Bug.OTHER_RIGHT_KEPT),
                List.of(new Arrangement(Piece.WHITE, 4, 0, 7)));
        assertTrue(report.violationCounts().getOrDefault("CASTLING-RIGHTS", 0L) > 0, report.toString());
    }

    /** A board from placements such as "Ke1", "rb1" (upper case White), the rest empty. */
    private static LetterBoard board(String... pieces) {
        char[] squares = new char[64];
        java.util.Arrays.fill(squares, LetterBoard.EMPTY);
        for (String p : pieces) {
            LetterBoard.Sq sq = LetterBoard.Sq.parse(p.substring(1));
            squares[8 * sq.rank() + sq.file()] = p.charAt(0);
        }
        return new LetterBoard(squares);
    }

    @Test
    void FIDE_3_8_2_2_C960_CASTLE_transcriptionOnHandPositions() {
        // f1 attacked by the rook on f8: the king would pass through it
        assertEquals(Clause.THROUGH, CastlingClauses.firstFailing(board("Ke1", "Rh1", "ke8", "rf8"),
                new Castle(Side.WHITE, 4, 7, true, false)));
        // Kb1, Ra1: O-O-O puts the king on c1 (crossing nothing) and the rook on d1; the rook may pass an attacked square
        assertNull(CastlingClauses.firstFailing(board("Kb1", "Ra1", "ke8", "ne3"), new Castle(Side.WHITE, 1, 0, true, false)));
        // the same with d1 taken by a knight of one's own: the rook's path is not empty
        assertEquals(Clause.PATH, CastlingClauses.firstFailing(board("Kb1", "Ra1", "Nd1", "ke8"),
                new Castle(Side.WHITE, 1, 0, true, false)));
        // chess: g1 attacked by the rook on g8 (INTO); atomic: g1 is next to the black king on h2, so not attacked
        LetterBoard g1 = board("Ke1", "Rh1", "kh2", "rg8");
        assertEquals(Clause.INTO, CastlingClauses.firstFailing(g1, new Castle(Side.WHITE, 4, 7, true, false)));
        assertNull(CastlingClauses.firstFailing(g1, new Castle(Side.WHITE, 4, 7, true, true)));
        // atomic, kings touching (d2 next to e1: not in check); with the king on f1, the rook on b1 sees it: THROUGH.
        // Read on the board as it stands (the king still on e1, hiding f1) it would be legal: the readings differ.
        LetterBoard touching = board("Ke1", "Rh1", "kd2", "rb1");
        assertEquals(Clause.THROUGH, CastlingClauses.firstFailing(touching, new Castle(Side.WHITE, 4, 7, true, true)));
        assertNull(CastlingClauses.firstFailingAsItStands(touching, new Castle(Side.WHITE, 4, 7, true, true)));
    }
}
