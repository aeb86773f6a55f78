package org.passant.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.passant.fast.SearchBoard;
import org.passant.notation.Fen;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * The evaluation treats the colours alike: a position and its mirror image (ranks reversed,
 * colours swapped, the other side to move) score the same for the side to move, along random
 * games of both variants; and the tuner's trace, weights times counts, gives back the score.
 */
class EvaluationTest {

    @ParameterizedTest
    @EnumSource(Variant.class)
    void theColoursAreTreatedAlike(Variant variant) {
        SplittableRandom random = new SplittableRandom(52 + variant.ordinal());
        Evaluation evaluation = new Evaluation();
        Evaluation traced = new Evaluation();
        int[] w = variant == Variant.ATOMIC ? Weights.ATOMIC : Weights.CHESS;
        int checked = 0;
        for (int game = 0; game < 10; game++) {
            Position p = Position.initial(variant);
            for (int ply = 0; ply < 120; ply++) {
                List<Move> legal = p.legalMoves();
                if (legal.isEmpty()) {
                    break;
                }
                String fen = Fen.format(p);
                Position mirror = Fen.position(mirror(fen), variant, Validation.LENIENT);
                int score = evaluation.evaluate(SearchBoard.of(p, 1));
                assertEquals(score, evaluation.evaluate(SearchBoard.of(mirror, 1)), fen);
                traced.trace = new int[Weights.SIZE];
                assertEquals(score, traced.evaluate(SearchBoard.of(p, 1)), fen);
                if (!drawish(p)) {
                    int sum = 0;
                    for (int i = 0; i < Weights.SIZE; i++) {
                        sum += traced.trace[i] * w[i];
                    }
                    int white = (Weights.mg(sum) * traced.tracePhase + Weights.eg(sum) * traced.traceScale / 128 * (24 - traced.tracePhase)) / 24;
                    assertEquals(p.sideToMove() > 0 ? score : -score, white, fen);
                }
                checked++;
                p = p.play(legal.get(random.nextInt(legal.size())));
            }
        }
        assertTrue(checked > 500, checked + " positions");
    }

    /** Whether a side has no pawns and at most a minor piece or a lone king: the draw rule may clamp the score. */
    private static boolean drawish(Position p) {
        String board = Fen.format(p).split(" ")[0];
        return !board.contains("P") || !board.contains("p");
    }

    /** The FEN of the position with the ranks reversed and the colours swapped. */
    static String mirror(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            board.append(swapCase(ranks[i])).append(i > 0 ? "/" : "");
        }
        String side = f[1].equals("w") ? "b" : "w";
        String castling = f[2].equals("-") ? "-" : sortCastling(swapCase(f[2]));
        String ep = f[3].equals("-") ? "-" : f[3].charAt(0) + String.valueOf(9 - (f[3].charAt(1) - '0'));
        return board + " " + side + " " + castling + " " + ep + " " + f[4] + " " + f[5];
    }

    private static String swapCase(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return b.toString();
    }

    private static String sortCastling(String c) {
        StringBuilder upper = new StringBuilder();
        StringBuilder lower = new StringBuilder();
        for (char x : c.toCharArray()) {
            (Character.isUpperCase(x) ? upper : lower).append(x);
        }
        return upper + lower.toString();
    }
}
