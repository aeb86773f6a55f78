package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.passant.PropertyCheck.forAll;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.passant.notation.Fen;
import org.passant.notation.PerftSuite;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.reference.KernelGenerator;

/**
 * Hashed perft is exact: with a table of any size, down to one bucket (where every position falls
 * in the same place as every other, as if every hash collided), on one thread or several sharing
 * the table, counts equal the published ones, the kernel's divide and the unhashed generator's.
 */
class HashedPerftTest {

    /** Every count of this size or less runs with the tiniest tables, where nearly every store replaces another. */
    private static final long TINY_TABLE_NODES = 2_000_000;

    private static FastGenerator hashed(int threads, int buckets) {
        return new FastGenerator(threads, new PerftTable(buckets, threads > 1));
    }

    @TestFactory
    Stream<DynamicTest> trickySuiteWithATableOnOneThread() {
        return FastPerftTest.suite("standard-tricky.perft", new FastGenerator(1, 16), Long.MAX_VALUE, "hash 16 MiB, 1 thread");
    }

    @TestFactory
    Stream<DynamicTest> deepSuiteWithATableOnTwoThreads() {
        return FastPerftTest.suite("standard-deep.perft", new FastGenerator(2, 64), Long.MAX_VALUE, "hash 64 MiB, 2 threads");
    }

    @TestFactory
    Stream<DynamicTest> trickySuiteWithOneBucketOnOneThread() {
        return FastPerftTest.suite("standard-tricky.perft", hashed(1, 1), TINY_TABLE_NODES, "one bucket, 1 thread");
    }

    @TestFactory
    Stream<DynamicTest> trickySuiteWithOneBucketOnTwoThreads() {
        return FastPerftTest.suite("standard-tricky.perft", hashed(2, 1), TINY_TABLE_NODES, "one bucket, 2 threads");
    }

    @TestFactory
    Stream<DynamicTest> trickySuiteWithSevenBucketsOnThreeThreads() {
        return FastPerftTest.suite("standard-tricky.perft", hashed(3, 7), TINY_TABLE_NODES, "seven buckets, 3 threads");
    }

    /** AT-EXPLOSION and the other atomic clauses, through the table: the variant is part of the key. */
    @TestFactory
    Stream<DynamicTest> atomicSuitesWithTinyAndSmallTables() {
        PerftTable oneBucket = new PerftTable(1, false);
        PerftTable shared = new PerftTable(PerftTable.bucketsIn(4), true);
        PerftTable fewShared = new PerftTable(5, true);
        return Stream.of(
                FastAtomicPerftTest.suite("atomic.perft", (root, depth) -> new Perft(root, oneBucket).perft(depth), ", one bucket"),
                FastAtomicPerftTest.suite("atomic.perft", (root, depth) -> ParallelPerft.divide(root, depth, 2, shared).total(),
                        ", hash 4 MiB, 2 threads"),
                FastAtomicPerftTest.suite("atomic-passant.perft", (root, depth) -> ParallelPerft.divide(root, depth, 2, fewShared).total(),
                        ", five buckets, 2 threads"))
                .flatMap(List::stream);
    }

    /** The count below each root move is the kernel's, hashed, on one thread and two. */
    @Test
    void divideEqualsTheKernels() {
        FastGenerator one = new FastGenerator(1, 8);
        FastGenerator two = hashed(2, 3);
        for (PerftSuite.Entry entry : Differential.entries("standard-tricky.perft")) {
            Position root = Differential.position(entry);
            java.util.Map<Move, Long> kernel = new KernelGenerator().divide(root, 3);
            assertEquals(kernel, one.divide(root, 3), entry.id() + ", hash 8 MiB, 1 thread");
            assertEquals(kernel, two.divide(root, 3), entry.id() + ", three buckets, 2 threads");
        }
    }

    /** Positions no suite lists (random play, random set-ups), through one table shared by every try. */
    @Test
    void equalsTheUnhashedCountAlongRandomPlayouts() {
        FastGenerator unhashed = new FastGenerator(1);
        FastGenerator small = hashed(2, 64);
        forAll(FastProperties.randomChoices()).tries(60).check(choices -> {
            Position p = FastProperties.playedOut(Position.initial(), choices);
            assertEquals(unhashed.perft(p, 4), small.perft(p, 4), Fen.format(p));
        });
    }

    @Test
    void equalsTheUnhashedCountOnRandomSetups() {
        FastGenerator unhashed = new FastGenerator(1);
        FastGenerator tiny = hashed(1, 2);
        forAll(FastProperties.randomSetups()).tries(200).assuming(fen -> FastProperties.loads(fen, Variant.CHESS)).maxDiscardRatio(20)
                .check(fen -> {
                    Position p = Fen.position(fen, Variant.CHESS, Validation.LENIENT);
                    assertEquals(unhashed.perft(p, 3), tiny.perft(p, 3), fen);
                });
    }

    @Test
    void equalsTheUnhashedCountAlongRandomAtomicPlayouts() {
        FastGenerator unhashed = new FastGenerator(1);
        FastGenerator small = hashed(2, 16);
        forAll(FastProperties.randomChoices()).tries(60).check(choices -> {
            Position p = FastProperties.playedOut(Position.initial(Variant.ATOMIC), choices);
            assertEquals(unhashed.perft(p, 4), small.perft(p, 4), Fen.format(p));
        });
    }
}
