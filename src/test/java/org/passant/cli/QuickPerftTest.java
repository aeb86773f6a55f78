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
 * The quick perft path (a command line of perft with --depth, --threads, --divide, --progress only, run
 * without picocli): it takes exactly the command lines it can run as picocli would, prints what
 * picocli's perft prints for them, and leaves every other command line (errors included) to picocli.
 */
class QuickPerftTest {

    private static Object quick(String line) {
        PrintWriter sink = new PrintWriter(new StringWriter());
        return QuickPerft.of(line.isEmpty() ? new String[0] : line.split(" "), sink, sink);
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
        "perft --depth 3 extra", "perft --depth 3 --hash 16", "perft --depth=3 --depth=4", "perft --depth 9999999999"})
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
    void errorsStayPicocliS() {
        CliTest.assertBadInput(CliTest.run("perft", "--depth", "65"));
        CliTest.assertBadInput(CliTest.run("perft", "--depth", "3", "--depth", "3"));
        CliTest.assertBadInput(CliTest.run("perft", "--depth", "3", "--threads", "0"));
        CliTest.assertBadInput(CliTest.run("perft", "--depth"));
    }
}
