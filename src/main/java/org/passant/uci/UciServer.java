package org.passant.uci;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;

import org.passant.fast.FastGenerator;
import org.passant.notation.Fen;
import org.passant.notation.LineReader;
import org.passant.notation.Uci;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.search.Engine;
import org.passant.search.Info;
import org.passant.search.Level;
import org.passant.search.Limits;
import org.passant.search.Result;

/**
 * Passant as a UCI engine: reads commands line by line and answers on one output. Searches and
 * {@code go perft} run on their own thread, so {@code isready}, {@code stop} and {@code quit} are
 * obeyed while they run. Bad input never ends the loop: it is answered with one
 * {@code info string error: ...} line (what the input said escaped and cut, as the CLI's errors
 * quote it) and otherwise ignored; only {@code quit} and the end of the input end it.
 *
 * <p>The protocol's promises: every {@code go} is answered by exactly one {@code bestmove} (UCI:
 * "for every go command a bestmove command is needed"), a rejected one too: after its error line,
 * with the best move of a one-ply search at once ({@code bestmove 0000} only when there is no legal
 * move), or, when it came while a search that only {@code stop} ends was running, with that
 * search's move. {@code go perft} answers with its count and no {@code bestmove} (as Stockfish);
 * {@code stop} ends it early with an {@code info string} line instead of the total. Nothing is
 * written after {@code quit}.
 *
 * <p>Options: {@code UCI_Variant} (chess, atomic), {@code UCI_Chess960} (C960-NOTATION: castling
 * written king-takes-own-rook, e1h1, in bestmove, pv and perft; either form is read, and Shredder-FEN
 * and X-FEN castling fields always are), {@code Level} (easy, medium, hard),
 * {@code Hash} (MB), {@code Threads} (1 only: the search is single-threaded), {@code Seed} (the
 * levels' random choice), {@code Move Overhead} (ms kept back from every time budget).
 */
public final class UciServer {
    /** The longest command read, in characters (a game of 5,000 plies is 25,000); the rest of a longer one is skipped. */
    public static final int MAX_LINE = 1 << 20;
    /** The most characters of an error message an {@code info string error} line carries. */
    static final int MAX_ERROR = 300;
    /** {@code go perft} counts subtrees of this many plies whole and asks between them whether to stop. */
    private static final int PERFT_UNIT = 4;

    private final LineReader in;
    private final PrintStream out;
    private final String name;
    private final Engine engine;
    private final FastGenerator counter = new FastGenerator(1);
    private Variant variant = Variant.CHESS;
    private boolean chess960;
    private Position start = Position.initial();
    private List<Move> moves = List.of();
    /** The running search or perft. */
    private Thread job;
    /** Whether the job ends only on stop (go infinite, go ponder) or goes on for long (go perft): commands that change the position are refused meanwhile. */
    private volatile boolean jobAwaitsStop;
    private boolean pondering;
    private CountDownLatch released = new CountDownLatch(0);
    private volatile boolean perftStopped;
    /** Rejected go commands to be answered when the running job ends (guarded by {@code this}). */
    private int owed;
    /** Set by quit: nothing more is written. */
    private volatile boolean quitting;
    private volatile boolean outputFailed;

    public UciServer(Reader in, PrintStream out, String name, long seed) {
        this(in, out, name, seed, false);
    }

    /** With {@code chess960}, UCI_Chess960 starts true. */
    public UciServer(Reader in, PrintStream out, String name, long seed, boolean chess960) {
        this(in, out, name, new Engine(seed), chess960);
    }

    /**
     * A session on an engine already made, set to the initial position, the hard level and a new game (its
     * table cleared): the UCI fuzz target runs thousands of sessions on one engine and one small table.
     */
    UciServer(Reader in, PrintStream out, String name, Engine engine, boolean chess960) {
        this.chess960 = chess960;
        this.in = new LineReader(in, MAX_LINE);
        this.out = out;
        this.name = name;
        this.engine = engine;
        engine.setLevel(Level.HARD);
        engine.newGame();
        engine.setPosition(start, moves);
    }

    /** Whether a write to the output failed (a closed pipe, a full disk): the loop then ended. */
    public boolean outputFailed() {
        return outputFailed;
    }

