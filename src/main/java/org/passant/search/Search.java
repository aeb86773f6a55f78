package org.passant.search;

import static org.passant.fast.SearchBoard.KING;
import static org.passant.fast.SearchBoard.PAWN;

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

    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                REDUCTION[d][m] = (int) (0.75 + Math.log(d) * Math.log(m) / 2.25);
            }
        }
    }

    /** What {@link #played} holds for a null move. */
    private static final int NULL_MOVE = -1;
    /** The quiet moves of a node remembered for their history, at most. */
    private static final int QUIETS_PER_PLY = 64;

    private final TranspositionTable tt;
    private SearchBoard board;
    private final Exchange exchange = new Exchange();
    private final History history = new History();
    private final MovePicker[] pickers = new MovePicker[MAX_PLY + 1];
    private final int[] killers = new int[2 * (MAX_PLY + 1)];
    /** The move played at each ply of the current line, and its piece-to ({@link History#pieceTo}; 0 for a null move). */
    private final int[] played = new int[MAX_PLY + 1];
    private final int[] pieceTo = new int[MAX_PLY + 1];
    /** The static evaluation at each ply of the current line ({@code -INFINITE} in check). */
    private final int[] evals = new int[MAX_PLY + 1];
    private final int[] quietMoves = new int[(MAX_PLY + 1) * QUIETS_PER_PLY];
    private final int[] quietPieces = new int[quietMoves.length];
    private final int[] pv = new int[(MAX_PLY + 1) * (MAX_PLY + 1)];
    private final int[] pvLength = new int[MAX_PLY + 1];
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
        for (int i = 0; i < pickers.length; i++) {
            pickers[i] = new MovePicker(exchange, history);
        }
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
        history.clear();
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

    /** Root moves: the table's best first, then in the order the tree's nodes try theirs. */
    private void orderRoot() {
        long entry = tt.probe(board.key());
        int ttMove = entry != 0 ? TranspositionTable.move(entry) : 0;
        MovePicker picker = pickers[0];
        picker.start(board, ttMove, 0, 0, 0, 0, 0);
        int n = 0;
        for (int move = picker.next(); move != 0; move = picker.next()) {
            rootMoves[n] = move;
            rootScores[n] = -n;
            n++;
        }
        evals[0] = board.inCheck() ? -INFINITE : evaluate();
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
            played[0] = move;
            pieceTo[0] = History.pieceTo(board.whiteToMove(), board.movingType(move), move);
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
        return new Info(depth, seldepth, score, mateIn(score), nodes, elapsedMillis(), tt.hashfull(), line);
    }

    /** The mate a score stands for, in moves (negative: being mated), or null when it is no mate. */
    static Integer mateIn(int score) {
        if (score >= MATE_BOUND) {
            return (MATE - score + 1) / 2;
        }
        if (score <= -MATE_BOUND) {
            return -(MATE + score) / 2;
        }
        return null;
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
        boolean white = board.whiteToMove();
        if (!board.hasKing(white)) {
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
        boolean threatened = inCheck || board.atomic() && explosionThreat();
        if (threatened) {
            depth++; // check extension: a check (or a threat to explode the king) is answered, not cut short
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
        int ttScore = 0;
        int ttBound = 0;
        if (entry != 0) {
            ttMove = TranspositionTable.move(entry);
            ttScore = fromTable(TranspositionTable.score(entry), ply);
            ttBound = TranspositionTable.bound(entry);
            if (!pvNode && TranspositionTable.depth(entry) >= depth
                    && (ttBound == TranspositionTable.EXACT || ttBound == TranspositionTable.LOWER && ttScore >= beta
                            || ttBound == TranspositionTable.UPPER && ttScore <= alpha)) {
                return ttScore;
            }
        }
        boolean atomic = board.atomic();
        int staticEval = inCheck ? -INFINITE : evaluate();
        evals[ply] = staticEval;
        boolean improving = !inCheck && ply >= 2 && staticEval > evals[ply - 2];
        // the table's score, where its bound says it is closer to the truth, stands in for the evaluation
        int eval = staticEval;
        if (!inCheck && entry != 0 && (ttBound == TranspositionTable.EXACT || ttBound == TranspositionTable.LOWER && ttScore > eval
                || ttBound == TranspositionTable.UPPER && ttScore < eval)) {
            eval = ttScore;
        }
        if (!pvNode && !threatened && Math.abs(beta) < MATE_BOUND) {
            // reverse futility: far above beta with little depth left
            if (!atomic && depth <= 4 && eval - 80 * depth + (improving ? 40 : 0) >= beta) {
                return eval;
            }
            // null move: even passing keeps us above beta, so a real move will too
            long pieces = board.side(white) & ~board.pieces(PAWN) & ~board.pieces(KING);
            if (depth >= 3 && eval >= beta && staticEval >= beta && pieces != 0 && played[ply - 1] != NULL_MOVE) {
                int r = 3 + depth / 3 + Math.min(3, (eval - beta) / 200);
                played[ply] = NULL_MOVE;
                pieceTo[ply] = 0;
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
        // internal iterative reduction: no table move here, the ordering is a guess; search it less deep
        if (depth >= 4 && ttMove == 0 && (pvNode || cutNode)) {
            depth--;
        }

        int previous1 = pieceTo[ply - 1];
        int previous2 = ply >= 2 ? pieceTo[ply - 2] : 0;
        int counter = previous1 == 0 ? 0 : history.counter(previous1);
        MovePicker picker = pickers[ply];
        picker.start(board, ttMove, killers[2 * ply], killers[2 * ply + 1], counter, previous1, previous2);
        int best = -INFINITE;
        int bestMove = 0;
        int bound = TranspositionTable.UPPER;
        int searched = 0;
        int legal = 0;
        int quietsTried = 0;
        int quietBase = ply * QUIETS_PER_PLY;
        int lateMoves = improving ? 3 + depth * depth : (3 + depth * depth) / 2;
        boolean prune = !threatened && !atomic;
        for (int move = picker.next(); move != 0; move = picker.next()) {
            legal++;
            boolean quiet = !board.isCapture(move) && SearchBoard.promotion(move) == 0;
            boolean bad = picker.lastWasBad();
            int moved = History.pieceTo(white, board.movingType(move), move);
            int score;
            // checks are never pruned: a mate hides among them
            if (prune && best > -MATE_BOUND && legal > 1 && depth <= 6 && !board.givesCheck(move)) {
                if (quiet && legal > lateMoves) {
                    continue; // late move pruning: the quiet moves this late rarely matter
                }
                if (quiet && eval + 100 + 90 * depth <= alpha) {
                    continue; // futility: a quiet move this far below alpha will not reach it
                }
                if (quiet ? exchange.see(board, move) < -25 * depth * depth : bad && exchange.see(board, move) < -100 * depth) {
                    continue; // a move that loses material on its square, with little depth left to win it back
                }
            }
            played[ply] = move;
            pieceTo[ply] = moved;
            board.play(move);
            boolean givesCheck = board.inCheck();
            if (searched == 0) {
                score = -search(-beta, -alpha, depth - 1, ply + 1, false);
            } else {
                int reduction = 0;
                if (depth >= 3 && legal > (pvNode ? 3 : 2) && (quiet || bad) && !threatened) {
                    reduction = REDUCTION[Math.min(depth, 63)][Math.min(legal, 63)];
                    if (pvNode) {
                        reduction--;
                    }
                    if (cutNode) {
                        reduction++;
                    }
                    if (!improving) {
                        reduction++;
                    }
                    if (givesCheck) {
                        reduction--;
                    }
                    if (quiet) {
                        if (move == killers[2 * ply] || move == killers[2 * ply + 1] || move == counter) {
                            reduction--;
                        }
                        int h = history.butterfly(white, move) + history.continuation(previous1, moved, 1)
                                + history.continuation(previous2, moved, 2);
                        reduction -= h / 8192;
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
                            rememberQuiet(move, moved, ply, depth, white, previous1, previous2, quietBase, quietsTried);
                        }
                        break;
                    }
                }
            }
            if (quiet && quietsTried < QUIETS_PER_PLY) {
                quietMoves[quietBase + quietsTried] = move;
                quietPieces[quietBase + quietsTried] = moved;
                quietsTried++;
            }
        }
        if (legal == 0) {
            return inCheck ? -MATE + ply : 0; // GM-MATE: checkmate, or stalemate
        }
        if (searched == 0) {
            // every move was pruned: a fail low at the static evaluation
            return alpha;
        }
        tt.store(key, bestMove, toTable(best, ply), depth, bound);
        return best;
    }

    /**
     * A quiet move that refuted: a killer of this ply, the countermove of the previous move, and
     * history for it against the quiet moves tried before it.
     */
    private void rememberQuiet(int move, int moved, int ply, int depth, boolean white, int previous1, int previous2, int base,
            int tried) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        if (previous1 != 0) {
            history.setCounter(previous1, move);
        }
        int bonus = History.bonus(depth);
        history.update(white, move, moved, previous1, previous2, bonus);
        for (int j = base; j < base + tried; j++) {
            history.update(white, quietMoves[j], quietPieces[j], previous1, previous2, -bonus);
        }
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
        // a threat to explode our king is answered like a check: no standing pat on it
        boolean threatened = inCheck || board.atomic() && explosionThreat();
        int standPat = -INFINITE;
        int alphaBefore = alpha;
        if (!threatened) {
            standPat = evaluate();
            if (standPat >= beta) {
                return standPat;
            }
            alpha = Math.max(alpha, standPat);
        }
        boolean atomic = board.atomic();
        MovePicker picker = pickers[ply];
        picker.startQuiescence(board, ttMove, threatened);
        int best = standPat;
        int bestMove = 0;
        int legal = 0;
        for (int move = picker.next(); move != 0; move = picker.next()) {
            legal++;
            if (!threatened && !atomic && SearchBoard.promotion(move) == 0
                    && standPat + Exchange.VALUE[board.capturedType(move)] + 200 < alpha) {
                continue; // delta pruning: even winning the piece would not reach alpha
            }
            played[ply] = move;
            pieceTo[ply] = 0;
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
        if (threatened && legal == 0) {
            return inCheck ? -MATE + ply : 0; // GM-MATE: checkmate, or stalemate
        }
        int bound = best >= beta ? TranspositionTable.LOWER : best > alphaBefore ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(key, bestMove, toTable(best, ply), 0, bound);
        return best;
    }

    /**
     * Atomic chess: whether the enemy, were it to move, could explode our king at once by a
     * capture next to it (AT-EXPLOSION; such a capture is legal whatever else, AT-WIN-EXPLOSION,
     * unless the enemy king is in the blast too, AT-OWN-KING, or it would be the king's own).
     */
    private boolean explosionThreat() {
        boolean white = board.whiteToMove();
        long king = board.pieces(KING) & board.side(white);
        long enemyKing = board.pieces(KING) & board.side(!white);
        if (king == 0 || enemyKing == 0) {
            return false;
        }
        long occupied = board.occupied();
        long blastSafe = ~(SearchBoard.kingAttacks(Long.numberOfTrailingZeros(enemyKing)) | enemyKing);
        for (long f = SearchBoard.kingAttacks(Long.numberOfTrailingZeros(king)) & board.side(white) & blastSafe; f != 0; f &= f - 1) {
            if ((board.attackers(Long.numberOfTrailingZeros(f), !white, occupied) & ~enemyKing) != 0) {
                return true;
            }
        }
        return false;
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
