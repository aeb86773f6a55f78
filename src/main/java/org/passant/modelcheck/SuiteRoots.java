package org.passant.modelcheck;

import java.util.ArrayList;
import java.util.List;

import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.notation.FenException;
import org.passant.notation.PerftSuite;

/** Game-tree roots from a perft suite: each position, to the deepest depth whose published count fits a budget. */
public final class SuiteRoots {
    private SuiteRoots() {
    }

    /** The roots, and the ids of the entries skipped (Chess960 castling, or no depth within the budget). */
    public record Selection(List<GameTree.Root> roots, List<String> skipped) {
    }

    /**
     * Loads every entry leniently, as the perft tests do (some positions cannot arise in a game but
     * must still be counted); Chess960 entries are skipped, since Passant has no Chess960 castling.
     */
    public static Selection select(List<PerftSuite.Entry> entries, Variant variant, long maxNodes) {
        List<GameTree.Root> roots = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (PerftSuite.Entry entry : entries) {
            Position position;
            try {
                position = entry.position(variant);
            } catch (FenException e) {
                skipped.add(entry.id() + " (Chess960)"); // entry.position throws a FenException only for Chess960
                continue;
            }
            int depth = 0;
            for (PerftSuite.Expectation x : entry.expectations()) {
                if (x.nodes() <= maxNodes) {
                    depth = Math.max(depth, x.depth());
                }
            }
            if (depth == 0) {
                skipped.add(entry.id() + " (every depth above " + maxNodes + " nodes)");
                continue;
            }
            long[] expected = new long[depth + 1];
            java.util.Arrays.fill(expected, -1);
            expected[0] = 1;
            for (PerftSuite.Expectation x : entry.expectations()) {
                if (x.depth() <= depth) {
                    expected[x.depth()] = x.nodes();
                }
            }
            // the published counts are claims: a ply above the last with more paths than the budget stops the root
            roots.add(new GameTree.Root(entry.id(), position, depth, expected, maxNodes));
        }
        return new Selection(roots, skipped);
    }
}
