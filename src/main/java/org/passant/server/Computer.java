package org.passant.server;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.passant.kernel.Piece;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.search.Engine;
import org.passant.search.Level;
import org.passant.search.Limits;
import org.passant.search.Result;

/**
 * The computer seat (PLAY-ONLINE: "a seat nobody fills can be given to the computer"): the engine
 * of search/ in-process, one per worker thread, shared by every board. A move on a clock gets a
 * budget from that clock through the engine's own time management, shrunk by the number of
 * boards waiting for a worker, so that a queue of computer moves does not burn their clocks.
 */
final class Computer implements AutoCloseable {
    /** A board without a clock: the most one move may take. */
    static final long MOVE_MILLIS_WITHOUT_CLOCK = 1000;

    private final int threads;
    private final ExecutorService pool;
    private final ThreadLocal<Engine> engines = ThreadLocal.withInitial(() -> new Engine(0));
    private final AtomicInteger queued = new AtomicInteger();

    Computer(int threads) {
        this.threads = Math.max(1, threads);
        this.pool = Executors.newFixedThreadPool(this.threads, r -> {
            Thread t = new Thread(r, "passant-computer");
            t.setDaemon(true);
            return t;
        });
    }

    /** What the computer needs to choose a move; clocks in milliseconds, 0 for a board without a clock. */
    record Request(Position start, List<Move> moves, Level level, long seed, long whiteMs, long blackMs, long incrementMs) {
    }

    /** Thinks on a worker and hands the move (never null while the position has one) to {@code done}. */
    void think(Request r, Consumer<Move> done) {
        queued.incrementAndGet();
        pool.execute(() -> {
            int waiting = queued.getAndDecrement();
            Move move;
            try {
                move = choose(r, waiting);
            } catch (RuntimeException | StackOverflowError e) {
                List<Move> legal = position(r).legalMoves();
                move = legal.isEmpty() ? null : legal.get(0); // a search bug must not hang the game
            }
            if (move != null) {
                done.accept(move);
            }
        });
    }

    /** Waits while a computer move waits for a worker (an analysis gives way to the games being played). */
    void awaitIdle() {
        while (queued.get() > 0) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static Position position(Request r) {
        Position p = r.start();
        for (Move m : r.moves()) {
            p = p.play(m);
        }
        return p;
    }

    private Move choose(Request r, int waiting) {
        Engine engine = engines.get();
        engine.newGame();
        engine.setLevel(r.level());
        engine.setSeed(r.seed());
        engine.setPosition(r.start(), r.moves());
        Limits limits;
        if (r.whiteMs() > 0 || r.blackMs() > 0) {
            // the boards queued behind this one share the workers: give each its share of our clock
            long share = Math.max(1, (waiting + threads - 1) / threads);
            boolean white = engine.position().sideToMove() == Piece.WHITE;
            long own = Math.max(1, (white ? r.whiteMs() : r.blackMs()) / share);
            long other = white ? r.blackMs() : r.whiteMs();
            limits = white ? Limits.clock(own, other, r.incrementMs() / share, r.incrementMs(), 0)
                    : Limits.clock(other, own, r.incrementMs(), r.incrementMs() / share, 0);
        } else {
            limits = Limits.moveTime(MOVE_MILLIS_WITHOUT_CLOCK);
        }
        Result result = engine.go(limits, null);
        return result.best();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
