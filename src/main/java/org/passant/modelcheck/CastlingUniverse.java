package org.passant.modelcheck;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.passant.kernel.Board;
import org.passant.kernel.Piece;
import org.passant.modelcheck.CastlingClauses.Castle;
import org.passant.modelcheck.CastlingClauses.Clause;
import org.passant.modelcheck.LetterBoard.Side;
import org.passant.position.Position;
import org.passant.position.PositionError;
import org.passant.position.PositionException;
import org.passant.position.Setup;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * The castling universe: for each side to move, every back-rank arrangement of the king and two
 * rooks with the king between them (C960-SETUP: 56, the standard one king e, rooks a and h), each
 * subset of that side's castling rights, the opponent's king where it can bear on castling ({@link
 * Kings#NEAR}) or on every other square ({@link Kings#EVERYWHERE}), and none or one extra piece on any
 * free square: an attacker of the opponent (queen, rook, bishop, knight, pawn) or
 * a blocker of one's own (a knight). Strict validation decides which placements are positions. In
 * each, both castlings (king takes own rook) are judged by the rules under test and by a separate
 * transcription of FIDE 3.8.2 / C960-CASTLE / AT-CASTLING ({@link CastlingClauses}); a legal one
 * must leave king and rook on their castled squares and both of the side's rights gone; and the
 * reference generator must equal the generation under test.
 */
public final class CastlingUniverse {
    private CastlingUniverse() {
    }

    /** The extra pieces, as kinds of the opponent (negative: the opponent's) times the side to move: five attackers, one blocker. */
    private static final int[] EXTRA = {-Piece.QUEEN, -Piece.ROOK, -Piece.BISHOP, -Piece.KNIGHT, -Piece.PAWN, Piece.KNIGHT};
    /** Letters of the extra kinds, White's view, for the report. */
    private static final String EXTRA_NAMES = "opponent's Q, R, B, N, P or own N";
    /** None, or one of the kinds on one of the 64 squares. */
    static final int EXTRAS = 1 + EXTRA.length * 64;
    /** The castling right subsets: bit 0 the kingside right, bit 1 the queenside right. */
    static final int RIGHTS = 4;

    /**
     * One back-rank arrangement of the side to move (C960-SETUP): the king's start file between the
     * two rooks' start files. There are 56 per side.
     */
    public record Arrangement(int sideToMove, int kingFile, int queensideRookFile, int kingsideRookFile) {
        public Arrangement {
            if (!Piece.isSide(sideToMove) || queensideRookFile < 0 || !(queensideRookFile < kingFile)
                    || !(kingFile < kingsideRookFile) || kingsideRookFile > 7) {
                throw new IllegalArgumentException("no such arrangement: " + sideToMove + ", " + queensideRookFile + " < "
                        + kingFile + " < " + kingsideRookFile);
            }
        }

        /** Every arrangement: White to move first, then by king file, queenside rook file, kingside rook file. */
        public static List<Arrangement> all() {
            List<Arrangement> all = new ArrayList<>();
            for (int side = Piece.WHITE; side >= Piece.BLACK; side -= 2) {
                all.addAll(of(side));
            }
            return all;
        }

        /** The 56 arrangements of one side to move. */
        public static List<Arrangement> of(int side) {
            List<Arrangement> all = new ArrayList<>();
            for (int k = 1; k <= 6; k++) {
                for (int q = 0; q < k; q++) {
                    for (int r = k + 1; r <= 7; r++) {
                        all.add(new Arrangement(side, k, q, r));
                    }
                }
            }
            return all;
        }

        int backRank() {
            return sideToMove == Piece.WHITE ? 0 : 56;
        }

        int king() {
            return backRank() + kingFile;
        }

        int queensideRook() {
            return backRank() + queensideRookFile;
        }

        int kingsideRook() {
            return backRank() + kingsideRookFile;
        }

        boolean occupies(int sq) {
            return sq == king() || sq == queensideRook() || sq == kingsideRook();
        }

        /** For instance "white to move, Ke1 Ra1 Rh1". */
        @Override
        public String toString() {
            return (sideToMove == Piece.WHITE ? "white" : "black") + " to move, K" + PositionChecks.squareName(king())
                    + " R" + PositionChecks.squareName(queensideRook()) + " R" + PositionChecks.squareName(kingsideRook());
        }
    }

    /**
     * Where the opponent's king goes. A king attacks, or (atomic) touches, only squares next to it,
     * so only on the castling side's back two ranks can it bear on a castling itself; elsewhere it
     * can only stand in the extra piece's line.
     */
    public enum Kings {
        /** On every free square of the castling side's back rank and the rank in front of it, and on its own e-file home square (e8 or e1). */
        NEAR("the opponent's king on the castling side's two back ranks or on its own home square"),
        /** On every free square. */
        EVERYWHERE("the opponent's king on every free square");

        private final String description;

        Kings(String description) {
            this.description = description;
        }

        boolean places(Arrangement a, int sq) {
            if (a.occupies(sq)) {
                return false;
            }
            if (this == EVERYWHERE) {
                return true;
            }
            int rank = sq / 8;
            boolean near = a.sideToMove() == Piece.WHITE ? rank <= 1 : rank >= 6;
            int home = a.sideToMove() == Piece.WHITE ? 60 : 4;
            return near || sq == home;
        }
    }

    /** What checking part of the universe found. */
    static final class Tally {
        long states;
        long placements;
        long castlings;
        long legal;
        long readingDiffers;
        final long[] rejected = new long[PositionError.values().length];
        final long[] failing = new long[Clause.values().length];
        final Violations violations = new Violations();

        void add(Tally other) {
            states += other.states;
            placements += other.placements;
            castlings += other.castlings;
            legal += other.legal;
            readingDiffers += other.readingDiffers;
            for (int i = 0; i < rejected.length; i++) {
                rejected[i] += other.rejected[i];
            }
            for (int i = 0; i < failing.length; i++) {
                failing[i] += other.failing[i];
            }
            violations.merge(other.violations);
        }
    }

    /** Checks every legal state on {@code threads} threads. */
    public static Report run(RulesUnderTest rules, Kings kings, int threads) {
        return run(rules, Arrangement.all(), kings, threads, new Progress());
    }

    /** As {@link #run(RulesUnderTest, Kings, int)}, telling {@code progress} how far it has got. */
    public static Report run(RulesUnderTest rules, Kings kings, int threads, Progress progress) {
        return run(rules, Arrangement.all(), kings, threads, progress);
    }

    /** Checks the legal states of some arrangements (one work unit per arrangement and rights subset). */
    public static Report run(RulesUnderTest rules, List<Arrangement> arrangements, Kings kings, int threads,
            Progress progress) {
        return run(rules, arrangements, new int[] {0, 1, 2, 3}, kings, threads, progress);
    }

    /**
     * Checks the legal states of some arrangements with some rights subsets ({@code rights}: bit 0
     * the kingside right, bit 1 the queenside right).
     */
    public static Report run(RulesUnderTest rules, List<Arrangement> arrangements, int[] rights, Kings kings, int threads,
            Progress progress) {
        long start = System.nanoTime();
        int subsets = rights.length;
        int units = arrangements.size() * subsets;
        progress.begin("castling universe: arrangements x rights", units);
        List<Worker> workers = Parallel.run(units, threads, () -> {
            Worker w = new Worker(rules, kings);
            progress.watch(w.tally.violations);
            return w;
        }, (w, unit) -> {
            long before = w.tally.states;
            int r = rights[unit % subsets];
            // the unit's number in the whole universe: the order of its counterexamples does not depend on the slice
            w.unit(arrangements.get(unit / subsets), r, Arrangement.all().indexOf(arrangements.get(unit / subsets)) * RIGHTS + r);
            progress.done(1, w.tally.states - before);
        });
        Tally total = new Tally();
        for (Worker w : workers) {
            total.add(w.tally);
        }
        String scope = (arrangements.size() == 112 ? "2 sides to move x 56 arrangements" : arrangements.size() + " arrangements")
                + " x " + (subsets == RIGHTS ? "4 rights subsets" : subsets + " of the 4 rights subsets");
        Report report = report("castling universe (" + rules.variant().id() + ", " + rules.name() + ", " + threads
                + " threads)", rules, total, scope, kings, (System.nanoTime() - start) / 1e9);
        progress.end(report);
        return report;
    }

    private static Report report(String title, RulesUnderTest rules, Tally total, String scope, Kings kings, double seconds) {
        List<String> details = new ArrayList<>();
        details.add("placements " + Report.count(total.placements) + ": " + scope + " x "
                + kings.description + " x (none or one " + EXTRA_NAMES + " on a free square)");
        Map<PositionError, Long> rejected = new EnumMap<>(PositionError.class);
        long refused = 0;
        for (PositionError e : PositionError.values()) {
            if (total.rejected[e.ordinal()] > 0) {
                rejected.put(e, total.rejected[e.ordinal()]);
                refused += total.rejected[e.ordinal()];
            }
        }
        StringBuilder kinds = new StringBuilder();
        rejected.forEach((e, n) -> kinds.append(kinds.length() == 0 ? "" : ", ").append(e).append(' ').append(Report.count(n)));
        details.add("rejected by strict validation " + Report.count(refused) + (kinds.length() > 0 ? " (" + kinds + ")" : ""));
        StringBuilder failing = new StringBuilder();
        for (Clause c : Clause.values()) {
            failing.append(", ").append(c.id()).append(' ').append(Report.count(total.failing[c.ordinal()]));
        }
        details.add("castlings judged " + Report.count(total.castlings) + ": legal " + Report.count(total.legal)
                + "; illegal, by the first failing condition" + failing);
        details.add("crossed squares judged on the board as it stands (king not lifted) would change "
                + Report.count(total.readingDiffers) + " verdicts");
        details.add("checked in each state: both castlings against FIDE 3.8.2 / C960-CASTLE"
                + (rules.variant() == Variant.ATOMIC ? " / AT-CASTLING" : "") + " (transcribed), the castled position"
                + " (C960-CASTLE, rights gone), reference == " + rules.name() + " generation");
        return new Report(title, total.states, details, total.violations, seconds);
    }

    /** Where a counterexample was found: built into text only for a counterexample. */
    private record Where(Arrangement arrangement, int rights) {
        @Override
        public String toString() {
            return "castling universe, " + arrangement + ", rights " + (rights == 0 ? "none" : ((rights & 1) != 0 ? "kingside" : "")
                    + (rights == 3 ? " and " : "") + ((rights & 2) != 0 ? "queenside" : ""));
        }
    }

    /** One thread's enumeration state. */
    private static final class Worker {
        final RulesUnderTest rules;
        final Tally tally = new Tally();
        final PositionChecks checks;
        final boolean atomic;

        final Kings kings;

        Worker(RulesUnderTest rules, Kings kings) {
            this.rules = rules;
            this.kings = kings;
            this.checks = new PositionChecks(rules, tally.violations);
            this.atomic = rules.variant() == Variant.ATOMIC;
        }

        /** One arrangement with one rights subset: every opponent king square, none or one extra piece. */
        void unit(Arrangement a, int rights, int unit) {
            int side = a.sideToMove();
            boolean white = side == Piece.WHITE;
            Setup setup = new Setup().put(a.king(), Piece.of(side, Piece.KING))
                    .put(a.queensideRook(), Piece.of(side, Piece.ROOK)).put(a.kingsideRook(), Piece.of(side, Piece.ROOK))
                    .sideToMove(side).kingFile(side, a.kingFile())
                    .castling(white ? Setup.WHITE_KINGSIDE : Setup.BLACK_KINGSIDE, (rights & 1) != 0)
                    .castling(white ? Setup.WHITE_QUEENSIDE : Setup.BLACK_QUEENSIDE, (rights & 2) != 0)
                    .rookFile(white ? Setup.WHITE_KINGSIDE : Setup.BLACK_KINGSIDE, a.kingsideRookFile())
                    .rookFile(white ? Setup.WHITE_QUEENSIDE : Setup.BLACK_QUEENSIDE, a.queensideRookFile());
            for (int enemyKing = 0; enemyKing < 64; enemyKing++) {
                if (!kings.places(a, enemyKing)) {
                    continue;
                }
                setup.put(enemyKing, Piece.of(-side, Piece.KING));
                for (int extra = 0; extra < EXTRAS; extra++) {
                    int sq = (extra - 1) % 64;
                    if (extra > 0 && (a.occupies(sq) || sq == enemyKing)) {
                        continue;
                    }
                    if (extra > 0) {
                        setup.put(sq, side * EXTRA[(extra - 1) / 64]);
                    }
                    // Minimal first: fewer pieces, then enumeration order; bit 0 names the wing.
                    long order = ((extra == 0 ? 4L : 5L) << 56) | ((long) unit << 36) | ((long) enemyKing << 28) | ((long) extra << 1);
                    place(setup, a, rights, order);
                    if (extra > 0) {
                        setup.put(sq, Piece.EMPTY);
                    }
                }
                setup.put(enemyKing, Piece.EMPTY);
            }
        }

        /** Validates one placement and checks it when legal. */
        private void place(Setup setup, Arrangement a, int rights, long order) {
            tally.placements++;
            Position position;
            try {
                position = Position.of(setup, rules.variant(), Validation.STRICT);
            } catch (PositionException e) {
                tally.rejected[e.kind().ordinal()]++;
                return;
            }
            tally.states++;
            int[] s = position.state();
            Where where = new Where(a, rights);
            checks.reference(s, order, where.toString());
            LetterBoard board = PositionChecks.letters(s);
            Side mover = a.sideToMove() == Piece.WHITE ? Side.WHITE : Side.BLACK;
            castling(s, board, new Castle(mover, a.kingFile(), a.kingsideRookFile(), (rights & 1) != 0, atomic),
                    a.king(), a.kingsideRook(), order, where);
            castling(s, board, new Castle(mover, a.kingFile(), a.queensideRookFile(), (rights & 2) != 0, atomic),
                    a.king(), a.queensideRook(), order | 1, where);
        }

        /** One castling: the verdict against the transcription, and a legal one's effects. */
        private void castling(int[] s, LetterBoard board, Castle c, int king, int rook, long order, Where where) {
            tally.castlings++;
            Clause failing = CastlingClauses.firstFailing(board, c);
            if (failing == null || failing == Clause.THROUGH || failing == Clause.INTO) {
                Clause literal = CastlingClauses.firstFailingAsItStands(board, c);
                if ((literal == null) != (failing == null)) {
                    tally.readingDiffers++;
                }
            }
            boolean legal = rules.isLegal(s, king, rook, 0);
            String move = PositionChecks.uci(king, rook);
            if (failing != null) {
                tally.failing[failing.ordinal()]++;
            }
            if ((failing == null) != legal) {
                String clause = failing == null ? "C960-CASTLE" : failing.id();
                tally.violations.add(clause, order, () -> checks.violation(clause, s, move,
                        failing == null ? "legal: every condition of FIDE 3.8.2 / C960-CASTLE holds"
                                : "illegal: " + failing.id() + " fails (" + CastlingClauses.reason(failing, board, c) + ")",
                        legal ? "legal" : "illegal", where.toString()));
                return;
            }
            if (!legal) {
                return;
            }
            tally.legal++;
            int[] after = s.clone();
            rules.apply(after, king, rook, 0);
            LetterBoard expected = CastlingClauses.after(board, c);
            LetterBoard actual = PositionChecks.letters(after);
            if (!expected.equals(actual)) {
                tally.violations.add("C960-CASTLE-EFFECTS", order, () -> checks.violation("C960-CASTLE-EFFECTS", s, move,
                        "after castling " + PositionChecks.difference(expected, actual, true),
                        PositionChecks.difference(expected, actual, false), where.toString()));
            }
            int kingside = c.side() == Side.WHITE ? Board.CASTLE_WHITE_KINGSIDE : Board.CASTLE_BLACK_KINGSIDE;
            int queenside = c.side() == Side.WHITE ? Board.CASTLE_WHITE_QUEENSIDE : Board.CASTLE_BLACK_QUEENSIDE;
            if (after[kingside] != 0 || after[queenside] != 0) {
                tally.violations.add("CASTLING-RIGHTS", order, () -> checks.violation("CASTLING-RIGHTS", s, move,
                        "both " + c.side() + " rights gone after castling (FIDE 3.8.2.1: the king has moved)",
                        "kingside " + after[kingside] + ", queenside " + after[queenside], where.toString()));
            }
        }
    }
}
