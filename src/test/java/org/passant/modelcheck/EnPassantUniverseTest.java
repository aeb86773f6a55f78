package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;

import org.junit.jupiter.api.Test;
import org.passant.core.Variant;

/**
 * The whole en passant universe, checked against the transcribed clauses: the number of states is
 * what strict validation accepts among the 57,588,720 placements (28 pawn pairs x 60 x 59 king
 * squares x (1 + 10 pieces x 58 free squares)).
 */
class EnPassantUniverseTest {

    @Test
    void EP_PIECES_EP_TRIGGER_EP_ADJACENT_EP_RANK_EP_IMMEDIATE_EP_LANDING_EP_KING_SAFETY_EP_EFFECTS_EP_REPETITION_everyState() {
        Report report = EnPassantUniverse.run(new KernelRules(Variant.CHESS), Long.MAX_VALUE, GameTreeTest.threads());
        report.print(new PrintWriter(System.out, true));
        assertEquals(0, report.violationCount(), report.toString());
        assertTrue(report.details().get(0).startsWith("placements 57,588,720:"), report.details().get(0));
        assertTrue(report.states() >= 10_000_000, "states: " + report.states());
    }
}
