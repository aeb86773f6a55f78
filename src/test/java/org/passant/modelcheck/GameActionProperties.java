package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.Tuple;
import net.jqwik.api.state.Action;
import net.jqwik.api.state.ActionChain;
import net.jqwik.api.state.Transformer;

import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.game.Game;
import org.passant.game.Outcome;
import org.passant.game.Termination;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.reference.ReferenceGenerator;

/**
 * Stateful: random sequences of play (SAN, biased toward double steps and captures), retreat (a
 * piece goes back where it came from, so positions repeat), undo and FEN round trip (the game
 * restarts from the FEN of its position), on a {@link Game} beside a model that is just the list
 * of positions. After every action: the game is at the model's last position, counts repetitions
 * as the model does (EP-REPETITION keys), has the outcome the GM rules give, and the reference
 * generator agrees with the kernel.
 */
class GameActionProperties {

    /** The game under test and the model: the positions since the game (re)started. */
    static final class Model {
        Game game;
        final List<Position> positions = new ArrayList<>();
        final List<String> log = new ArrayList<>();
        int mostRepetitions = 1;

        Model(Position start) {
            game = new Game(start);
            positions.add(start);
        }

        Position position() {
            return positions.get(positions.size() - 1);
        }

        void play(Move move) {
            String san = San.format(position(), move);
            assertEquals(move, game.play(san), "SAN " + san);
            positions.add(position().play(move));
            log.add(san);
            mostRepetitions = Math.max(mostRepetitions, repetitions(this));
        }

        void undo() {
            game.undo();
            positions.remove(positions.size() - 1);
            log.add("undo");
        }

        void restartFromFen() {
            String fen = Fen.format(position(), EpMode.FEN);
            Position read = Fen.position(fen);
            assertEquals(position(), read, fen);
            assertEquals(position().repetitionKey(), Fen.position(Fen.format(position(), EpMode.LEGAL)).repetitionKey());
            game = new Game(read);
            positions.clear();
            positions.add(read);
            log.add("fen " + fen);
        }

        /** The mover's last move played backwards, when it is legal now. */
        Optional<Move> retreat() {
            List<Move> moves = game.moves();
            if (moves.size() < 2 || game.isOver() || positions.size() < 3) {
                return Optional.empty();
            }
            Move last = moves.get(moves.size() - 2);
            Move back = new Move(last.to(), last.from(), 0);
            return position().isLegal(back) ? Optional.of(back) : Optional.empty();
        }

        @Override
        public String toString() {
            return String.join(" ", log) + " -> " + Fen.format(position(), EpMode.FEN);
        }
    }

    /** Play a legal move, three times in four among double steps and captures when there are any. */
    static final class Play implements Action.Dependent<Model> {
        @Override
        public boolean precondition(Model m) {
            return !m.game.isOver();
        }

