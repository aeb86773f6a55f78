package org.passant.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.PropertyCheck.forAll;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

import org.passant.Positions;
import org.passant.game.Game;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.reference.ReferenceGenerator;
import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.kernel.Apply;
import org.passant.kernel.Board;
import org.passant.kernel.Legality;

/**
 * Properties over positions reached by random play from the initial position. A playout is a
 * list of choices; choice i picks move (i mod n) among the n legal moves, so a failing
 * playout shrinks to a short game.
 */
class PlayoutProperties {

    static Gen<List<Integer>> playouts() {
        return lists().of(integers().between(0, 1_000)).ofSizeBetween(0, 80);
    }

    /** The positions of the playout, from the initial one; stops early when the game ends. */
    static List<Position> positions(List<Integer> choices) {
        return positions(Position.initial(), choices);
    }

    static List<Position> positions(Position start, List<Integer> choices) {
        List<Position> result = new ArrayList<>();
        Position p = start;
        result.add(p);
        for (int choice : choices) {
            List<Move> moves = p.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            p = p.play(moves.get(choice % moves.size()));
            result.add(p);
        }
        return result;
    }

    /** In every position of the line the reference generator's moves are the kernel's. */
    static void referenceAgreesWithTheKernel(List<Position> line) {
        for (Position p : line) {
            List<Move> reference = new ReferenceGenerator().legalMoves(p);
            reference.sort(null);
            assertEquals(Positions.uciList(reference), Positions.uciList(p.legalMoves()), p.toString());
        }
    }

