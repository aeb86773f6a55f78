package org.passant.conformance;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.passant.notation.LineReader;
import org.passant.position.InvalidInputException;

/**
 * A UCI engine in a child process, asked for perft divides with {@code position fen ... moves ...}
 * and {@code go perft N} (as Stockfish answers them: {@code <move>: <count>} lines, then
 * {@code Nodes searched: N}).
 *
 * <p>Every run is bounded: each answer must be complete within its deadline (the answer timeout,
 * and the case's deadline when one is set), not merely each line; a line may be at most
 * {@link #MAX_LINE} characters and an answer at most {@link #MAX_ANSWER_LINES} lines; what the
 * engine prints is read through a bounded queue. The engine process and every process it started
 * are ended on every way out: {@link #close}, a failed handshake, an exception, and Ctrl-C (a
 * shutdown hook).
 */
public final class UciEngine implements DivideSource, AutoCloseable {

    /** Protocol clause: each answer complete within its deadline, lines and answers within the caps, no exit. */
    public static final String ANSWER = "UCI-ANSWER";
    /** Protocol clause: {@code go perft N} is answered with divide lines and {@code Nodes searched}, not searched. */
    public static final String PERFT = "UCI-PERFT";
    /** Protocol clause: each divide line is {@code <uci move>: <count>}, each move once, counts within 64 bits. */
    public static final String DIVIDE_FORMAT = "UCI-PERFT-FORMAT";
    /** Protocol clause: the divide lines add up to {@code Nodes searched}, and each is the perft below its move. */
    public static final String DIVIDE_CONSISTENT = "UCI-PERFT-CONSISTENT";

    /** The longest line read; Stockfish's longest (an info line with a long pv) is a few hundred characters. */
    public static final int MAX_LINE = 65_536;
    /** The most lines one answer may have: a divide has at most 218 move lines, a handshake some dozens of options. */
    public static final int MAX_ANSWER_LINES = 10_000;
    /** The probe of go perft support needs no more than this, however long --timeout is. */
    public static final Duration PROBE_TIMEOUT = Duration.ofSeconds(10);

    private static final Pattern DIVIDE = Pattern.compile("([a-h][1-8][a-h][1-8][nbrqNBRQ]?):\\s*([0-9]+)");
    private static final Pattern DIVIDE_LIKE = Pattern.compile("\\S+:\\s*\\S+");
    private static final Pattern TOTAL = Pattern.compile("Nodes searched:\\s*(\\S+)");
    // Sentinels from the reader thread, compared by identity: no engine line is these objects.
    private static final String EOF = new String("end of output");
    private static final String TOO_LONG = new String("line too long");

    private final String shown;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(1024);
    private final Duration timeout;
    private final List<String> options = new ArrayList<>();
    private final Thread hook;
    private volatile boolean closed;
    private long caseDeadline = Long.MAX_VALUE;
    private Duration caseTimeout;
    private String name = "unknown";

