package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.cli.CliTest.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.passant.cli.CliTest.Result;

/**
 * Issue 18, in process: every bad input is exit code 2 with one stderr line of at most 300 bytes,
 * its input quoted at most 80 characters with control characters escaped, never an internal
 * error; every numeric option has its range; the strictness decisions; perft files and suite
 * files named with file and line or case; explain's verdict on a suffix a move cannot take.
 */
class ReliabilityTest {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** Bad input, one line naming {@code what}, at most 300 bytes, no raw control character. */
    static void assertRefused(Result r, String what) {
        CliTest.assertBadInput(r);
        String line = r.err().strip();
        assertTrue(line.getBytes(StandardCharsets.UTF_8).length <= Main.MAX_ERROR_BYTES, line.length() + ": " + line);
        assertFalse(line.contains("internal error"), line);
        assertTrue(line.chars().noneMatch(c -> c < 0x20 || c == 0x7f), line);
        assertTrue(line.contains(what), line);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource(delimiter = '|', value = {
        "perft      | --depth        | 100000     | --depth must be a whole number from 0 to 64, not '100000'",
        "perft      | --depth        | 1000000    | from 0 to 64",
        "perft      | --depth        | 2147483647 | from 0 to 64",
        "perft      | --depth        | 99999999999999999999 | from 0 to 64",
        "perft      | --depth        | -1         | from 0 to 64",
        "perft      | --depth        | ٣          | --depth must be a whole number from 0 to 64, not '٣'",
        "perft      | --depth        | ３          | from 0 to 64",
        "perft      | --threads      | 100000     | --threads must be a whole number from 1 to 256",
        "perft      | --threads      | 0          | from 1 to 256",
        "perft      | --max-nodes    | 0          | --max-nodes must be a whole number from 1 to 1,000,000,000,000,000,000",
        "modelcheck | --threads      | 100000     | from 1 to 256",
        "modelcheck | --depth        | 11         | --depth must be a whole number from 0 to 10",
        "modelcheck | --max-states   | 0          | --max-states must be a whole number from 1 to 1,000,000,000",
        "modelcheck | --max-states   | 9999999999999999999 | from 1 to 1,000,000,000",
        "conform    | --depth        | 0          | --depth must be a whole number from 1 to 6",
        "conform    | --timeout      | 0          | --timeout must be a whole number from 1 to 3,600",
        "conform    | --timeout      | 100000     | from 1 to 3,600",
        "conform    | --case-timeout | 0          | --case-timeout must be a whole number from 1 to 86,400",
        "perft      | --hash         | 0          | --hash must be a whole number from 1 to 16,384, not '0'",
        "perft      | --hash         | 99999999999 | from 1 to 16,384",
        "perft      | --hash         | ٣          | from 1 to 16,384",
        "perft      | --split-depth  | 0          | --split-depth must be a whole number from 1 to 8, not '0'",
        "perft      | --split-depth  | 1000000    | from 1 to 8",
        "perft      | --depth        | +3         | --depth must be a whole number from 0 to 64, not '+3'",
        "perft      | --depth        | -0         | --depth must be a whole number from 0 to 64, not '-0'",
        "serve      | --computer-threads | 100000 | --computer-threads must be a whole number from 1 to 256, not '100000'",
        "serve      | --computer-threads | 0      | from 1 to 256",
        "serve      | --rate         | 1e9        | --rate must be a number from 0 to 10,000 (digits, and a decimal point if need be), not '1e9'",
        "serve      | --rate         | NaN        | --rate must be a number from 0 to 10,000",
        "serve      | --rate         | 10000.5    | --rate must be a number from 0 to 10,000",
        "serve      | --port         | 65536      | --port must be a whole number from 0 to 65,535",
        "serve      | --max-boards   | 0          | --max-boards must be a whole number from 1 to 1,000,000",
        "serve      | --max-sockets  | 1000001    | --max-sockets must be a whole number from 1 to 1,000,000",
        "uci        | --seed         | -1         | --seed must be a whole number from 0 to 2,147,483,647, not '-1'",
        "uci        | --seed         | 2147483648 | from 0 to 2,147,483,647",
        "match      | --concurrency  | 100000     | --concurrency must be a whole number from 1 to 64",
        "match      | --margin       | 99999999999999 | --margin must be a whole number from 0 to 60,000",
    })
    void everyNumericOptionHasItsRange(String command, String option, String value, String message) {
        assertRefused(run(command, option, value.strip()), message.strip());
    }

    @Test
    void aNumberWithASpaceAroundItIsNoNumber() {
        // issue 51: ' 3' and '3 ' were read as 3 (String.strip), '+3' and '-0' by Long.parseLong
        for (String value : new String[] {" 3", "3 ", "\t3", " +3"}) {
            assertRefused(run("perft", "--depth", value), "--depth must be a whole number from 0 to 64, not '");
            assertRefused(run("perft", "--depth=" + value), "--depth must be a whole number from 0 to 64, not '");
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "local[0]           | local[N] takes N from 1 to 256 threads (or *)",
        "local[100000]      | local[N] takes N from 1 to 256 threads (or *)",
        "local[٣]           | not a master URL",
        "local[2,0]         | local[N,F] takes F from 1 to 100 failures",
        "spark://host       | not a master URL",
        "spark://host:0     | a port is 1 to 65535",
        "spark://host:99999 | a port is 1 to 65535",
        "spark://a:7077,b   | not a master URL",
        "nowhere://at-all   | not a master URL",
    })
    void aMalformedClusterMasterIsRefusedBeforeSparkStarts(String master, String message) {
        // refused while the command line is read: the same whether Spark is on the class path or not
        Result r = run("perft", "--depth", "1", "--cluster", master.strip());
        assertRefused(r, "--cluster " + master.strip() + ": " + message.strip());
    }

    @Test
    void aControlCharacterInTheClusterMasterIsEscaped() {
        assertRefused(run("perft", "--depth", "1", "--cluster", "local[2]\u001b"), "--cluster local[2]\\u001B: not a master URL");
    }

    @Test
    void slicesTakeAsciiNumbersThatNameASlice() {
        assertRefused(run("modelcheck", "--universe", "ep2", "--slices", "٣"), "--slices: '٣' is neither a slice number nor a range N-M");
        assertRefused(run("modelcheck", "--universe", "ep2", "--slices", "99999999999"), "is neither a slice number");
        assertRefused(run("modelcheck", "--universe", "ep2", "--slices", "114688"), "is not within 0 to 114687");
        assertRefused(run("modelcheck", "--universe", "ep2", "--slices", ","), "--slices: ',' names no slice");
    }

    @Test
    void ep2ProgressFilesAreReadBoundedAndWrittenOrRefused(@TempDir Path dir) throws IOException {
        // /dev/zero has no end: refused after 64 MiB, not read until memory runs out
        assertRefused(run("modelcheck", "--universe", "ep2", "--slices", "24892", "--progress-file", "/dev/zero"),
                "progress file '/dev/zero': larger than 64 MiB");
        assertRefused(run("modelcheck", "--universe", "ep2", "--slices", "24892", "--progress-file",
                dir.resolve("no/such/dir/p").toString()), "cannot be written");
        Path recorded = dir.resolve("p");
        Files.writeString(recorded, "passant-progress\tep2\tkernel\tchess\ndone\t114687\t1\t1\t0\t0\t0\t-\t-\n");
        assertRefused(run("modelcheck", "--universe", "ep2", "--slices", "24892", "--progress-file", recorded.toString()),
                "line 2: cannot be read (no slice 114687)");
        Files.write(recorded, new byte[] {'p', (byte) 0xff, '\n'});
        assertRefused(run("modelcheck", "--universe", "ep2", "--slices", "24892", "--progress-file", recorded.toString()),
                "not UTF-8 text");
    }

    @Test
    void perftreeDepthHasItsRange() {
        assertRefused(run("perftree", "100000", START), "DEPTH must be a whole number from 1 to 64");
        assertRefused(run("perftree", "0", START), "from 1 to 64");
    }

    @Test
    void atFilesAreNotExpanded() {
        // picocli would read more arguments from /dev/zero, without bound
        assertRefused(run("perft", "@/dev/zero"), "'@/dev/zero'");
    }

    @Test
    void aMegabyteFenIsQuotedInEightyCharacters() {
        String huge = "r".repeat(1_000_000);
        Result r = run("fen", huge);
        assertRefused(r, "(1000000 characters)");
        assertTrue(r.err().contains("'" + "r".repeat(80) + "...'"), r.err());
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a pattern such as [ \t]+$ would take minutes here: quadratic in the run of spaces
    void longRunsOfSpacesAreReadInLinearTime() {
        String spaces = " ".repeat(200_000);
        assertRefused(run("fen", "8/8/8/8/8/8/8/8" + spaces + "w" + spaces + "x"), "has 3 fields");
        assertRefused(run("moves", "--moves", "e4" + "\u0007" + spaces + "e5"), "\\u0007");
        assertRefused(run("explain", "--move", "e" + spaces + "4"), "--move");
    }

    @Test
    void controlCharactersAreEscapedInErrors() {
        Result r = run("fen", START + "\u001b[31m");
        assertRefused(r, "has the control character \\u001B at column 57");
        Result moves = run("moves", "--moves", "e4\u0007");
        assertRefused(moves, "\\u0007");
    }

    @Test
    void FIDE_3_7_3_3_explainRefusesAPromotionSuffixOnEnPassant() {
        Result r = run("explain", "--fen", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "--move", "e5f6q");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("fails  FIDE-3.7.3.3"), r.out());
        assertTrue(r.out().endsWith("verdict: illegal (FIDE-3.7.3.3 fails)\n"), r.out());
    }

    @Test
    void FIDE_3_7_3_3_explainRefusesAPromotionSuffixOnCastling() {
        Result r = run("explain", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "--move", "e1g1q");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().endsWith("verdict: illegal (FIDE-3.7.3.3 fails)\n"), r.out());
        Result atomic = run("explain", "--variant", "atomic", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "--move", "e1g1q");
        assertTrue(atomic.out().endsWith("verdict: illegal (FIDE-3.7.3.3 fails)\n"), atomic.out());
    }

