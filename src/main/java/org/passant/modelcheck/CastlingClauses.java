package org.passant.modelcheck;

import org.passant.modelcheck.LetterBoard.Side;
import org.passant.modelcheck.LetterBoard.Sq;

/**
 * Castling as FIDE 3.8.2 and C960-CASTLE (with AT-CASTLING for atomic chess) state it, transcribed
 * for the model checker without the kernel: plain loops over the squares of a {@link LetterBoard},
 * its own attack detection, and the start files told by the caller as the rules speak of them
 * ("the king and the rook have not moved"), not read from the kernel's position array.
 *
 * <p>Decisions where the text leaves the board to judge on open (see {@link Clause#THROUGH}): a
 * square the king crosses is judged with the king standing on it (lifted off its start square:
 * FIDE 3.8.2 transfers the king first, and AT-CASTLING's "the kings would touch" pictures the
 * king there) and the castling rook not yet moved; the king's final square on the board after
 * castling (C960-CASTLE: "end in check"; AT-CASTLING: "with the rook already on its castled
 * square"). In chess the crossed-square reading makes no difference to the verdict: an attack on
 * a crossed square through the king's start square is an attack on the king, which is in check.
 */
public final class CastlingClauses {
    private CastlingClauses() {
    }

    /** The conditions of castling, in the order the checker asks them. */
    public enum Clause {
        /** FIDE 3.8.2.1: the right is held (neither the king nor that rook has moved). */
        RIGHT("FIDE-3.8.2.1-RIGHT"),
        /** FIDE 3.8.2 / C960-SETUP: the king on its start square, the rook of that right on its start square. */
        PIECES("C960-SETUP"),
        /** FIDE 3.8.2.2(a), C960-CASTLE: every square from each piece's start to its final square empty but for the two. */
        PATH("C960-CASTLE-PATH"),
        /** FIDE 3.8.2.2(b): the king is not in check. */
        CHECK("FIDE-3.8.2.2-CHECK"),
        /** FIDE 3.8.2.2(b), C960-CASTLE: no square the king crosses is attacked. */
        THROUGH("FIDE-3.8.2.2-THROUGH"),
        /** FIDE 3.8.2.2(b), C960-CASTLE: the king does not end in check. */
        INTO("C960-CASTLE-INTO");

        private final String id;

        Clause(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }

    /**
     * One castling of one side: the king's and that rook's start files (C960-SETUP), the wing (the
     * rook's side of the king), whether the right is held, and the rule set ({@code atomic}: AT-CASTLING).
     */
    public record Castle(Side side, int kingFile, int rookFile, boolean rightHeld, boolean atomic) {
        public boolean kingside() {
            return rookFile > kingFile;
        }

        int backRank() {
            return side == Side.WHITE ? 0 : 7;
        }

        public Sq kingStart() {
            return new Sq(kingFile, backRank());
        }

        public Sq rookStart() {
            return new Sq(rookFile, backRank());
        }

        /** C960-CASTLE: the king ends on g1 or c1 (g8, c8) whatever its start file. */
        public Sq kingFinal() {
            return new Sq(kingside() ? 6 : 2, backRank());
        }

        /** C960-CASTLE: the rook ends on f1 or d1 (f8, d8) whatever its start file. */
        public Sq rookFinal() {
            return new Sq(kingside() ? 5 : 3, backRank());
        }
    }

    /** The first condition the castling fails, or null when it is legal. */
    public static Clause firstFailing(LetterBoard board, Castle c) {
        return firstFailing(board, c, true);
    }

    /**
     * As {@link #firstFailing(LetterBoard, Castle)}, but the squares the king crosses judged on the
     * board as it stands, the king still on its start square: the other reading of "pass through an
     * attacked square", which the checker counts the verdicts of (in chess it changes none).
     */
    public static Clause firstFailingAsItStands(LetterBoard board, Castle c) {
        return firstFailing(board, c, false);
    }

