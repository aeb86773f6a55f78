package org.passant.match;

import java.io.File;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

import org.passant.conformance.ProcessLines;
import org.passant.conformance.UciEngine;
import org.passant.position.InvalidInputException;

/**
 * One UCI engine in a child process, as a player: the handshake, options, the variant, and one
 * {@code go} per move answered by {@code bestmove} within a deadline. An engine that exits
 * ({@link Reply.Kind#CRASHED}) or stays silent past the deadline ({@link Reply.Kind#HUNG}) is
 * reported, never waited for; {@link #restart} replaces its process.
 */
final class EngineProcess implements AutoCloseable {
    private static final String EOF = ProcessLines.EOF;

    private final EngineSpec spec;
    private final String variant;
    /** C960-NOTATION: the engine plays with UCI_Chess960 on. */
    private final boolean chess960;
    private final long handshakeMillis;
    private Process process;
    private Writer in;
    private BlockingQueue<String> lines;
    private final List<String> offered = new ArrayList<>();

    /** What an engine answered to {@code go}. */
    record Reply(Kind kind, String move, long millis, String detail) {
        enum Kind { MOVE, CRASHED, HUNG }
    }

    private EngineProcess(EngineSpec spec, String variant, boolean chess960, long handshakeMillis) {
        this.spec = spec;
        this.variant = variant;
        this.chess960 = chess960;
        this.handshakeMillis = handshakeMillis;
    }

    /** Starts the engine, completes the handshake and sets its options, the variant and UCI_Chess960. */
    static EngineProcess start(EngineSpec spec, String variant, boolean chess960, long handshakeMillis) {
        EngineProcess e = new EngineProcess(spec, variant, chess960, handshakeMillis);
        e.launch();
        return e;
    }

    String name() {
        return spec.name();
    }

    private void launch() {
        List<String> argv = UciEngine.CommandLineSplitter.split(spec.command());
        if (argv.isEmpty()) {
            throw new InvalidInputException("engine '" + spec.name() + "': empty command");
        }
        try {
            process = new ProcessBuilder(argv).redirectError(ProcessBuilder.Redirect.DISCARD)
                    .directory(new File(".")).start();
        } catch (IOException e) {
            throw new InvalidInputException("engine '" + spec.name() + "' (" + spec.command() + "): cannot start: " + e.getMessage());
        }
        try {
            handshake();
        } catch (RuntimeException e) {
            kill(); // an engine that never answered is not left running
            throw e;
        }
    }

    /** uci, the options, the variant, UCI_Chess960 and isready: every step within the handshake's time. */
    private void handshake() {
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        lines = ProcessLines.of(process, "engine-reader-" + spec.name());
        send("uci");
        offered.clear();
        for (String line : readUntil("uciok", handshakeMillis)) {
            if (line.startsWith("option name ")) {
                offered.add(line);
            }
        }
        for (Map.Entry<String, String> o : spec.options().entrySet()) {
            send("setoption name " + o.getKey() + " value " + o.getValue());
        }
        if (offersVariant()) {
            if (!offered("UCI_Variant").matches(".*\\bvar " + java.util.regex.Pattern.quote(variant) + "\\b.*")) {
                throw new InvalidInputException("engine '" + spec.name() + "' does not offer variant " + variant);
            }
            send("setoption name UCI_Variant value " + variant);
        } else if (!variant.equals("chess")) {
            throw new InvalidInputException("engine '" + spec.name() + "' has no UCI_Variant option: it cannot play " + variant);
        }
        if (chess960) {
            if (!offered("UCI_Chess960").matches(".*\\btype check\\b.*")) {
                throw new InvalidInputException("engine '" + spec.name() + "' has no UCI_Chess960 option: it cannot play Chess960");
            }
            send("setoption name UCI_Chess960 value true");
        }
        ready(handshakeMillis);
    }

    private boolean offersVariant() {
        return !offered("UCI_Variant").isEmpty();
    }

    private String offered(String option) {
        for (String o : offered) {
            if (o.startsWith("option name " + option + " ")) {
                return o;
            }
        }
        return "";
    }

    /** Tells the engine a new game starts. */
    void newGame() {
        send("ucinewgame");
        ready(handshakeMillis);
    }

    /** Waits for readyok; false when the engine is gone or silent. */
    private void ready(long millis) {
        send("isready");
        readUntil("readyok", millis);
    }

    /**
     * Asks for a move: the position as start FEN and moves, the {@code go} arguments, and the
     * deadline after which silence is a hang.
     */
    Reply go(String fen, List<String> moves, String goArguments, long deadlineMillis) {
        // what the engine said since its last answer (info lines) is stale; its exit is not
        List<String> stale = new ArrayList<>();
        lines.drainTo(stale);
        if (stale.contains(EOF)) {
            return new Reply(Reply.Kind.CRASHED, null, 0, "the process exited with code " + exitCode());
        }
        try {
            send("position fen " + fen + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
            send("go " + goArguments);
        } catch (InvalidInputException e) {
            return new Reply(Reply.Kind.CRASHED, null, 0, "it stopped accepting commands");
        }
        long start = System.nanoTime();
        while (true) {
            long waited = (System.nanoTime() - start) / 1_000_000;
            String line;
            try {
                line = lines.poll(Math.max(0, deadlineMillis - waited), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new Reply(Reply.Kind.HUNG, null, waited, "interrupted");
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (line == null) {
                return new Reply(Reply.Kind.HUNG, null, millis, "no bestmove within " + deadlineMillis + " ms");
            }
            if (line.equals(EOF)) {
                return new Reply(Reply.Kind.CRASHED, null, millis, "the process exited with code " + exitCode());
            }
            String t = line.strip();
            if (t.equals("bestmove") || t.startsWith("bestmove ")) {
                String[] words = t.split("\\s+");
                return new Reply(Reply.Kind.MOVE, words.length > 1 ? words[1] : "", millis, "");
            }
        }
    }

    private String exitCode() {
        try {
            return String.valueOf(process.waitFor(1, TimeUnit.SECONDS) ? process.exitValue() : "unknown");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }

    /** Kills the process and starts a new one (after a crash or a hang). */
    void restart() {
        kill();
        launch();
    }

    private void send(String line) {
        try {
            in.write(line + "\n");
            in.flush();
        } catch (IOException e) {
            throw new InvalidInputException("engine '" + spec.name() + "' stopped accepting commands (" + e.getMessage() + ")");
        }
    }

    private List<String> readUntil(String last, long millis) {
        List<String> seen = new ArrayList<>();
        long start = System.nanoTime();
        while (true) {
            long left = millis - (System.nanoTime() - start) / 1_000_000;
            String line;
            try {
                line = left <= 0 ? null : lines.poll(left, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InvalidInputException("interrupted while waiting for engine '" + spec.name() + "'");
            }
            if (line == null) {
                throw new InvalidInputException("engine '" + spec.name() + "' did not answer '" + last + "' within " + millis + " ms");
            }
            if (line.equals(EOF)) {
                throw new InvalidInputException("engine '" + spec.name() + "' (" + spec.command() + ") exited before '" + last + "'");
            }
            if (line.strip().equals(last)) {
                return seen;
            }
            seen.add(line.strip());
        }
    }

    /** Ends the engine and every process it started (a shell's children), as conform does. */
    private void kill() {
        if (process != null) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            try {
                process.waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void close() {
        if (process == null) {
            return;
        }
        try {
            send("quit");
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                kill();
            }
        } catch (InvalidInputException e) {
            kill();
        } catch (InterruptedException e) {
            kill();
            Thread.currentThread().interrupt();
        }
    }
}
