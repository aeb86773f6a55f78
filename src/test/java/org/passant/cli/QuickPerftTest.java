package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The quick perft path (a command line of perft with --depth, --threads, --divide, --progress, --fen, --hash
 * only, run without picocli): it takes exactly the command lines it can run as picocli would, prints what
 * picocli's perft prints for them, and leaves every other command line (errors included) to picocli.
 */
class QuickPerftTest {

    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /** A Shredder-FEN Chess960 position: castling written e1h1 by the mode the FEN turns on. */
    private static final String SHREDDER = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

    private static Object quick(String line) {
        PrintWriter sink = new PrintWriter(new StringWriter());
        return QuickPerft.of(line.isEmpty() ? new String[0] : line.split(" "), sink, sink);
    }

    /** The command line of perft with these options, a FEN (with spaces) among them as one argument. */
    private static String[] perft(String fen, String... options) {
        List<String> args = new ArrayList<>(List.of("perft"));
        args.addAll(List.of(options));
        if (fen != null) {
            args.add("--fen");
            args.add(fen);
        }
        return args.toArray(new String[0]);
    }

    @ParameterizedTest
    @ValueSource(strings = {"perft --depth 3", "perft --depth=3", "perft --depth 0", "perft --threads 1 --depth 2",
        "perft --depth 2 --divide", "perft --divide --depth=1 --threads=2 --progress", "perft --depth 64 --threads 256"})
    void takesTheCommandLinesItRuns(String line) {
        assertNotNull(quick(line), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "perft", "perft --threads 1", "moves --depth 3", "perft --depth", "perft --depth 65",
        "perft --depth -1", "perft --depth +3", "perft --depth ' 3'", "perft --depth ３", "perft --depth 3 --depth 3",
        "perft --depth 3 --threads 0", "perft --depth 3 --threads 257", "perft --depth 3 --threads", "perft --depth 3 --divide=true",
        "perft --depth 3 --fen x", "perft --depth 3 --generator fast", "perft --depth 3 --help", "perft --depth 3 --",
        "perft --depth 3 extra", "perft --depth 3 --hash 0", "perft --depth 3 --hash 16384000", "perft --depth 3 --hash",
        "perft --depth 3 --hash=16 --hash=16", "perft --depth 3 --hash 16 --generator kernel", "perft --depth=3 --depth=4",
        "perft --depth 9999999999", "perft --depth 3 --fen", "perft --depth 3 --fen= --hash 1"})
    void leavesEveryOtherCommandLineToPicocli(String line) {
        assertNull(quick(line), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"--depth 3", "--depth=4 --threads=1", "--depth 3 --divide --threads 2", "--divide --depth 1",
        "--depth 0 --divide", "--depth 0"})
    void printsWhatPicocliPrints(String options) {
        List<String> args = new ArrayList<>(List.of("perft"));
        args.addAll(List.of(options.split(" ")));
        String[] quickArgs = args.toArray(new String[0]);
        assertNotNull(QuickPerft.of(quickArgs, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())));
        args.addAll(List.of("--generator", "fast")); // the same command line, which only picocli reads
        CliTest.Result viaPicocli = CliTest.run(args.toArray(new String[0]));
        CliTest.Result viaQuick = CliTest.run(quickArgs);
        assertEquals(viaPicocli, viaQuick, options);
        assertEquals(0, viaQuick.code());
    }

    @Test
    void takesAFenAndAHashTable() {
        assertNotNull(QuickPerft.of(perft(KIWIPETE, "--depth", "2"), null, null));
        assertNotNull(QuickPerft.of(perft(null, "--depth=2", "--fen=" + KIWIPETE, "--hash=1"), null, null));
        assertNotNull(QuickPerft.of(perft(null, "--hash", "16", "--depth", "1"), null, null));
        assertNotNull(QuickPerft.of(perft(SHREDDER, "--depth", "1", "--divide"), null, null));
        // a FEN in error, or one another option reads (--variant, --lenient), is picocli's
        assertNull(QuickPerft.of(perft("8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "1"), null, null));
        assertNull(QuickPerft.of(perft(KIWIPETE, "--depth", "1", "--variant", "atomic"), null, null));
        assertNull(QuickPerft.of(perft(KIWIPETE, "--depth", "1", "--lenient"), null, null));
        assertNull(QuickPerft.of(perft(KIWIPETE, "--depth", "1", "--fen", KIWIPETE), null, null));
    }

    @ParameterizedTest
    @ValueSource(strings = {"--depth 2", "--depth 2 --divide --hash 1", "--depth=2 --threads=2 --hash=1", "--depth 0 --hash 1"})
    void printsWhatPicocliPrintsForAFenAndAHash(String options) {
        for (String fen : new String[] {KIWIPETE, SHREDDER, null}) {
            String[] quickArgs = perft(fen, options.split(" "));
            assertNotNull(QuickPerft.of(quickArgs, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())));
            List<String> slow = new ArrayList<>(List.of(quickArgs));
            slow.addAll(List.of("--generator", "fast")); // the same command line, which only picocli reads
            CliTest.Result viaPicocli = CliTest.run(slow.toArray(new String[0]));
            CliTest.Result viaQuick = CliTest.run(quickArgs);
            assertEquals(viaPicocli, viaQuick, options + " " + fen);
            assertEquals(0, viaQuick.code());
        }
    }

    @Test
    void errorsStayPicocliS() {
        CliTest.assertBadInput(CliTest.run("perft", "--depth", "65"));
        CliTest.assertBadInput(CliTest.run("perft", "--depth", "3", "--depth", "3"));
        CliTest.assertBadInput(CliTest.run("perft", "--depth", "3", "--threads", "0"));
        CliTest.assertBadInput(CliTest.run("perft", "--depth"));
        CliTest.assertBadInput(CliTest.run("perft", "--depth", "1", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"));
        CliTest.assertBadInput(CliTest.run("perft", "--depth", "1", "--hash", "0"));
    }
}
