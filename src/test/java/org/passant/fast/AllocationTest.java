package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;

import org.junit.jupiter.api.Test;
import org.passant.position.Position;

/**
 * Perft allocates nothing per node: once its stacks are reserved, a whole search allocates zero
 * bytes on its thread (HotSpot's per-thread allocation counter; skipped where it is missing).
 */
class AllocationTest {

    @Test
    void perftAllocatesNothingOnceItsStacksAreReserved() {
        assertAllocatesNothing(new Perft(BitPosition.of(Position.initial().state())));
    }

    /** Nor through a hash table, shared or not: probes and stores read and write the table's one array. */
    @Test
    void hashedPerftAllocatesNothing() {
        assertAllocatesNothing(new Perft(BitPosition.of(Position.initial().state()), new PerftTable(64, false)));
        assertAllocatesNothing(new Perft(BitPosition.of(Position.initial().state()), new PerftTable(64, true)));
    }

    private static void assertAllocatesNothing(Perft perft) {
        // Reported as skipped, not passed, on a JVM without the counter.
        assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                && t.isThreadAllocatedMemorySupported(), "no per-thread allocation counter on this JVM");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        threads.setThreadAllocatedMemoryEnabled(true);
        perft.reserve(4);
        assertEquals(197281, perft.perft(4)); // warm-up: class initialisation allocates the attack tables
        long before = threads.getCurrentThreadAllocatedBytes();
        long nodes = perft.perft(4);
        long after = threads.getCurrentThreadAllocatedBytes();
        assertEquals(197281, nodes); // published start-position count
        assertEquals(0, after - before, "bytes allocated by a perft of " + nodes + " nodes");
    }
}
