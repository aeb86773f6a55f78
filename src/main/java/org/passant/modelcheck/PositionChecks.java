package org.passant.modelcheck;

import java.util.Arrays;

import org.passant.position.Move;
import org.passant.position.PieceLetters;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.kernel.Board;
import org.passant.kernel.Generate;
import org.passant.kernel.Piece;
import org.passant.modelcheck.EnPassantClauses.Clause;
import org.passant.modelcheck.EnPassantClauses.History;
import org.passant.modelcheck.LetterBoard.Side;
import org.passant.modelcheck.LetterBoard.Sq;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.reference.ReferenceGenerator;

/**
 * The checks of one position that the en passant universe and the game tree share: the reference
 * generator against the generation under test, and every en passant candidate against the
 * transcribed clauses. One instance per thread: it owns its move buffers.
 */
final class PositionChecks {

    /** The reference generator's move list equals the generation under test. */
    static final String REFERENCE = "REFERENCE";
    /** The mover's king is not attacked after any legal move (FIDE 3.9). */
    static final String KING_SAFETY = "KING-SAFETY";
    /** The en passant square is recorded exactly after a double step (EP-TRIGGER, EP-IMMEDIATE). */
    static final String EP_SQUARE = "EP-SQUARE";
    /** A castling right never comes back once lost. */
    static final String CASTLING_RIGHTS = "CASTLING-RIGHTS";
    /** C960-SETUP: the castling pieces' start files never change during a game. */
    static final String START_FILES = "C960-SETUP";
    /** A legal en passant capture refused although every EP clause holds. */
    static final String EP_ALL = "EP-*";

    /** Room for any list a predicate under test could accept: every candidate of the reference. */
    private static final int ROOM = Generate.WALK;

    private final RulesUnderTest rules;
    private final Violations violations;
    private final ReferenceGenerator.Predicate predicate;
    /** The transcription speaks of chess; another variant needs its own (atomic: kings may touch). */
    private final boolean transcribed;
    private final int[] reference = new int[ROOM];
    private final int[] generated = new int[ROOM];
    private final int[] withoutRight = new int[ROOM];
    private final int[] expectedWithout = new int[ROOM];
    private final int[] epCaptures = new int[16];
    private int referenceCount;
    private int generatedCount;
    /** The en passant captures the rules under test accept in the current position. */
    private int epCaptureCount;
    /** The en passant captures the transcription finds legal in the current position. */
    private int transcribedCaptures;
    /** Statistics: en passant candidates judged, and how many of them were legal captures. */
    long candidates;
    long legalCaptures;

    PositionChecks(RulesUnderTest rules, Violations violations) {
        this.rules = rules;
        this.violations = violations;
        this.transcribed = rules.variant() == Variant.CHESS;
        // The kernel's own predicate directly: one call site the JIT can inline, whatever else is loaded.
        this.predicate = rules instanceof KernelRules kernel ? kernel.variant()::isLegal : rules::isLegal;
    }

    RulesUnderTest rules() {
        return rules;
    }

    /** Whether the separate transcription (attack detection, the EP clauses) speaks of the rules under test: chess only. */
    boolean transcribed() {
        return transcribed;
    }

    Violations violations() {
        return violations;
    }

    /** The legal moves of the last {@link #reference} call (by from, to, promotion; by encoding after a mismatch). */
    int[] referenceMoves() {
        return reference;
    }

    int referenceCount() {
        return referenceCount;
    }

    /**
     * REFERENCE: every candidate through the predicate equals the generation under test. Returns the
     * count; the reference's moves stay in {@link #referenceMoves}, ordered by from, to, promotion.
     */
    int reference(int[] s, long order, String where) {
        int n = ReferenceGenerator.legalMoves(predicate, s, reference);
        int m = rules.legalMoves(s, generated);
        referenceCount = n;
        generatedCount = m;
        listedEpoch++;
        for (int i = 0; i < n; i++) {
            listed[reference[i]] = listedEpoch;
        }
        if (!sameMoves(reference, n, generated, m)) {
            Arrays.sort(reference, 0, n);
            Arrays.sort(generated, 0, m);
            int missing = firstNotIn(reference, n, generated, m);
            int extra = firstNotIn(generated, m, reference, n);
            violations.add(REFERENCE, order, () -> {
                if (missing >= 0) {
                    return violation(REFERENCE, s, uci(missing), "legal (the reference generator lists it)",
                            "missing from the " + rules.name() + " generation", where);
                }
                if (extra >= 0) {
                    return violation(REFERENCE, s, uci(extra), "illegal (the reference generator does not list it)",
                            "listed by the " + rules.name() + " generation", where);
                }
                return violation(REFERENCE, s, "-", n + " moves, each once", m + " moves: one is listed twice", where);
            });
        }
        return n;
    }

