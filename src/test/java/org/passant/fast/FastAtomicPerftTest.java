package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.passant.notation.Fen;
import org.passant.notation.PerftSuite;

/**
 * Atomic-chess perft of the fast generator against the published counts of atomic.perft (see its
 * header for their sources), on the bitboards directly, Chess960 entries (atomic960-*, C960-CASTLE)
 * included: the FEN reader reads their X-FEN castling rights.
 */
class FastAtomicPerftTest {

    /** A perft of the bitboards. */
    interface Run {
        long perft(BitPosition root, int depth);
    }

    /** A test per expectation of an atomic perft file, run by {@code run}, named with {@code how}. */
    static List<DynamicTest> suite(String file, Run run, String how) {
        List<DynamicTest> tests = new ArrayList<>();
        for (PerftSuite.Entry entry : PerftSuite.read(Differential.data(file))) {
            int[] state = Fen.parse(entry.fen()).toState();
            for (PerftSuite.Expectation x : entry.expectations()) {
                tests.add(DynamicTest.dynamicTest(entry.id() + " depth " + x.depth() + how,
                        () -> assertEquals(x.nodes(), run.perft(BitPosition.of(state, true), x.depth()))));
            }
        }
        return tests;
    }

    @TestFactory
    Stream<DynamicTest> atomicSuite() {
        List<DynamicTest> tests = suite("atomic.perft", (root, depth) -> new Perft(root).perft(depth), "");
        assertEquals(36, tests.size(), "the expectations of atomic.perft, 16 of them Chess960's");
        return tests.stream();
    }

    /** Passant's own atomic positions, one per AT-* clause (counts from chessops; see the file's header). */
    @TestFactory
    Stream<DynamicTest> clausePositions() {
        return suite("atomic-passant.perft", (root, depth) -> new Perft(root).perft(depth), "").stream();
    }
}
