package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.passant.notation.Fen;
import org.passant.position.Validation;
import org.passant.position.Variant;

/** The table itself: entries are verified by the whole position and the depth, replaced by depth, and read whole under races. */
class PerftTableTest {

    private static BitPosition bits(String fen) {
        return FastGenerator.bits(Fen.position(fen, Variant.CHESS, Validation.LENIENT));
    }

    /** Positions that differ from the first in one thing each: side, a castling right, the en passant square, a piece's type or colour, the variant. */
    private static List<BitPosition> neighbours() {
        List<BitPosition> all = new ArrayList<>();
        all.add(bits("r3k2r/8/8/3pP3/8/8/8/R2NK2R w KQkq d6 0 1"));
        all.add(bits("r3k2r/8/8/3pP3/8/8/8/R2NK2R w KQk d6 0 1"));
        all.add(bits("r3k2r/8/8/3pP3/8/8/8/R2NK2R w KQkq - 0 1"));
        all.add(bits("r3k2r/8/8/3pP3/8/8/8/R2BK2R w KQkq d6 0 1"));
        all.add(bits("r3k2r/8/8/3pP3/8/8/8/R2nK2R w KQkq d6 0 1"));
        all.add(bits("r3k2r/8/8/3pP3/8/8/8/R2NK2R b KQkq - 0 1"));
        BitPosition atomic = bits("r3k2r/8/8/3pP3/8/8/8/R2NK2R w KQkq d6 0 1");
        atomic.atomic = true;
        all.add(atomic);
        return all;
    }

    @Test
    void anEntryIsFoundOnlyForItsOwnPositionAndDepth() {
        List<BitPosition> positions = neighbours();
        for (boolean shared : new boolean[] {false, true}) {
            for (int i = 0; i < positions.size(); i++) {
                PerftTable table = new PerftTable(1, shared); // one bucket: every key falls in it
                table.store(positions.get(i), 5, 1000 + i);
                for (int j = 0; j < positions.size(); j++) {
                    assertEquals(i == j ? 1000 + i : -1, table.probe(positions.get(j), 5), i + " stored, " + j + " probed");
                }
                assertEquals(-1, table.probe(positions.get(i), 4), "another depth");
            }
        }
    }

    @Test
    void theFirstEntryKeepsTheDeepestAndTheSecondTakesTheRest() {
        List<BitPosition> p = neighbours();
        PerftTable table = new PerftTable(1, false);
        table.store(p.get(0), 6, 60);
        table.store(p.get(1), 3, 31);
        assertEquals(60, table.probe(p.get(0), 6));
        assertEquals(31, table.probe(p.get(1), 3));
        table.store(p.get(2), 3, 32); // shallower than the first: replaces the second
        assertEquals(60, table.probe(p.get(0), 6));
        assertEquals(-1, table.probe(p.get(1), 3));
        assertEquals(32, table.probe(p.get(2), 3));
        table.store(p.get(3), 6, 63); // as deep as the first: replaces it
        assertEquals(-1, table.probe(p.get(0), 6));
        assertEquals(63, table.probe(p.get(3), 6));
        assertEquals(32, table.probe(p.get(2), 3));
    }

    @Test
    void countsTooLargeForAnEntryAreNotStored() {
        BitPosition p = neighbours().get(0);
        PerftTable table = new PerftTable(4, false);
        table.store(p, 9, PerftTable.MAX_COUNT + 1);
        assertEquals(-1, table.probe(p, 9));
        table.store(p, 9, PerftTable.MAX_COUNT);
        assertEquals(PerftTable.MAX_COUNT, table.probe(p, 9));
    }

    @Test
    void aMegabyteHoldsThousandsOfBuckets() {
        assertEquals((1 << 20) / 64, PerftTable.bucketsIn(1));
        assertTrue(PerftTable.bucketsIn(PerftTable.MAX_MEGABYTES) > 0);
    }

