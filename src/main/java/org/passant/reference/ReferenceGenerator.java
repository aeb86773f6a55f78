package org.passant.reference;

import java.util.ArrayList;
import java.util.List;

import org.passant.core.Move;
import org.passant.core.MoveGenerator;
import org.passant.core.Position;
import org.passant.kernel.Piece;

/**
 * The reference generator: every (from, to, promotion) candidate on the board, kept exactly when
 * the kernel's legality predicate accepts it. It knows nothing about how pieces move, so it can
 * miss no move the kernel allows and add none it refuses: complete and sound by construction,
 * and slow (64 x 64 x 5 questions per position). The other generators are checked against it.
 */
public final class ReferenceGenerator implements MoveGenerator {

    /** No promotion, then each piece a pawn may become. */
    static final int[] PROMOTIONS = {0, Piece.KNIGHT, Piece.BISHOP, Piece.ROOK, Piece.QUEEN};

    @Override
    public String name() {
        return "reference";
    }

    @Override
    public List<Move> legalMoves(Position position) {
        int[] state = position.state();
        List<Move> moves = new ArrayList<>();
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                for (int promotion : PROMOTIONS) {
                    if (position.variant().isLegal(state, from, to, promotion)) {
                        moves.add(new Move(from, to, promotion));
                    }
                }
            }
        }
        return moves;
    }
}
