package org.passant.reference;

import java.util.ArrayList;
import java.util.List;

import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.kernel.Board;
import org.passant.kernel.Generate;
import org.passant.kernel.Piece;

/**
 * The reference generator: every (from, to, promotion) candidate on the board, kept exactly when
 * the kernel's legality predicate accepts it. It knows nothing about how pieces move, so it can
 * miss no move the kernel allows and add none it refuses: complete and sound by construction,
 * and slow (each of the 6 x 4096 codes asked). The other generators are checked against it.
 */
public final class ReferenceGenerator implements MoveGenerator {

    /** No promotion, then each piece a pawn may become. */
    static final int[] PROMOTIONS = {0, Piece.KNIGHT, Piece.BISHOP, Piece.ROOK, Piece.QUEEN};

    /** The one question the reference asks: a rule set's legality predicate ({@code Variant::isLegal}). */
    @FunctionalInterface
    public interface Predicate {
        boolean isLegal(int[] pos, int from, int to, int promotion);
    }

    @Override
    public String name() {
        return "reference";
    }

    /** The kernel's proved reference enumeration ({@code Generate.allLegalMoves}) under the position's rule set. */
    @Override
    public List<Move> legalMoves(Position position) {
        int[] buffer = new int[Generate.CODES];
        int n = position.variant().allLegalMoves(position.state(), buffer);
        List<Move> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            moves.add(position.decode(buffer[i]));
        }
        return moves;
    }

    /**
     * The same enumeration for any predicate (the model checker's rule sets under test): writes every candidate the predicate accepts into {@code out} (encoded as {@link Generate#encode}),
     * ordered by from-square, to-square, promotion; returns how many. Two kinds of candidate are not
     * asked, because the kernel's predicates refuse them by a conjunct that KeY proves they state
     * ({@code Generate.isLegal}: a legal move is {@code moverIsOwn} and {@code promotionAgrees}): a
     * from-square without a piece of the side to move, and a promotion named by any piece but a pawn.
     * Skipping them asks about a fifth of the questions for every piece but a pawn, and loses no move of a predicate that keeps
     * those two conjuncts, as every rule set under test does (their bugs sit in other clauses).
     */
    public static int legalMoves(Predicate rules, int[] pos, int[] out) {
        int side = pos[Board.SIDE];
        int n = 0;
        for (int from = 0; from < 64; from++) {
            if (!Piece.belongsTo(pos[from], side)) {
                continue;
            }
            // only a pawn names a promotion (Legality.promotionAgrees): any other piece is asked without one
            int asked = Piece.isType(pos[from], Piece.PAWN) ? PROMOTIONS.length : 1;
            for (int to = 0; to < 64; to++) {
                for (int k = 0; k < asked; k++) {
                    int promotion = PROMOTIONS[k];
                    if (rules.isLegal(pos, from, to, promotion)) {
                        out[n++] = Generate.encode(from, to, promotion);
                    }
                }
            }
        }
        return n;
    }
}
