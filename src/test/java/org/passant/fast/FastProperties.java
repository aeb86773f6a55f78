package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.passant.PropertyCheck.forAll;
import static org.quicktheories.generators.SourceDSL.arbitrary;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

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

    /** Move choices for a playout (see {@link Differential#assertAgreesAlongPlayout}). */
    static Gen<List<Integer>> randomChoices() {
        return lists().of(integers().between(0, 1_000)).ofSizeBetween(0, 120);
    }

    @Test
    void equalsTheKernelAlongRandomPlayouts() {
        forAll(randomChoices()).tries(200).check(choices -> Differential.assertAgreesAlongPlayout(Position.initial(), choices));
    }

    @Test
    void perftEqualsTheKernelAlongRandomPlayouts() {
        forAll(randomChoices()).tries(40).check(choices -> perftAgreesAtTheEnd(Position.initial(), choices));
    }

    /** Plays the choices (choice i picks move i mod n), then compares perft to depth 3 with the kernel's. */
    static void perftAgreesAtTheEnd(Position start, List<Integer> choices) {
        Position p = playedOut(start, choices);
        assertEquals(new KernelGenerator().perft(p, 3), new FastGenerator(2).perft(p, 3), Fen.format(p));
    }

    /** The position the choices lead to (choice i picks move i mod n), stopping where no move is left. */
    static Position playedOut(Position start, List<Integer> choices) {
        Position p = start;
        for (int choice : choices) {
            List<Move> moves = p.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            p = p.play(moves.get(choice % moves.size()));
        }
        return p;
    }

    /** A board in FEN: up to 20 pieces on random squares besides the two kings. */
    static Gen<String> randomSetups() {
        Gen<Integer> square = integers().between(0, 63);
        Gen<Character> piece = arbitrary().pick('P', 'N', 'B', 'R', 'Q', 'p', 'n', 'b', 'r', 'q', 'P', 'p', 'R', 'r');
        Gen<List<Integer>> squares = lists().of(square).ofSizeBetween(0, 20);
        Gen<List<Character>> pieces = lists().of(piece).ofSize(20);
        return square.zip(square, squares, pieces, arbitrary().pick('w', 'b'), FastProperties::fen);
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
    @Test
    void equalsTheKernelOnRandomSetupsAndTheirChildren() {
        forAll(randomSetups()).tries(1000).assuming(fen -> loads(fen, Variant.CHESS)).maxDiscardRatio(20)
                .check(fen -> agreesWithItsChildren(Fen.position(fen, Variant.CHESS, Validation.LENIENT)));
    }

    /** Whether the FEN loads leniently: not when kings touch, the side not to move is in check, ... */
    static boolean loads(String fen, Variant variant) {
        try {
            Fen.position(fen, variant, Validation.LENIENT);
            return true;
        } catch (InvalidInputException e) {
            return false;
        }
    }

    /** The position and every position one move away agree with the kernel. */
    static void agreesWithItsChildren(Position p) {
        Differential.assertAgrees(p, p.legalMoves());
        for (Move m : p.legalMoves()) {
            Position child = p.play(m);
            Differential.assertAgrees(child, child.legalMoves());
        }
    }
}
