package org.passant.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

import org.passant.game.Game;
import org.passant.game.Outcome;
import org.passant.kernel.Piece;
import org.passant.notation.San;
import org.passant.notation.Uci;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.search.Engine;
import org.passant.search.Info;
import org.passant.search.Level;
import org.passant.search.Limits;
import org.passant.search.Result;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The analysis of an ended game (issue 45): every position of the game searched by the project's
 * engine (search/, through its public API) to a fixed number of nodes, the evaluation after each
 * ply from White's side, the engine's best move where the ply was played, and a judgement of the
 * ply (inaccuracy, mistake, blunder) by the drop in the mover's expected score, as lichess judges.
 * Analyses run on their own bounded pool (at most {@link #QUEUED} waiting) and give way to the
 * computer seats: a position is not started while a computer move waits for a worker, so an
 * analysis never starves the games being played.
 */
final class Analyst implements AutoCloseable {
    /** The engine's budget per position (--analysis-nodes): a 60-move game (121 positions) in about a minute on one core. */
    static final long NODES = 120_000;
    /** Analyses waiting for the pool beyond those running; more are refused (503). */
    static final int QUEUED = 16;
    /** The logistic of lichess's expected score: win% = 50 + 50 (2 / (1 + e^(-k cp)) - 1). */
    static final double WIN_K = 0.00368208;

    /** An answer: its HTTP status (200 done, 202 running) and body. */
    record Answer(int status, ObjectNode body) {
    }

    /** Where the analyses are kept (the board's row). */
    interface Storage {
        String load(String code);

        void save(String code, String json);
    }

    private final Storage storage;
    private final long nodes;
    private final Computer computer;
    private final ThreadPoolExecutor pool;
    private final ThreadLocal<Engine> engines = ThreadLocal.withInitial(() -> new Engine(45));
    private final Map<String, ObjectNode> running = new ConcurrentHashMap<>();
    /** Analyses made but not stored (the database did not take them): served from here. */
    private final Map<String, ObjectNode> unsaved = new ConcurrentHashMap<>();
    private volatile BiConsumer<String, ObjectNode> progress = (code, event) -> { };

    Analyst(Storage storage, int threads, long nodes, Computer computer) {
        this.storage = storage;
        this.nodes = nodes;
        this.computer = computer;
        int n = Math.max(1, threads);
        this.pool = new ThreadPoolExecutor(n, n, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(QUEUED), r -> {
            Thread t = new Thread(r, "passant-analysis");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
    }

    /** Who hears each position done: {"type": "analysis", "done", "total"} for the board {@code code}. */
    void onProgress(BiConsumer<String, ObjectNode> listener) {
        this.progress = listener;
    }

    /** Starts the analysis of an ended board unless it is running or made; {@code moves} reads its moves. */
    Answer start(Board b, Supplier<List<Store.MoveRow>> moves) {
        String code = b.code;
        ObjectNode busy = running.get(code);
        if (busy != null) {
            return new Answer(202, progressOf(busy));
        }
        ObjectNode made = made(code);
        if (made != null) {
            return new Answer(200, made);
        }
        List<Store.MoveRow> rows = moves.get();
        ObjectNode state = JsonNodeFactory.instance.objectNode().put("status", "running").put("done", 0)
                .put("total", rows.size() + 1);
        if (running.putIfAbsent(code, state) != null) {
            return new Answer(202, progressOf(running.get(code)));
        }
        try {
            pool.execute(() -> run(code, b.start, b.chess960, rows, state));
        } catch (RejectedExecutionException e) {
            running.remove(code);
            throw new ApiException(503, "the server is analysing " + QUEUED + " games already: try again in a minute")
                    .keyed("analysis-busy");
        }
        return new Answer(202, progressOf(state));
    }

    /** GET: the analysis as far as it goes; 404 when never started. */
    ObjectNode get(String code) {
        ObjectNode busy = running.get(code);
        if (busy != null) {
            return progressOf(busy);
        }
        ObjectNode made = made(code);
        if (made == null) {
            throw ApiException.notFound("board " + code + " has no analysis: start it with POST").keyed("no-analysis", "code", code);
        }
        return made;
    }

    private ObjectNode made(String code) {
        ObjectNode kept = unsaved.get(code);
        if (kept != null) {
            return kept;
        }
        String json = storage.load(code);
        return json == null ? null : (ObjectNode) Requests.parse(json);
    }

    private static ObjectNode progressOf(ObjectNode state) {
        synchronized (state) {
            return state.deepCopy();
        }
    }

    private void run(String code, Position start, boolean chess960, List<Store.MoveRow> rows, ObjectNode state) {
        try {
            ObjectNode done = analyse(code, start, chess960, rows, state);
            try {
                storage.save(code, done.toString());
            } catch (RuntimeException e) {
                unsaved.put(code, done);
            }
        } catch (RuntimeException e) {
            System.err.println("passant serve: the analysis of " + code + " failed: " + e);
        } finally {
            running.remove(code);
        }
    }

    /** Searches every position, start to end, and judges every ply. */
    private ObjectNode analyse(String code, Position start, boolean chess960, List<Store.MoveRow> rows, ObjectNode state) {
        List<Move> moves = new ArrayList<>();
        List<Position> positions = new ArrayList<>();
        Position p = start;
        positions.add(p);
        for (Store.MoveRow r : rows) {
            Move m = Uci.parseLegal(p, r.uci(), chess960);
            moves.add(m);
            p = p.play(m);
            positions.add(p);
        }
        Engine engine = engines.get();
        engine.newGame();
        engine.setLevel(Level.HARD);
        Eval[] evals = new Eval[positions.size()];
        Move[] best = new Move[positions.size()];
        for (int i = 0; i < positions.size(); i++) {
            computer.awaitIdle(); // the games being played first
            Position at = positions.get(i);
            Outcome over = new Game(at).outcome().orElse(null);
            if (over != null || i > 0 && repeatsThrice(positions, i)) {
                evals[i] = over == null ? new Eval(0, null, 0) : new Eval(0, over.winner() == 0 ? null : 0, over.winner());
            } else {
                engine.setPosition(start, moves.subList(0, i));
                Info[] last = new Info[1];
                Result r = engine.go(Limits.nodes(nodes), info -> last[0] = info);
                int white = at.sideToMove() == Piece.WHITE ? 1 : -1;
                Integer mate = last[0] == null || last[0].mateIn() == null ? null : last[0].mateIn() * white;
                evals[i] = new Eval(r.score() * white, mate, 0);
                best[i] = r.best();
            }
            synchronized (state) {
                state.put("done", i + 1);
            }
            progress.accept(code, JsonNodeFactory.instance.objectNode().put("type", "analysis").put("done", i + 1)
                    .put("total", positions.size()));
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("status", "done");
        out.put("done", positions.size());
        out.put("total", positions.size());
        ArrayNode plies = out.putArray("plies");
        for (int i = 0; i < positions.size(); i++) {
            ObjectNode n = plies.addObject();
            n.put("ply", i);
            n.put("san", i == 0 ? null : rows.get(i - 1).san());
            n.set("eval", evals[i].json());
            Move alternative = i == 0 ? null : best[i - 1];
            Position before = i == 0 ? null : positions.get(i - 1);
            n.put("best", alternative == null ? null : before.move(alternative).uci(chess960));
            n.put("bestSan", alternative == null ? null : San.format(before, before.move(alternative)));
            n.put("judgement", i == 0 ? null : judgement(evals[i - 1], evals[i], before.sideToMove()));
        }
        return out;
    }

    /** Whether position {@code i} is the third occurrence of itself (the game ended there by repetition). */
    private static boolean repeatsThrice(List<Position> positions, int i) {
        int n = 0;
        for (int k = 0; k <= i; k++) {
            if (positions.get(k).repetitionKey().equals(positions.get(i).repetitionKey())) {
                n++;
            }
        }
        return n >= 3;
    }

    /**
     * An evaluation from White's side: centipawns, or a mate in {@code mate} moves (positive: White
     * mates); after the game's end, mate 0 and the winner ({@code winner} 0 with mate null: a draw).
     */
    record Eval(int cp, Integer mate, int winner) {
        ObjectNode json() {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            if (mate == null) {
                o.put("cp", cp);
            } else {
                o.put("mate", mate);
                if (mate == 0) {
                    o.put("winner", winner == Piece.WHITE ? "white" : "black");
                }
            }
            return o;
        }

        /** White's expected score in percent. */
        double whiteWin() {
            if (mate != null) {
                int sign = mate == 0 ? winner : Integer.signum(mate);
                return sign > 0 ? 100 : 0;
            }
            return 50 + 50 * (2 / (1 + Math.exp(-WIN_K * cp)) - 1);
        }
    }

    /** The ply's judgement from the mover's side: a drop in expected score of 10, 20, 30 points or more. */
    static String judgement(Eval before, Eval after, int mover) {
        double drop = mover == Piece.WHITE ? before.whiteWin() - after.whiteWin() : after.whiteWin() - before.whiteWin();
        if (drop >= 30) {
            return "blunder";
        }
        if (drop >= 20) {
            return "mistake";
        }
        if (drop >= 10) {
            return "inaccuracy";
        }
        return null;
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