    private UciEngine(String command, Process process, Duration timeout) {
        this.shown = InvalidInputException.quote(command);
        this.process = process;
        this.timeout = timeout;
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        this.hook = new Thread(() -> end(false), "uci-engine-end");
        Runtime.getRuntime().addShutdownHook(hook);
        Thread reader = new Thread(this::read, "uci-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts the engine and completes the UCI handshake; a failed handshake ends the engine. */
    public static UciEngine start(String command, Duration timeout) {
        List<String> argv = CommandLineSplitter.split(command);
        if (argv.isEmpty()) {
            throw new EngineException(EngineException.Kind.CANNOT_RUN, ANSWER, "--uci-engine: empty command");
        }
        Process process;
        try {
            process = new ProcessBuilder(argv).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new EngineException(EngineException.Kind.CANNOT_RUN, ANSWER, "--uci-engine "
                    + InvalidInputException.quote(command) + ": cannot start: " + e.getMessage());
        }
        UciEngine engine = new UciEngine(command, process, timeout);
        try {
            engine.send("uci");
            for (String line : engine.readUntil("uciok")) {
                if (line.startsWith("id name ")) {
                    engine.name = InvalidInputException.visible(line.substring("id name ".length()).trim(), 80);
                } else if (line.startsWith("option ")) {
                    engine.options.add(line);
                }
            }
            engine.ready();
            return engine;
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
    }

    /** The engine's name as it gives it, control characters escaped, at most 80 characters. */
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
        throw new EngineException(EngineException.Kind.CANNOT_RUN, PERFT, "engine " + InvalidInputException.quote(name)
                + " does not offer variant " + variant + " (no UCI_Variant option listing it)");
    }

    /** Whether the engine offers the UCI_Chess960 option (a check), as Stockfish does. */
    public boolean offersChess960() {
        for (String option : options) {
            if (option.startsWith("option name UCI_Chess960 ") && option.matches(".*\\btype check\\b.*")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sets UCI_Chess960 (C960-NOTATION): on, the engine reads and writes castling as the king taking
     * its own rook (e1h1); off, as the king's two-square step (e1g1). An engine without the option
     * cannot run Chess960 cases.
     */
    public void chess960(boolean on) {
        if (!offersChess960()) {
            throw new EngineException(EngineException.Kind.CANNOT_RUN, PERFT, "engine " + InvalidInputException.quote(name)
                    + " does not offer UCI_Chess960 (no 'option name UCI_Chess960 type check'), so it cannot run Chess960 cases");
        }
        send("setoption name UCI_Chess960 value " + on);
        ready();
    }

    /**
     * Asks {@code go perft 1} on the initial position, within {@link #PROBE_TIMEOUT} at most: an
     * engine without perft (one that answers {@code bestmove}, searches, or says nothing) is
     * recognised in seconds, before any case runs.
     */
    public void probePerft() {
        long deadline = System.nanoTime() + Math.min(timeout.toNanos(), PROBE_TIMEOUT.toNanos());
        send("position startpos");
        send("go perft 1");
        try {
            Divide d = readDivide(new Answer("'Nodes searched' after go perft 1 on the initial position",
                    EngineException.Kind.CANNOT_RUN, deadline, true));
            check(d);
            if (d.counts().isEmpty()) {
                throw new DivideException(DIVIDE_FORMAT, "no divide lines before 'Nodes searched'");
            }
        } catch (DivideException e) {
            throw new EngineException(EngineException.Kind.CANNOT_RUN, e.clause(), "engine " + shown
                    + ": its answer to go perft 1 on the initial position is not a perft divide: " + e.getMessage());
        }
    }

    /** From now on, every answer must also come before {@code limit} has passed; null for no case deadline. */
    public void startCase(Duration limit) {
        caseTimeout = limit;
        caseDeadline = limit == null ? Long.MAX_VALUE : System.nanoTime() + limit.toNanos();
    }

    /** The engine's divide for the position after the moves; {@code total} is its "Nodes searched". */
    public record Divide(Map<String, Long> counts, long total) {
    }

    @Override
    public Map<String, Long> divide(String startFen, List<String> moves, int depth) {
        Divide d = perftDivide(startFen, moves, depth);
        check(d);
        return d.counts();
    }

    /** DIVIDE_CONSISTENT: the lines add up to the total. */
    private void check(Divide d) {
        long sum = 0;
        for (long n : d.counts().values()) {
            sum += n;
        }
        if (sum != d.total()) {
            throw new DivideException(DIVIDE_CONSISTENT, "the divide lines add up to " + sum
                    + " but the engine reports 'Nodes searched: " + d.total() + "'");
        }
    }

    /** One divide; a malformed line is a {@link DivideException}, raised once the answer is read to its end. */
    public Divide perftDivide(String fen, List<String> moves, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("go perft " + depth + ": depth 0 is an endless search in Stockfish");
        }
        send("position fen " + fen + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
        send("go perft " + depth);
        long deadline = Math.min(System.nanoTime() + timeout.toNanos(), caseDeadline);
        return readDivide(new Answer("'Nodes searched' after go perft " + depth, EngineException.Kind.PROTOCOL, deadline,
                false));
    }

    private Divide readDivide(Answer answer) {
        Map<String, Long> counts = new TreeMap<>();
        String malformed = null;
        while (true) {
            String line = answer.next().strip();
            if (isSearch(line) || (answer.probe && line.toLowerCase(Locale.ROOT).contains("unknown command"))) {
                throw new EngineException(EngineException.Kind.CANNOT_RUN, PERFT, "engine " + shown
                        + " does not support 'go perft': it answered " + InvalidInputException.quote(line)
                        + " (conform needs divide lines and 'Nodes searched', as Stockfish prints them)");
            }
            Matcher t = TOTAL.matcher(line);
            if (t.matches()) {
                long total = count(t.group(1));
                if (malformed != null) {
                    throw new DivideException(DIVIDE_FORMAT, malformed);
                }
                if (total < 0) {
                    throw new DivideException(DIVIDE_FORMAT, "malformed line " + InvalidInputException.quote(line));
                }
                return new Divide(counts, total);
            }
            Matcher d = DIVIDE.matcher(line);
            if (d.matches() && count(d.group(2)) >= 0) {
                if (counts.put(d.group(1).toLowerCase(Locale.ROOT), count(d.group(2))) != null && malformed == null) {
                    malformed = "the move " + d.group(1) + " has two divide lines";
                }
            } else if (DIVIDE_LIKE.matcher(line).matches() && malformed == null) {
                malformed = "malformed divide line " + InvalidInputException.quote(line)
                        + " (expected '<uci move>: <count>', such as 'e2e4: 20')";
            }
        }
    }

    /** A count within 64 bits, or -1. */
    private static long count(String digits) {
        if (!digits.matches("[0-9]{1,19}")) {
            return -1;
        }
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** What an engine prints when it searches instead of counting. */
    private static boolean isSearch(String line) {
        return line.equals("bestmove") || line.startsWith("bestmove ")
                || (line.startsWith("info ") && !line.startsWith("info string") && line.contains(" score "));
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
            throw new EngineException(EngineException.Kind.CANNOT_RUN, ANSWER, "engine " + shown
                    + " stopped accepting commands (" + e.getMessage() + ")" + exitStatus());
        }
    }

    /** The handshake's answers: CANNOT_RUN when they fail. */
    private List<String> readUntil(String last) {
        Answer answer = new Answer("'" + last + "'", EngineException.Kind.CANNOT_RUN,
                Math.min(System.nanoTime() + timeout.toNanos(), caseDeadline), false);
        List<String> seen = new ArrayList<>();
        while (true) {
            String line = answer.next();
            if (line.trim().equals(last)) {
                return seen;
            }
            seen.add(line);
        }
    }

    /** One answer being read: its deadline, its line count, and what a failure means. */
    private final class Answer {
        final String waitingFor;
        final EngineException.Kind kind;
        final long deadline;
        final boolean probe;
        int count;

        Answer(String waitingFor, EngineException.Kind kind, long deadline, boolean probe) {
            this.waitingFor = waitingFor;
            this.kind = kind;
            this.deadline = deadline;
            this.probe = probe;
        }

        String next() {
            String line;
            try {
                long left = deadline - System.nanoTime();
                line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineException(kind, ANSWER, "interrupted while waiting for the engine");
            }
            if (line == null) {
                boolean byCase = deadline == caseDeadline && caseTimeout != null;
                throw new EngineException(kind, ANSWER, "engine " + shown + " gave no complete answer (" + waitingFor
                        + ") within " + (byCase ? caseTimeout.toSeconds() + " s, the case's limit (--case-timeout)"
                        : (probe ? Math.min(timeout.toSeconds(), PROBE_TIMEOUT.toSeconds()) : timeout.toSeconds())
                                + " s (--timeout)"));
            }
            if (line == EOF) {
                throw new EngineException(kind, ANSWER, "engine " + shown + " exited while Passant waited for "
                        + waitingFor + exitStatus());
            }
            if (line == TOO_LONG) {
                throw new EngineException(kind, ANSWER, "engine " + shown + " printed a line longer than " + MAX_LINE
                        + " characters while Passant waited for " + waitingFor);
            }
            if (++count > MAX_ANSWER_LINES) {
                throw new EngineException(kind, ANSWER, "engine " + shown + " printed more than " + MAX_ANSWER_LINES
                        + " lines without " + waitingFor);
            }
            return line;
        }
    }

    private String exitStatus() {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                return " (exit status " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "";
    }

    /** The reader thread: the engine's lines, each at most MAX_LINE, into the bounded queue, then EOF or TOO_LONG. */
    private void read() {
        String last = EOF;
        try (LineReader out = new LineReader(process.getInputStream(), MAX_LINE)) {
            String line;
            while (!closed && (line = out.readLine()) != null) {
                put(line);
            }
        } catch (LineReader.LineTooLongException e) {
            last = TOO_LONG;
        } catch (IOException e) {
            // the process went away; EOF tells the waiting side
        }
        put(last);
    }

    /** Waits while the queue is full (the engine waits with it), until the engine is closed. */
    private void put(String line) {
        try {
            while (!closed && !lines.offer(line, 100, TimeUnit.MILLISECONDS)) {
                // the reader of the answers is behind, or has given up: keep trying until closed
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Asks the engine to quit, then ends it and every process it started. */
    @Override
    public void close() {
        end(true);
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook ends the engine
        }
    }

    /**
     * Ends the engine and its descendants (found while it still runs: once it has gone, its children
     * belong to no one): {@code quit} first when polite, then SIGTERM, then SIGKILL after a second.
     */
    private synchronized void end(boolean politely) {
        if (closed) {
            return;
        }
        closed = true;
        List<ProcessHandle> family = new ArrayList<>();
        family.add(process.toHandle());
        process.descendants().forEach(family::add);
        if (politely && process.isAlive()) {
            try {
                in.write("quit\n");
                in.flush();
                process.waitFor(500, TimeUnit.MILLISECONDS);
            } catch (IOException e) {
                // already gone
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        process.descendants().forEach(p -> {
            if (!family.contains(p)) {
                family.add(p);
            }
        });
        for (ProcessHandle p : family) {
            p.destroy();
        }
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
        for (ProcessHandle p : family) {
            long left = until - System.nanoTime();
            try {
                if (left > 0) {
                    p.onExit().get(left, TimeUnit.NANOSECONDS);
                }
            } catch (Exception e) {
                // still running: killed below
            }
            if (p.isAlive()) {
                p.destroyForcibly();
            }
        }
        try {
            in.close();
        } catch (IOException e) {
            // the pipe is already closed
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
                throw new EngineException(EngineException.Kind.CANNOT_RUN, ANSWER, "--uci-engine "
                        + InvalidInputException.quote(command) + ": unbalanced quote");
            }
            if (inWord) {
                words.add(word.toString());
            }
            return words;
        }
    }
}