    // The strictness decisions: strict refuses what cannot arise (or what no FEN writer produces);
    // --lenient accepts what can be played, read one way only.

    @Test
    void fiveFieldsAreRefusedStrictlyAndReadLeniently() {
        String five = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7";
        assertRefused(run("fen", five), "has 5 fields, expected 6");
        Result r = run("fen", "--lenient", five);
        assertEquals(0, r.code(), r.err());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7 1\n", r.out());
    }

    @Test
    void aLeadingZeroIsRefusedStrictlyAndReadLeniently() {
        String zero = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 08 1";
        assertRefused(run("fen", zero), "FEN field 5 '08': halfmove clock has a leading zero");
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 1\n", run("fen", "--lenient", zero).out());
    }

    @Test
    void EP_FEN_anEnPassantSquareWithTheClockAboveZeroIsRefusedStrictly() {
        String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 1";
        assertRefused(run("fen", fen), "FEN field 5 '3': halfmove clock 3 with en passant square e3");
        Result r = run("fen", "--lenient", "--ep", "fen", fen);
        assertEquals(0, r.code(), r.err());
        assertEquals(fen + "\n", r.out());
    }

    @Test
    void aTrailingControlCharacterIsRefusedEitherWay() {
        assertRefused(run("fen", START + "\u0001"), "control character \\u0001");
        assertRefused(run("fen", "--lenient", START + "\r"), "control character \\r");
    }

