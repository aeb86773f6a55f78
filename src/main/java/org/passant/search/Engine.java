package org.passant.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import org.passant.fast.SearchBoard;
import org.passant.position.Move;
import org.passant.position.Position;

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
    /**
     * For matches between two builds at a fixed number of nodes per move (bench/ab.sh), whatever
     * the load of the machine: the system property {@code passant.search.nodes}, when set, replaces
     * every search's limits by that many nodes. Unset (0) in play.
     */
    private static final long FIXED_NODES = Long.getLong("passant.search.nodes", 0);

    private final TranspositionTable table;
    private final Search search;
    private Level level = Level.HARD;
    private long seed;
    private long overheadMillis = DEFAULT_OVERHEAD_MS;
    /** The lag the opponent's clock showed beyond our own thinking (decaying maximum), learned from the clocks of successive moves. */
    private long observedLag;
    /** Our clock, increment and planned thinking time at the last move played on a clock, for {@link #learnLag}; -1 when there is none. */
    private long lastClock = -1;
    private long lastIncrement;
    private long lastThinking;
    private int lastPly = -1;
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
        try {
            table.resize(megabytes);
        } catch (OutOfMemoryError e) {
            table.resize(DEFAULT_HASH_MB);
            throw new IllegalArgumentException("Hash " + megabytes + " MB does not fit in the JVM's heap (at most "
                    + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MB; java -Xmx sets it): kept " + DEFAULT_HASH_MB + " MB");
        }
    }

    public void setOverheadMillis(long millis) {
        this.overheadMillis = Math.max(0, millis);
    }

    /** A new game: what was learned about other positions is forgotten. */
    public void newGame() {
        table.clear();
        search.clearHistory();
        games++;
        lastClock = -1;
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

    /**
     * The static evaluation of a position, in centipawns for the side to move, with the weights the
     * engine plays (the fitted ones where {@code Weights} found them): what the search scores a quiet
     * leaf before it looks further.
     */
    public static int evaluate(Position position) {
        return new Evaluation().evaluate(SearchBoard.of(position, 1));
    }

    /** The position after the moves, as the kernel sees it. */
    public Position position() {
        return position;
    }

    /** Thinks within the limits and returns the move to play; {@code report} hears each iteration (may be null). */
    public Result go(Limits limits, Consumer<Info> report) {
        search.arm();
        return think(limits, report);
    }

    private Result think(Limits given, Consumer<Info> report) {
        Limits limits = FIXED_NODES > 0 ? Limits.nodes(FIXED_NODES) : given;
        long overhead = learnLag(limits);
        Result r = search.run(board, limits, level, gameSeed(), overhead, report);
        if (limits.hasClock()) {
            boolean white = board.whiteToMove();
            lastClock = white ? limits.whiteTime : limits.blackTime;
            lastIncrement = white ? limits.whiteIncrement : limits.blackIncrement;
            // thinking beyond the plan (a stalled thread, a loaded machine) is counted as lag: it will recur
            lastThinking = Math.min(r.millis(), search.plannedMillis());
            lastPly = board.played();
        }
        return r;
    }

    /**
     * The overhead to keep back this move: the option, or more when the clocks showed more. Our
     * clock now should be our clock at our last move, less what we thought, plus the increment;
     * what is missing beyond that was lost on the way (the pipe, a loaded machine, the referee),
     * and will be lost again.
     */
    private long learnLag(Limits limits) {
        if (limits.hasClock() && lastClock >= 0 && board.played() == lastPly + 2) {
            long now = board.whiteToMove() ? limits.whiteTime : limits.blackTime;
            long lag = lastClock - lastThinking + lastIncrement - now;
            observedLag = Math.max(observedLag * 3 / 4, lag);
        }
        return Math.max(overheadMillis, observedLag * 3 / 2);
    }

    /**
     * Analyses a game: the position after each of {@code moves} from {@code start}, and {@code
     * start} itself, each searched by the hard level within {@code perPosition} (a node count or
     * a move time; a clock is read as for one move), one entry per position in the game's order
     * ({@code moves.size() + 1} of them). The positions are searched from the last to the first, so
     * that what the table learned about a later position serves the earlier ones. The engine's
     * level is restored after; its position is left at {@code start}.
     */
    public List<Analysis> analyse(Position start, List<Move> moves, Limits perPosition) {
        Level played = level;
        Analysis[] entries = new Analysis[moves.size() + 1];
        try {
            level = Level.HARD;
            for (int i = moves.size(); i >= 0; i--) {
                setPosition(start, moves.subList(0, i));
                Move next = i < moves.size() ? moves.get(i) : null;
                boolean white = board.whiteToMove();
                if (!board.hasKing(white) || board.countMoves() == 0) {
                    // the game is over here: a king exploded (AT-WIN-EXPLOSION), checkmate or stalemate (GM-MATE)
                    boolean lost = !board.hasKing(white) || board.inCheck();
                    int value = lost ? (white ? -Analysis.MATE_VALUE : Analysis.MATE_VALUE) : 0;
                    entries[i] = new Analysis(i, next, null, value, null, 0, 0);
                    continue;
                }
                search.arm();
                Result r = search.run(board, perPosition, Level.HARD, gameSeed(), 0, null);
                int score = white ? r.score() : -r.score();
                Integer mate = Search.mateIn(score);
                entries[i] = new Analysis(i, next, r.best(), mate == null ? score : 0, mate, r.depth(), r.nodes());
            }
        } finally {
            level = played;
            setPosition(start, List.of());
        }
        return new ArrayList<>(Arrays.asList(entries));
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
                result = think(limits, report);
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
