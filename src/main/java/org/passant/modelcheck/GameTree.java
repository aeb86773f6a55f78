package org.passant.modelcheck;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.passant.position.PackedState;
import org.passant.position.Position;
import org.passant.kernel.Board;
import org.passant.kernel.Generate;
import org.passant.kernel.Piece;
import org.passant.modelcheck.EnPassantClauses.History;
import org.passant.modelcheck.EnPassantClauses.PlayedMove;

/**
 * The game tree: every position reachable from a root within a number of plies, explored ply by
 * ply with a visited set (a position reached along many paths is checked once; the number of
 * paths is carried along, so that the paths at each ply can be compared with published perft
 * counts, which shows that no branch was lost).
 *
 * <p>At every position: the reference generator equals the generation under test; every en
 * passant candidate agrees with the transcribed clauses (given the game's last double step);
 * EP-OPTIONAL and EP-REPETITION where an en passant square is recorded. For every legal move:
 * the mover's king is not attacked afterwards (by the transcription's own attack detection), the
 * en passant square is recorded exactly after a double step, castling rights never come back.
 * For every move of the tree (plies 1..depth): the game layer plays it as the rules apply it, and
 * undo restores the position array (board, side, castling, en passant square, both counters),
 * the repetition hash and the repetition count (GM-UNDO).
 *
 * <p>Positions are merged on their full position array. The transcription's verdict depends on
 * the history only through "the enemy's double step was the last move", which the array records
 * whenever the en passant square check holds; so merging loses no verdict.
 */
public final class GameTree {
    private GameTree() {
    }

    static final String KING_SAFETY = PositionChecks.KING_SAFETY;
    static final String EP_SQUARE = PositionChecks.EP_SQUARE;
    static final String CASTLING_RIGHTS = PositionChecks.CASTLING_RIGHTS;
    /** The game layer plays a move as the rules apply it. */
    static final String GAME_PLAY = "GAME-PLAY";
    static final String GM_UNDO = "GM-UNDO";
    /** The paths at each ply equal the published perft count. */
    static final String PERFT = "PERFT";

    /** Perft of the initial position, plies 0..6, as published (and agreed by Stockfish 15.1's go perft). */
    public static final long[] INITIAL_PERFT = {1, 20, 400, 8_902, 197_281, 4_865_609, 119_060_324};

    /**
     * A root: a name for reports, the position, the depth, published path counts by ply (-1: unknown),
     * and the most paths a ply above the last may have before the exploration stops (a perft file's
     * --max-nodes: its counts are claims, and a claim of 1 path at ply 64 must not run 64 plies).
     */
    public record Root(String name, Position position, int depth, long[] expectedPaths, long maxPaths) {
        public Root {
            expectedPaths = expectedPaths.clone();
        }

        public Root(String name, Position position, int depth, long[] expectedPaths) {
            this(name, position, depth, expectedPaths, Long.MAX_VALUE);
        }

        long expected(int ply) {
            return ply < expectedPaths.length ? expectedPaths[ply] : -1;
        }
    }

    /** How a position was reached: the number of paths, and each side's last double step and its ply. */
    record Reach(long paths, int whiteStep, int whitePly, int blackStep, int blackPly) {

        /** Sums the paths; keeps the smaller history, so that the result does not depend on the order of arrival. */
        static Reach merge(Reach a, Reach b) {
            Reach h = compare(a, b) <= 0 ? a : b;
            return new Reach(a.paths + b.paths, h.whiteStep, h.whitePly, h.blackStep, h.blackPly);
        }

        private static int compare(Reach a, Reach b) {
            int c = Integer.compare(a.whiteStep, b.whiteStep);
            c = c != 0 ? c : Integer.compare(a.whitePly, b.whitePly);
            c = c != 0 ? c : Integer.compare(a.blackStep, b.blackStep);
            return c != 0 ? c : Integer.compare(a.blackPly, b.blackPly);
        }