    /** Runs until {@code quit}, the end of the input, or output that cannot be written. */
    public void run() throws IOException {
        while (!outputFailed) {
            String line;
            try {
                line = in.readLine();
            } catch (LineReader.LineTooLongException e) {
                skipRestOfLine();
                error("a command longer than " + MAX_LINE + " characters: ignored");
                continue;
            }
            if (line == null) {
                break;
            }
            String command = line.strip();
            if (command.isEmpty()) {
                continue;
            }
            try {
                if (!handle(command)) {
                    return;
                }
            } catch (InvalidInputException | IllegalArgumentException e) {
                error(e.getMessage());
            } catch (RuntimeException e) {
                error("internal: " + e);
            }
        }
        // the input ended: a search with limits, or a perft, first finishes and answers; an infinite one is stopped
        if (!jobAwaitsStop || perftRunning()) {
            waitForJob();
        }
        stopJob();
    }

    /** The rest of a line longer than {@link #MAX_LINE}: read and dropped. */
    private void skipRestOfLine() throws IOException {
        while (true) {
            try {
                in.readLine();
                return;
            } catch (LineReader.LineTooLongException e) {
                // more of the same line
            }
        }
    }

    /** One command; false for quit. */
    private boolean handle(String command) {
        String[] words = command.split("\\s+");
        switch (words[0]) {
            case "uci" -> {
                say("id name " + name);
                say("id author the Passant authors");
                say("option name UCI_Variant type combo default chess var chess var atomic");
                say("option name UCI_Chess960 type check default " + chess960);
                say("option name Level type combo default hard var easy var medium var hard");
                say("option name Hash type spin default " + Engine.DEFAULT_HASH_MB + " min 1 max " + Engine.MAX_HASH_MB);
                say("option name Threads type spin default 1 min 1 max 1");
                say("option name Seed type spin default 0 min 0 max 2147483647");
                say("option name Move Overhead type spin default " + Engine.DEFAULT_OVERHEAD_MS + " min 0 max 5000");
                say("uciok");
            }
            case "isready" -> say("readyok");
            case "ucinewgame" -> {
                refuseWhileSearching("ucinewgame");
                engine.newGame();
                start = Position.initial(variant);
                moves = List.of();
            }
            case "setoption" -> setOption(command);
            case "position" -> position(words);
            case "go" -> go(words);
            case "stop" -> stopJob();
            case "ponderhit" -> {
                // no pondering of its own: a ponder search ends and answers at once
                if (pondering) {
                    stopJob();
                }
            }
            case "debug", "register" -> {
                // UCI commands with nothing to do here
            }
            case "quit" -> {
                synchronized (out) {
                    quitting = true; // nothing after quit: not the move of a search it stops
                }
                stopJob();
                return false;
            }
            default -> error("unknown command " + InvalidInputException.quote(words[0])
                    + " (expected uci, isready, ucinewgame, setoption, position, go, stop or quit)");
        }
        return true;
    }

    private void setOption(String command) {
        refuseWhileSearching("setoption");
        String rest = command.substring("setoption".length()).strip();
        if (!rest.startsWith("name ")) {
            throw new InvalidInputException("setoption: expected 'setoption name NAME [value VALUE]'");
        }
        rest = rest.substring("name ".length());
        int v = rest.indexOf(" value ");
        String option = (v < 0 ? rest : rest.substring(0, v)).strip();
        String value = v < 0 ? "" : rest.substring(v + " value ".length()).strip();
        switch (option.toLowerCase(Locale.ROOT)) {
            case "uci_variant" -> {
                Variant chosen = Variant.byId(value);
                if (chosen == null) {
                    throw new InvalidInputException("setoption UCI_Variant: unknown variant " + InvalidInputException.quote(value)
                            + " (expected chess or atomic)");
                }
                variant = chosen;
                start = Position.initial(variant);
                moves = List.of();
                engine.setPosition(start, moves);
            }
            case "uci_chess960" -> {
                // C960-NOTATION: the form castling is written in; the position is not changed
                if (value.equalsIgnoreCase("true")) {
                    chess960 = true;
                } else if (value.equalsIgnoreCase("false")) {
                    chess960 = false;
                } else {
                    throw new InvalidInputException("setoption UCI_Chess960: " + InvalidInputException.quote(value)
                            + " is not a check value (expected true or false)");
                }
            }
            case "level" -> {
                Level level = Level.byId(value);
                if (level == null) {
                    throw new InvalidInputException("setoption Level: unknown level " + InvalidInputException.quote(value)
                            + " (expected easy, medium or hard)");
                }
                engine.setLevel(level);
            }
            case "hash" -> engine.setHashMegabytes((int) number("setoption Hash", value, 1, Engine.MAX_HASH_MB));
            case "threads" -> number("setoption Threads", value, 1, 1);
            case "seed" -> engine.setSeed(number("setoption Seed", value, 0, Integer.MAX_VALUE));
            case "move overhead" -> engine.setOverheadMillis(number("setoption Move Overhead", value, 0, 5000));
            default -> throw new InvalidInputException("setoption: unknown option " + InvalidInputException.quote(option)
                    + " (expected UCI_Variant, UCI_Chess960, Level, Hash, Threads, Seed or Move Overhead)");
        }
    }

