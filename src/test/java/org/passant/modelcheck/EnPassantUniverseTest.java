package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.position.Variant;
import org.passant.kernel.Piece;
import org.passant.modelcheck.EnPassantUniverse.Slice;

/**
 * The en passant universe against the transcribed clauses. By default the slices whose double step
 * is on the a-, d- or h-file, both sides to move, every capturer: both board edges and the centre,
 * every placement of kings and extra piece in them (more than 10 million states, within the time
 * the suite allows on two shared cores). {@code -Dpassant.modelcheck.full=true} runs all 28 slices
 * (40,521,352 states); so does {@code passant modelcheck --universe ep}.
 */
class EnPassantUniverseTest {

    /** Placements per slice: 60 x 59 squares for the kings, times none or 10 kinds on the 58 other free squares. */
    private static final long PLACEMENTS_PER_SLICE = 60L * 59 * (1 + 10 * 58);

    static List<Slice> slices() {
        if (Boolean.getBoolean("passant.modelcheck.full")) {
            return Slice.all();
        }
        List<Slice> slices = new ArrayList<>();
        for (Slice s : Slice.all()) {
            if (s.file() == 0 || s.file() == 3 || s.file() == 7) {
                slices.add(s);
            }
        }
        return slices;
    }

    @Test
    void EP_PIECES_EP_TRIGGER_EP_ADJACENT_EP_RANK_EP_IMMEDIATE_EP_LANDING_EP_KING_SAFETY_EP_EFFECTS_EP_REPETITION_everyState() {
        List<Slice> slices = slices();
        Report report = EnPassantUniverse.run(new KernelRules(Variant.CHESS), slices, Long.MAX_VALUE, GameTreeTest.threads());
        report.print(new PrintWriter(System.out, true));
        assertEquals(0, report.violationCount(), report.toString());
        String placements = String.format(java.util.Locale.ROOT, "placements %,d:", PLACEMENTS_PER_SLICE * slices.size());
        assertTrue(report.details().get(0).startsWith(placements), report.details().get(0));
        assertTrue(report.states() >= 10_000_000, "states: " + report.states());
        assertTrue(slices.stream().anyMatch(s -> s.sideToMove() == Piece.BLACK) && slices.stream().anyMatch(s -> s.sideToMove() == Piece.WHITE));
    }
}