    /**
     * Explain throws when its verdict and the kernel's differ; ask it about every square pair of the
     * line's last position. The moves it finds legal are the legal moves but promotions (castling
     * typed in either form, e1g1 or e1h1, is one move: C960-NOTATION).
     */
    static void explainAgreesWithTheKernel(List<Position> line) {
        Position p = line.get(line.size() - 1);
        java.util.Set<Move> legal = new java.util.HashSet<>();
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                Explanation e = from == to ? null : Explain.explain(p, new Move(from, to, 0));
                if (e != null && e.legal()) {
                    legal.add(e.move());
                }
            }
        }
        java.util.Set<Move> nonPromotions = new java.util.HashSet<>();
        p.legalMoves().stream().filter(m -> m.promotion() == 0).forEach(nonPromotions::add);
        assertEquals(nonPromotions, legal);
    }

    /**
     * Board.wellFormed refuses each part of a position that no game reaches, one at a time, so that
     * the playout check below asks something that can fail.
     */
    @Test
    void EP_TRIGGER_C960_SETUP_wellFormedRefusesEachPartNoGameReaches() {
        int[] initial = Position.initial().state();
        assertTrue(Board.wellFormed(initial));
        assertFalse(Board.wellFormed(with(initial, Board.SIDE, 0)), "no side to move");
        assertFalse(Board.wellFormed(with(initial, 28, 7)), "a square outside the piece codes");
        assertFalse(Board.wellFormed(with(initial, 28, org.passant.kernel.Piece.KING)), "a second white king on e4");
        assertFalse(Board.wellFormed(with(initial, 60, org.passant.kernel.Piece.EMPTY)), "no black king");
        assertFalse(Board.wellFormed(with(initial, Board.CASTLE_BLACK_QUEENSIDE, 2)), "a right of 2");
        assertFalse(Board.wellFormed(with(initial, Board.CASTLE_WHITE_KINGSIDE, -1)), "a right of -1");
        assertFalse(Board.wellFormed(with(initial, Board.EP_SQUARE, 44)), "e6 without a double step (EP-TRIGGER)");
        assertFalse(Board.wellFormed(with(initial, Board.HALFMOVE_CLOCK, -1)), "a negative halfmove clock");
        assertFalse(Board.wellFormed(with(initial, Board.FULLMOVE_NUMBER, 0)), "fullmove number 0");
    }

    /** A copy of the position with one entry changed. */
    static int[] with(int[] pos, int index, int value) {
        int[] copy = pos.clone();
        copy[index] = value;
        return copy;
    }

    /**
     * Apply.play's contract, the reachable-position invariant, is proved (proofs/closed.txt); here it
     * runs on real games, and so does its base, which no proof states: every position of a random game
     * from the initial position or a Chess960 start is well-formed (one king per side, rights 0 or 1,
     * an en passant square only where EP-TRIGGER holds, EP-IMMEDIATE), and so is the position after
     * each of its legal moves through Apply.play, whose body runs the lemmas of its proof.
     */
    @Test
    void EP_TRIGGER_EP_IMMEDIATE_C960_SETUP_everyLegalMoveOfAGameKeepsThePositionWellFormed() {
        // The first choice picks the start: -1 the initial position, else a Chess960 start's number.
        forAll(lists().of(integers().between(0, 1_000)).ofSizeBetween(0, 60)).tries(60).check(choices -> {
            int start = choices.isEmpty() ? -1 : choices.get(0) % (Setups.CHESS960_POSITIONS + 1) - 1;
            Position first = start < 0 ? Position.initial() : Position.of(Setups.chess960(start), Variant.CHESS, Validation.STRICT);
            for (Position p : positions(first, choices.isEmpty() ? choices : choices.subList(1, choices.size()))) {
                int[] pos = p.state();
                assertTrue(Board.wellFormed(pos), "not well-formed: " + p);
                int played = 0;
                for (int from = 0; from < 64; from++) {
                    for (int to = 0; to < 64; to++) {
                        for (int promotion = 0; promotion <= org.passant.kernel.Piece.QUEEN; promotion++) {
                            if (Legality.isLegal(pos, from, to, promotion)) {
                                int[] after = pos.clone();
                                Apply.play(after, from, to, promotion);
                                assertTrue(Board.wellFormed(after), "not well-formed after " + new Move(from, to, promotion) + " from " + p);
                                played++;
                            }
                        }
                    }
                }
                assertEquals(p.legalMoves().size(), played, "every legal move was played: " + p);
            }
        });
    }

    @Test
    void referenceGeneratorEqualsKernelGeneration() {
        forAll(playouts()).tries(60).check(choices -> referenceAgreesWithTheKernel(positions(choices)));
    }

    @Test
    void GM_UNDO_undoRestoresThePosition() {
        forAll(playouts()).tries(100).check(choices -> {
            List<Position> line = positions(choices);
            Game game = new Game(line.get(0), org.passant.game.DrawPolicy.FIDE);
            List<Integer> repetitions = new ArrayList<>();
            for (int i = 1; i < line.size() && !game.isOver(); i++) {
                repetitions.add(game.repetitions());
                Move m = findMove(line.get(i - 1), line.get(i));
                game.play(m);
            }
            while (!game.moves().isEmpty()) {
                game.undo();
                Position expected = line.get(game.moves().size());
                assertEquals(expected, game.position());
                assertEquals(expected.zobrist(), game.position().zobrist());
                assertEquals(repetitions.get(game.moves().size()), game.repetitions());
            }
        });
    }

    private static Move findMove(Position from, Position to) {
        for (Move m : from.legalMoves()) {
            if (from.play(m).equals(to)) {
                return m;
            }
        }
        throw new AssertionError("no move leads there");
    }

    @Test
    void EP_FEN_fenRoundTripInEveryMode() {
        forAll(playouts()).tries(100).check(choices -> {
            for (Position p : positions(choices)) {
                assertEquals(p, Fen.position(Fen.format(p, EpMode.FEN)));
                Position legal = Fen.position(Fen.format(p, EpMode.LEGAL));
                assertEquals(p.repetitionKey(), legal.repetitionKey());
                assertEquals(p.legalMoves(), legal.legalMoves());
                Position xfen = Fen.position(Fen.format(p, EpMode.XFEN));
                assertEquals(p.legalMoves(), xfen.legalMoves());
            }
        });
    }

    @Test
    void EP_NOTATION_sanRoundTrip() {
        forAll(playouts()).tries(60).check(choices -> {
            for (Position p : positions(choices)) {
                for (Move m : p.legalMoves()) {
                    String san = San.format(p, m);
                    assertEquals(m, San.parse(p, san), san);
                    if (p.isEnPassant(m)) {
                        assertEquals(m, San.parse(p, san + " e.p."));
                    }
                }
            }
        });
    }

    @Test
    void explainAgreesWithTheKernelOnEveryCandidate() {
        forAll(playouts()).tries(30).check(choices -> explainAgreesWithTheKernel(positions(choices)));
    }

    @Test
    void EP_REPETITION_repetitionKeysIgnoreClocksAndUnusableEpSquares() {
        forAll(playouts()).tries(100).check(choices -> {
            for (Position p : positions(choices)) {
                Setup s = p.toSetup().fullmoveNumber(p.fullmoveNumber() + 3);
                // A usable en passant square comes with the halfmove clock at 0 (its double step reset it): only there the clock stays.
                if (p.legalEpSquare() == Board.NO_SQUARE) {
                    s.epSquare(Board.NO_SQUARE);
                    s.halfmoveClock(p.halfmoveClock() + 7);
                }
                Position q = Position.of(s, Variant.CHESS, Validation.STRICT);
                assertEquals(p.repetitionKey(), q.repetitionKey());
                assertEquals(p.zobrist(), q.zobrist());
                if (p.legalEpSquare() != Board.NO_SQUARE) {
                    Position noEp = Position.of(p.toSetup().epSquare(Board.NO_SQUARE), Variant.CHESS, Validation.STRICT);
                    assertNotEquals(p.repetitionKey(), noEp.repetitionKey());
                }
            }
        });
    }
}
