package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Coverage-guided fuzzing (Jazzer) of the command line's argument handling, in process: the
 * input's lines are the arguments, after a command its first byte picks. The only acceptable
 * outcomes are exit code 0, or exit code 2 with one stderr line of at most 300 bytes; never an
 * internal error. Commands that would read standard input or files, start engines or servers, or
 * run for minutes are left out (their bounds have their own tests): conform, suite, modelcheck,
 * uci, match, serve, 'fen -', --perft-file, --out, --cluster (each also as --option=VALUE), and
 * perft deeper than 2 (--depth N or --depth=N), whether the command is the one the first byte
 * picks or the first argument. Inputs:
 * {@code src/test/resources/org/passant/cli/CliFuzzTestsInputs/arguments/}.
 */
public class CliFuzzTests {

    private static final List<String> COMMANDS = List.of("perft", "moves", "fen", "explain", "perftree", "help", "--help",
            "--version", "");

    private static final Set<String> LEFT_OUT = Set.of("-", "--perft-file", "--suite", "--suite-file", "--out", "conform",
            "suite", "modelcheck", "uci", "match", "serve", "--uci-engine", "--engine", "--progress", "--progress-file",
            "--cluster");

    /**
     * Whether {@code a} asks perft for a depth of 3 or more, which runs for minutes (perft and perftree
     * take at most 2 here): the value alone ('--depth 7', perftree's DEPTH) or joined to its option
     * ('--depth=010', which a CI run found: depth 10 from the start, a hang), read by the CLI's own
     * WholeNumber (a regular expression here let '--depth=' U+001E '010' through in the next CI run, when the
     * CLI still read a depth after String.strip).
     */
    static boolean deep(String a) {
        String s = a.strip();
        if (s.startsWith("--depth=")) {
            s = s.substring("--depth=".length());
        }
        Long depth = WholeNumber.read(s);
        return depth != null && depth >= 3;
    }

    /**
     * The bound needs to see no depth written with a space-like character around it: the CLI takes none (issue 51:
     * '+3', ' 3' and '-0' were read as depths). Every character any of Java's definitions calls a space or a
     * control, either form, is refused with exit code 2 (the bound missed U+001E once, when the CLI read them).
     */
    @Test
    void theCliRefusesEveryDepthWithASpaceAroundIt() {
        Pattern unicodeSpace = Pattern.compile("\\s", Pattern.UNICODE_CHARACTER_CLASS);
        int asked = 0;
        for (char c = 0; c < Character.MAX_VALUE; c++) {
            if (!(Character.isWhitespace(c) || Character.isSpaceChar(c) || Character.isISOControl(c)
                    || unicodeSpace.matcher(String.valueOf(c)).matches())) {
                continue;
            }
            for (List<String> form : List.of(List.of("--depth=" + c + "3" + c), List.of("--depth", c + "03" + c))) {
                List<String> args = new ArrayList<>(List.of("perft", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
                args.addAll(form);
                int code = Main.run(args.toArray(String[]::new), new PrintWriter(new StringWriter()),
                        new PrintWriter(new StringWriter()));
                assertEquals(Main.EXIT_BAD_INPUT, code, "the CLI ran " + form + " (U+"
                        + String.format(Locale.ROOT, "%04X", (int) c) + ")");
                asked++;
            }
        }
        for (String sign : List.of("+3", "-0", "+03", "٣")) {
            assertEquals(Main.EXIT_BAD_INPUT, Main.run(new String[] {"perft", "--depth=" + sign}, new PrintWriter(new StringWriter()),
                    new PrintWriter(new StringWriter())), sign);
        }
        assertTrue(asked >= 60, "forms asked: " + asked);
    }

    @FuzzTest(maxDuration = "12s")
    @DictionaryEntries({"--fen", "--moves", "--move", "--depth", "--divide", "--generator", "--threads", "--variant",
        "--lenient", "--san", "--ep", "atomic", "kernel", "reference", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "e2e4", "e5f6q", "O-O", "2147483648", "-1"})
    void arguments(byte[] data) {
        checkArguments(data);
    }

    /** Whether {@code a} is left out: as it stands, or as an option joined to its value ('--out=FILE'). */
    private static boolean leftOut(String a) {
        String s = a.strip();
        int eq = s.indexOf('=');
        return LEFT_OUT.contains(s) || (s.startsWith("--") && eq > 0 && LEFT_OUT.contains(s.substring(0, eq)));
    }

    /** The arguments target's check, also run by the combined target of the build. */
    public static void checkArguments(byte[] data) {
        String command = COMMANDS.get(data.length == 0 ? 0 : (data[0] & 0xff) % COMMANDS.size());
        List<String> args = new ArrayList<>();
        if (!command.isEmpty()) {
            args.add(command);
        }
        if (data.length > 1) {
            for (String a : new String(data, 1, data.length - 1, StandardCharsets.UTF_8).split("\n", -1)) {
                args.add(a);
            }
        }
        // the command run: the one picked, or (none picked) the first argument (the fuzzer found 'uci' there, reading stdin)
        String run = args.isEmpty() ? "" : args.get(0).strip();
        for (String a : args) {
            if (leftOut(a) || (run.startsWith("perft") && deep(a))) {
                return;
            }
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
        String e = err.toString();
        // (the start of the line: a message may quote an argument that says "internal error", as the fuzzer found)
        assertFalse(e.startsWith("passant: internal error"), e);
        if (code == Main.EXIT_OK) {
            return;
        }
        assertEquals(Main.EXIT_BAD_INPUT, code, args + " -> " + e);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.startsWith("passant: "), e);
        assertTrue(e.strip().getBytes(StandardCharsets.UTF_8).length <= Main.MAX_ERROR_BYTES, e);
    }
}
