package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.fast.FastGenerator;
import org.passant.modelcheck.EnPassantUniverse.Slice;
import org.passant.notation.PerftSuite;

/**
 * The bounded model checker with the fast bitboard generator as the generation under test: at
 * every state its move list must equal the reference generator's (the kernel predicate over every
 * candidate), besides the checker's other checks. Smaller bounds than the kernel's runs, since
 * the fast generator is also checked by the differential tests in fast/.
 */
class FastGeneratorModelCheckTest {

    private static GeneratorRules fast(Variant variant) {
        return new GeneratorRules(variant, new FastGenerator());
    }

    @Test
    void EP_KING_SAFETY_universeSliceWithTheFastGenerator() {
        // The d-file double step taken from the e-file by White and from the c-file by Black.
        List<Slice> slices = new ArrayList<>();
        for (Slice s : Slice.all()) {
            if (s.file() == 3 && s.capturerFile() == (s.sideToMove() == org.passant.kernel.Piece.WHITE ? 4 : 2)) {
                slices.add(s);
            }
        }
        assertEquals(2, slices.size());
        Report report = EnPassantUniverse.run(fast(Variant.CHESS), slices, Long.MAX_VALUE, GameTreeTest.threads());
        report.print(new PrintWriter(System.out, true));
        assertEquals(0, report.violationCount(), report.toString());
        assertTrue(report.states() >= 1_000_000, "states: " + report.states());
    }

    @Test
    void EP_IMMEDIATE_initialTreeToDepthFourWithTheFastGenerator() {
        Report report = GameTree.run(fast(Variant.CHESS),
                new GameTree.Root("initial position", Position.initial(), 4, GameTree.INITIAL_PERFT), GameTreeTest.threads());
        report.print(new PrintWriter(System.out, true));
        assertEquals(0, report.violationCount(), report.toString());
        assertTrue(report.details().get(0).contains("paths per ply 1/20/400/8902/197281 (= published perft)"),
                report.details().get(0));
    }

    @Test
    void trickyAndAtomicSuitesWithTheFastGenerator() {
        SuiteRoots.Selection chess = SuiteRoots.select(PerftSuite.read(GameTreeTest.data("standard-tricky.perft")),
                Variant.CHESS, 20_000);
        Report report = GameTree.run(fast(Variant.CHESS), chess.roots(), GameTreeTest.threads(), "tricky suite, fast");
        assertEquals(0, report.violationCount(), report.toString());
        List<GameTree.Root> atomicRoots = new ArrayList<>();
        for (String file : new String[] {"atomic.perft", "atomic-passant.perft"}) {
            atomicRoots.addAll(SuiteRoots.select(PerftSuite.read(GameTreeTest.data(file)), Variant.ATOMIC, 20_000).roots());
        }
        Report atomic = GameTree.run(fast(Variant.ATOMIC), atomicRoots, GameTreeTest.threads(), "atomic suites, fast");
        assertEquals(0, atomic.violationCount(), atomic.toString());
        for (String line : report.details()) {
            assertTrue(line.contains("(= published perft)"), line);
        }
        for (String line : atomic.details()) {
            assertTrue(line.contains("(= published perft)"), line);
        }
    }
}
