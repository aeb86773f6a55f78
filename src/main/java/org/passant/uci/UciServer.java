package org.passant.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

import org.passant.fast.FastGenerator;
import org.passant.notation.Fen;
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
 * Passant as a UCI engine: reads commands line by line and answers on one output. Searches run
 * on their own thread, so {@code isready} and {@code stop} are answered while thinking. Bad
 * input never ends the loop: it is answered with one {@code info string error: ...} line and
 * otherwise ignored; only {@code quit} and the end of the input end it.
 *
 * <p>Options: {@code UCI_Variant} (chess, atomic), {@code UCI_Chess960} (C960-NOTATION: castling
 * written king-takes-own-rook, e1h1, in bestmove, pv and perft; either form is read, and Shredder-FEN
 * and X-FEN castling fields always are), {@code Level} (easy, medium, hard),
 * {@code Hash} (MB), {@code Threads} (1 only: the search is single-threaded), {@code Seed} (the
 * levels' random choice), {@code Move Overhead} (ms kept back from every time budget).
 */
public final class UciServer {
    private final BufferedReader in;
    private final PrintStream out;
    private final String name;
    private final Engine engine;
    private Variant variant = Variant.CHESS;
    private boolean chess960;
    private Position start = Position.initial();
    private List<Move> moves = List.of();
    private Thread searching;
    private boolean searchingInfinite;
    private CountDownLatch released;

    public UciServer(BufferedReader in, PrintStream out, String name, long seed) {
        this(in, out, name, seed, false);
    }

    /** With {@code chess960}, UCI_Chess960 starts true. */
    public UciServer(BufferedReader in, PrintStream out, String name, long seed, boolean chess960) {
        this.chess960 = chess960;
        this.in = in;
        this.out = out;
        this.name = name;
        this.engine = new Engine(seed);
    }

    /** Runs until {@code quit} or the end of the input. */
    public void run() throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            String command = line.strip();
            if (command.isEmpty()) {
                continue;
            }
            try {
                if (!handle(command)) {
                    stopSearch();
                    return;
                }
            } catch (InvalidInputException | IllegalArgumentException e) {
                error(e.getMessage());
            } catch (RuntimeException e) {
                error("internal: " + e);
            }
        }
        // the input ended: a search with limits finishes and answers; an infinite one is stopped
        if (!searchingInfinite) {
            waitForSearch();
        }
        stopSearch();
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
            case "stop" -> stopSearch();
            case "ponderhit" -> {
                // no pondering: the search already runs on its own limits
            }
            case "quit" -> {
                return false;
            }
            default -> error("unknown command '" + words[0] + "' (expected uci, isready, ucinewgame, setoption, position, go, stop or quit)");
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
                    throw new InvalidInputException("setoption UCI_Variant: unknown variant '" + value + "' (expected chess or atomic)");
                }
                variant = chosen;
                start = Position.initial(variant);
                moves = List.of();
            }
            case "uci_chess960" -> {
                // C960-NOTATION: the form castling is written in; the position is not changed
                if (value.equalsIgnoreCase("true")) {
                    chess960 = true;
                } else if (value.equalsIgnoreCase("false")) {
                    chess960 = false;
                } else {
                    throw new InvalidInputException("setoption UCI_Chess960: '" + value + "' is not a check value (expected true or false)");
                }
            }
            case "level" -> {
                Level level = Level.byId(value);
                if (level == null) {
                    throw new InvalidInputException("setoption Level: unknown level '" + value + "' (expected easy, medium or hard)");
                }
                engine.setLevel(level);
            }
            case "hash" -> engine.setHashMegabytes(number("setoption Hash", value, 1, Engine.MAX_HASH_MB));
            case "threads" -> number("setoption Threads", value, 1, 1);
            case "seed" -> engine.setSeed(number("setoption Seed", value, 0, Integer.MAX_VALUE));
            case "move overhead" -> engine.setOverheadMillis(number("setoption Move Overhead", value, 0, 5000));
            default -> throw new InvalidInputException("setoption: unknown option '" + option
                    + "' (expected UCI_Variant, UCI_Chess960, Level, Hash, Threads, Seed or Move Overhead)");
        }
    }

    private static int number(String what, String value, int min, int max) {
        long n;
        try {
            n = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new InvalidInputException(what + ": '" + value + "' is not a number");
        }
        if (n < min || n > max) {
            throw new InvalidInputException(what + ": " + n + " is out of range " + min + ".." + max
                    + (max == 1 ? " (the search is single-threaded)" : ""));
        }
        return (int) n;
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
                throw new InvalidInputException("position: expected 'moves' after the position, not '" + words[i] + "'");
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
        refuseWhileSearching("go");
        Limits limits = null;
        long wtime = 0;
        long btime = 0;
        long winc = 0;
        long binc = 0;
        int movestogo = 0;
        int depth = 0;
        long nodes = 0;
        long movetime = 0;
        boolean infinite = false;
        boolean clock = false;
        for (int i = 1; i < words.length; i++) {
            String word = words[i];
            switch (word) {
                case "perft" -> {
                    perft(words.length > i + 1 ? (int) count("go perft", words[i + 1], 0, 20) : -1);
                    return;
                }
                case "infinite" -> infinite = true;
                case "ponder" -> infinite = true;
                case "wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "movetime", "mate" -> {
                    if (i + 1 >= words.length) {
                        throw new InvalidInputException("go " + word + ": a number must follow");
                    }
                    String value = words[++i];
                    switch (word) {
                        case "wtime" -> { wtime = count("go wtime", value, Long.MIN_VALUE, Long.MAX_VALUE); clock = true; }
                        case "btime" -> { btime = count("go btime", value, Long.MIN_VALUE, Long.MAX_VALUE); clock = true; }
                        case "winc" -> winc = Math.max(0, count("go winc", value, Long.MIN_VALUE, Long.MAX_VALUE));
                        case "binc" -> binc = Math.max(0, count("go binc", value, Long.MIN_VALUE, Long.MAX_VALUE));
                        case "movestogo" -> movestogo = (int) count("go movestogo", value, 0, 10000);
                        case "depth" -> depth = (int) count("go depth", value, 1, 100);
                        case "nodes" -> nodes = count("go nodes", value, 1, Long.MAX_VALUE);
                        case "movetime" -> movetime = count("go movetime", value, 0, Long.MAX_VALUE);
                        default -> depth = (int) Math.min(100, 2 * count("go mate", value, 1, 50));
                    }
                }
                case "searchmoves" -> throw new InvalidInputException("go searchmoves is not supported");
                default -> throw new InvalidInputException("go: unknown parameter '" + word
                        + "' (expected depth, nodes, movetime, wtime, btime, winc, binc, movestogo, infinite or perft)");
            }
        }
        if (infinite) {
            limits = Limits.infinite();
        } else if (movetime > 0) {
            limits = Limits.moveTime(movetime);
        } else if (clock) {
            // a clock at zero or below still gets a move: the smallest budget the search knows
            limits = Limits.clock(Math.max(1, wtime), Math.max(1, btime), winc, binc, movestogo);
        } else {
            limits = depth > 0 || nodes > 0 ? Limits.depth(depth) : Limits.infinite();
        }
        limits.withDepth(depth).withNodes(nodes);
        boolean waitForStop = limits.isInfinite();
        searchingInfinite = waitForStop;
        CountDownLatch stop = new CountDownLatch(1);
        released = stop;
        searching = engine.goInBackground(limits, this::info, result -> {
            if (waitForStop) {
                // UCI: after go infinite the best move waits for stop (or quit)
                try {
                    stop.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            bestMove(result);
        }, e -> error("internal: " + e));
    }

    private void perft(int depth) {
        if (depth < 0) {
            throw new InvalidInputException("go perft: a depth must follow");
        }
        Position p = engine.position();
        long total = 0;
        if (depth == 0) {
            total = 1;
        } else {
            Map<String, Long> written = new java.util.TreeMap<>();
            for (Map.Entry<Move, Long> e : new FastGenerator(1).divide(p, depth).entrySet()) {
                written.put(p.move(e.getKey()).uci(chess960), e.getValue());
                total += e.getValue();
            }
            for (Map.Entry<String, Long> e : written.entrySet()) {
                say(e.getKey() + ": " + e.getValue());
            }
        }
        say("");
        say("Nodes searched: " + total);
    }

    private static long count(String what, String value, long min, long max) {
        long n;
        try {
            n = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new InvalidInputException(what + ": '" + value + "' is not a whole number");
        }
        if (n < min || n > max) {
            throw new InvalidInputException(what + ": " + n + " is out of range " + min + ".." + max);
        }
        return n;
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

    private void bestMove(Result r) {
        say("bestmove " + (r.best() == null ? "0000" : written(engine.position(), r.best())));
    }

    /**
     * A move of {@code p} as UCI text (C960-NOTATION): castling marked from the position, then
     * e1g1, or e1h1 with UCI_Chess960; without the position (null) as the move says.
     */
    private String written(Position p, Move m) {
        return (p == null ? m : p.move(m)).uci(chess960);
    }

    /** Ends a running search (its best move is printed) and waits for its thread. */
    private void stopSearch() {
        Thread t = searching;
        if (t == null) {
            return;
        }
        engine.stop();
        released.countDown();
        waitForSearch();
    }

    /**
     * A command that changes what the engine thinks about waits for a search with limits to end
     * (its best move is printed first, as when a GUI sends it after bestmove); while an infinite
     * search runs it is refused: only stop ends that.
     */
    private void refuseWhileSearching(String command) {
        if (searching != null && searching.isAlive() && searchingInfinite) {
            throw new InvalidInputException(command + " during go infinite: send stop first");
        }
        waitForSearch();
    }

    private void waitForSearch() {
        Thread t = searching;
        if (t != null) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        searching = null;
    }

    private void error(String message) {
        say("info string error: " + (message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", "; ")));
    }

    private void say(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
