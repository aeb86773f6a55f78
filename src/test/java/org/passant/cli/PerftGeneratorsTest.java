package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code perft --generator} and {@code --threads}: every built-in generator prints the same, in the same format. */
class PerftGeneratorsTest {

    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void eachBuiltInGeneratorIsTheOneItNames() {
        for (Generator g : Generator.values()) {
            assertEquals(g.toString(), g.create().name());
        }
    }

    @Test
    void divideIsTheSameWithEveryGeneratorAndThreadCount() {
        String kernel = CliTest.run("perft", "--fen", KIWIPETE, "--depth", "3", "--divide", "--generator", "kernel").out();
        assertTrue(kernel.endsWith("\nNodes searched: 97862\n"), kernel); // published (Chess Programming Wiki)
        for (String threads : new String[] {"1", "2", "5"}) {
            CliTest.Result r = CliTest.run("perft", "--fen", KIWIPETE, "--depth", "3", "--divide", "--threads", threads);
            assertEquals(0, r.code(), r.err());
            assertEquals(kernel, r.out(), threads + " threads");
        }
        assertEquals(kernel, CliTest.run("perft", "--fen", KIWIPETE, "--depth", "3", "--divide", "--generator", "fast").out());
    }

    @Test
    void threadsSplitTheTreeAndCountTheSame() {
        // start position, depth 5: 4865609 (published; Stockfish 15.1 agrees)
        assertEquals("Nodes searched: 4865609\n", CliTest.run("perft", "--depth", "5", "--threads", "1").out());
        assertEquals("Nodes searched: 4865609\n", CliTest.run("perft", "--depth", "5", "--threads", "2").out());
        assertEquals("Nodes searched: 4865609\n", CliTest.run("perft", "--depth", "5").out());
    }

    @Test
    void atomicPerftRunsOnTheFastGenerator() {
        // atomic.perft, atomic-start depth 4: 197326 (python-chess, shakmaty and scalachess agree)
        String fast = CliTest.run("perft", "--variant", "atomic", "--depth", "4").out();
        assertEquals("Nodes searched: 197326\n", fast);
        assertEquals(fast, CliTest.run("perft", "--variant", "atomic", "--depth", "4", "--threads", "1").out());
        String divide = CliTest.run("perft", "--variant", "atomic", "--depth", "3", "--divide").out();
        assertEquals(CliTest.run("perft", "--variant", "atomic", "--depth", "3", "--divide", "--generator", "kernel").out(), divide);
    }

    @Test
    void threadsMustBePositive() {
        CliTest.Result r = CliTest.run("perft", "--depth", "3", "--threads", "0");
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("passant: ") && r.err().contains("--threads"), r.err());
    }
}
