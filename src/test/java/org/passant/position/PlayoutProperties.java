package org.passant.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import org.passant.Positions;
import org.passant.game.Game;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.reference.ReferenceGenerator;
import org.passant.explain.Explain;
import org.passant.kernel.Board;

/**
 * Properties over positions reached by random play from the initial position. A playout is a
 * list of choices; choice i picks move (i mod n) among the n legal moves, so jqwik shrinks a
 * failing playout to a short game.
 */
class PlayoutProperties {

    @Provide
    Arbitrary<List<Integer>> playouts() {
        return Arbitraries.integers().between(0, 1_000).list().ofMinSize(0).ofMaxSize(80);
    }

    /** The positions of the playout, from the initial one; stops early when the game ends. */
    static List<Position> positions(List<Integer> choices) {
        List<Position> result = new ArrayList<>();
        Position p = Position.initial();
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

    @Property(tries = 60)
    void referenceGeneratorEqualsKernelGeneration(@ForAll("playouts") List<Integer> choices) {
        for (Position p : positions(choices)) {
            List<Move> reference = new ReferenceGenerator().legalMoves(p);
            reference.sort(null);
            assertEquals(Positions.uciList(reference), Positions.uciList(p.legalMoves()), p.toString());
        }
    }

    @Property(tries = 100)
    void GM_UNDO_undoRestoresThePosition(@ForAll("playouts") List<Integer> choices) {
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
    }

    private static Move findMove(Position from, Position to) {
        for (Move m : from.legalMoves()) {
            if (from.play(m).equals(to)) {
                return m;
            }
        }
        throw new AssertionError("no move leads there");
    }

    @Property(tries = 100)
    void EP_FEN_fenRoundTripInEveryMode(@ForAll("playouts") List<Integer> choices) {
        for (Position p : positions(choices)) {
            assertEquals(p, Fen.position(Fen.format(p, EpMode.FEN)));
            Position legal = Fen.position(Fen.format(p, EpMode.LEGAL));
            assertEquals(p.repetitionKey(), legal.repetitionKey());
            assertEquals(p.legalMoves(), legal.legalMoves());
            Position xfen = Fen.position(Fen.format(p, EpMode.XFEN));
            assertEquals(p.legalMoves(), xfen.legalMoves());
        }
    }

    @Property(tries = 60)
    void EP_NOTATION_sanRoundTrip(@ForAll("playouts") List<Integer> choices) {
        for (Position p : positions(choices)) {
            for (Move m : p.legalMoves()) {
                String san = San.format(p, m);
                assertEquals(m, San.parse(p, san), san);
                if (p.isEnPassant(m)) {
                    assertEquals(m, San.parse(p, san + " e.p."));
                }
            }
        }
    }

    /** Explain throws when its verdict and the kernel's differ; ask it about every square pair. */
    @Property(tries = 30)
    void explainAgreesWithTheKernelOnEveryCandidate(@ForAll("playouts") List<Integer> choices) {
        List<Position> line = positions(choices);
        Position p = line.get(line.size() - 1);
        int legal = 0;
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                if (from != to && Explain.explain(p, new Move(from, to, 0)).legal()) {
                    legal++;
                }
            }
        }
        long nonPromotions = p.legalMoves().stream().filter(m -> m.promotion() == 0).count();
        assertEquals(nonPromotions, legal);
    }

    @Property(tries = 100)
    void EP_REPETITION_repetitionKeysIgnoreClocksAndUnusableEpSquares(@ForAll("playouts") List<Integer> choices) {
        for (Position p : positions(choices)) {
            Setup s = p.toSetup().halfmoveClock(p.halfmoveClock() + 7).fullmoveNumber(p.fullmoveNumber() + 3);
            if (p.legalEpSquare() == Board.NO_SQUARE) {
                s.epSquare(Board.NO_SQUARE);
            }
            Position q = Position.of(s, Variant.CHESS, Validation.STRICT);
            assertEquals(p.repetitionKey(), q.repetitionKey());
            assertEquals(p.zobrist(), q.zobrist());
            if (p.legalEpSquare() != Board.NO_SQUARE) {
                Position noEp = Position.of(p.toSetup().epSquare(Board.NO_SQUARE), Variant.CHESS, Validation.STRICT);
                assertNotEquals(p.repetitionKey(), noEp.repetitionKey());
            }
        }
    }
}