    /** A whole number in ASCII digits from {@code min} to {@code max}; otherwise the error naming {@code what}. */
    private static long number(String what, String value, long min, long max) {
        long n;
        try {
            if (!value.matches("[+-]?[0-9]{1,19}")) {
                throw new NumberFormatException();
            }
            n = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new InvalidInputException(what + ": " + InvalidInputException.quote(value) + " is not a whole number");
        }
        if (n < min || n > max) {
            throw new InvalidInputException(what + ": " + n + " is out of range " + min + ".." + max
                    + (max == 1 && what.endsWith("Threads") ? " (the search is single-threaded)" : ""));
        }
        return n;
    }

    /** {@code position startpos|fen FEN [moves M...]}: the kernel checks the position and every move. */
    private void position(String[] words) {
        refuseWhileSearching("position");
        int i = 1;
        Position p;
        if (words.length > 1 && words[1].equals("startpos")) {
            p = Position.initial(variant);
            i = 2;
        } else if (words.length > 1 && words[1].equals("fen")) {
            int end = 2;
            while (end < words.length && !words[end].equals("moves")) {
                end++;
            }
            if (end == 2) {
                throw new InvalidInputException("position fen: the FEN is missing");
            }
            p = Fen.position(String.join(" ", java.util.Arrays.copyOfRange(words, 2, end)), variant, Validation.LENIENT);
            i = end;
        } else {
            throw new InvalidInputException("position: expected 'startpos' or 'fen FEN', then optionally 'moves M...'");
        }
        List<Move> played = new ArrayList<>();
        if (i < words.length) {
            if (!words[i].equals("moves")) {
                throw new InvalidInputException("position: expected 'moves' after the position, not "
                        + InvalidInputException.quote(words[i]));
            }
            Position q = p;
            for (int j = i + 1; j < words.length; j++) {
                Move m;
                try {
                    m = Uci.parseLegal(q, words[j], chess960); // the mode's reading (C960-NOTATION)
                } catch (InvalidInputException e) {
                    throw new InvalidInputException("position: move " + (j - i) + ": " + e.getMessage());
                }
                played.add(m);
                q = q.play(m);
            }
        }
        engine.setPosition(p, played);
        start = p;
        moves = played;
    }

    private void go(String[] words) {
        if (words.length > 1 && words[1].equals("perft")) {
            // a count, not a search: answered by 'Nodes searched', never by bestmove (as Stockfish)
            if (words.length != 3) {
                throw new InvalidInputException("go perft: expected one depth, as 'go perft 5'");
            }
            int depth = (int) number("go perft", words[2], 0, 20);
            refuseWhileSearching("go perft");
            perft(depth);
            return;
        }
        Limits limits;
        try {
            limits = limits(words);
        } catch (InvalidInputException e) {
            error(e.getMessage() + "; answered at once with a one-ply search");
            answerRejected();
            return;
        }
        if (jobAwaitsStop && job != null && job.isAlive()) {
            error("go during " + (perftRunning() ? "go perft" : "go infinite") + ": send stop first; this go is answered"
                    + " when the running one ends");
            answerRejected();
            return;
        }
        search(limits);
        pondering = java.util.Arrays.asList(words).contains("ponder");
    }

