package org.passant.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.passant.notation.LineReader;
import org.passant.search.Engine;

/**
 * Coverage-guided fuzzing (Jazzer) of the UCI engine's input: the input is a session of commands
 * the engine reads to its end. It must keep the protocol whatever comes: no internal error, every
 * error line at most {@link UciServer#MAX_ERROR} characters of visible text, and (without quit)
 * one bestmove for every go but go perft. Sessions that would think for long are left out
 * ({@link #heavy}): a go with more than a small depth, node count, time or clock, a perft deeper
 * than 3, a Hash above 16 MB; the limits of every go are read as the engine reads them. Every session
 * runs on one engine with a 1 MB table ({@link #ENGINE}). Inputs:
 * {@code src/test/resources/org/passant/uci/UciFuzzTestsInputs/uciInput/}.
 */
public class UciFuzzTests {

    /** The largest value a go may ask for, by word, so that a session ends within seconds. */
    private static final Map<String, Long> BOUNDS = Map.of("depth", 3L, "mate", 1L, "nodes", 20_000L, "movetime", 50L,
            "wtime", 400L, "btime", 400L, "winc", 100L, "binc", 100L, "perft", 3L);

    @FuzzTest(maxDuration = "12s")
    @DictionaryEntries({"uci\n", "isready\n", "ucinewgame\n", "position startpos moves e2e4 e7e5\n", "position fen ",
        "go depth 2\n", "go nodes 500\n", "go movetime 10\n", "go wtime 100 btime 100 winc 10 binc 10\n", "go infinite\n",
        "go ponder\n", "ponderhit\n", "go perft 2\n", "stop\n", "quit\n", "setoption name UCI_Variant value atomic\n",
        "setoption name UCI_Chess960 value true\n", "setoption name Level value easy\n", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        " moves ", "e1g1", "e1h1", "e5d6", "a7a8q"})
    void uciInput(byte[] data) {
        checkUciInput(data);
    }

    /**
     * One engine for every session, its table at 1 MB: a new engine's 16 MB table per input made the combined
     * target some 25 times slower (each session then starts a new game on it: table cleared, initial position).
     */
    private static final Engine ENGINE = smallEngine();

    private static Engine smallEngine() {
        Engine e = new Engine(0);
        e.setHashMegabytes(1);
        return e;
    }

    /** The uciInput target's check, also run by the combined target of the build. */
    public static void checkUciInput(byte[] data) {
        String input = new String(data, StandardCharsets.UTF_8);
        List<String> commands = lines(input);
        if (heavy(commands)) {
            return;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        // what a session before may have set: Hash, Seed, Move Overhead (the level and position the session resets)
        ENGINE.setHashMegabytes(1);
        ENGINE.setSeed(0);
        ENGINE.setOverheadMillis(Engine.DEFAULT_OVERHEAD_MS);
        try {
            new UciServer(new StringReader(input), new PrintStream(bytes, true, StandardCharsets.UTF_8), "Passant fuzz", ENGINE,
                    false).run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> out = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        int goes = 0;
        boolean quit = false;
        for (String c : commands) {
            String[] words = c.strip().split("\\s+");
            if (words[0].equals("quit")) {
                quit = true;
                break;
            }
            if (words[0].equals("go") && !(words.length > 1 && words[1].equals("perft"))) {
                goes++;
            }
        }
        long bestmoves = out.stream().filter(l -> l.startsWith("bestmove ")).count();
        for (String line : out) {
            assertFalse(line.startsWith("info string error: internal"), line);
            if (line.startsWith("info string error: ")) {
                assertTrue(line.length() <= "info string error: ".length() + UciServer.MAX_ERROR + 3, line);
                assertTrue(line.codePoints().noneMatch(org.passant.position.InvalidInputException::isInvisible), line);
            }
        }
        if (quit) {
            assertTrue(bestmoves <= goes, goes + " go, " + bestmoves + " bestmove: " + out);
        } else {
            assertEquals(goes, bestmoves, "every go gets one bestmove: " + out);
        }
    }

    /** The lines the engine reads, split as it splits them. */
    private static List<String> lines(String input) {
        List<String> lines = new ArrayList<>();
        try (LineReader r = new LineReader(new StringReader(input), UciServer.MAX_LINE)) {
            String line;
            while ((line = r.readLine()) != null) {
                lines.add(line);
            }
        } catch (IOException e) {
            // longer than the engine reads: it skips such a line
        }
        return lines;
    }

    /**
     * Whether the session asks for long thinking: a go whose limit (a whole number, as the engine reads it)
     * is above {@link #BOUNDS}, or a Hash above 16 MB (an allocation of up to 4 GB each time).
     */
    static boolean heavy(List<String> commands) {
        for (String c : commands) {
            String[] words = c.strip().split("\\s+");
            if (words[0].equals("setoption") && c.toLowerCase(java.util.Locale.ROOT).contains("hash")) {
                String digits = c.replaceAll("[^0-9]", "");
                if (digits.length() > 2 || (!digits.isEmpty() && Integer.parseInt(digits) > 16)) {
                    return true;
                }
            }
            if (!words[0].equals("go")) {
                continue;
            }
            for (int i = 1; i + 1 < words.length; i++) {
                Long bound = BOUNDS.get(words[i]);
                if (bound != null && words[i + 1].matches("[+-]?[0-9]{1,19}")
                        && new java.math.BigInteger(words[i + 1].replace("+", "")).compareTo(java.math.BigInteger.valueOf(bound)) > 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
