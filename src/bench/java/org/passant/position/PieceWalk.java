package org.passant.position;

import org.passant.kernel.Board;
import org.passant.kernel.Generate;
import org.passant.kernel.Movement;
import org.passant.kernel.Piece;

/**
 * The unproved piece walk that kernel perft and the model checker counted through until 7 Dec 2026, kept
 * here, outside the shipped code, as the baseline of {@code KernelGeneratorBenchmark}: issue 47 asks that
 * the proved generator the kernel path uses ({@link Generate#walk}) take at most 1.5 times its time per
 * position. The same moves in the same order: for each square holding a piece of the side to move, each
 * square that piece could reach on an empty board ({@link Movement#mayReach}), with the four promotions
 * where a pawn reaches its last rank (FIDE 3.7.5), the kernel's verdict asked of each.
 */
public final class PieceWalk {
    private PieceWalk() {
    }

    /**
     * Writes the legal moves of the side to move under the rule set ({@link Generate#CHESS} or
     * {@link Generate#ATOMIC}) into {@code out} as kernel codes ({@link Generate#encode}), ordered by
     * from-square, to-square and promotion, and returns how many. {@code out} needs room for every
     * move the filter lets through: {@link Generate#CODES} always suffices.
     */
    public static int legalMoves(int rules, int[] pos, int[] out) {
        int side = pos[Board.SIDE];
        int lastRank = Movement.promotionRank(side);
        int n = 0;
        for (int from = 0; from < Board.SQUARES; from++) {
            if (!Board.belongsTo(pos, from, side)) {
                continue;
            }
            int piece = pos[from];
            boolean pawn = Board.isType(pos, from, Piece.PAWN);
            for (int to = 0; to < Board.SQUARES; to++) {
                if (!Movement.mayReach(piece, from, to)) {
                    continue;
                }
                if (pawn && Board.rank(to) == lastRank) {
                    for (int promotion = Piece.KNIGHT; promotion <= Piece.QUEEN; promotion++) {
                        if (Generate.isLegal(rules, pos, from, to, promotion)) {
                            out[n++] = Generate.encode(from, to, promotion);
                        }
                    }
                } else if (Generate.isLegal(rules, pos, from, to, 0)) {
                    out[n++] = Generate.encode(from, to, 0);
                }
            }
        }
        return n;
    }
}
