package org.passant.search;

import static org.passant.fast.SearchBoard.QUEEN;

import org.passant.fast.SearchBoard;

/**
 * The moves of one node, best first, generated in stages so that a cut-off early spares the rest
 * (staged move generation): the transposition table's move, checked legal and played before any
 * move is generated; then the captures and promotions, generated alone and tried by most valuable
 * victim, least valuable attacker, those that lose material by {@link Exchange} put off to the
 * end; the two killer moves and the countermove, each checked legal; then the quiet moves,
 * generated only now and tried by their history; last the losing captures. In quiescence only
 * the winning captures (and the queen promotions) are tried, unless the side to move is in check,
 * when every evasion is. Each ply of a search owns one picker; nothing is allocated per node.
 */
final class MovePicker {
    private static final int TT = 0;
    private static final int GENERATE_TACTICAL = 1;
    private static final int GOOD_TACTICAL = 2;
    private static final int KILLER_1 = 3;
    private static final int KILLER_2 = 4;
    private static final int COUNTER = 5;
    private static final int GENERATE_QUIET = 6;
    private static final int QUIET = 7;
    private static final int BAD_TACTICAL = 8;
    private static final int DONE = 9;

    /** Moves picked one at a time by a scan before the rest are sorted (a cut-off usually comes early). */
    private static final int PICKED = 3;

    private final int[] moves = new int[SearchBoard.MAX_MOVES];
    private final int[] scores = new int[SearchBoard.MAX_MOVES];
    private final Exchange exchange;
    private final History history;
    private SearchBoard board;
    private int stage;
    private int cursor;
    private int end;
    /** The captures found to lose material, kept at the front of {@link #moves} for the last stage. */
    private int badEnd;
    private int tacticalEnd;
    private int ttMove;
    private int killer1;
    private int killer2;
    private int counter;
    private boolean quiescence;
    private boolean skipQuiets;
    private boolean white;
    private int previous1;
    private int previous2;
    /** Whether the last move returned came from the losing captures. */
    private boolean bad;

    MovePicker(Exchange exchange, History history) {
        this.exchange = exchange;
        this.history = history;
    }

    /**
     * Starts the moves of a node of the main search: {@code previous1} and {@code previous2} are
     * the piece-to of the last two moves ({@link History#pieceTo}, 0 for none).
     */
    void start(SearchBoard b, int ttMove, int killer1, int killer2, int counter, int previous1, int previous2) {
        this.board = b;
        this.ttMove = ttMove;
        this.killer1 = killer1;
        this.killer2 = killer2;
        this.counter = counter;
        this.previous1 = previous1;
        this.previous2 = previous2;
        this.white = b.whiteToMove();
        quiescence = false;
        skipQuiets = false;
        stage = TT;
    }

    /** Starts the moves of a quiescence node: winning captures and queen promotions, or every evasion when in check. */
    void startQuiescence(SearchBoard b, int ttMove, boolean inCheck) {
        start(b, ttMove, 0, 0, 0, 0, 0);
        quiescence = !inCheck;
        if (quiescence && ttMove != 0 && !b.isCapture(ttMove) && SearchBoard.promotion(ttMove) != QUEEN) {
            this.ttMove = 0;
        }
    }

    /** No more quiet moves (late move pruning): the killers and the countermove are quiet moves too. */
    void skipQuiets() {
        skipQuiets = true;
    }

    /** Whether the last move given was a losing capture. */
    boolean lastWasBad() {
        return bad;
    }

