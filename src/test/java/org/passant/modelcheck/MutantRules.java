package org.passant.modelcheck;

import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.kernel.Apply;
import org.passant.kernel.Attack;
import org.passant.kernel.Board;
import org.passant.kernel.Check;
import org.passant.kernel.EnPassant;
import org.passant.kernel.Legality;
import org.passant.kernel.Piece;
import org.passant.reference.ReferenceGenerator;

/**
 * A copy of the chess rules with one bug switched on, for tests only: the model checker must find
 * each bug and print a counterexample. It wraps the kernel's clauses and changes one of them; the
 * kernel itself has no switch. Its generation is every candidate through its own predicate, so a
 * bug in the predicate is not caught merely because the kernel's generation disagrees with it.
 */
public final class MutantRules implements RulesUnderTest {

    /** The bugs that can be switched on. */
    public enum Bug {
        EP_ONE_MOVE_LATE("en passant allowed one move late: the reply does not clear the right"),
        RANK_PIN_IGNORED("en passant king safety ignores attacks along the rank the two pawns leave"),
        CAPTURED_PAWN_NOT_REMOVED("the pawn taken en passant stays on the board"),
        CASTLING_RIGHT_RESTORED("a rook back in its corner beside the king at home gets its castling right back"),
        GENERATION_MISSES_EN_PASSANT("the move generation leaves out en passant captures"),
        UNDO_KEEPS_HALFMOVE_CLOCK("undo keeps the halfmove clock of the position it takes back");

        final String description;

        Bug(String description) {
            this.description = description;
        }
    }

    private final Bug bug;
    private final ReferenceGenerator.Predicate own = this::isLegal;

    public MutantRules(Bug bug) {
        this.bug = bug;
    }

    @Override
    public String name() {
        return "mutant " + bug;
    }

    @Override
    public Variant variant() {
        return Variant.CHESS;
    }

    @Override
    public boolean isLegal(int[] pos, int from, int to, int promotion) {
        if (bug == Bug.RANK_PIN_IGNORED && Board.isSquare(from) && Board.isSquare(to) && promotion == 0
                && EnPassant.isAttempt(pos, from, to)) {
            return EnPassant.pieces(pos, from, to) && EnPassant.trigger(pos) && EnPassant.adjacent(pos, from)
                    && EnPassant.rank(pos, from) && EnPassant.immediate(pos, to) && EnPassant.landing(pos, from, to)
                    && kingSafeButForTheRank(pos, from, to);
        }
        return Legality.isLegal(pos, from, to, promotion);
    }

    /** EP-KING-SAFETY with the bug: rook and queen attacks along the capture rank are not looked for. */
    private static boolean kingSafeButForTheRank(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        int[] after = Board.copy(pos);
        Apply.move(after, from, to, 0);
        int king = Check.kingSquare(after, side);
        if (Board.rank(king) != Board.rank(from)) {
            return !Check.inCheck(after, side);
        }
        int by = -side;
        int rook = Piece.of(by, Piece.ROOK);
        int queen = Piece.of(by, Piece.QUEEN);
        return !(Attack.byPawn(after, king, by) || Attack.byKnight(after, king, by) || Attack.byKing(after, king, by)
                || Attack.alongDiagonals(after, king, by)
                || Attack.rayNorth(after, king, rook, queen) || Attack.raySouth(after, king, rook, queen));
    }

    @Override
    public int legalMoves(int[] pos, int[] out) {
        int n = ReferenceGenerator.legalMoves(own, pos, out);
        if (bug != Bug.GENERATION_MISSES_EN_PASSANT) {
            return n;
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int from = out[i] % 64;
            int to = (out[i] / 64) % 64;
            if (!Apply.isEnPassantCapture(pos, from, to)) {
                out[kept++] = out[i];
            }
        }
        return kept;
    }

    @Override
    public void apply(int[] pos, int from, int to, int promotion) {
        int ep = pos[Board.EP_SQUARE];
        boolean doubleStep = Apply.isDoubleStep(pos, from, to);
        boolean enPassant = Apply.isEnPassantCapture(pos, from, to);
        int victimSquare = 8 * Board.rank(from) + Board.file(to);
        int victim = pos[victimSquare];
        Apply.move(pos, from, to, promotion);
        if (bug == Bug.EP_ONE_MOVE_LATE && !doubleStep && !enPassant) {
            pos[Board.EP_SQUARE] = ep;
        }
        if (bug == Bug.CAPTURED_PAWN_NOT_REMOVED && enPassant) {
            pos[victimSquare] = victim;
        }
        if (bug == Bug.CASTLING_RIGHT_RESTORED) {
            restoreRights(pos);
        }
    }

    private static void restoreRights(int[] pos) {
        int[][] rights = {{Board.CASTLE_WHITE_KINGSIDE, 4, 7, 1}, {Board.CASTLE_WHITE_QUEENSIDE, 4, 0, 1},
            {Board.CASTLE_BLACK_KINGSIDE, 60, 63, -1}, {Board.CASTLE_BLACK_QUEENSIDE, 60, 56, -1}};
        for (int[] r : rights) {
            if (pos[r[1]] == Piece.of(r[3], Piece.KING) && pos[r[2]] == Piece.of(r[3], Piece.ROOK)) {
                pos[r[0]] = 1;
            }
        }
    }

    @Override
    public boolean inCheck(int[] pos, int side) {
        return Check.inCheck(pos, side);
    }

    @Override
    public long hash(int[] pos) {
        return Position.trusted(Variant.CHESS, pos).zobrist();
    }

    @Override
    public Line line(int[] start) {
        Line line = new StackLine(this, start);
        if (bug != Bug.UNDO_KEEPS_HALFMOVE_CLOCK) {
            return line;
        }
        return new Line() {
            /** The clock the buggy undo leaves behind, or -1 after a play. */
            private int keptClock = -1;

            @Override
            public void play(int from, int to, int promotion) {
                line.play(from, to, promotion);
                keptClock = -1;
            }

            @Override
            public void undo() {
                keptClock = line.state()[Board.HALFMOVE_CLOCK];
                line.undo();
            }

            @Override
            public int[] state() {
                int[] s = line.state();
                if (keptClock >= 0) {
                    s[Board.HALFMOVE_CLOCK] = keptClock;
                }
                return s;
            }

            @Override
            public long hash() {
                return line.hash();
            }

            @Override
            public int repetitions() {
                return line.repetitions();
            }
        };
    }
}
