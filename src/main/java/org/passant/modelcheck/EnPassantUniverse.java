package org.passant.modelcheck;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import org.passant.position.Position;
import org.passant.position.PositionError;
import org.passant.position.PositionException;
import org.passant.position.Setup;
import org.passant.position.Validation;
import org.passant.kernel.Board;
import org.passant.kernel.Piece;
import org.passant.modelcheck.EnPassantClauses.History;
import org.passant.modelcheck.EnPassantClauses.PlayedMove;
import org.passant.modelcheck.LetterBoard.Side;

/**
 * The en passant universe: every placement of the two kings, the pawn that has just
 * double-stepped, a capturing pawn beside it, and none or one more piece of any kind and colour
 * on any free square, for both sides to move. Strict validation decides which placements are
 * legal positions (and the refusals are counted by kind). In each legal position the checker
 * compares every en passant candidate with the transcribed clauses ({@link EnPassantClauses}),
 * the reference generator with the generation under test, and EP-OPTIONAL and EP-REPETITION.
 * The universe {@code ep2} is the same with up to two extra pieces ({@link SlicedUniverse}).
 *
 * <p>The squares the double step came from and passed over stay empty: the pawn has just crossed
 * them. Castling rights are none, the halfmove clock 0 (a pawn has just moved).
 */
public final class EnPassantUniverse {
    private EnPassantUniverse() {
    }

    /** The extra piece kinds: every piece but a king, of each colour (the two kings are placed already). */
    private static final int[] EXTRA = {
        Piece.PAWN, Piece.KNIGHT, Piece.BISHOP, Piece.ROOK, Piece.QUEEN,
        -Piece.PAWN, -Piece.KNIGHT, -Piece.BISHOP, -Piece.ROOK, -Piece.QUEEN,
    };
    /** None, or one of the kinds on one of the 64 squares. */
    private static final int EXTRAS = 1 + EXTRA.length * 64;
    private static final int GRANT = 4096;
    /** The 28 pawn pairs, in the order of {@link Slice#all()}. */
    private static final List<Slice> PAIRS = List.copyOf(Slice.all());

    /**
     * One pawn pair: the side to move, the file of the enemy pawn that has just double-stepped, and
     * the file of the capturing pawn beside it. The universe is the union of the 28 slices.
     */
    public record Slice(int sideToMove, int file, int capturerFile) implements Serializable {
        public Slice {
            if (!Piece.isSide(sideToMove) || file < 0 || file > 7 || Math.abs(capturerFile - file) != 1
                    || capturerFile < 0 || capturerFile > 7) {
                throw new IllegalArgumentException("no such pawn pair: " + sideToMove + ", " + file + ", " + capturerFile);
            }
        }

        /** The double step and the capture, for instance "d7-d5, e5xd6" (White to move). */
        @Override
        public String toString() {
            char f = (char) ('a' + file);
            char c = (char) ('a' + capturerFile);
            return sideToMove == Piece.WHITE ? f + "7-" + f + "5, " + c + "5x" + f + "6" : f + "2-" + f + "4, " + c + "4x" + f + "3";
        }

        /** Every slice: White to move first, files a to h, the capturer on the left before the right. */
        public static List<Slice> all() {
            List<Slice> all = new ArrayList<>();
            for (int side = Piece.WHITE; side >= Piece.BLACK; side -= 2) {
                for (int file = 0; file < 8; file++) {
                    for (int capturer = file - 1; capturer <= file + 1; capturer += 2) {
                        if (capturer >= 0 && capturer < 8) {
                            all.add(new Slice(side, file, capturer));
                        }
                    }
                }
            }
            return all;
        }

        /** The position of this pawn pair in {@link #all()}: 0..27. */
        public int index() {
            // 14 pairs per side; on each side, file a has one capturer (b), files b..g two, file h one (g).
            int withinSide = file == 0 ? 0 : 2 * file - 1 + (capturerFile > file ? 1 : 0);
            return (sideToMove == Piece.WHITE ? 0 : 14) + withinSide;
        }

        /** The enemy pawn's square after its double step. */
        int arrival() {
            return 8 * (startRank() + 2 * -sideToMove) + file;
        }

        /** The square the double step passed over: the en passant square. */
        int passedOver() {
            return 8 * (startRank() + -sideToMove) + file;
        }

        /** The enemy pawn's square before its double step. */
        int origin() {
            return 8 * startRank() + file;
        }