    /** The reference's moves of the current position, marked by epoch: the predicate's verdict on every candidate. */
    private final int[] listed = new int[Generate.encode(63, 63, Piece.QUEEN) + 1];
    private int listedEpoch;

    /** The predicate's verdict on (from, to) without promotion, as the reference asked it. Call after {@link #reference}. */
    private boolean legal(int from, int to) {
        return listed[Generate.encode(from, to, 0)] == listedEpoch;
    }

    /** Marks for {@link #sameMoves}: one slot per move encoding. */
    private final int[] seen = new int[Generate.encode(63, 63, Piece.QUEEN) + 1];
    private int epoch;

    /** Whether two lists hold the same moves, each once (linear: no sorting in the hot loop). */
    private boolean sameMoves(int[] a, int n, int[] b, int m) {
        if (n != m) {
            return false;
        }
        epoch += 2;
        for (int i = 0; i < n; i++) {
            if (seen[a[i]] == epoch) {
                return false;
            }
            seen[a[i]] = epoch;
        }
        for (int j = 0; j < m; j++) {
            if (seen[b[j]] != epoch) {
                return false;
            }
            seen[b[j]] = epoch + 1;
        }
        return true;
    }

    /** The first move of a sorted list that a second sorted list lacks, or -1. */
    private static int firstNotIn(int[] a, int n, int[] b, int m) {
        for (int i = 0; i < n; i++) {
            if (Arrays.binarySearch(b, 0, m, a[i]) < 0) {
                return a[i];
            }
        }
        return -1;
    }

    /**
     * Every en passant candidate of the side to move, judged by the rules under test and by the
     * transcribed clauses: each own pawn stepping diagonally forward onto an empty square, and every
     * other own piece moving onto the square the enemy's double step passed over. The predicate's
     * verdicts are the ones the reference asked for, so call after {@link #reference}.
     */
    void enPassant(int[] s, LetterBoard board, History history, long order, String where) {
        Side side = s[Board.SIDE] == Piece.WHITE ? Side.WHITE : Side.BLACK;
        int forward = s[Board.SIDE];
        epCaptureCount = 0;
        transcribedCaptures = 0;
        int passedOver = Board.NO_SQUARE;
        if (history.doubleStep() != null) {
            Sq from = history.doubleStep().from();
            Sq to = history.doubleStep().to();
            passedOver = 8 * ((from.rank() + to.rank()) / 2) + from.file();
        }
        for (int from = 0; from < 64; from++) {
            if (!Piece.belongsTo(s[from], forward)) {
                continue;
            }
            boolean pawn = Piece.type(s[from]) == Piece.PAWN;
            int file = from % 8;
            int rank = from / 8;
            for (int df = -1; pawn && df <= 1; df += 2) {
                int to = Board.square(file + df, rank + forward);
                if (to != Board.NO_SQUARE && s[to] == Piece.EMPTY) {
                    pawnCandidate(s, board, side, history, from, to, order, where);
                }
            }
            boolean diagonalToPassedOver = pawn && passedOver != Board.NO_SQUARE && passedOver / 8 == rank + forward
                    && Math.abs(passedOver % 8 - file) == 1;
            if (passedOver != Board.NO_SQUARE && s[passedOver] == Piece.EMPTY && !diagonalToPassedOver) {
                otherCandidate(s, board, from, passedOver, order, where);
            }
        }
    }

