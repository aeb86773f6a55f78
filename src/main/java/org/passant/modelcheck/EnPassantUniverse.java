package org.passant.modelcheck;

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

    /**
     * One pawn pair: the side to move, the file of the enemy pawn that has just double-stepped, and
     * the file of the capturing pawn beside it. The universe is the union of the 28 slices.
     */
    public record Slice(int sideToMove, int file, int capturerFile) {
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
        Violations violations = new Violations();
        AtomicLong budget = new AtomicLong(maxStates);
        progress.begin("ep universe: king squares of each pawn pair", slices.size() * 64L, violations);
        List<Worker> workers = Parallel.run(slices.size() * 64, threads, () -> new Worker(rules, violations, budget),
                (w, unit) -> {
                    long before = w.states;
                    w.unit(slices.get(unit / 64), unit, unit % 64);
                    progress.done(1, w.states - before);
                });
        long states = 0;
        long placements = 0;
        long candidates = 0;
        long captures = 0;
        long withCapture = 0;
        Map<PositionError, Long> rejected = new EnumMap<>(PositionError.class);
        for (Worker w : workers) {
            states += w.states;
            placements += w.placements;
            candidates += w.checks.candidates;
            captures += w.checks.legalCaptures;
            withCapture += w.statesWithCapture;
            for (PositionError e : PositionError.values()) {
                if (w.rejected[e.ordinal()] > 0) {
                    rejected.merge(e, w.rejected[e.ordinal()], Long::sum);
                }
            }
        }
        long refused = rejected.values().stream().mapToLong(Long::longValue).sum();
        List<String> details = new ArrayList<>();
        details.add("placements " + Report.count(placements) + ": " + (slices.size() == 28 ? "2 sides to move x 14 pawn pairs"
                : slices.size() + " pawn pairs (" + String.join("; ", slices.stream().map(Slice::toString).toList()) + ")")
                + " x king squares"
                + " x (none or one of 10 pieces on a free square)" + (budget.get() <= 0 ? "; stopped at --max-states" : ""));
        StringBuilder kinds = new StringBuilder();
        for (Map.Entry<PositionError, Long> e : rejected.entrySet()) {
            kinds.append(kinds.length() == 0 ? "" : ", ").append(e.getKey()).append(' ').append(Report.count(e.getValue()));
        }
        details.add("rejected by strict validation " + Report.count(refused) + (kinds.length() > 0 ? " (" + kinds + ")" : ""));
        details.add("en passant candidates judged " + Report.count(candidates) + ", legal captures " + Report.count(captures)
                + ", states with a legal capture " + Report.count(withCapture));
        details.add("checked in each state: every candidate against EP-PIECES..EP-KING-SAFETY (transcribed), the"
                + " capture's effects (EP-LANDING, EP-EFFECTS), EP-REPETITION, reference == "
                + rules.name() + " generation");
        Report report = new Report("ep universe (" + rules.name() + ", " + threads + " threads)", states, details,
                violations, (System.nanoTime() - start) / 1e9);
        progress.end(report);
        return report;
    }

    /** One thread's enumeration state. */
    private static final class Worker {
        final RulesUnderTest rules;
        final PositionChecks checks;
        final AtomicLong budget;
        final long[] rejected = new long[PositionError.values().length];
        long states;
        long placements;
        long statesWithCapture;
        long grant;

        Worker(RulesUnderTest rules, Violations violations, AtomicLong budget) {
            this.rules = rules;
            this.checks = new PositionChecks(rules, violations);
            this.budget = budget;
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

        void unit(Slice slice, int unit, int whiteKing) {
            if (budget.get() <= 0 && grant == 0) {
                return;
            }
            int side = slice.sideToMove();
            int file = slice.file();
            int capturerFile = slice.capturerFile();
            // The enemy pawn has just gone from its start rank two squares forward, past the passed-over square.
            int enemy = -side;
            int startRank = enemy == Piece.WHITE ? 1 : 6;
            int arrival = 8 * (startRank + 2 * enemy) + file;
            int passedOver = 8 * (startRank + enemy) + file;
            int origin = 8 * startRank + file;
            int capturer = 8 * (startRank + 2 * enemy) + capturerFile;
            if (whiteKing == arrival || whiteKing == passedOver || whiteKing == origin || whiteKing == capturer) {
                return;
            }
            Side mover = side == Piece.WHITE ? Side.WHITE : Side.BLACK;
            History history = History.justPlayed(new PlayedMove(mover.opponent().letter('P'),
                    PositionChecks.sq(origin), PositionChecks.sq(arrival)));
            String where = "ep universe";
            for (int blackKing = 0; blackKing < 64; blackKing++) {
                if (blackKing == arrival || blackKing == passedOver || blackKing == origin || blackKing == capturer
                        || blackKing == whiteKing) {
                    continue;
                }
                Setup setup = new Setup().put(arrival, Piece.of(enemy, Piece.PAWN)).put(capturer, Piece.of(side, Piece.PAWN))
                        .put(whiteKing, Piece.KING).put(blackKing, -Piece.KING)
                        .sideToMove(side).epSquare(passedOver).halfmoveClock(0).fullmoveNumber(side == Piece.WHITE ? 2 : 1);
                for (int extra = 0; extra < EXTRAS; extra++) {
                    int sq = (extra - 1) % 64;
                    if (extra > 0 && (sq == arrival || sq == passedOver || sq == origin || sq == capturer
                            || sq == whiteKing || sq == blackKing)) {
                        continue;
                    }
                    placements++;
                    // One set-up per pair of kings; the extra piece is put on and taken off again.
                    if (extra > 0) {
                        setup.put(sq, EXTRA[(extra - 1) / 64]);
                    }
                    Position position;
                    try {
                        position = Position.of(setup, rules.variant(), Validation.STRICT);
                    } catch (PositionException e) {
                        rejected[e.kind().ordinal()]++;
                        continue;
                    } finally {
                        if (extra > 0) {
                            setup.put(sq, Piece.EMPTY);
                        }
                    }
                    if (!claim()) {
                        return;
                    }
                    states++;
                    int[] s = position.state();
                    // Minimal first: fewer pieces, then enumeration order; the low 12 bits name the candidate.
                    long order = ((extra == 0 ? 4L : 5L) << 56) | ((long) unit << 44) | ((long) (blackKing * EXTRAS + extra) << 12);
                    long capturesBefore = checks.legalCaptures;
                    checks.reference(s, order, where);
                    checks.enPassant(s, PositionChecks.letters(s), history, order, where);
                    checks.repetition(s, order, where);
                    if (checks.legalCaptures > capturesBefore) {
                        statesWithCapture++;
                    }
                    assert s[Board.EP_SQUARE] == passedOver;
                }
            }
        }
    }
}