        /** The capturing pawn's square. */
        int capturer() {
            return 8 * (startRank() + 2 * -sideToMove) + capturerFile;
        }

        private int startRank() {
            return -sideToMove == Piece.WHITE ? 1 : 6;
        }

        /** Whether a square is one the pawns stand on or have just crossed. */
        boolean occupies(int sq) {
            return sq == arrival() || sq == passedOver() || sq == origin() || sq == capturer();
        }
    }

    /**
     * A pawn pair with both kings placed: the slice of {@code ep2} that one work unit checks, and the
     * line a progress file keeps. Numbered {@code 4096 * pair + 64 * whiteKing + blackKing}, the pair
     * as in {@link Slice#all()}; a number whose kings share a square, or stand on a square of the
     * pawns, is no slice.
     */
    public record KingSlice(Slice pair, int whiteKing, int blackKing) implements Serializable {
        /** The numbers 0..NUMBERS-1; {@link #exists} says which are slices. */
        public static final int NUMBERS = 28 * 64 * 64;
        /** How many slices there are: 28 pawn pairs x 60 white king squares x 59 black king squares. */
        public static final int COUNT = 28 * 60 * 59;

        public KingSlice {
            if (whiteKing < 0 || whiteKing > 63 || blackKing < 0 || blackKing > 63 || whiteKing == blackKing
                    || pair.occupies(whiteKing) || pair.occupies(blackKing)) {
                throw new IllegalArgumentException("no such slice: " + pair + ", kings " + whiteKing + " and " + blackKing);
            }
        }

        public int number() {
            return 4096 * pair.index() + 64 * whiteKing + blackKing;
        }

        public static boolean exists(int number) {
            if (number < 0 || number >= NUMBERS) {
                return false;
            }
            Slice pair = PAIRS.get(number / 4096);
            int white = number / 64 % 64;
            int black = number % 64;
            return white != black && !pair.occupies(white) && !pair.occupies(black);
        }

        /** The slice with this number; an {@link IllegalArgumentException} when there is none. */
        public static KingSlice of(int number) {
            if (number < 0 || number >= NUMBERS) {
                throw new IllegalArgumentException("no slice " + number + " (slices are numbered 0.." + (NUMBERS - 1) + ")");
            }
            return new KingSlice(PAIRS.get(number / 4096), number / 64 % 64, number % 64);
        }

        /** Every slice, by number. */
        public static List<Integer> all() {
            List<Integer> all = new ArrayList<>();
            for (int n = 0; n < NUMBERS; n++) {
                if (exists(n)) {
                    all.add(n);
                }
            }
            return all;
        }

        /** For instance "d7-d5, e5xd6, Ke1, ke8". */
        @Override
        public String toString() {
            return pair + ", K" + PositionChecks.squareName(whiteKing) + ", k" + PositionChecks.squareName(blackKing);
        }
    }

    /** What checking part of the universe found: counts, refusals by kind, violations. Merged across threads and machines. */
    public static final class Tally implements Serializable {
        private static final long serialVersionUID = 1L;

        long states;
        long placements;
        long candidates;
        long captures;
        long statesWithCapture;
        final long[] rejected = new long[PositionError.values().length];
        final Violations violations = new Violations();

        public long states() {
            return states;
        }

        public long placements() {
            return placements;
        }

        public Violations violations() {
            return violations;
        }

        /** Adds another part's tally to this one. */
        public void add(Tally other) {
            states += other.states;
            placements += other.placements;
            candidates += other.candidates;
            captures += other.captures;
            statesWithCapture += other.statesWithCapture;
            for (int i = 0; i < rejected.length; i++) {
                rejected[i] += other.rejected[i];
            }
            violations.merge(other.violations);
        }
    }

    /** Checks every legal state, or the first {@code maxStates} of them, on {@code threads} threads. */
    public static Report run(RulesUnderTest rules, long maxStates, int threads) {
        return run(rules, Slice.all(), maxStates, threads);
    }

    /** As {@link #run(RulesUnderTest, long, int)}, telling {@code progress} how far it has got. */
    public static Report run(RulesUnderTest rules, long maxStates, int threads, Progress progress) {
        return run(rules, Slice.all(), maxStates, threads, progress);
    }

    /** Checks the legal states of some slices (one work unit per slice and white king square). */
    public static Report run(RulesUnderTest rules, List<Slice> slices, long maxStates, int threads) {
        return run(rules, slices, maxStates, threads, new Progress());
    }

