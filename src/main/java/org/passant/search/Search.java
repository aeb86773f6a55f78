package org.passant.search;

import static org.passant.fast.SearchBoard.KING;
import static org.passant.fast.SearchBoard.PAWN;
import static org.passant.fast.SearchBoard.QUEEN;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

import org.passant.fast.SearchBoard;
import org.passant.position.Move;

/**
 * The game-tree search on the fast generator's {@link SearchBoard}: iterative deepening with
 * aspiration windows, principal variation search, a transposition table, quiescence search,
 * move ordering (table move, captures by MVV-LVA and static exchange in chess or by the blast's
 * balance in atomic chess, killer moves, history), null move pruning, late move reductions,
 * futility and late move pruning (chess), and a check extension. Every array is made once, so
 * a search allocates nothing per node; it allocates only to report an iteration.
 *
 * <p>Scores are centipawns for the side to move; a mate (or, in atomic chess, an exploded king,
 * AT-WIN-EXPLOSION) in {@code n} plies scores {@code MATE - n}.
 */
final class Search {
    static final int MAX_PLY = 120;
    static final int MATE = 30000;
    static final int INFINITE = 31000;
    /** Scores beyond this are mates. */
    static final int MATE_BOUND = MATE - 2 * MAX_PLY;

    private static final int STACK_PER_PLY = 256;
    private static final int[] SEE_VALUE = {0, 100, 320, 330, 500, 950, 20000};
    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                REDUCTION[d][m] = (int) (0.75 + Math.log(d) * Math.log(m) / 2.25);
            }
        }
    }

    private final TranspositionTable tt;
    private SearchBoard board;
    private final int[] moves = new int[MAX_PLY * STACK_PER_PLY + SearchBoard.MAX_MOVES];
    private final int[] scores = new int[moves.length];
    private final int[] killers = new int[2 * (MAX_PLY + 1)];
    private final int[] history = new int[2 * 64 * 64];
    private final int[] pv = new int[(MAX_PLY + 1) * (MAX_PLY + 1)];
    private final int[] pvLength = new int[MAX_PLY + 1];
    private final int[] swap = new int[40];
    /** Evaluations by position key: a position is often evaluated again (transpositions, re-searches). */
    private static final int EVAL_CACHE = 1 << 16;
    private final long[] evalKeys = new long[EVAL_CACHE];
    private final int[] evalScores = new int[EVAL_CACHE];
    private final Evaluation evaluation = new Evaluation();
    private final int[] rootMoves = new int[SearchBoard.MAX_MOVES];
    private final int[] rootScores = new int[SearchBoard.MAX_MOVES];
    private int rootCount;
    /** The root moves and scores of the last completed iteration, for a level's choice. */
    private final int[] chosenMoves = new int[SearchBoard.MAX_MOVES];
    private final int[] chosenScores = new int[SearchBoard.MAX_MOVES];
    private int chosenCount;

    private long nodes;
    /** The game's moves before the root ({@link SearchBoard#played} there): repetition tells the game's positions from the search's. */
    private int root;
    private int seldepth;
    private boolean stopped;
    private volatile boolean stopRequested;
    private long startNanos;
    private long hardDeadline;
    /** The time never to exceed in milliseconds (Long.MAX_VALUE without a limit), as planned. */
    private long hardMillis;
    private long softMillis;
    private long nodeLimit;
    private int margin;

    Search(TranspositionTable tt) {
        this.tt = tt;
    }

    /** Asks a running search to stop; it returns its best move so far. Safe from any thread. */
    void stop() {
        stopRequested = true;
    }

    /** Clears an earlier stop request; called before a search starts, on the thread that will ask it to stop. */
    void arm() {
        stopRequested = false;
    }

    /** Forgets what was learned from earlier games (history and killers; the table is cleared by its owner). */
    void clearHistory() {
        java.util.Arrays.fill(history, 0);
        java.util.Arrays.fill(killers, 0);
    }

    long nodes() {
        return nodes;
    }

    /**
     * Searches the board's position within the limits and the level; {@code seed} fixes the
     * level's random choice. {@code report} hears each completed iteration (may be null).
     */
    Result run(SearchBoard root, Limits limits, Level level, long seed, long overheadMillis, Consumer<Info> report) {
        this.board = root;
        board.reserve(MAX_PLY + 8);
        this.root = board.played();
        startNanos = System.nanoTime();
        stopped = false;
        nodes = 0;
        seldepth = 0;
        tt.newSearch();
        margin = level.margin;
        int maxDepth = limits.depth > 0 ? limits.depth : MAX_PLY - 8;
        if (level.depth > 0) {
            maxDepth = Math.min(maxDepth, level.depth);
        }
        nodeLimit = limits.nodes > 0 ? limits.nodes : Long.MAX_VALUE;
        if (level.nodes > 0) {
            nodeLimit = Math.min(nodeLimit, level.nodes);
        }
        plan(limits, overheadMillis);

        rootCount = board.generate(rootMoves, 0);
        if (rootCount == 0) {
            return new Result(null, board.inCheck() ? -MATE : 0, 0, 0, 0, List.of());
        }
        orderRoot();
        int bestMove = rootMoves[0];
        int bestScore = 0;
        int completed = 0;
        for (int depth = 1; depth <= maxDepth; depth++) {
            int score = aspirate(depth, bestScore);
            if (stopped) {
                // a partly searched iteration counts when it searched a move fully (the previous best comes first)
                if (pvLength[0] > 0 && (completed == 0 || score > bestScore)) {
                    bestMove = pv[0];
                }
                break;
            }
            completed = depth;
            bestMove = pvLength[0] > 0 ? pv[0] : rootMoves[0];
            bestScore = score;
            chosenCount = rootCount;
            System.arraycopy(rootMoves, 0, chosenMoves, 0, rootCount);
            System.arraycopy(rootScores, 0, chosenScores, 0, rootCount);
            if (report != null) {
                report.accept(info(depth, score));
            }
            if (margin == 0 && Math.abs(score) >= MATE_BOUND && depth > 2 * (MATE - Math.abs(score)) + 2) {
                break; // a mate found with room to spare: deeper iterations cannot change it
            }
            if (softMillis > 0 && elapsedMillis() > softMillis / 2) {
                break; // the next iteration would most likely not finish in time
            }
        }
        if (margin > 0 && completed > 0) {
            bestMove = chooseWithinMargin(seed);
        }
        List<Move> line = new ArrayList<>();
        if (pvLength[0] > 0 && pv[0] == bestMove) {
            for (int i = 0; i < pvLength[0]; i++) {
                line.add(SearchBoard.toMove(pv[i]));
            }
        } else {
            line.add(SearchBoard.toMove(bestMove));
        }
        return new Result(SearchBoard.toMove(bestMove), bestScore, completed, nodes, elapsedMillis(), line);
    }

    /**
     * The time to aim for and the time never to exceed, from the clocks or the fixed move time.
     * With clocks, the time to the next control (the clock plus the increments still to come)
     * is shared over the moves to go, each move's overhead (the pipe, the scheduler, the JVM's
     * pauses: what the opponent's clock sees on top of our thinking) taken off first; no move
     * spends more than a quarter of the clock. So the clock never runs down: when it is low,
     * moves are made at once and each increment adds more than the move costs.
     */
    private void plan(Limits limits, long overhead) {
        hardDeadline = Long.MAX_VALUE;
        hardMillis = Long.MAX_VALUE;
        softMillis = 0;
        if (limits.moveTime > 0) {
            long budget = Math.max(1, limits.moveTime - overhead);
            hardMillis = budget;
            hardDeadline = startNanos + budget * 1_000_000;
        } else if (limits.hasClock()) {
            boolean white = board.whiteToMove();
            long time = white ? limits.whiteTime : limits.blackTime;
            long increment = white ? limits.whiteIncrement : limits.blackIncrement;
            int togo = limits.movesToGo > 0 ? Math.min(limits.movesToGo, 40) : 30;
            long total = time + increment * (togo - 1) - overhead * togo;
            long soft = Math.max(1, total / togo);
            long hard = Math.max(1, Math.min(soft * 3, time / 4 - overhead));
            softMillis = Math.min(soft, hard);
            hardMillis = hard;
            hardDeadline = startNanos + hard * 1_000_000;
        }
    }

    /** The last search's time never to exceed, in milliseconds (Long.MAX_VALUE when it had no time limit). */
    long plannedMillis() {
        return hardMillis;
    }

    private long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /** Root moves: the table's best first, then by the same ordering as inside the tree. */
    private void orderRoot() {
        long entry = tt.probe(board.key());
        int ttMove = entry != 0 ? TranspositionTable.move(entry) : 0;
        for (int i = 0; i < rootCount; i++) {
            rootScores[i] = scoreMove(rootMoves[i], ttMove, 0);
        }
        sortRoot();
    }

    private void sortRoot() {
        for (int i = 1; i < rootCount; i++) {
            int m = rootMoves[i];
            int s = rootScores[i];
            int j = i - 1;
            while (j >= 0 && rootScores[j] < s) {
                rootMoves[j + 1] = rootMoves[j];
                rootScores[j + 1] = rootScores[j];
                j--;
            }
            rootMoves[j + 1] = m;
            rootScores[j + 1] = s;
        }
    }

    /** One iteration with an aspiration window around the last score, widened on failure. */
    private int aspirate(int depth, int previous) {
        if (depth < 4 || margin > 0 || Math.abs(previous) >= MATE_BOUND) {
            return root(depth, -INFINITE, INFINITE);
        }
        int delta = 25;
        int alpha = Math.max(-INFINITE, previous - delta);
        int beta = Math.min(INFINITE, previous + delta);
        while (true) {
            int score = root(depth, alpha, beta);
            if (stopped) {
                return score;
            }
            if (score <= alpha) {
                alpha = Math.max(-INFINITE, score - delta);
            } else if (score >= beta) {
                beta = Math.min(INFINITE, score + delta);
            } else {
                return score;
            }
            delta *= 2;
            if (delta > 800) {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    /**
     * The root: every legal move, the previous best first. With a level's margin the window's
     * floor stays {@code margin} below the best score so far, so every move that may be chosen
     * gets an exact score; the others are marked {@link #UNSCORED}.
     */
    private int root(int depth, int alpha, int beta) {
        int best = -INFINITE;
        pvLength[0] = 0;
        for (int i = 0; i < rootCount; i++) {
            int move = rootMoves[i];
            int floor = margin > 0 && best > -INFINITE ? Math.max(alpha, best - margin) : alpha;
            board.play(move);
            int score;
            if (i == 0) {
                score = -search(-beta, -floor, depth - 1, 1, false);
            } else {
                score = -search(-floor - 1, -floor, depth - 1, 1, true);
                if (score > floor && score < beta && !stopped) {
                    score = -search(-beta, -floor, depth - 1, 1, false);
                }
            }
            board.undo();
            if (stopped) {
                for (int j = i; j < rootCount; j++) {
                    rootScores[j] = UNSCORED;
                }
                break;
            }
            rootScores[i] = i == 0 || score > floor ? score : UNSCORED;
            if (score > best) {
                best = score;
                updatePv(0, move);
                if (margin == 0 && score > alpha) {
                    alpha = score;
                    if (score >= beta) {
                        for (int j = i + 1; j < rootCount; j++) {
                            rootScores[j] = UNSCORED;
                        }
                        break;
                    }
                }
            }
        }
        if (!stopped) {
            // the next iteration searches the best move first, the others by this iteration's scores
            sortRoot();
        }
        return best;
    }

    /** The root score of a move searched only against a bound. */
    private static final int UNSCORED = -INFINITE + 1;

    /** The level's choice: among the exactly scored root moves of the last completed iteration, the best score raised by a random amount up to the margin. */
    private int chooseWithinMargin(long seed) {
        SplittableRandom random = new SplittableRandom(seed ^ board.key());
        int best = -INFINITE;
        for (int i = 0; i < chosenCount; i++) {
            best = Math.max(best, chosenScores[i]);
        }
        if (Math.abs(best) >= MATE_BOUND) {
            return chosenMoves[0]; // a mate, given or taken: no level plays into or past it at random
        }
        int chosen = chosenMoves[0];
        int top = Integer.MIN_VALUE;
        for (int i = 0; i < chosenCount; i++) {
            int noise = random.nextInt(margin + 1);
            if (chosenScores[i] != UNSCORED && chosenScores[i] >= best - margin && chosenScores[i] + noise > top) {
                top = chosenScores[i] + noise;
                chosen = chosenMoves[i];
            }
        }
        return chosen;
    }

    private Info info(int depth, int score) {
        List<Move> line = new ArrayList<>();
        for (int i = 0; i < pvLength[0]; i++) {
            line.add(SearchBoard.toMove(pv[i]));
        }
        Integer mate = null;
        if (score >= MATE_BOUND) {
            mate = (MATE - score + 1) / 2;
        } else if (score <= -MATE_BOUND) {
            mate = -(MATE + score) / 2;
        }
        return new Info(depth, seldepth, score, mate, nodes, elapsedMillis(), tt.hashfull(), line);
    }

    private void updatePv(int ply, int move) {
        int row = ply * (MAX_PLY + 1);
        int child = (ply + 1) * (MAX_PLY + 1);
        pv[row + ply] = move;
        int n = pvLength[ply + 1];
        for (int i = ply + 1; i < n; i++) {
            pv[row + i] = pv[child + i];
        }
        pvLength[ply] = Math.max(n, ply + 1);
    }

    private void checkLimits() {
        if (stopRequested || nodes >= nodeLimit || ((nodes & 1023) == 0 && System.nanoTime() >= hardDeadline)) {
            stopped = true;
        }
    }

    /** Principal variation search below the root. */
    private int search(int alpha, int beta, int depth, int ply, boolean cutNode) {
        pvLength[ply] = ply;
        if (!board.hasKing(board.whiteToMove())) {
            return -MATE + ply; // AT-WIN-EXPLOSION: the last move exploded our king
        }
        if (board.halfmoveClock() >= 100 || board.isRepetition(root)) {
            return 0;
        }
        if (ply >= MAX_PLY - 2) {
            return evaluate();
        }
        // no line can be better than mating now, nor worse than being mated now
        alpha = Math.max(alpha, -MATE + ply);
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        boolean inCheck = board.inCheck();
        if (inCheck) {
            depth++;
        }
        if (depth <= 0) {
            return quiesce(alpha, beta, ply);
        }
        nodes++;
        checkLimits();
        if (stopped) {
            return 0;
        }
        seldepth = Math.max(seldepth, ply);
        boolean pvNode = beta - alpha > 1;
        long key = board.key();
        long entry = tt.probe(key);
        int ttMove = 0;
        if (entry != 0) {
            ttMove = TranspositionTable.move(entry);
            int ttScore = fromTable(TranspositionTable.score(entry), ply);
            int bound = TranspositionTable.bound(entry);
            if (!pvNode && TranspositionTable.depth(entry) >= depth
                    && (bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && ttScore >= beta
                            || bound == TranspositionTable.UPPER && ttScore <= alpha)) {
                return ttScore;
            }
        }
        boolean atomic = board.atomic();
        int staticEval = inCheck ? -INFINITE : evaluate();
        if (!pvNode && !inCheck) {
            // reverse futility: far above beta with little depth left
            if (!atomic && depth <= 3 && staticEval - 120 * depth >= beta && Math.abs(beta) < MATE_BOUND) {
                return staticEval;
            }
            // null move: even passing keeps us above beta, so a real move will too
            long pieces = board.side(board.whiteToMove()) & ~board.pieces(PAWN) & ~board.pieces(KING);
            if (depth >= 3 && staticEval >= beta && pieces != 0 && Math.abs(beta) < MATE_BOUND) {
                int r = 2 + depth / 4;
                board.playNull();
                int score = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, !cutNode);
                board.undo();
                if (stopped) {
                    return 0;
                }
                if (score >= beta) {
                    return score >= MATE_BOUND ? beta : score;
                }
            }
        }

        int start = ply * STACK_PER_PLY;
        int end = board.generate(moves, start);
        if (end == start) {
            return inCheck ? -MATE + ply : 0; // GM-MATE: checkmate, or stalemate
        }
        for (int i = start; i < end; i++) {
            scores[i] = scoreMove(moves[i], ttMove, ply);
        }
        int best = -INFINITE;
        int bestMove = 0;
        int bound = TranspositionTable.UPPER;
        int searched = 0;
        boolean white = board.whiteToMove();
        for (int i = start; i < end; i++) {
            int move = pick(i, end, start);
            boolean quiet = !board.isCapture(move) && SearchBoard.promotion(move) == 0;
            board.play(move);
            boolean givesCheck = board.inCheck();
            if (!pvNode && !inCheck && !givesCheck && !atomic && quiet && best > -MATE_BOUND && searched > 0
                    && (depth <= 3 && searched >= 4 + depth * depth || depth <= 2 && staticEval + 100 + 100 * depth <= alpha)) {
                // late move pruning and futility: quiet moves late in a shallow node rarely matter (checks always do)
                board.undo();
                continue;
            }
            int score;
            if (searched == 0) {
                score = -search(-beta, -alpha, depth - 1, ply + 1, false);
            } else {
                int reduction = 0;
                if (depth >= 3 && searched >= (pvNode ? 4 : 2) && quiet && !inCheck && !givesCheck) {
                    reduction = REDUCTION[Math.min(depth, 63)][Math.min(searched, 63)];
                    if (pvNode) {
                        reduction--;
                    }
                    if (cutNode) {
                        reduction++;
                    }
                    if (move == killers[2 * ply] || move == killers[2 * ply + 1]) {
                        reduction--;
                    }
                    reduction = Math.max(0, Math.min(reduction, depth - 2));
                }
                score = -search(-alpha - 1, -alpha, depth - 1 - reduction, ply + 1, true);
                if (reduction > 0 && score > alpha) {
                    score = -search(-alpha - 1, -alpha, depth - 1, ply + 1, !cutNode);
                }
                if (score > alpha && score < beta) {
                    score = -search(-beta, -alpha, depth - 1, ply + 1, false);
                }
            }
            board.undo();
            if (stopped) {
                return 0;
            }
            searched++;
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    bound = TranspositionTable.EXACT;
                    updatePv(ply, move);
                    if (score >= beta) {
                        bound = TranspositionTable.LOWER;
                        if (quiet) {
                            rememberQuiet(move, ply, depth, white, start, i);
                        }
                        break;
                    }
                }
            }
        }
        if (searched == 0) {
            // every move was pruned: a fail low at the static evaluation
            return alpha;
        }
        tt.store(key, bestMove, toTable(best, ply), depth, bound);
        return best;
    }

    /** A quiet move that refuted: a killer of this ply, and history for it against the quiet moves tried before it. */
    private void rememberQuiet(int move, int ply, int depth, boolean white, int start, int at) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        int bonus = Math.min(depth * depth, 400);
        addHistory(move, white, bonus);
        for (int j = start; j < at; j++) {
            int other = moves[j];
            if (!board.isCapture(other) && SearchBoard.promotion(other) == 0) {
                addHistory(other, white, -bonus);
            }
        }
    }

    private void addHistory(int move, boolean white, int bonus) {
        int i = (white ? 0 : 4096) + SearchBoard.from(move) * 64 + SearchBoard.to(move);
        history[i] += bonus - history[i] * Math.abs(bonus) / 16384;
    }

    /** Captures (and, in check, every evasion) until the position is quiet; the side to move may stand pat. */
    private int quiesce(int alpha, int beta, int ply) {
        pvLength[ply] = ply;
        nodes++;
        checkLimits();
        if (stopped) {
            return 0;
        }
        seldepth = Math.max(seldepth, ply);
        if (!board.hasKing(board.whiteToMove())) {
            return -MATE + ply;
        }
        if (ply >= MAX_PLY - 2) {
            return evaluate();
        }
        // what an earlier quiescence (or deeper) search of this position found
        long key = board.key();
        long entry = tt.probe(key);
        int ttMove = 0;
        boolean pvNode = beta - alpha > 1;
        if (entry != 0) {
            ttMove = TranspositionTable.move(entry);
            int ttScore = fromTable(TranspositionTable.score(entry), ply);
            int bound = TranspositionTable.bound(entry);
            if (!pvNode && (bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && ttScore >= beta
                    || bound == TranspositionTable.UPPER && ttScore <= alpha)) {
                return ttScore;
            }
        }
        boolean inCheck = board.inCheck();
        int standPat = -INFINITE;
        int alphaBefore = alpha;
        if (!inCheck) {
            standPat = evaluate();
            if (standPat >= beta) {
                return standPat;
            }
            alpha = Math.max(alpha, standPat);
        }
        int start = ply * STACK_PER_PLY;
        int end = board.generate(moves, start);
        if (end == start) {
            return inCheck ? -MATE + ply : 0;
        }
        boolean atomic = board.atomic();
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = moves[i];
            boolean tactical = board.isCapture(m) || SearchBoard.promotion(m) == QUEEN;
            if (!inCheck && !tactical) {
                continue;
            }
            int s = scoreMove(m, ttMove, ply);
            if (!inCheck && s < 0) {
                continue; // a losing capture (or an under-promotion) does not rescue a quiet position
            }
            if (!inCheck && !atomic && board.isCapture(m) && SearchBoard.promotion(m) == 0
                    && standPat + SEE_VALUE[board.capturedType(m)] + 200 < alpha) {
                continue; // delta pruning: even winning the piece would not reach alpha
            }
            moves[kept] = m;
            scores[kept] = s;
            kept++;
        }
        int best = standPat;
        int bestMove = 0;
        for (int i = start; i < kept; i++) {
            int move = pick(i, kept, start);
            board.play(move);
            int score = -quiesce(-beta, -alpha, ply + 1);
            board.undo();
            if (stopped) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    bestMove = move;
                    updatePv(ply, move);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        if (best == -INFINITE) {
            // in check with every evasion quiet: searched above, so this only happens when none was kept
            return -MATE + ply;
        }
        int bound = best >= beta ? TranspositionTable.LOWER : best > alphaBefore ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(key, bestMove, toTable(best, ply), 0, bound);
        return best;
    }

    /**
     * Brings the best-scored remaining move to position {@code i} and returns it: a selection for
     * the first moves (a cut-off usually comes early), then one sort of the rest.
     */
    private int pick(int i, int end, int start) {
        if (i - start == PICKED) {
            sortRest(i, end);
        }
        if (i - start >= PICKED) {
            return moves[i];
        }
        int bestAt = i;
        int bestScore = scores[i];
        for (int j = i + 1; j < end; j++) {
            if (scores[j] > bestScore) {
                bestScore = scores[j];
                bestAt = j;
            }
        }
        int m = moves[bestAt];
        moves[bestAt] = moves[i];
        scores[bestAt] = scores[i];
        moves[i] = m;
        scores[i] = bestScore;
        return m;
    }

    /** Moves chosen one at a time before the rest are sorted. */
    private static final int PICKED = 4;

    /** Insertion sort of {@code [from, end)} by score, best first. */
    private void sortRest(int from, int end) {
        for (int i = from + 1; i < end; i++) {
            int m = moves[i];
            int s = scores[i];
            int j = i - 1;
            while (j >= from && scores[j] < s) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[j + 1] = m;
            scores[j + 1] = s;
        }
    }

    private static final int TT_MOVE = 1 << 30;
    private static final int WIN_CAPTURE = 1 << 29;
    private static final int GOOD_CAPTURE = 100_000_000;
    private static final int PROMOTION = 90_000_000;
    private static final int KILLER = 20_000_000;
    private static final int BAD = -100_000_000;

    /** The ordering score of a move: the table's move, winning captures, killers, history, then losing captures. */
    private int scoreMove(int move, int ttMove, int ply) {
        if (move == ttMove) {
            return TT_MOVE;
        }
        int promotion = SearchBoard.promotion(move);
        if (board.isCapture(move)) {
            if (board.atomic()) {
                int gain = blastBalance(move);
                if (gain >= WIN_GAIN) {
                    return WIN_CAPTURE;
                }
                return gain >= 0 ? GOOD_CAPTURE + gain : BAD + gain;
            }
            int victim = board.capturedType(move);
            int attacker = board.movingType(move);
            int see = SEE_VALUE[victim] >= SEE_VALUE[attacker] ? 1 : see(move);
            int mvvLva = SEE_VALUE[victim] * 8 - SEE_VALUE[attacker] / 8 + (promotion == QUEEN ? 800 : 0);
            return see >= 0 ? GOOD_CAPTURE + mvvLva : BAD + see;
        }
        if (promotion != 0) {
            return promotion == QUEEN ? PROMOTION : BAD - 1000;
        }
        if (move == killers[2 * ply]) {
            return KILLER;
        }
        if (move == killers[2 * ply + 1]) {
            return KILLER - 1;
        }
        return history[(board.whiteToMove() ? 0 : 4096) + SearchBoard.from(move) * 64 + SearchBoard.to(move)];
    }

    private static final int WIN_GAIN = 100_000;

    /**
     * AT-EXPLOSION: what a capture gains in atomic chess, exactly, since the capturer explodes
     * too and nothing can recapture: the enemy material in the blast minus our own (capturer
     * included); {@link #WIN_GAIN} or more when the enemy king is in it (AT-WIN-EXPLOSION).
     */
    private int blastBalance(int move) {
        int to = SearchBoard.to(move);
        long blast = (SearchBoard.kingAttacks(to) & ~board.pieces(PAWN)) | 1L << to | 1L << SearchBoard.from(move);
        if (SearchBoard.isEnPassant(move)) {
            blast |= 1L << (to ^ 8);
        }
        boolean white = board.whiteToMove();
        long them = board.side(!white) & blast;
        long us = board.side(white) & blast;
        if ((them & board.pieces(KING)) != 0) {
            return WIN_GAIN;
        }
        int gain = 0;
        for (int type = PAWN; type < KING; type++) {
            long set = board.pieces(type);
            gain += Evaluation.value(true, type) * (Long.bitCount(them & set) - Long.bitCount(us & set));
        }
        return gain;
    }

    /** Static exchange evaluation of a chess capture on its target square: the material balance of the best series of recaptures. */
    private int see(int move) {
        int from = SearchBoard.from(move);
        int to = SearchBoard.to(move);
        long occupied = board.occupied() ^ (1L << from);
        if (SearchBoard.isEnPassant(move)) {
            occupied ^= 1L << (to ^ 8);
        }
        int d = 0;
        swap[0] = SEE_VALUE[board.capturedType(move)];
        int onSquare = board.movingType(move);
        boolean side = !board.whiteToMove();
        while (d < swap.length - 1) {
            long attackers = board.attackers(to, side, occupied);
            if (attackers == 0) {
                break;
            }
            int type = 0;
            long piece = 0;
            for (int t = PAWN; t <= KING; t++) {
                long b = attackers & board.pieces(t);
                if (b != 0) {
                    type = t;
                    piece = b & -b;
                    break;
                }
            }
            if (type == KING && board.attackers(to, !side, occupied ^ piece) != 0) {
                break; // the king may not take into a defended square
            }
            d++;
            swap[d] = SEE_VALUE[onSquare] - swap[d - 1];
            onSquare = type;
            occupied ^= piece;
            side = !side;
        }
        while (d > 0) {
            swap[d - 1] = -Math.max(-swap[d - 1], swap[d]);
            d--;
        }
        return swap[0];
    }

    /** The static evaluation for the side to move, from the cache when this position was evaluated before. */
    private int evaluate() {
        long key = board.key();
        int i = (int) key & (EVAL_CACHE - 1);
        if (evalKeys[i] == key) {
            return evalScores[i];
        }
        int score = evaluation.evaluate(board);
        evalKeys[i] = key;
        evalScores[i] = score;
        return score;
    }

    private static int toTable(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }
}