    /** A pawn stepping diagonally onto an empty square: legal exactly when it is a legal en passant capture. */
    private void pawnCandidate(int[] s, LetterBoard board, Side side, History history, int from, int to,
            long order, String where) {
        Sq f = sq(from);
        Sq t = sq(to);
        Clause failing = EnPassantClauses.firstFailing(board, side, history, f, t);
        boolean legal = legal(from, to);
        candidates++;
        if (failing == null) {
            transcribedCaptures++;
        }
        if (legal && epCaptureCount < epCaptures.length) {
            epCaptures[epCaptureCount++] = Generate.encode(from, to, 0);
        }
        long candidateOrder = order | (64 * from + to);
        if ((failing == null) != legal) {
            String clause = failing == null ? EP_ALL : failing.id();
            violations.add(clause, candidateOrder, () -> violation(clause, s, uci(from, to),
                    failing == null ? "legal: every EP clause holds"
                            : "illegal: " + failing.id() + " fails (" + EnPassantClauses.reason(failing, board, side, history, f, t) + ")",
                    legal ? "legal" : "illegal", where));
            return;
        }
        if (!legal) {
            return;
        }
        legalCaptures++;
        int[] after = s.clone();
        rules.apply(after, from, to, 0);
        LetterBoard expected = EnPassantClauses.after(board, side, f, t);
        LetterBoard actual = letters(after);
        if (!expected.equals(actual)) {
            violations.add("EP-LANDING", candidateOrder, () -> violation("EP-LANDING", s, uci(from, to),
                    "after the capture " + difference(expected, actual, true), difference(expected, actual, false), where));
        }
        if (after[Board.HALFMOVE_CLOCK] != 0) {
            violations.add("EP-EFFECTS", candidateOrder, () -> violation("EP-EFFECTS", s, uci(from, to),
                    "halfmove clock 0 after the capture", "halfmove clock " + after[Board.HALFMOVE_CLOCK], where));
        }
        boolean givesCheck = EnPassantClauses.givesCheck(expected, side);
        if (givesCheck != rules.inCheck(after, -s[Board.SIDE])) {
            violations.add("EP-EFFECTS", candidateOrder, () -> violation("EP-EFFECTS", s, uci(from, to),
                    givesCheck ? "the capture gives check" : "the capture gives no check",
                    givesCheck ? "no check after it" : "check after it", where));
        }
    }

    /** Any other own piece onto the passed-over square: it may move there, but it captures nothing (EP-PIECES). */
    private void otherCandidate(int[] s, LetterBoard board, int from, int to, long order, String where) {
        candidates++;
        if (!legal(from, to)) {
            return;
        }
        int[] after = s.clone();
        rules.apply(after, from, to, 0);
        int before = count(s, -s[Board.SIDE]);
        int now = count(after, -s[Board.SIDE]);
        if (now < before) {
            violations.add("EP-PIECES", order | (64 * from + to), () -> violation("EP-PIECES", s, uci(from, to),
                    "the " + board.at(sq(from)) + " captures nothing: only a pawn captures en passant",
                    "it removes " + (before - now) + " enemy piece(s)", where));
        }
    }

    /**
     * The checks of one legal move, given the position array {@code child} the rules under test
     * made of it: the mover's king is not attacked (by the transcription's attack detection, chess
     * only), the en passant square is recorded exactly after a double step, no castling right
     * comes back, and the start files stay (C960-SETUP). Returns whether the move is a double step (a pawn moving two ranks).
     */
    boolean afterMove(int[] s, LetterBoard board, int move, int[] child, long order, String where) {
        int from = Generate.from(move);
        int to = Generate.to(move);
        Side mover = s[Board.SIDE] == Piece.WHITE ? Side.WHITE : Side.BLACK;
        if (transcribed && letters(child).inCheck(mover)) {
            violations.add(KING_SAFETY, order, () -> violation(KING_SAFETY, s, uci(move),
                    "a legal move leaves the " + mover + " king safe", "the " + mover + " king is attacked after it", where));
        }
        boolean doubleStep = Character.toUpperCase(board.at(sq(from))) == 'P' && Math.abs(to / 8 - from / 8) == 2;
        int expectedEp = doubleStep ? (from + to) / 2 : Board.NO_SQUARE;
        if (child[Board.EP_SQUARE] != expectedEp) {
            violations.add(EP_SQUARE, order, () -> violation(EP_SQUARE, s, uci(move),
                    "en passant square " + squareName(expectedEp) + (doubleStep ? " after a double step" : ": the move is no double step"),
                    "en passant square " + squareName(child[Board.EP_SQUARE]), where));
        }
        for (int i = Board.CASTLE_WHITE_KINGSIDE; i <= Board.CASTLE_BLACK_QUEENSIDE; i++) {
            if (child[i] > s[i]) {
                String right = String.valueOf("KQkq".charAt(i - Board.CASTLE_WHITE_KINGSIDE));
                violations.add(CASTLING_RIGHTS, order, () -> violation(CASTLING_RIGHTS, s, uci(move),
                        "castling right " + right + " stays lost", "castling right " + right + " is back", where));
            }
        }
        for (int i = Board.ROOK_FILE_WHITE_KINGSIDE; i < Board.SIZE; i++) {
            if (child[i] != s[i]) {
                int entry = i;
                violations.add(START_FILES, order, () -> violation(START_FILES, s, uci(move),
                        "start file entry " + entry + " stays " + s[entry], "it becomes " + child[entry], where));
            }
        }
        return doubleStep;
    }

    static String squareName(int sq) {
        return sq < 0 || sq > 63 ? "-" : sq(sq).toString();
    }