    private static Clause firstFailing(LetterBoard board, Castle c, boolean kingLifted) {
        if (!c.rightHeld()) {
            return Clause.RIGHT;
        }
        if (board.at(c.kingStart()) != c.side().letter('K') || board.at(c.rookStart()) != c.side().letter('R')) {
            return Clause.PIECES;
        }
        if (!pathEmpty(board, c)) {
            return Clause.PATH;
        }
        if (attacked(board, c.kingStart(), c.side().opponent(), c.atomic())) {
            return Clause.CHECK;
        }
        // Strictly between start and final file, whichever way the king goes (queenside from b1 it goes right).
        int lo = Math.min(c.kingFile(), c.kingFinal().file());
        int hi = Math.max(c.kingFile(), c.kingFinal().file());
        for (int f = lo + 1; f < hi; f++) {
            Sq crossed = new Sq(f, c.backRank());
            // The king stands on the square it crosses, its start square left; the rook has not moved yet.
            LetterBoard walked = kingLifted ? board.with(c.kingStart(), LetterBoard.EMPTY).with(crossed, c.side().letter('K')) : board;
            if (attacked(walked, crossed, c.side().opponent(), c.atomic())) {
                return Clause.THROUGH;
            }
        }
        if (attacked(after(board, c), c.kingFinal(), c.side().opponent(), c.atomic())) {
            return Clause.INTO;
        }
        return null;
    }

    /**
     * FIDE 3.8.2.2(a), C960-CASTLE: "all squares between the king's start and final squares, and
     * between the rook's start and final squares" (both ends included: the pieces land there) are
     * empty, the castling king and rook excepted.
     */
    static boolean pathEmpty(LetterBoard board, Castle c) {
        return emptyBetween(board, c, c.kingFile(), c.kingFinal().file())
                && emptyBetween(board, c, c.rookFile(), c.rookFinal().file());
    }

    private static boolean emptyBetween(LetterBoard board, Castle c, int a, int b) {
        for (int f = Math.min(a, b); f <= Math.max(a, b); f++) {
            if (f != c.kingFile() && f != c.rookFile() && !board.isEmpty(new Sq(f, c.backRank()))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a piece of {@code by} attacks the square. Atomic (AT-CASTLING, AT-CONNECTED-KINGS,
     * AT-KING-NO-CAPTURE): a square next to {@code by}'s king is never attacked (the kings would
     * touch), and a king attacks nothing.
     */
    static boolean attacked(LetterBoard board, Sq sq, Side by, boolean atomic) {
        if (atomic) {
            Sq enemyKing = board.king(by);
            if (enemyKing != null && Math.abs(enemyKing.file() - sq.file()) <= 1 && Math.abs(enemyKing.rank() - sq.rank()) <= 1) {
                return false;
            }
            // Every square the enemy king steps to is next to it, so the king-step attacks are already excluded.
        }
        return board.attacked(sq, by);
    }

    /** C960-CASTLE: the board after castling: king and rook on their final squares, nothing else moved, nothing captured. */
    public static LetterBoard after(LetterBoard board, Castle c) {
        return board.with(c.kingStart(), LetterBoard.EMPTY).with(c.rookStart(), LetterBoard.EMPTY)
                .with(c.kingFinal(), c.side().letter('K')).with(c.rookFinal(), c.side().letter('R'));
    }

    /** Why the clause fails, in a line: for counterexamples. */
    public static String reason(Clause clause, LetterBoard board, Castle c) {
        return switch (clause) {
            case RIGHT -> "the " + c.side() + " " + (c.kingside() ? "kingside" : "queenside") + " right is not held";
            case PIECES -> "no " + c.side() + " king on " + c.kingStart() + " or no rook on " + c.rookStart();
            case PATH -> "a square from " + c.kingStart() + " to " + c.kingFinal() + " or from " + c.rookStart() + " to "
                    + c.rookFinal() + " holds another piece";
            case CHECK -> "the " + c.side() + " king on " + c.kingStart() + " is in check";
            case THROUGH -> "a square the king crosses from " + c.kingStart() + " to " + c.kingFinal() + " is attacked";
            case INTO -> "the king is attacked on " + c.kingFinal() + " after castling";
        };
    }
}
