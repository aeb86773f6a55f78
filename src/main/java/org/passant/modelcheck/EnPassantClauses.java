package org.passant.modelcheck;

import org.passant.modelcheck.LetterBoard.Side;
import org.passant.modelcheck.LetterBoard.Sq;

/**
 * The en passant clauses of specs/RULES.md, transcribed literally for the model checker and
 * written without the kernel: the checker compares the kernel's verdicts with these. The kernel
 * records the last double step as an en passant square; this transcription is told the moves
 * themselves, as the rules speak of them ("has just made a two-square advance", "the very next
 * move").
 *
 * <p>A candidate is a move of the side to move from {@code from} to {@code to}. The enemy pawn it
 * would take stands on the capturer's rank, on the landing file (EP-LANDING).
 */
public final class EnPassantClauses {
    private EnPassantClauses() {
    }

    /** The clauses a capture must satisfy, in the order of RULES.md. */
    public enum Clause {
        PIECES("EP-PIECES"),
        TRIGGER("EP-TRIGGER"),
        ADJACENT("EP-ADJACENT"),
        RANK("EP-RANK"),
        IMMEDIATE("EP-IMMEDIATE"),
        LANDING("EP-LANDING"),
        KING_SAFETY("EP-KING-SAFETY");

        private final String id;

        Clause(String id) {
            this.id = id;
        }

        /** The clause id of RULES.md. */
        public String id() {
            return id;
        }
    }

    /** A move as it was played: the letter of the piece that moved, from where, to where. */
    public record PlayedMove(char piece, Sq from, Sq to) {
        @Override
        public String toString() {
            return "" + piece + from + "-" + to;
        }
    }

    /**
     * What the clauses need to know of the game: the opponent's most recent two-square pawn
     * advance (null when none is known) and how many moves have been made since (0: it was the
     * last move).
     */
    public record History(PlayedMove doubleStep, int movesSince) {
        public static final History NONE = new History(null, 0);

        /** The opponent's double step was the last move. */
        public static History justPlayed(PlayedMove doubleStep) {
            return new History(doubleStep, 0);
        }
    }

    /** The first clause the candidate fails, in RULES.md order, or null when it is a legal en passant capture. */
    public static Clause firstFailing(LetterBoard board, Side toMove, History history, Sq from, Sq to) {
        if (!pieces(board, toMove, from, to)) {
            return Clause.PIECES;
        }
        PlayedMove step = history.doubleStep();
        if (!trigger(toMove, step)) {
            return Clause.TRIGGER;
        }
        if (!adjacent(step, from)) {
            return Clause.ADJACENT;
        }
        if (!rank(toMove, from)) {
            return Clause.RANK;
        }
        if (!immediate(history)) {
            return Clause.IMMEDIATE;
        }
        if (!landing(toMove, step, from, to)) {
            return Clause.LANDING;
        }
        if (!kingSafety(board, toMove, from, to)) {
            return Clause.KING_SAFETY;
        }
        return null;
    }

    /** The square of the pawn an en passant capture takes: beside the capturer, on the landing file. */
    public static Sq capturedSquare(Sq from, Sq to) {
        return new Sq(to.file(), from.rank());
    }

    /** EP-PIECES: only a pawn may capture en passant, and only an enemy pawn can be captured so. */
    static boolean pieces(LetterBoard board, Side toMove, Sq from, Sq to) {
        return board.at(from) == toMove.letter('P')
                && board.at(capturedSquare(from, to)) == toMove.opponent().letter('P');
    }

    /**
     * EP-TRIGGER: the enemy pawn has just made a two-square advance from its starting square
     * (White 2nd to 4th rank, Black 7th to 5th) in one move. Two single steps are two moves.
     */
    static boolean trigger(Side toMove, PlayedMove step) {
        Side enemy = toMove.opponent();
        return step != null && step.piece() == enemy.letter('P')
                && step.from().rank() == enemy.startRank()
                && step.to().equals(step.from().plus(0, 2 * enemy.forward()));
    }

    /** EP-ADJACENT: the capturer stands on the rank where the enemy pawn arrived, on an adjacent file. */
    static boolean adjacent(PlayedMove step, Sq from) {
        return from.rank() == step.to().rank() && Math.abs(from.file() - step.to().file()) == 1;
    }

    /** EP-RANK: the capturer is on its fifth rank: rank 5 for White, rank 4 for Black. */
    static boolean rank(Side toMove, Sq from) {
        return from.rank() == toMove.fifthRank();
    }

    /** EP-IMMEDIATE: the capture is the very next move, the reply to the double step. */
    static boolean immediate(History history) {
        return history.movesSince() == 0;
    }

    /** EP-LANDING: the capturer moves diagonally forward to the square the enemy pawn passed over. */
    static boolean landing(Side toMove, PlayedMove step, Sq from, Sq to) {
        Sq passedOver = new Sq(step.from().file(), (step.from().rank() + step.to().rank()) / 2);
        boolean diagonalForward = to.equals(from.plus(1, toMove.forward())) || to.equals(from.plus(-1, toMove.forward()));
        return diagonalForward && to.equals(passedOver);
    }

    /** EP-KING-SAFETY: after the capture the mover's king is not attacked (rank, diagonal, check). */
    static boolean kingSafety(LetterBoard board, Side toMove, Sq from, Sq to) {
        return !after(board, toMove, from, to).inCheck(toMove);
    }

    /**
     * EP-LANDING's effect: the capturer stands on the landing square, and the enemy pawn is removed
     * from the square it actually stands on.
     */
    public static LetterBoard after(LetterBoard board, Side toMove, Sq from, Sq to) {
        char[] next = board.letters();
        Sq captured = capturedSquare(from, to);
        next[8 * from.rank() + from.file()] = LetterBoard.EMPTY;
        next[8 * to.rank() + to.file()] = toMove.letter('P');
        next[8 * captured.rank() + captured.file()] = LetterBoard.EMPTY;
        return LetterBoard.owning(next);
    }

    /** EP-EFFECTS: the capture resets the fifty-move counter; it gives check when the enemy king is attacked after it. */
    public static boolean givesCheck(LetterBoard board, Side toMove, Sq from, Sq to) {
        return givesCheck(after(board, toMove, from, to), toMove);
    }

    /** EP-EFFECTS on the board {@link #after} the capture. */
    public static boolean givesCheck(LetterBoard after, Side toMove) {
        return after.inCheck(toMove.opponent());
    }

    /** Why the clause fails, in a line: for counterexamples. */
    public static String reason(Clause clause, LetterBoard board, Side toMove, History history, Sq from, Sq to) {
        PlayedMove step = history.doubleStep();
        Side enemy = toMove.opponent();
        return switch (clause) {
            case PIECES -> board.at(from) != toMove.letter('P')
                    ? "the piece on " + from + " is not a " + toMove + " pawn"
                    : "no " + enemy + " pawn stands on " + capturedSquare(from, to) + " to be taken";
            case TRIGGER -> step == null
                    ? "no " + enemy + " pawn has made a two-square advance"
                    : step + " is not a " + enemy + " pawn's two-square advance from its starting square";
            case ADJACENT -> from + " is not beside " + step.to() + ", where the " + enemy + " pawn arrived";
            case RANK -> from + " is not on " + toMove + "'s fifth rank";
            case IMMEDIATE -> step + " was " + (history.movesSince() + 1) + " moves ago, not the last move";
            case LANDING -> to + " is not the square " + step + " passed over, one step diagonally forward";
            case KING_SAFETY -> "the " + toMove + " king is attacked after the capture";
        };
    }
}
