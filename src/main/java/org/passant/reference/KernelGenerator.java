package org.passant.reference;

import java.util.List;

import org.passant.kernel.Generate;
import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.position.Variant;

/**
 * The kernel's generation: move lists are {@link Position#legalMoves} (the proved
 * {@code Generate.moves}); perft counts through the proved piece walk ({@code Generate.walk}, the
 * same moves, the verdict asked only where a piece could go), on position arrays, without
 * {@link Position} objects.
 */
public final class KernelGenerator implements MoveGenerator {

    @Override
    public String name() {
        return "kernel";
    }

    @Override
    public List<Move> legalMoves(Position position) {
        return position.legalMoves();
    }

    @Override
    public long perft(Position position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        return perft(position.variant(), position.state(), depth, new int[depth + 1][Generate.WALK]);
    }

    private static long perft(Variant variant, int[] state, int depth, int[][] buffers) {
        int[] moves = buffers[depth];
        int n = variant.walkMoves(state, moves);
        if (depth == 1) {
            return n;
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            int[] next = state.clone();
            variant.apply(next, Generate.from(moves[i]), Generate.to(moves[i]), Generate.promotion(moves[i]));
            nodes += perft(variant, next, depth - 1, buffers);
        }
        return nodes;
    }
}