        /** After a move at {@code ply}: a double step becomes its side's last one. */
        Reach after(int side, boolean doubleStep, int from, int to, int ply) {
            if (!doubleStep) {
                return this;
            }
            int step = Generate.encode(from, to, 0);
            return side == Piece.WHITE ? new Reach(paths, step, ply, blackStep, blackPly)
                    : new Reach(paths, whiteStep, whitePly, step, ply);
        }

        /** What the en passant clauses know at a position of this ply with {@code side} to move. */
        History historyFor(int side, int ply) {
            int step = side == Piece.WHITE ? blackStep : whiteStep;
            int stepPly = side == Piece.WHITE ? blackPly : whitePly;
            if (step < 0) {
                return History.NONE;
            }
            char pawn = side == Piece.WHITE ? 'p' : 'P';
            PlayedMove doubleStep = new PlayedMove(pawn, PositionChecks.sq(Generate.from(step)), PositionChecks.sq(Generate.to(step)));
            return new History(doubleStep, ply - stepPly);
        }
    }

    /** Checks the tree of each root; one report for all. */
    public static Report run(RulesUnderTest rules, List<Root> roots, int threads, String title) {
        return run(rules, roots, threads, title, new Progress());
    }

    /**
     * As {@link #run(RulesUnderTest, List, int, String)}, telling {@code progress} how far it has got;
     * a {@link MemoryLimitException} when a ply would not fit in the memory the JVM may use.
     */
    public static Report run(RulesUnderTest rules, List<Root> roots, int threads, String title, Progress progress) {
        long start = System.nanoTime();
        Violations violations = new Violations();
        List<String> details = new ArrayList<>();
        long states = 0;
        for (Root root : roots) {
            states += explore(rules, root, threads, violations, details, progress);
        }
        Report report = new Report(title + " (" + rules.name() + ", " + threads + " threads)", states, details,
                violations, (System.nanoTime() - start) / 1e9);
        progress.end(report);
        return report;
    }

    public static Report run(RulesUnderTest rules, Root root, int threads) {
        return run(rules, List.of(root), threads, "tree " + root.name() + " depth " + root.depth());
    }

    /** Explores one root ply by ply; returns the distinct positions checked. */
    private static long explore(RulesUnderTest rules, Root root, int threads, Violations violations, List<String> details,
            Progress progress) {
        int[] rootState = root.position().state();
        if (!PackedState.packable(rootState)) {
            throw new IllegalArgumentException(root.name() + ": the position array cannot be packed");
        }
        Reach rootReach = new Reach(1, -1, 0, -1, 0);
        int ep = rootState[Board.EP_SQUARE];
        if (ep != Board.NO_SQUARE) {
            // The FEN says the enemy pawn has just passed over this square.
            int side = rootState[Board.SIDE];
            rootReach = rootReach.after(-side, true, ep + 8 * side, ep - 8 * side, 0);
        }
        Map<PackedState, Reach> level = new HashMap<>();
        level.put(PackedState.of(rootState), rootReach);
        StringBuilder distinct = new StringBuilder();
        StringBuilder paths = new StringBuilder();
        boolean published = true;
        boolean cut = false;
        long states = 0;
        long edges = 0;
        long undone = 0;
        for (int ply = 0; ply <= root.depth(); ply++) {
            long pathCount = 0;
            for (Reach r : level.values()) {
                pathCount += r.paths();
            }
            long expected = root.expected(ply);
            if (expected >= 0 && expected != pathCount) {
                published = false;
                int p = ply;
                long actual = pathCount;
                violations.add(PERFT, (long) ply << 56, () -> new Violation(PERFT, PositionChecks.fen(rules, rootState), "-",
                        expected + " paths of " + p + " plies (published perft)", actual + " paths", root.name()));
            }
            distinct.append(ply == 0 ? "" : "/").append(level.size());
            paths.append(ply == 0 ? "" : "/").append(pathCount);
            if (level.isEmpty()) {
                continue;
            }
            if (ply < root.depth() && pathCount > root.maxPaths()) {
                paths.append(String.format(Locale.ROOT, " (stopped: ply %d has more than the %,d paths the budget allows, so"
                        + " the counts published for plies %d to %d are not checked)", ply, root.maxPaths(), ply + 1, root.depth()));
                cut = true;
                break;
            }
            states += level.size();
            List<Map.Entry<PackedState, Reach>> nodes = new ArrayList<>(level.entrySet());
            int currentPly = ply;
            boolean expand = ply < root.depth();
            String where = root.name() + ", ply " + ply;
            progress.begin("tree " + where + " of " + root.depth() + ": positions", nodes.size());
            progress.watch(violations);
            MemoryGuard guard = new MemoryGuard("tree " + root.name() + ", ply " + (ply + 1));
            List<Walker> walkers = Parallel.run((nodes.size() + CHUNK - 1) / CHUNK, threads,
                    () -> new Walker(rules, violations, currentPly, expand, where, guard), (w, unit) -> {
                        int end = Math.min(nodes.size(), (unit + 1) * CHUNK);
                        for (int i = unit * CHUNK; i < end; i++) {
                            w.visit(nodes.get(i).getKey(), nodes.get(i).getValue());
                        }
                        progress.done(end - unit * CHUNK, end - unit * CHUNK);
                    });
            level = null;
            Map<PackedState, Reach> next = new HashMap<>();
            for (Walker w : walkers) {
                edges += w.edges;
                undone += w.undone;
                for (Map.Entry<PackedState, Reach> e : w.next.entrySet()) {
                    next.merge(e.getKey(), e.getValue(), Reach::merge);
                }
                w.next.clear();
            }
            level = expand ? next : Map.of();
        }
        boolean anyPublished = false;
        for (long e : root.expectedPaths()) {
            anyPublished |= e >= 0;
        }
        details.add(String.format(Locale.ROOT, "%s, depth %d: positions per ply %s; paths per ply %s%s; moves checked %s,"
                + " undone %s", root.name(), root.depth(), distinct, paths,
                anyPublished ? (!published ? " (DIFFERS from published perft)" : cut ? "" : " (= published perft)") : "",
                Report.count(edges), Report.count(undone)));
        return states;
    }

