package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.notation.PerftSuite;

/**
 * The game tree from the initial position to depth 5 and from each standard-tricky.perft position
 * (Chess960 ones skipped, as PerftTest does) to the deepest depth whose published count is at most
 * 100,000 paths. The path counts per ply are compared with the published perft numbers, so a lost
 * branch cannot pass unnoticed.
 */
class GameTreeTest {

    static Path data(String name) {
        try {
            return Path.of(GameTreeTest.class.getResource("/data/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static int threads() {
        return Runtime.getRuntime().availableProcessors();
    }

    @Test
    void GM_UNDO_EP_IMMEDIATE_everyPositionOfTheInitialTreeToDepthFive() {
        Report report = GameTree.run(new KernelRules(Variant.CHESS),
                new GameTree.Root("initial position", Position.initial(), 5, GameTree.INITIAL_PERFT), threads());
        report.print(new PrintWriter(System.out, true));
        assertEquals(0, report.violationCount(), report.toString());
        // 1 + 20 + 400 + 5,362 + 72,078 + 822,518 distinct positions by board (OEIS A083276); ours also tell the
        // halfmove clock and the en passant square apart, so there are more.
        assertTrue(report.states() > 900_000, report.toString());
        assertTrue(report.details().get(0).contains("paths per ply 1/20/400/8902/197281/4865609 (= published perft)"),
                report.details().get(0));
    }

    @Test
    void EP_KING_SAFETY_EP_OPTIONAL_everyTrickyPositionToAHundredThousandPaths() {
        SuiteRoots.Selection selection = SuiteRoots.select(PerftSuite.read(data("standard-tricky.perft")),
                Variant.CHESS, 100_000);
        assertEquals(List.of(), selection.skipped(), "every entry, the Chess960 ones included (C960-CASTLE)");
        List<GameTree.Root> roots = selection.roots();
        Report report = GameTree.run(new KernelRules(Variant.CHESS), roots, threads(), "tricky suite");
        report.print(new PrintWriter(System.out, true));
        assertEquals(0, report.violationCount(), report.toString());
        assertEquals(roots.size(), report.details().size());
        for (String line : report.details()) {
            assertTrue(line.contains("(= published perft)"), line);
        }
    }

    /**
     * The same checker on atomic chess (the rules under test are the variant's): every atomic suite
     * position to 20,000 published paths, reference == generation, undo, en passant square, castling
     * rights and the published counts. The chess transcriptions (EP clauses, king safety) stay off.
     */
    @Test
    void AT_SETUP_atomicSuitesThroughTheSameChecker() {
        List<GameTree.Root> roots = new java.util.ArrayList<>();
        for (String file : new String[] {"atomic.perft", "atomic-passant.perft"}) {
            roots.addAll(SuiteRoots.select(PerftSuite.read(data(file)), Variant.ATOMIC, 20_000).roots());
        }
        assertTrue(roots.size() >= 10, "atomic roots: " + roots.size());
        Report report = GameTree.run(new KernelRules(Variant.ATOMIC), roots, threads(), "atomic suites");
        report.print(new PrintWriter(System.out, true));
        assertEquals(0, report.violationCount(), report.toString());
        for (String line : report.details()) {
            assertTrue(line.contains("(= published perft)"), line);
        }
    }
}
