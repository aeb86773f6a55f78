package org.passant.search;

import java.util.List;
import java.util.function.Consumer;

import org.passant.fast.SearchBoard;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Variant;

/**
 * The computer player (PLAY-COMPUTER): a position with the moves that led to it (for
 * repetition), a level, a transposition table of a chosen size and a seed, and a search. One
 * search at a time; {@link #stop} may be called from another thread. Single-threaded: the
 * search uses one core.
 */
public final class Engine {
    /** The default transposition table size. */
    public static final int DEFAULT_HASH_MB = 16;
    public static final int MAX_HASH_MB = 4096;
    /** What a reply costs on the way to the referee (the pipe, the JVM's pauses): kept back from every time budget. */
    public static final long DEFAULT_OVERHEAD_MS = 50;

    private final TranspositionTable table;
    private final Search search;
    private Level level = Level.HARD;
    private long seed;
    private long overheadMillis = DEFAULT_OVERHEAD_MS;
    private SearchBoard board;
    private Position position = Position.initial();
    /** Games begun since construction: mixed into the seed, so a level varies from game to game yet replays a session exactly. */
    private long games;

    /** A hard engine with the default table and the given seed. */
    public Engine(long seed) {
        this.seed = seed;
        this.table = new TranspositionTable(DEFAULT_HASH_MB);
        this.search = new Search(table);
        setPosition(Position.initial(), List.of());
    }

    public Level level() {
        return level;
    }

    public void setLevel(Level level) {
        this.level = level;
    }

    public void setSeed(long seed) {
        this.seed = seed;
    }

    public long seed() {
        return seed;
    }

    private long gameSeed() {
        return seed + games * 0x9E3779B97F4A7C15L;
    }

    /** Resizes (and clears) the transposition table. */
    public void setHashMegabytes(int megabytes) {
        if (megabytes < 1 || megabytes > MAX_HASH_MB) {
            throw new IllegalArgumentException("Hash must be 1 to " + MAX_HASH_MB + " MB, not " + megabytes);
        }
        table.resize(megabytes);
    }

    public void setOverheadMillis(long millis) {
        this.overheadMillis = Math.max(0, millis);
    }

    /** A new game: what was learned about other positions is forgotten. */
    public void newGame() {
        table.clear();
        search.clearHistory();
        games++;
    }

    /** Whether the engine plays a variant (those the fast generator implements). */
    public static boolean supports(Variant variant) {
        return SearchBoard.supports(variant);
    }

    /** The position to think about: {@code start} and the legal moves played from it (checked by the kernel). */
    public void setPosition(Position start, List<Move> moves) {
        Position p = start;
        for (Move m : moves) {
            p = p.play(m);
        }
        SearchBoard b = SearchBoard.of(start, moves.size() + Search.MAX_PLY + 8);
        int[] scratch = new int[SearchBoard.MAX_MOVES];
        for (Move m : moves) {
            int packed = b.find(m, scratch, 0);
            if (packed == 0) {
                throw new IllegalStateException("the fast generator lacks the kernel's legal move " + m.uci() + ": a bug");
            }
            b.play(packed);
        }
        this.position = p;
        this.board = b;
    }

    /** The position after the moves, as the kernel sees it. */
    public Position position() {
        return position;
    }

    /** Thinks within the limits and returns the move to play; {@code report} hears each iteration (may be null). */
    public Result go(Limits limits, Consumer<Info> report) {
        search.arm();
        return search.run(board, limits, level, gameSeed(), overheadMillis, report);
    }

    /**
     * Starts thinking on a new thread and returns it; {@code done} receives the result there. A
     * {@link #stop} from the caller's thread after this returns always reaches the search. Should
     * the search fail (a bug), {@code failed} hears why and {@code done} still receives a legal
     * move, the first of the kernel's list, so that a game never waits for an answer.
     */
    public Thread goInBackground(Limits limits, Consumer<Info> report, Consumer<Result> done, Consumer<Throwable> failed) {
        search.arm();
        Thread t = new Thread(() -> {
            Result result;
            try {
                result = search.run(board, limits, level, gameSeed(), overheadMillis, report);
            } catch (RuntimeException | StackOverflowError e) {
                failed.accept(e);
                List<Move> legal = position.legalMoves();
                result = new Result(legal.isEmpty() ? null : legal.get(0), 0, 0, 0, 0, List.of());
            }
            done.accept(result);
        }, "passant-search");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Ends a running {@link #go} soon; it returns its best move so far. */
    public void stop() {
        search.stop();
    }
}
