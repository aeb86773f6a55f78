package org.passant.search;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.passant.notation.Fen;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * The search allocates nothing per node (the fast/AllocationTest approach: HotSpot's per-thread
 * allocation counter): a search of some hundred thousand nodes allocates only its result, a
 * few hundred bytes, however many nodes it visits.
 */
class SearchAllocationTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "chess|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "atomic|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    })
    void aSearchAllocatesNothingPerNode(String variant, String fen) {
        assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                && t.isThreadAllocatedMemorySupported(), "no per-thread allocation counter on this JVM");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        threads.setThreadAllocatedMemoryEnabled(true);
        Engine engine = new Engine(1);
        engine.setPosition(Fen.position(fen, Variant.byId(variant), Validation.STRICT), List.of());
        engine.go(Limits.nodes(300_000), null); // warm-up: class initialisation and the first compilations
        engine.newGame();
        long before = threads.getCurrentThreadAllocatedBytes();
        Result r = engine.go(Limits.nodes(200_000), null);
        long bytes = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(r.nodes() >= 100_000, r.nodes() + " nodes");
        // the result (a move, a list for the principal variation) is all: well under 0.01 byte per node
        assertTrue(bytes < 2048, bytes + " bytes allocated by a search of " + r.nodes() + " nodes");
    }
}
