package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import org.passant.position.InvalidInputException;
import org.passant.reference.KernelGenerator;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;

/**
 * The fast generator against the kernel on positions no suite lists: those reached by random
 * play from the initial position, and random set-ups (every piece anywhere, loaded leniently),
 * with every position one move away from them.
 */
class FastProperties {

    @Provide
    Arbitrary<List<Integer>> playouts() {
        return randomChoices();
    }

    /** Move choices for a playout (see {@link Differential#assertAgreesAlongPlayout}). */
    static Arbitrary<List<Integer>> randomChoices() {
        return Arbitraries.integers().between(0, 1_000).list().ofMinSize(0).ofMaxSize(120);
    }

    @Property(tries = 200)
    void equalsTheKernelAlongRandomPlayouts(@ForAll("playouts") List<Integer> choices) {
        Differential.assertAgreesAlongPlayout(Position.initial(), choices);
    }

    @Property(tries = 40)
    void perftEqualsTheKernelAlongRandomPlayouts(@ForAll("playouts") List<Integer> choices) {
        Position p = Position.initial();
        for (int choice : choices) {
            List<Move> moves = p.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            p = p.play(moves.get(choice % moves.size()));
        }
        assertEquals(new KernelGenerator().perft(p, 3), new FastGenerator(2).perft(p, 3), Fen.format(p));
    }

    /** A board in FEN: up to 20 pieces on random squares besides the two kings. */
    @Provide
    Arbitrary<String> setups() {
        return randomSetups();
    }

    static Arbitrary<String> randomSetups() {
        Arbitrary<Integer> square = Arbitraries.integers().between(0, 63);
        Arbitrary<Character> piece = Arbitraries.of('P', 'N', 'B', 'R', 'Q', 'p', 'n', 'b', 'r', 'q', 'P', 'p', 'R', 'r');
        Arbitrary<List<Integer>> squares = square.list().ofMinSize(0).ofMaxSize(20);
        Arbitrary<List<Character>> pieces = piece.list().ofSize(20);
        return Combinators.combine(square, square, squares, pieces, Arbitraries.of('w', 'b'))
                .as(FastProperties::fen);
    }

    private static String fen(int whiteKing, int blackKing, List<Integer> squares, List<Character> pieces, char side) {
        char[] board = new char[64];
        for (int i = 0; i < squares.size(); i++) {
            int sq = squares.get(i);
            char c = pieces.get(i);
            boolean pawnOnBackRank = (c == 'P' || c == 'p') && (sq < 8 || sq >= 56);
            if (!pawnOnBackRank) {
                board[sq] = c;
            }
        }
        board[whiteKing] = 'K';
        board[blackKing] = 'k';
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[8 * rank + file];
                if (c == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        String castling = (board[4] == 'K' && board[7] == 'R' ? "K" : "") + (board[4] == 'K' && board[0] == 'R' ? "Q" : "")
                + (board[60] == 'k' && board[63] == 'r' ? "k" : "") + (board[60] == 'k' && board[56] == 'r' ? "q" : "");
        return sb + " " + side + " " + (castling.isEmpty() ? "-" : castling) + " - 0 1";
    }

    /**
     * Random set-ups, and every position one move away (so double steps bring en passant rights
     * next to pins, checks and open ranks): moves and counts equal the kernel's.
     */
    @Property(tries = 1000, maxDiscardRatio = 20)
    void equalsTheKernelOnRandomSetupsAndTheirChildren(@ForAll("setups") String fen) {
        Position p;
        try {
            p = Fen.position(fen, Variant.CHESS, Validation.LENIENT);
        } catch (InvalidInputException e) {
            Assume.that(false); // kings touching, the side not to move in check, ...
            return;
        }
        Differential.assertAgrees(p, p.legalMoves());
        for (Move m : p.legalMoves()) {
            Position child = p.play(m);
            Differential.assertAgrees(child, child.legalMoves());
        }
    }
}