    private static final int CHUNK = 64;

    /**
     * What one position of the next ply costs while a ply is expanded: a packed state (64 bytes), its
     * reach (40), a hash map node and slot (about 45), counted twice since the threads' maps and the
     * merged map coexist while they are merged.
     */
    static final long BYTES_PER_POSITION = 300;

    /**
     * Counts the positions the next ply adds and stops the walk before they outgrow the memory the
     * JVM may use; the free memory is measured once per ply, and again after a collection before
     * giving up (garbage counts as used until then).
     */
    static final class MemoryGuard {
        private final String where;
        private final java.util.concurrent.atomic.AtomicLong added = new java.util.concurrent.atomic.AtomicLong();
        private volatile long limit;
        private boolean collected;

        MemoryGuard(String where) {
            this.where = where;
            this.limit = fitting();
        }

        private static long fitting() {
            Runtime rt = Runtime.getRuntime();
            return (rt.maxMemory() - (rt.totalMemory() - rt.freeMemory())) / BYTES_PER_POSITION;
        }

        void add() {
            if (added.incrementAndGet() > limit) {
                recheck();
            }
        }

        private synchronized void recheck() {
            if (added.get() <= limit) {
                return;
            }
            if (!collected) {
                collected = true;
                System.gc();
                limit = added.get() + fitting();
                if (added.get() <= limit) {
                    return;
                }
            }
            throw new MemoryLimitException(where, added.get(), BYTES_PER_POSITION, Runtime.getRuntime().maxMemory());
        }
    }

    /** One thread's walk over part of a ply. */
    private static final class Walker {
        final RulesUnderTest rules;
        final PositionChecks checks;
        final Violations violations;
        final int ply;
        final boolean expand;
        final String where;
        final MemoryGuard guard;
        final Map<PackedState, Reach> next = new HashMap<>();
        long edges;
        long undone;

        Walker(RulesUnderTest rules, Violations violations, int ply, boolean expand, String where, MemoryGuard guard) {
            this.guard = guard;
            this.rules = rules;
            this.checks = new PositionChecks(rules, violations);
            this.violations = violations;
            this.ply = ply;
            this.expand = expand;
            this.where = where;
        }

