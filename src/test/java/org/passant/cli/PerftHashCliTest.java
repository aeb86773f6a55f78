package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.passant.cli.CliTest.assertBadInput;
import static org.passant.cli.CliTest.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.cli.CliTest.Result;

/** perft --hash: the same output as without it (counts, divide, perft files, atomic), and its bad values are one line, exit 2. */
class PerftHashCliTest {

    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    private static void assertSameOutput(String[] args, String... hash) {
        Result plain = run(args);
        String[] both = java.util.Arrays.copyOf(args, args.length + hash.length);
        System.arraycopy(hash, 0, both, args.length, hash.length);
        Result hashed = run(both);
        assertEquals(0, plain.code(), plain.err());
        assertEquals(plain.code(), hashed.code(), hashed.err());
        assertEquals(plain.out().replaceAll("\\d+\\.\\d+ s\\b", "_ s"), hashed.out().replaceAll("\\d+\\.\\d+ s\\b", "_ s"));
    }

    @Test
    void countsAndDivideAreTheUnhashedOnes() {
        assertEquals("Nodes searched: 197281\n", run("perft", "--depth", "4", "--hash", "4").out());
        assertSameOutput(new String[] {"perft", "--fen", KIWIPETE, "--depth", "3", "--divide"}, "--hash", "2");
        assertSameOutput(new String[] {"perft", "--fen", KIWIPETE, "--depth", "4", "--divide", "--threads", "2"}, "--hash", "2");
        assertSameOutput(new String[] {"perft", "--variant", "atomic", "--depth", "4", "--threads", "2"}, "--hash", "1");
    }

    @Test
    void perftFilesRunHashed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mini.perft");
        Files.writeString(file, "id start\nepd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\nperft 1 20\nperft 4 197281\n"
                + "id kiwipete\nfen " + KIWIPETE + "\nperft 3 97862\n");
        assertSameOutput(new String[] {"perft", "--perft-file", file.toString()}, "--hash", "1");
        assertTrue(run("perft", "--perft-file", file.toString(), "--hash", "1").out().endsWith("2 passed, 0 failed\n"));
    }

    @Test
    void badHashSizesAreOneLineAndExitTwo() {
        for (String mb : new String[] {"0", "-1", "16385", "lots"}) {
            Result r = run("perft", "--depth", "2", "--hash", mb);
            assertBadInput(r);
            assertTrue(r.err().contains("--hash"), r.err());
        }
        Result r = run("perft", "--depth", "2", "--hash", "4", "--generator", "kernel");
        assertBadInput(r);
        assertTrue(r.err().contains("--hash applies to the fast generator only"), r.err());
    }

    @Test
    void aTableLargerThanTheHeapIsBadInput() {
        assumeTrue(Runtime.getRuntime().maxMemory() < (8L << 30), "the heap could hold 16 GiB");
        Result r = run("perft", "--depth", "2", "--hash", "16384");
        assertBadInput(r);
        assertTrue(r.err().contains("--hash: a hash table of 16384 MiB does not fit"), r.err());
    }
}
