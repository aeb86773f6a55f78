package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.passant.reference.KernelGenerator;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.notation.PerftSuite;

/**
 * Perft counts of the fast generator against published numbers (see the comments at the top of
 * each suite file for their sources), on one thread and split over threads.
 */
class FastPerftTest {

    private static Stream<DynamicTest> suite(String file, int threads) {
        return suite(file, new FastGenerator(threads), Long.MAX_VALUE, threads + " thread(s)");
    }

    /** A test per published count of up to {@code maxNodes}, run by {@code fast}, named with {@code how}. */
    static Stream<DynamicTest> suite(String file, FastGenerator fast, long maxNodes, String how) {
        List<DynamicTest> tests = new ArrayList<>();
        for (PerftSuite.Entry entry : Differential.entries(file)) {
            Position root = Differential.position(entry);
            for (PerftSuite.Expectation x : entry.expectations()) {
                if (x.nodes() <= maxNodes) {
                    tests.add(DynamicTest.dynamicTest(entry.id() + " depth " + x.depth() + ", " + how,
                            () -> assertEquals(x.nodes(), fast.perft(root, x.depth()))));
                }
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> trickySuiteOnOneThread() {
        return suite("standard-tricky.perft", 1);
    }

    @TestFactory
    Stream<DynamicTest> trickySuiteOnThreeThreads() {
        return suite("standard-tricky.perft", 3);
    }

    @TestFactory
    Stream<DynamicTest> deepSuiteOnOneThread() {
        return suite("standard-deep.perft", 1);
    }

    @TestFactory
    Stream<DynamicTest> deepSuiteOnTwoThreads() {
        return suite("standard-deep.perft", 2);
    }

    /** The split below each root move is the kernel's, whatever the number of threads. */
    @Test
    void divideEqualsTheKernelsOnAnyNumberOfThreads() {
        for (PerftSuite.Entry entry : Differential.entries("standard-tricky.perft")) {
            Position root = Differential.position(entry);
            Map<Move, Long> kernel = new KernelGenerator().divide(root, 3);
            for (int threads = 1; threads <= 4; threads++) {
                assertEquals(kernel, new FastGenerator(threads).divide(root, 3), entry.id() + ", " + threads + " threads");
            }
            assertEquals(new KernelGenerator().divide(root, 1), new FastGenerator(2).divide(root, 1), entry.id());
            assertEquals(new KernelGenerator().divide(root, 2), new FastGenerator(2).divide(root, 2), entry.id());
        }
    }

    @Test
    void depthZeroIsOneNode() {
        assertEquals(1, new FastGenerator(2).perft(Position.initial(), 0));
    }
}