    private static Report run(RulesUnderTest rules, List<Slice> slices, long maxStates, int threads, Progress progress) {
        long start = System.nanoTime();
        AtomicLong budget = new AtomicLong(maxStates);
        progress.begin("ep universe: king squares of each pawn pair", slices.size() * 64L);
        List<Worker> workers = Parallel.run(slices.size() * 64, threads, () -> {
            Worker w = new Worker(rules, budget);
            progress.watch(w.tally.violations);
            return w;
        }, (w, unit) -> {
            long before = w.tally.states;
            w.unit(slices.get(unit / 64), unit % 64);
            progress.done(1, w.tally.states - before);
        });
        Tally total = new Tally();
        for (Worker w : workers) {
            total.add(w.tally());
        }
        String scope = slices.size() == 28 ? "2 sides to move x 14 pawn pairs"
                : slices.size() + " pawn pairs (" + String.join("; ", slices.stream().map(Slice::toString).toList()) + ")";
        Report report = report("ep universe (" + rules.name() + ", " + threads + " threads)", rules, total,
                List.of("placements " + Report.count(total.placements) + ": " + scope + " x king squares"
                        + " x (none or one of 10 pieces on a free square)" + (budget.get() <= 0 ? "; stopped at --max-states" : "")),
                (System.nanoTime() - start) / 1e9);
        progress.end(report);
        return report;
    }

    /** Checks every placement of some king slices with up to {@code extras} (1 or 2) extra pieces. */
    public static Tally check(RulesUnderTest rules, int extras, int[] kingSlices) {
        if (extras < 1 || extras > 2) {
            throw new IllegalArgumentException("extras must be 1 or 2, not " + extras);
        }
        Worker w = new Worker(rules, new AtomicLong(Long.MAX_VALUE));
        for (int n : kingSlices) {
            KingSlice k = KingSlice.of(n);
            w.kings(k.pair(), k.whiteKing(), k.blackKing(), extras);
        }
        return w.tally();
    }

    /** The report of a tally: the given first lines, then refusals, candidates and what was checked. */
    static Report report(String title, RulesUnderTest rules, Tally total, List<String> first, double seconds) {
        Map<PositionError, Long> rejected = new EnumMap<>(PositionError.class);
        long refused = 0;
        for (PositionError e : PositionError.values()) {
            if (total.rejected[e.ordinal()] > 0) {
                rejected.put(e, total.rejected[e.ordinal()]);
                refused += total.rejected[e.ordinal()];
            }
        }
        List<String> details = new ArrayList<>(first);
        StringBuilder kinds = new StringBuilder();
        for (Map.Entry<PositionError, Long> e : rejected.entrySet()) {
            kinds.append(kinds.length() == 0 ? "" : ", ").append(e.getKey()).append(' ').append(Report.count(e.getValue()));
        }
        details.add("rejected by strict validation " + Report.count(refused) + (kinds.length() > 0 ? " (" + kinds + ")" : ""));
        details.add("en passant candidates judged " + Report.count(total.candidates) + ", legal captures "
                + Report.count(total.captures) + ", states with a legal capture " + Report.count(total.statesWithCapture));
        details.add("checked in each state: every candidate against EP-PIECES..EP-KING-SAFETY (transcribed), the"
                + " capture's effects (EP-LANDING, EP-EFFECTS), EP-REPETITION, reference == "
                + rules.name() + " generation");
        return new Report(title, total.states, details, total.violations, seconds);
    }

    /** One thread's enumeration state. */
    private static final class Worker {
        final RulesUnderTest rules;
        final Tally tally = new Tally();
        final PositionChecks checks;
        final AtomicLong budget;
        long grant;

        Worker(RulesUnderTest rules, AtomicLong budget) {
            this.rules = rules;
            this.checks = new PositionChecks(rules, tally.violations);
            this.budget = budget;
        }

        Tally tally() {
            tally.candidates = checks.candidates;
            tally.captures = checks.legalCaptures;
            return tally;
        }

        /** Takes one state from the shared budget; false when it is spent. */
        boolean claim() {
            while (grant == 0) {
                long left = budget.get();
                if (left <= 0) {
                    return false;
                }
                long take = Math.min(left, GRANT);
                if (budget.compareAndSet(left, left - take)) {
                    grant = take;
                }
            }
            grant--;
            return true;
        }