    @Test
    void aTabBetweenFenFieldsIsAControlCharacter() {
        // issue 51: a tab was read as a field separator, though a control character is refused everywhere else
        assertRefused(run("fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw KQkq - 0 1"),
                "has the control character \\t at column 44");
        assertRefused(run("fen", "--lenient", START + "\t"), "control character \\t");
        assertRefused(run("moves", "--fen", "4k3/8/8/8/8/8/8/4K3 w - -\t0 1"), "--fen: FEN ");
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // before the fix: depth 64 from the start
    void aPerftFilesCountIsAClaimThatMaxNodesDoesNotTrust(@TempDir Path dir) throws IOException {
        // issue 51: 'perft 64 1' is within --max-nodes 1000, and ran depth 64
        Files.writeString(dir.resolve("t.perft"), "id lie\n" + EPD + "perft 1 20\nperft 64 1\n");
        Result r = run("perft", "--perft-file", dir.resolve("t.perft").toString(), "--max-nodes", "1000");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("ok       lie                                  depth 1     nodes 20 "), r.out());
        assertTrue(r.out().contains("(depth 64 not run: the file says 1, but depth 3 already has 8902 leaves, more than"
                + " --max-nodes 1000)"), r.out());
        Files.writeString(dir.resolve("t.perft"), "id lie\n" + EPD + "perft 64 1\n");
        r = run("perft", "--perft-file", dir.resolve("t.perft").toString(), "--max-nodes", "1000");
        assertTrue(r.out().startsWith("skipped  lie                                  depth 64 not run: the file says 1, but depth"
                + " 3 already has 8902 leaves"), r.out());
        // the model checker's tree stops at the first ply with more paths than the budget
        r = run("modelcheck", "--universe", "tree", "--depth", "0", "--perft-file", dir.resolve("t.perft").toString(),
                "--max-nodes", "1000", "--generator", "fast", "--threads", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("lie, depth 64: positions per ply 1/20/400/8162; paths per ply 1/20/400/8902 (stopped: ply 3"
                + " has more than the 1,000 paths the budget allows, so the counts published for plies 4 to 64 are not checked)"),
                r.out());
    }