    /** The next move, 0 when none is left. */
    int next() {
        bad = false;
        switch (stage) {
            case TT:
                stage = GENERATE_TACTICAL;
                if (ttMove != 0 && board.isLegal(ttMove)) {
                    return ttMove;
                }
                ttMove = 0;
                // fall through
            case GENERATE_TACTICAL:
                end = board.generate(moves, 0, SearchBoard.TACTICAL);
                scoreTactical();
                cursor = 0;
                badEnd = 0;
                tacticalEnd = end;
                stage = GOOD_TACTICAL;
                // fall through
            case GOOD_TACTICAL:
                while (cursor < end) {
                    int move = pickBest(cursor, end);
                    cursor++;
                    if (move == ttMove) {
                        continue;
                    }
                    if (!winsOrEquals(move)) {
                        moves[badEnd++] = move; // a losing capture: tried last (its slot is free: the cursor passed it)
                        continue;
                    }
                    return move;
                }
                if (quiescence) {
                    stage = DONE;
                    return 0;
                }
                stage = KILLER_1;
                // fall through
            case KILLER_1:
                stage = KILLER_2;
                if (!skipQuiets && usable(killer1)) {
                    return killer1;
                }
                // fall through
            case KILLER_2:
                stage = COUNTER;
                if (!skipQuiets && killer2 != killer1 && usable(killer2)) {
                    return killer2;
                }
                // fall through
            case COUNTER:
                stage = GENERATE_QUIET;
                if (!skipQuiets && counter != killer1 && counter != killer2 && usable(counter)) {
                    return counter;
                }
                // fall through
            case GENERATE_QUIET:
                stage = QUIET;
                cursor = tacticalEnd;
                end = tacticalEnd;
                if (!skipQuiets) {
                    end = board.generate(moves, tacticalEnd, SearchBoard.QUIET);
                    scoreQuiet(tacticalEnd, end);
                }
                // fall through
            case QUIET:
                while (!skipQuiets && cursor < end) {
                    int move = cursor - tacticalEnd < PICKED ? pickBest(cursor, end) : moves[cursor];
                    cursor++;
                    if (cursor - tacticalEnd == PICKED) {
                        sortRest(cursor, end);
                    }
                    if (move == ttMove || move == killer1 || move == killer2 || move == counter) {
                        continue;
                    }
                    return move;
                }
                stage = BAD_TACTICAL;
                cursor = 0;
                // fall through
            case BAD_TACTICAL:
                while (cursor < badEnd) {
                    int move = moves[cursor++];
                    if (move != ttMove) {
                        bad = true;
                        return move;
                    }
                }
                stage = DONE;
                // fall through
            default:
                return 0;
        }
    }

    /** A killer or countermove worth trying here: set, not the table's move, a legal quiet move of this position. */
    private boolean usable(int move) {
        return move != 0 && move != ttMove && !board.isCapture(move) && SearchBoard.promotion(move) == 0 && board.isLegal(move);
    }

    /** Captures by most valuable victim, then least valuable attacker; promotions by the piece they make. */
    private void scoreTactical() {
        for (int i = 0; i < end; i++) {
            int move = moves[i];
            int promotion = SearchBoard.promotion(move);
            // AT-EXPLOSION: in atomic chess the blast's balance is exact, and a king in it wins
            int score = board.atomic() ? Exchange.blast(board, move) * 16
                    : Exchange.VALUE[board.capturedType(move)] * 16 - board.movingType(move);
            if (promotion == QUEEN) {
                score += 8000;
            } else if (promotion != 0) {
                score -= 20000; // an under-promotion: rarely better than the queen
            }
            scores[i] = score;
        }
    }

    /** Whether a tactical move does not lose material (an under-promotion counts as losing, in quiescence too). */
    private boolean winsOrEquals(int move) {
        int promotion = SearchBoard.promotion(move);
        if (promotion != 0 && promotion != QUEEN) {
            return false;
        }
        if (board.atomic()) {
            return Exchange.blast(board, move) >= 0;
        }
        int victim = Exchange.VALUE[board.capturedType(move)];
        return victim >= Exchange.VALUE[board.movingType(move)] || exchange.see(board, move) >= 0;
    }

    private void scoreQuiet(int from, int to) {
        for (int i = from; i < to; i++) {
            int move = moves[i];
            int pieceTo = History.pieceTo(white, board.movingType(move), move);
            scores[i] = history.butterfly(white, move) + history.continuation(previous1, pieceTo, 1)
                    + history.continuation(previous2, pieceTo, 2);
        }
    }

    /** Brings the best-scored move of {@code [from, to)} to {@code from} and returns it. */
    private int pickBest(int from, int to) {
        int bestAt = from;
        int bestScore = scores[from];
        for (int j = from + 1; j < to; j++) {
            if (scores[j] > bestScore) {
                bestScore = scores[j];
                bestAt = j;
            }
        }
        int m = moves[bestAt];
        moves[bestAt] = moves[from];
        scores[bestAt] = scores[from];
        moves[from] = m;
        scores[from] = bestScore;
        return m;
    }

    /** Insertion sort of {@code [from, to)} by score, best first. */
    private void sortRest(int from, int to) {
        for (int i = from + 1; i < to; i++) {
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
}