        /** A pawn pair and a white king square, every black king square, none or one extra piece. */
        void unit(Slice slice, int whiteKing) {
            if (slice.occupies(whiteKing)) {
                return;
            }
            for (int blackKing = 0; blackKing < 64; blackKing++) {
                if (blackKing != whiteKing && !slice.occupies(blackKing) && !kings(slice, whiteKing, blackKing, 1)) {
                    return;
                }
            }
        }

        /** One king slice with none, one or (with {@code extras} 2) two extra pieces; false once the budget is spent. */
        boolean kings(Slice slice, int whiteKing, int blackKing, int extras) {
            if (budget.get() <= 0 && grant == 0) {
                return false;
            }
            int side = slice.sideToMove();
            int enemy = -side;
            int passedOver = slice.passedOver();
            Side mover = side == Piece.WHITE ? Side.WHITE : Side.BLACK;
            History history = History.justPlayed(new PlayedMove(mover.opponent().letter('P'),
                    PositionChecks.sq(slice.origin()), PositionChecks.sq(slice.arrival())));
            // One set-up per pair of kings; the extra pieces are put on and taken off again.
            Setup setup = new Setup().put(slice.arrival(), Piece.of(enemy, Piece.PAWN)).put(slice.capturer(), Piece.of(side, Piece.PAWN))
                    .put(whiteKing, Piece.KING).put(blackKing, -Piece.KING)
                    .sideToMove(side).epSquare(passedOver).halfmoveClock(0).fullmoveNumber(side == Piece.WHITE ? 2 : 1);
            long number = 4096L * slice.index() + 64L * whiteKing + blackKing;
            String where = extras == 2 ? "ep2 universe" : "ep universe";
            for (int extra = 0; extra < EXTRAS; extra++) {
                int sq = (extra - 1) % 64;
                if (extra > 0 && !free(slice, whiteKing, blackKing, sq)) {
                    continue;
                }
                if (extra > 0) {
                    setup.put(sq, EXTRA[(extra - 1) / 64]);
                }
                boolean more = place(setup, history, number, extra == 0 ? 4 : 5, extra, where);
                if (extra > 0) {
                    setup.put(sq, Piece.EMPTY);
                }
                if (!more) {
                    return false;
                }
            }
            if (extras < 2) {
                return true;
            }
            for (int first = 0; first < 64; first++) {
                if (!free(slice, whiteKing, blackKing, first)) {
                    continue;
                }
                for (int second = first + 1; second < 64; second++) {
                    if (!free(slice, whiteKing, blackKing, second)) {
                        continue;
                    }
                    for (int a = 0; a < EXTRA.length; a++) {
                        setup.put(first, EXTRA[a]);
                        for (int b = 0; b < EXTRA.length; b++) {
                            setup.put(second, EXTRA[b]);
                            long index = EXTRAS + (64L * first + second) * 100 + 10L * a + b;
                            if (!place(setup, history, number, 6, index, where)) {
                                setup.put(first, Piece.EMPTY).put(second, Piece.EMPTY);
                                return false;
                            }
                        }
                    }
                    setup.put(first, Piece.EMPTY).put(second, Piece.EMPTY);
                }
            }
            return true;
        }

        private static boolean free(Slice slice, int whiteKing, int blackKing, int sq) {
            return !slice.occupies(sq) && sq != whiteKing && sq != blackKing;
        }

        /** Validates one placement and checks it when legal; false once the budget is spent. */
        private boolean place(Setup setup, History history, long slice, int pieces, long index, String where) {
            tally.placements++;
            Position position;
            try {
                position = Position.of(setup, rules.variant(), Validation.STRICT);
            } catch (PositionException e) {
                tally.rejected[e.kind().ordinal()]++;
                return true;
            }
            if (!claim()) {
                return false;
            }
            tally.states++;
            int[] s = position.state();
            // Minimal first: fewer pieces, then the slice, then enumeration order; the low 12 bits name the candidate.
            long order = ((long) pieces << 56) | (slice << 36) | (index << 12);
            long capturesBefore = checks.legalCaptures;
            checks.reference(s, order, where);
            checks.enPassant(s, PositionChecks.letters(s), history, order, where);
            checks.repetition(s, order, where);
            if (checks.legalCaptures > capturesBefore) {
                tally.statesWithCapture++;
            }
            assert s[Board.EP_SQUARE] != Board.NO_SQUARE;
            return true;
        }
    }
}
