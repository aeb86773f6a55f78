package org.passant.conformance;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.passant.position.InvalidInputException;

/**
 * A UCI engine in a child process, asked for perft divides with {@code position fen ... moves ...}
 * and {@code go perft N} (as Stockfish answers them: {@code <move>: <count>} lines, then
 * {@code Nodes searched: N}).
 */
public final class UciEngine implements DivideSource, AutoCloseable {
    private static final Pattern DIVIDE = Pattern.compile("^([a-h][1-8][a-h][1-8][nbrqNBRQ]?):\\s*(\\d+)\\s*$");
    private static final Pattern TOTAL = Pattern.compile("^Nodes searched:\\s*(\\d+)\\s*$");
    private static final String EOF = ProcessLines.EOF;

    private final String command;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines;
    private final Duration timeout;
    private final List<String> options = new ArrayList<>();
    private String name = "unknown";

    private UciEngine(String command, Process process, Duration timeout) {
        this.command = command;
        this.process = process;
        this.timeout = timeout;
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        this.lines = ProcessLines.of(process, "uci-reader");
    }

    /** Starts the engine and completes the UCI handshake. */
    public static UciEngine start(String command, Duration timeout) {
        List<String> argv = CommandLineSplitter.split(command);
        if (argv.isEmpty()) {
            throw new InvalidInputException("--uci-engine: empty command");
        }
        Process process;
        try {
            process = new ProcessBuilder(argv).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new InvalidInputException("--uci-engine '" + command + "': cannot start: " + e.getMessage());
        }
        UciEngine engine = new UciEngine(command, process, timeout);
        engine.send("uci");
        for (String line : engine.readUntil("uciok")) {
            if (line.startsWith("id name ")) {
                engine.name = line.substring("id name ".length()).trim();
            } else if (line.startsWith("option ")) {
                engine.options.add(line);
            }
        }
        engine.ready();
        return engine;
    }

    public String name() {
        return name;
    }

    /** Selects a variant through the UCI_Variant option (as Fairy-Stockfish and multi-variant engines offer it). */
    public void variant(String variant) {
        for (String option : options) {
            if (option.startsWith("option name UCI_Variant ") && option.matches(".*\\bvar " + Pattern.quote(variant) + "\\b.*")) {
                send("setoption name UCI_Variant value " + variant);
                ready();
                return;
            }
        }
        throw new InvalidInputException("engine '" + name + "' does not offer variant " + variant
                + " (no UCI_Variant option listing it)");
    }

    /** The engine's divide for the position after the moves; {@code total} is its "Nodes searched". */
    public record Divide(Map<String, Long> counts, long total) {
    }

    @Override
    public Map<String, Long> divide(String startFen, List<String> moves, int depth) {
        Divide d = perftDivide(startFen, moves, depth);
        long sum = 0;
        for (long n : d.counts().values()) {
            sum += n;
        }
        if (sum != d.total() && !(depth == 0)) {
            throw new InvalidInputException("engine '" + name + "': its divide lines add up to " + sum
                    + " but it reports 'Nodes searched: " + d.total() + "'");
        }
        return d.counts();
    }

    public Divide perftDivide(String fen, List<String> moves, int depth) {
        send("position fen " + fen + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
        send("go perft " + depth);
        Map<String, Long> counts = new TreeMap<>();
        while (true) {
            String line = next("'Nodes searched' after go perft " + depth);
            Matcher d = DIVIDE.matcher(line.trim());
            if (d.matches()) {
                counts.put(d.group(1).toLowerCase(), Long.parseLong(d.group(2)));
                continue;
            }
            Matcher t = TOTAL.matcher(line.trim());
            if (t.matches()) {
                return new Divide(counts, Long.parseLong(t.group(1)));
            }
        }
    }

    private void ready() {
        send("isready");
        readUntil("readyok");
    }

    private void send(String line) {
        try {
            in.write(line + "\n");
            in.flush();
        } catch (IOException e) {
            throw new InvalidInputException("engine '" + command + "' stopped accepting commands (" + e.getMessage() + ")");
        }
    }

    private List<String> readUntil(String last) {
        List<String> seen = new ArrayList<>();
        while (true) {
            String line = next("'" + last + "'");
            if (line.trim().equals(last)) {
                return seen;
            }
            seen.add(line);
        }
    }

    private String next(String waitingFor) {
        String line;
        try {
            line = lines.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InvalidInputException("interrupted while waiting for the engine");
        }
        if (line == null) {
            throw new InvalidInputException("engine '" + command + "' did not answer " + waitingFor + " within "
                    + timeout.toSeconds() + " s");
        }
        if (line.equals(EOF)) {
            throw new InvalidInputException("engine '" + command + "' exited while Passant waited for " + waitingFor);
        }
        return line;
    }

    @Override
    public void close() {
        try {
            send("quit");
        } catch (InvalidInputException e) {
            // already gone
        }
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** Splits a command line into words: spaces separate, single or double quotes group. */
    public static final class CommandLineSplitter {
        private CommandLineSplitter() {
        }

        public static List<String> split(String command) {
            List<String> words = new ArrayList<>();
            StringBuilder word = new StringBuilder();
            char quote = 0;
            boolean inWord = false;
            for (char c : command.toCharArray()) {
                if (quote != 0) {
                    if (c == quote) {
                        quote = 0;
                    } else {
                        word.append(c);
                    }
                } else if (c == '\'' || c == '"') {
                    quote = c;
                    inWord = true;
                } else if (Character.isWhitespace(c)) {
                    if (inWord) {
                        words.add(word.toString());
                        word.setLength(0);
                        inWord = false;
                    }
                } else {
                    word.append(c);
                    inWord = true;
                }
            }
            if (quote != 0) {
                throw new InvalidInputException("--uci-engine '" + command + "': unbalanced quote");
            }
            if (inWord) {
                words.add(word.toString());
            }
            return words;
        }
    }
}
