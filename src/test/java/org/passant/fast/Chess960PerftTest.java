package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.passant.notation.PerftSuite;

/**
 * C960-CASTLE: perft of the fast generator in Chess960 positions against the published counts of
 * the suites' Chess960 entries (standard-tricky.perft: xfen-* and hside-*, python-chess and
 * shakmaty; atomic.perft: atomic960-* and fsf-atomic960-*, python-chess, shakmaty, scalachess and
 * Fairy-Stockfish; see each file's header). The positions are read by the test's own
 * {@link Chess960Arrays}, on the bitboards directly: one thread, split over threads, and hashed.
 */
class Chess960PerftTest {

    /** A perft of the bitboards. */
    interface Run {
        long perft(BitPosition root, int depth);
    }

    /** A test per expectation of the file's Chess960 entries (id containing {@code 960}, or starting {@code xfen-} or {@code hside-}). */
    static List<DynamicTest> suite(String file, boolean atomic, Run run, String how) {
        List<DynamicTest> tests = new ArrayList<>();
        for (PerftSuite.Entry entry : PerftSuite.read(Differential.data(file))) {
            String id = entry.id();
            if (!(id.contains("960") || id.startsWith("xfen-") || id.startsWith("hside-"))) {
                continue;
            }
            int[] state = Chess960Arrays.state(entry.fen());
            for (PerftSuite.Expectation x : entry.expectations()) {
                tests.add(DynamicTest.dynamicTest("C960_CASTLE " + id + " depth " + x.depth() + how,
                        () -> assertEquals(x.nodes(), run.perft(BitPosition.of(state, atomic), x.depth()))));
            }
        }
        return tests;
    }

    private static long oneThread(BitPosition root, int depth) {
        return new Perft(root).perft(depth);
    }

    private static long threeThreadsHashed(BitPosition root, int depth) {
        return ParallelPerft.divide(root, depth, 3, new PerftTable(1 << 12, true)).total();
    }

    private static long hashed(BitPosition root, int depth) {
        return new Perft(root, new PerftTable(1 << 10, false)).perft(depth);
    }

    @TestFactory
    Stream<DynamicTest> C960_CASTLE_chessSuiteOnOneThread() {
        List<DynamicTest> tests = suite("standard-tricky.perft", false, Chess960PerftTest::oneThread, "");
        assertEquals(23, tests.size(), "the Chess960 expectations of standard-tricky.perft");
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> C960_CASTLE_chessSuiteHashedOnThreeThreads() {
        return suite("standard-tricky.perft", false, Chess960PerftTest::threeThreadsHashed, ", 3 threads, hashed").stream();
    }

    @TestFactory
    Stream<DynamicTest> C960_CASTLE_atomicSuiteOnOneThread() {
        List<DynamicTest> tests = suite("atomic.perft", true, Chess960PerftTest::oneThread, "");
        assertEquals(16, tests.size(), "the Chess960 expectations of atomic.perft");
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> C960_CASTLE_atomicSuiteHashed() {
        List<DynamicTest> tests = suite("atomic.perft", true, Chess960PerftTest::hashed, ", hashed");
        assertTrue(tests.size() > 0);
        return tests.stream();
    }
}
