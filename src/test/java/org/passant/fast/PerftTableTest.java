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
        assertEquals((1 << 20) / 88, PerftTable.bucketsIn(1));
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
        assertTrue(found.get() > 0, "no probe found anything");
    }

    /** A count that differs in every word for each position and depth. */
    private static long countOf(int position, int depth) {
        return (position * 1_000_003L + depth * 7919L) * 0x10001L;
    }
}