    /**
     * EP-OPTIONAL: the right adds the legal en passant captures and changes no other move: the
     * generation with the right, captures aside, equals the generation of the same position array
     * with its en passant square cleared. Call after {@link #reference} and {@link #enPassant}.
     */
    void optional(int[] s, long order, String where) {
        if (s[Board.EP_SQUARE] == Board.NO_SQUARE) {
            return;
        }
        int[] without = s.clone();
        without[Board.EP_SQUARE] = Board.NO_SQUARE;
        int m = rules.legalMoves(without, withoutRight);
        int n = 0;
        for (int i = 0; i < generatedCount; i++) {
            if (!isEpCapture(generated[i])) {
                expectedWithout[n++] = generated[i];
            }
        }
        if (!sameMoves(expectedWithout, n, withoutRight, m)) {
            Arrays.sort(expectedWithout, 0, n);
            Arrays.sort(withoutRight, 0, m);
            int lost = firstNotIn(expectedWithout, n, withoutRight, m);
            int gained = firstNotIn(withoutRight, m, expectedWithout, n);
            int move = lost >= 0 ? lost : gained;
            violations.add("EP-OPTIONAL", order, () -> violation("EP-OPTIONAL", s, move >= 0 ? uci(move) : "-",
                    "the same moves with and without the en passant right, en passant captures aside",
                    lost >= 0 ? "legal only with the right" : "legal only without the right", where));
        }
    }

    /**
     * EP-REPETITION: the position differs from the same one without the en passant right exactly
     * when a capture is legal (the transcription's verdict). Call after {@link #enPassant}.
     */
    void repetition(int[] s, long order, String where) {
        if (s[Board.EP_SQUARE] == Board.NO_SQUARE) {
            return;
        }
        int[] without = s.clone();
        without[Board.EP_SQUARE] = Board.NO_SQUARE;
        boolean anyCapture = transcribedCaptures > 0;
        boolean differs = rules.hash(s) != rules.hash(without);
        if (differs != anyCapture) {
            violations.add("EP-REPETITION", order, () -> violation("EP-REPETITION", s, "-",
                    anyCapture ? "a different position from the one without the right (a capture is legal)"
                            : "the same position as without the right (no capture is legal)",
                    differs ? "repetition hashes differ" : "repetition hashes are equal", where));
        }
    }

    private boolean isEpCapture(int move) {
        for (int i = 0; i < epCaptureCount; i++) {
            if (epCaptures[i] == move) {
                return true;
            }
        }
        return false;
    }

    private static int count(int[] s, int side) {
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (Piece.belongsTo(s[sq], side)) {
                n++;
            }
        }
        return n;
    }

    /** FEN letters by piece code + 6: black king .. empty .. white king. */
    private static final char[] LETTER = new char[13];

    static {
        for (int piece = -6; piece <= 6; piece++) {
            LETTER[piece + 6] = piece == Piece.EMPTY ? LetterBoard.EMPTY : PieceLetters.fenLetter(piece);
        }
    }

    /** The board of a position array, in the transcription's letters. */
    static LetterBoard letters(int[] s) {
        char[] letters = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            letters[sq] = LETTER[s[sq] + 6];
        }
        return LetterBoard.owning(letters);
    }

    static Sq sq(int index) {
        return new Sq(index % 8, index / 8);
    }

    /** A kernel move as UCI text; castling reads king-takes-rook, the kernel's own form (C960-NOTATION). */
    static String uci(int encoded) {
        return Move.decode(encoded).uci();
    }

    static String uci(int from, int to) {
        return Move.of(from, to).uci();
    }

    /** The squares where two boards differ, as one board has them. */
    static String difference(LetterBoard expected, LetterBoard actual, boolean showExpected) {
        StringBuilder sb = new StringBuilder();
        char[] e = expected.letters();
        char[] a = actual.letters();
        for (int i = 0; i < 64; i++) {
            if (e[i] != a[i]) {
                char c = showExpected ? e[i] : a[i];
                sb.append(sb.length() == 0 ? "" : ", ").append(sq(i)).append(' ').append(c == LetterBoard.EMPTY ? "empty" : String.valueOf(c));
            }
        }
        return sb.toString();
    }

    Violation violation(String clause, int[] s, String move, String expected, String actual, String where) {
        return new Violation(clause, fen(rules, s), move, expected, actual, where);
    }

    /** The FEN of a position array, with the en passant square as recorded (plain-FEN convention). */
    static String fen(RulesUnderTest rules, int[] s) {
        return Fen.format(Position.trusted(rules.variant(), s), EpMode.FEN);
    }
}