        @Override
        public Arbitrary<Transformer<Model>> transformer(Model m) {
            List<Move> all = m.game.legalMoves();
            List<Move> lively = new ArrayList<>();
            for (Move move : all) {
                if (m.position().isDoubleStep(move) || m.position().isCapture(move)) {
                    lively.add(move);
                }
            }
            Arbitrary<Move> moves = lively.isEmpty() ? Arbitraries.of(all)
                    : Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.of(lively)), Tuple.of(1, Arbitraries.of(all)));
            return moves.map(move -> Transformer.mutate("play " + San.format(m.position(), move), model -> model.play(move)));
        }
    }

    @Provide
    Arbitrary<ActionChain<Model>> games() {
        return chains(Position.initial());
    }

    /** From sparse set-ups games end (mate, stalemate, repetition) within a few moves. */
    @Provide
    Arbitrary<ActionChain<Model>> sparseGames() {
        return ChessArbitraries.setupsAroundADoubleStep().flatMap(a -> chains(a.position()));
    }

    static Arbitrary<ActionChain<Model>> chains(Position start) {
        return ActionChain.startWith(() -> new Model(start))
                .withAction(4, new Play())
                .withAction(3, Action.<Model>when(m -> m.retreat().isPresent()).describeAs("retreat")
                        .justMutate(m -> m.play(m.retreat().orElseThrow())))
                .withAction(1, Action.<Model>when(m -> !m.game.moves().isEmpty()).describeAs("undo").justMutate(Model::undo))
                .withAction(1, Action.<Model>builder().describeAs("fen round trip").justMutate(Model::restartFromFen))
                .withMaxTransformations(80);
    }

    /** GM-MATE, GM-MATERIAL, GM-REPETITION, GM-FIFTY as the automatic policy states them, from the model. */
    static Optional<Outcome> expectedOutcome(Model m) {
        Position p = m.position();
        if (p.legalMoves().isEmpty()) {
            return Optional.of(p.isCheck() ? new Outcome(Termination.CHECKMATE, -p.sideToMove()) : new Outcome(Termination.STALEMATE, 0));
        }
        if (dead(p)) {
            return Optional.of(new Outcome(Termination.DEAD_POSITION, 0));
        }
        int repetitions = repetitions(m);
        if (repetitions >= 5) {
            return Optional.of(new Outcome(Termination.FIVEFOLD_REPETITION, 0));
        }
        if (p.halfmoveClock() >= 150) {
            return Optional.of(new Outcome(Termination.SEVENTY_FIVE_MOVES, 0));
        }
        if (repetitions >= 3) {
            return Optional.of(new Outcome(Termination.THREEFOLD_REPETITION, 0));
        }
        if (p.halfmoveClock() >= 100) {
            return Optional.of(new Outcome(Termination.FIFTY_MOVES, 0));
        }
        return Optional.empty();
    }

    /**
     * GM-MATERIAL's list, written out: besides the kings no pawn, rook or queen, and either at
     * most one minor piece or only bishops, all on squares of one colour.
     */
    static boolean dead(Position p) {
        int minors = 0;
        int bishops = 0;
        int lightBishops = 0;
        for (int sq = 0; sq < 64; sq++) {
            int type = Math.abs(p.pieceAt(sq));
            if (type == 1 || type == 4 || type == 5) {
                return false;
            }
            if (type == 2 || type == 3) {
                minors++;
            }
            if (type == 3) {
                bishops++;
                lightBishops += (sq % 8 + sq / 8) % 2;
            }
        }
        return minors <= 1 || bishops == minors && (lightBishops == 0 || lightBishops == bishops);
    }

    static int repetitions(Model m) {
        int n = 0;
        for (Position p : m.positions) {
            n += p.repetitionKey().equals(m.position().repetitionKey()) ? 1 : 0;
        }
        return n;
    }

    @Property(tries = 100)
    void GM_UNDO_GM_REPETITION_GM_MATE_EP_REPETITION_playUndoAndFenKeepTheGameConsistent(@ForAll("games") ActionChain<Model> chain) {
        run(chain);
    }

    @Property(tries = 200)
    void GM_UNDO_GM_REPETITION_GM_MATE_EP_REPETITION_fromSparseSetups(@ForAll("sparseGames") ActionChain<Model> chain) {
        run(chain);
    }

    private static void run(ActionChain<Model> chain) {
        chain.withInvariant("at the model's position", m -> assertEquals(m.position(), m.game.position(), m.toString()))
                .withInvariant("repetitions", m -> assertEquals(repetitions(m), m.game.repetitions(), m.toString()))
                .withInvariant("outcome", m -> assertEquals(expectedOutcome(m), m.game.outcome(), m.toString()))
                .withInvariant("reference == kernel", m -> {
                    List<Move> reference = new ReferenceGenerator().legalMoves(m.position());
                    reference.sort(null);
                    assertEquals(m.position().legalMoves(), reference, m.toString());
                })
                .run();
        Model last = chain.finalState().orElseThrow();
        Statistics.label("outcome").collect(last.game.outcome().map(o -> o.termination().name()).orElse("game on"));
        Statistics.label("a position repeated").collect(last.mostRepetitions >= 2);
        Statistics.label("a position repeated").coverage(c -> c.check(true).count(n -> n > 0));
    }
}