        void visit(PackedState key, Reach reach) {
            int[] s = key.unpack();
            int side = s[Board.SIDE];
            // Shallower first; among one ply a fixed order of positions, so the counterexample is reproducible.
            long order = ((long) ply << 56) | ((key.hashCode() & 0xFFFF_FFFFL) << 16);
            int n = checks.reference(s, order, where);
            int[] moves = Arrays.copyOf(checks.referenceMoves(), n);
            LetterBoard board = PositionChecks.letters(s);
            if (checks.transcribed()) {
                checks.enPassant(s, board, reach.historyFor(side, ply), order, where);
                checks.optional(s, order, where);
                checks.repetition(s, order, where);
            }
            Line line = expand && n > 0 ? rules.line(s) : null;
            if (line instanceof GameLine game && !game.isOpen()) {
                line = null;
            }
            long hashBefore = line == null ? 0 : line.hash();
            int repetitionsBefore = line == null ? 0 : line.repetitions();
            for (int move : moves) {
                int from = Generate.from(move);
                int to = Generate.to(move);
                int promotion = Generate.promotion(move);
                long moveOrder = order | (move & 0xFFFF);
                int[] child = s.clone();
                rules.apply(child, from, to, promotion);
                edges++;
                boolean doubleStep = checks.afterMove(s, board, move, child, moveOrder, where);
                if (line != null) {
                    undo(line, s, child, move, moveOrder, hashBefore, repetitionsBefore);
                }
                if (expand) {
                    int size = next.size();
                    next.merge(PackedState.of(child), reach.after(side, doubleStep, from, to, ply + 1),
                            Reach::merge);
                    if (next.size() > size) {
                        guard.add();
                    }
                }
            }
        }

        /** GM-UNDO: play, compare with the rules' own application, take back, compare with the start. */
        private void undo(Line line, int[] s, int[] child, int move, long moveOrder, long hashBefore, int repetitionsBefore) {
            line.play(Generate.from(move), Generate.to(move), Generate.promotion(move));
            int[] played = line.state();
            if (!Arrays.equals(played, child)) {
                violations.add(GAME_PLAY, moveOrder, () -> checks.violation(GAME_PLAY, s, PositionChecks.uci(move),
                        PositionChecks.fen(rules, child) + " (the rules' application)", PositionChecks.fen(rules, played), where));
            }
            line.undo();
            undone++;
            int[] back = line.state();
            if (!Arrays.equals(back, s)) {
                violations.add(GM_UNDO, moveOrder, () -> checks.violation(GM_UNDO, s, PositionChecks.uci(move),
                        "undo restores " + PositionChecks.fen(rules, s), "undo gives " + PositionChecks.fen(rules, back)
                                + " (" + differingFields(s, back) + ")", where));
                return;
            }
            long hash = line.hash();
            if (hash != hashBefore) {
                violations.add(GM_UNDO, moveOrder, () -> checks.violation(GM_UNDO, s, PositionChecks.uci(move),
                        "repetition hash " + Long.toHexString(hashBefore) + " after undo", "repetition hash " + Long.toHexString(hash), where));
            }
            int repetitions = line.repetitions();
            if (repetitions != repetitionsBefore) {
                violations.add(GM_UNDO, moveOrder, () -> checks.violation(GM_UNDO, s, PositionChecks.uci(move),
                        repetitionsBefore + " occurrence(s) of the position after undo", repetitions + " occurrence(s)", where));
            }
        }
    }

    /** The parts of two position arrays that differ, named. */
    static String differingFields(int[] expected, int[] actual) {
        List<String> names = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (expected[sq] != actual[sq]) {
                names.add(PositionChecks.sq(sq).toString());
            }
        }
        String[] fields = {"side to move", "castling K", "castling Q", "castling k", "castling q", "en passant square",
            "halfmove clock", "fullmove number"};
        for (int i = Board.SIDE; i < Board.SIZE; i++) {
            if (expected[i] != actual[i]) {
                names.add(fields[i - Board.SIDE] + " " + expected[i] + " -> " + actual[i]);
            }
        }
        return String.join(", ", names);
    }

}