    /**
     * Threads storing and probing different positions in one bucket at once: a probe finds nothing
     * or the count stored for its own position, never a count torn between two stores.
     */
    @Test
    void racingThreadsReadWholeEntriesOnly() throws InterruptedException {
        List<BitPosition> positions = neighbours();
        PerftTable table = new PerftTable(1, true);
        AtomicLong wrong = new AtomicLong();
        AtomicLong found = new AtomicLong();
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            int me = t;
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 3_000_000; i++) {
                    int k = (i * 7 + me) % positions.size();
                    int depth = 2 + (i + me) % 3;
                    long count = countOf(k, depth);
                    if ((i & 1) == 0) {
                        table.store(positions.get(k), depth, count);
                    } else {
                        long got = table.probe(positions.get(k), depth);
                        if (got >= 0) {
                            found.incrementAndGet();
                            if (got != count) {
                                wrong.incrementAndGet();
                            }
                        }
                    }
                }
            });
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(0, wrong.get(), "probes that found another position's count");
        assertTrue(countOf(positions.size() - 1, 4) <= PerftTable.MAX_FIRST_COUNT);
        assertTrue(found.get() > 0, "no probe found anything");
    }

    /** The portable PEXT of Java 17 (and of Java 21+ with PEXT turned off) equals the bit-by-bit definition. */
    @Test
    void compressGathersTheMaskedBitsInOrder() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(20);
        for (int i = 0; i < 100_000; i++) {
            long x = random.nextLong();
            long mask = i % 3 == 0 ? random.nextLong() & random.nextLong() : random.nextLong();
            long expected = 0;
            int at = 0;
            for (int sq = 0; sq < 64; sq++) {
                if ((mask >>> sq & 1) != 0) {
                    expected |= (x >>> sq & 1) << at++;
                }
            }
            assertEquals(expected, Bits.compress(x, mask), Long.toHexString(x) + " by " + Long.toHexString(mask));
        }
        assertEquals(0, Bits.compress(-1L, 0));
        assertEquals(-1L, Bits.compress(-1L, -1L));
        assertEquals(0x5L << 32 | 0x3L, Pack.pair(0x3L << 10, 0x5L << 10, 0x7L << 10));
    }

    /** The four-word compress (a table key's two packed words) gives the pairs of the one-word compress, and of the definition. */
    @Test
    void compressFourGivesThePairsOfCompress() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(21);
        long[] out = new long[4];
        for (int i = 0; i < 100_000; i++) {
            long mask = random.nextLong();
            while (Long.bitCount(mask) > 32) {
                mask &= mask - 1; // at most 32 squares: each compressed word fits in half a long
            }
            long a = random.nextLong();
            long b = random.nextLong();
            long c = random.nextLong();
            long d = random.nextLong();
            Bits.compressFour(a, b, c, d, mask, out, 1);
            assertEquals(Bits.compress(a, mask) | Bits.compress(b, mask) << 32, out[1]);
            assertEquals(Bits.compress(c, mask) | Bits.compress(d, mask) << 32, out[2]);
            assertEquals(0, out[0] | out[3], "written outside its two words");
        }
        Bits.compressFour(0b1010L << 20, 0b0110L << 20, -1L, 0, 0xFL << 20, out, 0);
        assertEquals(0b0110L << 32 | 0b1010L, out[0]);
        assertEquals(0xFL, out[1]);
    }

    /** More than 32 pieces (a lenient FEN's) do not fit in an entry: such a position is neither stored nor found. */
    @Test
    void aPositionOfMoreThanThirtyTwoPiecesIsNotStored() {
        BitPosition crowded = bits("rnbqkbnr/pppppppp/pppppppp/8/8/PPPPPPPP/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        BitPosition full = bits("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        for (boolean shared : new boolean[] {false, true}) {
            PerftTable table = new PerftTable(1, shared);
            table.store(crowded, 3, 123);
            assertEquals(-1, table.probe(crowded, 3));
            table.store(full, 3, 8902);
            assertEquals(8902, table.probe(full, 3));
        }
    }

    /** A count too large for the first entry's 29 bits goes to the second, however deep. */
    @Test
    void aCountTooLargeForTheFirstEntryGoesToTheSecond() {
        List<BitPosition> p = neighbours();
        for (boolean shared : new boolean[] {false, true}) {
            PerftTable table = new PerftTable(1, shared);
            table.store(p.get(0), 9, PerftTable.MAX_FIRST_COUNT + 1);
            table.store(p.get(1), 2, PerftTable.MAX_FIRST_COUNT);
            assertEquals(PerftTable.MAX_FIRST_COUNT, table.probe(p.get(1), 2), "in the first entry");
            assertEquals(PerftTable.MAX_FIRST_COUNT + 1, table.probe(p.get(0), 9), "in the second entry");
        }
    }

    /** A count that differs for each position and depth, small enough for the first entry (so that both entries take part). */
    private static long countOf(int position, int depth) {
        return (position * 1_000_003L + depth * 7919L) * 0x41L;
    }
}
