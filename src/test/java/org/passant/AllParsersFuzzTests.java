package org.passant;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.Consumer;

import com.code_intelligence.jazzer.junit.FuzzTest;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Timeout;

import org.passant.cli.CliFuzzTests;
import org.passant.conformance.SuiteFuzzTests;
import org.passant.notation.NotationFuzzTests;
import org.passant.uci.UciFuzzTests;

/**
 * The fuzz run of {@code mvn verify}: Jazzer fuzzes one test per JVM, so this one target takes
 * every parser in turn, its first byte choosing which (FEN, SAN, UCI, perft file, conformance
 * JSON, CLI arguments, a UCI engine's session) and the rest being that target's input; coverage guides the whole. It
 * prints how many inputs each parser got when it ends. Its crashing inputs are kept in
 * {@code src/test/resources/org/passant/AllParsersFuzzTestsInputs/everything/} and replayed by
 * every {@code mvn test}. The separate targets ({@code NotationFuzzTests} ...) are for long runs.
 */
class AllParsersFuzzTests {

    // (a new target goes last: the kept inputs' first bytes, 0 to 5, keep choosing the parser they were found in)
    private static final List<String> NAMES = List.of("fen", "san", "uci", "perft-file", "suite-json", "cli-arguments",
            "uci-session");
    private static final List<Consumer<byte[]>> TARGETS = List.of(NotationFuzzTests::checkFen, NotationFuzzTests::checkSan,
            NotationFuzzTests::checkUci, NotationFuzzTests::checkPerftFile, SuiteFuzzTests::checkSuiteJson,
            CliFuzzTests::checkArguments, UciFuzzTests::checkUciInput);
    private static final AtomicLongArray RUNS = new AtomicLongArray(NAMES.size());

    @AfterAll
    static void report() {
        StringBuilder sb = new StringBuilder("fuzz inputs per parser:");
        for (int i = 0; i < NAMES.size(); i++) {
            sb.append(String.format(Locale.ROOT, " %s %,d;", NAMES.get(i), RUNS.get(i)));
        }
        System.err.println(sb);
    }

    /**
     * One input gets a minute: Jazzer passes @Timeout to libFuzzer as -timeout (the fuzz execution turns
     * JUnit's own timeout off, which would count the whole run), so an input that spins in this thread
     * fails the build in a minute rather than libFuzzer's twenty. (A multi-threaded perft that ran forever
     * was reported only after 29 minutes in CI; CliFuzzTests keeps deep perft out instead.)
     */
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    @FuzzTest(maxDuration = "60s")
    void everything(byte[] data) {
        int target = data.length == 0 ? 0 : (data[0] & 0xff) % TARGETS.size();
        RUNS.incrementAndGet(target);
        TARGETS.get(target).accept(data.length == 0 ? data : Arrays.copyOfRange(data, 1, data.length));
    }
}