    @Test
    void nonAsciiDigitsAreNoDigitsAnywhere() {
        assertRefused(run("fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ٣ 1"), "must be a whole number");
        assertRefused(run("fen", "--lenient", "rnbqkbnr/pppppppp/３/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
                "not a piece letter");
        assertRefused(run("perft", "--depth", "٣"), "--depth");
    }

    @Test
    void aCaptureMarkOnAMoveThatCapturesNothingIsRefusedStrictly() {
        assertRefused(run("moves", "--moves", "e2xe4"), "marks a capture, but e4 is empty and e4 captures nothing");
        Result r = run("perft", "--lenient", "--moves", "e2xe4", "--depth", "1");
        assertEquals(0, r.code(), r.err());
        assertEquals("Nodes searched: 20\n", r.out());
        // a capture without its mark is accepted either way (FIDE Appendix C.9, C.10)
        assertEquals(0, run("moves", "--fen", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                "--moves", "ed5").code());
    }

    // Perft files: every error is exit code 2, naming the file and the line.

    static Result perftFile(Path dir, String text) throws IOException {
        Path f = dir.resolve("t.perft");
        Files.writeString(f, text);
        return run("perft", "--perft-file", f.toString());
    }

    static final String EPD = "epd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n";

    @Test
    void perftFileErrorsNameFileAndLine(@TempDir Path dir) throws IOException {
        assertRefused(perftFile(dir, "id x\n" + EPD + "perft 1 9999999999999999999\n"),
                "t.perft' line 3: count '9999999999999999999' is beyond 9223372036854775807");
        assertRefused(perftFile(dir, "id x\n" + EPD + "perft 999 1\n"), "line 3: depth '999' is not from 1 to 64");
        assertRefused(perftFile(dir, "id x\n" + EPD + "perft 1 20\nperft 1 20\n"), "line 4: depth 1 is given twice");
        assertRefused(perftFile(dir, "# nothing here\n\n"), "t.perft': no position");
        assertRefused(perftFile(dir, ""), "no position");
        assertRefused(perftFile(dir, "id x\n" + EPD), "line 1: 'x' has no 'perft DEPTH NODES' line");
        assertRefused(perftFile(dir, "id x\nepd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3\nperft 1 20\n"),
                "line 2: position 'x': FEN field 4 'e3': en passant square e3 must be on rank 6");
        assertRefused(perftFile(dir, "id x\nepd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz -\nperft 1 20\n"),
                "line 2: FEN field 3");
        assertRefused(perftFile(dir, "id x\n" + EPD + "perft 1 20\u0000\n"), "line 3: control character \\u0000");
        assertRefused(perftFile(dir, "id " + "x".repeat(2000) + "\n"), "line 1: longer than 1000 characters");
        assertRefused(run("perft", "--perft-file", "/dev/zero"), "'/dev/zero': larger than 16 MiB");
    }

    @Test
    void aBadPositionAnywhereInAPerftFileStopsItBeforeAnythingRuns(@TempDir Path dir) throws IOException {
        Result r = perftFile(dir, "id good\n" + EPD + "perft 1 20\nid bad\nepd 8/8/8/8/8/8/8/8 w - -\nperft 1 0\n");
        assertRefused(r, "line 5: position 'bad': FEN field 1");
    }

    // Conformance suite files: checked against the schema and case by case before use.

    static Result suite(Path dir, String json) throws IOException {
        Path f = dir.resolve("s.json");
        Files.writeString(f, json);
        return run("conform", "--uci-engine", "/nonexistent/engine", "--suite-file", f.toString());
    }

    @Test
    void suiteFilesAreValidatedBeforeUse(@TempDir Path dir) throws IOException {
        assertRefused(suite(dir, "{\"cases\":[{}]}"), "not a Passant suite (");
        assertRefused(suite(dir, ""), "s.json': empty");
        assertRefused(suite(dir, "[1,2"), "not JSON at line 1");
        Result export = run("suite", "export");
        String one = export.out();
        assertRefused(suite(dir, one.replaceFirst("\"perft\" : \\[ [0-9, ]+ \\]", "\"perft\" : [ ]")),
                "must have at least 1 items but found 0");
        assertRefused(suite(dir, one.replaceFirst("\"perft\" : \\[ ([0-9, ]+) \\]", "\"perft\" : [ 1, 1, 1, 1, 1, 1, 1 ]")),
                "perft counts to depth 7; conform runs at most depth 6");
        assertRefused(suite(dir, one.replaceFirst("\"moves\" : \\[ \"e2e4\"", "\"moves\" : [ \"e2e5\"")),
                "case 'ep-allowed-white': moves, move 1: move 'e2e5' is not legal");
    }
}