    /** What the words of {@code go} ask for; an {@link InvalidInputException} names the first word it cannot take. */
    private static Limits limits(String[] words) {
        long wtime = 0;
        long btime = 0;
        long winc = 0;
        long binc = 0;
        int movestogo = 0;
        int depth = 0;
        long nodes = 0;
        long movetime = -1;
        boolean infinite = false;
        boolean clock = false;
        for (int i = 1; i < words.length; i++) {
            String word = words[i];
            switch (word) {
                case "infinite", "ponder" -> infinite = true;
                case "wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "movetime", "mate" -> {
                    if (i + 1 >= words.length) {
                        throw new InvalidInputException("go " + word + ": a number must follow");
                    }
                    String value = words[++i];
                    switch (word) {
                        case "wtime" -> { wtime = number("go wtime", value, Long.MIN_VALUE, Long.MAX_VALUE); clock = true; }
                        case "btime" -> { btime = number("go btime", value, Long.MIN_VALUE, Long.MAX_VALUE); clock = true; }
                        case "winc" -> winc = Math.max(0, number("go winc", value, Long.MIN_VALUE, Long.MAX_VALUE));
                        case "binc" -> binc = Math.max(0, number("go binc", value, Long.MIN_VALUE, Long.MAX_VALUE));
                        case "movestogo" -> movestogo = (int) number("go movestogo", value, 0, 10000);
                        case "depth" -> depth = (int) number("go depth", value, 1, 100);
                        case "nodes" -> nodes = number("go nodes", value, 1, Long.MAX_VALUE);
                        case "movetime" -> movetime = number("go movetime", value, 0, Long.MAX_VALUE);
                        default -> depth = (int) Math.min(100, 2 * number("go mate", value, 1, 50));
                    }
                }
                case "searchmoves" -> throw new InvalidInputException("go searchmoves is not supported");
                default -> throw new InvalidInputException("go: unknown parameter " + InvalidInputException.quote(word)
                        + " (expected depth, nodes, movetime, wtime, btime, winc, binc, movestogo, infinite or perft)");
            }
        }
        Limits limits;
        if (infinite) {
            limits = Limits.infinite();
        } else if (movetime == 0) {
            return Limits.depth(1); // no time at all: the one-ply answer, at once
        } else if (movetime > 0) {
            limits = Limits.moveTime(movetime);
        } else if (clock) {
            // a clock at zero or below still gets a move: the smallest budget the search knows
            limits = Limits.clock(Math.max(1, wtime), Math.max(1, btime), winc, binc, movestogo);
        } else {
            limits = depth > 0 || nodes > 0 ? Limits.depth(depth) : Limits.infinite();
        }
        return limits.withDepth(depth).withNodes(nodes);
    }

    /** Starts a search; its best move is written when it ends (after go infinite: when stop comes). */
    private void search(Limits limits) {
        waitForJob();
        boolean waitForStop = limits.isInfinite();
        jobAwaitsStop = waitForStop;
        pondering = false;
        CountDownLatch stop = new CountDownLatch(1);
        released = stop;
        job = engine.goInBackground(limits, this::info, result -> {
            if (waitForStop) {
                // UCI: after go infinite the best move waits for stop (or quit)
                try {
                    stop.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            bestMove(result, 1 + takeOwed());
        }, e -> error("internal: " + e));
    }

    /**
     * A rejected go's bestmove: the running job's, when one runs that only stop ends (it answers this go
     * too when it ends); otherwise that of a one-ply search, at once.
     */
    private void answerRejected() {
        synchronized (this) {
            if (job != null && job.isAlive() && jobAwaitsStop) {
                owed++;
                return;
            }
        }
        search(Limits.depth(1));
    }

    private synchronized int takeOwed() {
        int n = owed;
        owed = 0;
        return n;
    }

    /**
     * {@code go perft}: one {@code <move>: <count>} line per root move as its count ends, sorted as
     * {@code passant perft --divide} sorts them, an empty line and {@code Nodes searched: N}. On its own
     * thread, so that isready is answered meanwhile and stop or quit end it: the tree is counted in
     * subtrees of {@link #PERFT_UNIT} plies, and stop is heard between two of them.
     */
    private void perft(int depth) {
        waitForJob();
        Position p = engine.position();
        boolean notation = chess960;
        perftStopped = false;
        jobAwaitsStop = true;
        pondering = false;
        released = new CountDownLatch(0);
        Thread t = new Thread(() -> {
            TreeMap<String, Move> roots = new TreeMap<>();
            if (depth > 0) {
                for (Move m : counter.legalMoves(p)) {
                    roots.put(p.move(m).uci(notation), m);
                }
            }
            long total = depth == 0 ? 1 : 0;
            int counted = 0;
            for (Map.Entry<String, Move> root : roots.entrySet()) {
                long n = count(p.play(root.getValue()), depth - 1);
                if (n < 0) {
                    break;
                }
                say(root.getKey() + ": " + n);
                total += n;
                counted++;
            }
            jobAwaitsStop = false; // what follows is at once: a command after the total waits for it, as after a search
            if (perftStopped) {
                say("info string go perft " + depth + " stopped: " + counted + " of " + roots.size() + " root moves counted");
            } else {
                say("");
                say("Nodes searched: " + total);
            }
            int answers = takeOwed();
            if (answers > 0 && !quitting) {
                bestMove(engine.go(Limits.depth(1), null), answers);
            }
        }, "passant-perft");
        t.setDaemon(true);
        job = t;
        t.start();
    }

    /** Perft of {@code p} to {@code depth}, or -1 once stop has come. */
    private long count(Position p, int depth) {
        if (perftStopped) {
            return -1;
        }
        if (depth <= PERFT_UNIT) {
            return counter.perft(p, depth);
        }
        long sum = 0;
        for (Move m : counter.legalMoves(p)) {
            long n = count(p.play(m), depth - 1);
            if (n < 0) {
                return -1;
            }
            sum += n;
        }
        return sum;
    }

    private boolean perftRunning() {
        Thread t = job;
        return t != null && t.isAlive() && t.getName().equals("passant-perft");
    }

    private void info(Info i) {
        StringBuilder sb = new StringBuilder("info depth ").append(i.depth()).append(" seldepth ").append(i.seldepth());
        if (i.mateIn() != null) {
            sb.append(" score mate ").append(i.mateIn());
        } else {
            sb.append(" score cp ").append(i.centipawns());
        }
        sb.append(" nodes ").append(i.nodes()).append(" nps ").append(i.nps()).append(" time ").append(i.millis())
                .append(" hashfull ").append(i.hashfull()).append(" pv");
        Position p = engine.position();
        for (Move m : i.pv()) {
            sb.append(' ').append(written(p, m));
            p = p != null && p.isLegal(m) ? p.play(m) : null;
        }
        say(sb.toString());
    }

    /** The search's move, once for its own go and once for each rejected go it answers. */
    private void bestMove(Result r, int times) {
        String line = "bestmove " + (r.best() == null ? "0000" : written(engine.position(), r.best()));
        for (int i = 0; i < times; i++) {
            say(line);
        }
    }

    /**
     * A move of {@code p} as UCI text (C960-NOTATION): castling marked from the position, then
     * e1g1, or e1h1 with UCI_Chess960; without the position (null) as the move says.
     */
    private String written(Position p, Move m) {
        return (p == null ? m : p.move(m)).uci(chess960);
    }

    /** Ends a running search (its best move is written) or perft, and waits for its thread. */
    private void stopJob() {
        if (job == null) {
            return;
        }
        engine.stop();
        perftStopped = true;
        released.countDown();
        waitForJob();
    }

    /**
     * A command that changes what the engine thinks about waits for a search with limits to end
     * (its best move is written first, as when a GUI sends it after bestmove); while a search that
     * only stop ends (go infinite, go ponder) or a perft runs, it is refused.
     */
    private void refuseWhileSearching(String command) {
        if (job != null && job.isAlive() && jobAwaitsStop) {
            throw new InvalidInputException(command + " during " + (perftRunning() ? "go perft" : "go infinite")
                    + ": send stop first");
        }
        waitForJob();
    }

    private void waitForJob() {
        Thread t = job;
        if (t != null) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        job = null;
        jobAwaitsStop = false;
        pondering = false;
    }

    /** One {@code info string error:} line: the message on one line, invisible characters escaped, at most {@link #MAX_ERROR} characters. */
    private void error(String message) {
        String text = message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", "; ");
        say("info string error: " + InvalidInputException.visible(text, MAX_ERROR));
    }

    private void say(String line) {
        synchronized (out) {
            if (quitting || outputFailed) {
                return;
            }
            out.println(line);
            out.flush();
            if (out.checkError()) {
                outputFailed = true; // the GUI is gone, or the disk full: nothing more can be said
            }
        }
    }
}
