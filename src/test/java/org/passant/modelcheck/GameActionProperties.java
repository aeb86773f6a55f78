package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.PropertyCheck.forAll;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

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
 * generator agrees with the kernel. A chain is a list of steps, each read against the state it
 * meets (which action, which move), so shrinking the steps shortens and simplifies the chain.
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

    /** The actions, weighted; each step picks among those that apply to the state it meets. */
    enum Action {
        /** Play a legal move, three times in four among double steps and captures when there are any. */
        PLAY(4) {
            @Override
            boolean applies(Model m) {
                return !m.game.isOver();
            }

            @Override
            void apply(Model m, int choice) {
                List<Move> all = m.game.legalMoves();
                List<Move> lively = new ArrayList<>();
                for (Move move : all) {
                    if (m.position().isDoubleStep(move) || m.position().isCapture(move)) {
                        lively.add(move);
                    }
                }
                List<Move> among = !lively.isEmpty() && choice % 4 != 3 ? lively : all;
                m.play(among.get((choice / 4) % among.size()));
            }
        },
        RETREAT(3) {
            @Override
            boolean applies(Model m) {
                return m.retreat().isPresent();
            }

            @Override
            void apply(Model m, int choice) {
                m.play(m.retreat().orElseThrow());
            }
        },
        UNDO(1) {
            @Override
            boolean applies(Model m) {
                return !m.game.moves().isEmpty();
            }

            @Override
            void apply(Model m, int choice) {
                m.undo();
            }
        },
        FEN_ROUND_TRIP(1) {
            @Override
            boolean applies(Model m) {
                return true;
            }

            @Override
            void apply(Model m, int choice) {
                m.restartFromFen();
            }
        };

        final int weight;

        Action(int weight) {
            this.weight = weight;
        }

        abstract boolean applies(Model m);

        abstract void apply(Model m, int choice);

        /** The action a step's choice picks among those that apply, by weight. */
        static Action pick(Model m, int choice) {
            List<Action> slots = new ArrayList<>();
            for (Action a : values()) {
                if (a.applies(m)) {
                    slots.addAll(Collections.nCopies(a.weight, a));
                }
            }
            return slots.get(choice % slots.size());
        }
    }

    /** One step of a chain: which action, and which move when it plays one. */
    record Step(int action, int choice) {
    }

    /** A start and the steps from there. */
    record Chain(Position start, List<Step> steps) {
        /** Plays the steps on the model; after the start and after every action the invariants hold. */
        void play(Model m) {
            assertInvariants(m);
            for (Step step : steps) {
                Action.pick(m, step.action()).apply(m, step.choice());
                assertInvariants(m);
            }
        }

        /** The actions the steps come to, up to the first failing one. */
        @Override
        public String toString() {
            Model m = new Model(start);
            try {
                play(m);
            } catch (RuntimeException | AssertionError e) {
                // the log ends where the chain fails
            }
            return "from " + Fen.format(start, EpMode.FEN) + ": " + m;
        }
    }

    static final int MAX_ACTIONS = 80;

    /** Nine chains in ten take the full 80 steps; the length shrinks toward none. */
    static Gen<List<Step>> steps() {
        Gen<Step> step = integers().between(0, 999).zip(integers().between(0, 999), Step::new);
        return lists().of(step).ofSizes(integers().between(0, 10 * MAX_ACTIONS).map(n -> Math.min(n, MAX_ACTIONS)));
    }

    static Gen<Chain> games() {
        return steps().map(steps -> new Chain(Position.initial(), steps));
    }

    /** From sparse set-ups games end (mate, stalemate, repetition) within a few moves. */
    static Gen<Chain> sparseGames() {
        return ChessGenerators.setupsAroundADoubleStep().zip(steps(), (a, steps) -> new Chain(a.position(), steps));
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

    @Test
    void GM_UNDO_GM_REPETITION_GM_MATE_EP_REPETITION_playUndoAndFenKeepTheGameConsistent() {
        checkChains(games(), 100);
    }

    @Test
    void GM_UNDO_GM_REPETITION_GM_MATE_EP_REPETITION_fromSparseSetups() {
        checkChains(sparseGames(), 200);
    }

    /** Runs the chains; counts how they end, and requires that some chain repeat a position. */
    private static void checkChains(Gen<Chain> chains, int tries) {
        Map<String, Integer> outcomes = new TreeMap<>();
        int[] repeated = {0};
        forAll(chains).tries(tries).check(chain -> {
            Model last = run(chain);
            outcomes.merge(last.game.outcome().map(o -> o.termination().name()).orElse("game on"), 1, Integer::sum);
            repeated[0] += last.mostRepetitions >= 2 ? 1 : 0;
        });
        System.out.println("  outcomes " + outcomes + "; a position repeated in " + repeated[0] + " of " + tries);
        assertTrue(repeated[0] > 0, "no chain repeated a position");
    }

    private static Model run(Chain chain) {
        Model m = new Model(chain.start());
        chain.play(m);
        return m;
    }

    static void assertInvariants(Model m) {
        assertEquals(m.position(), m.game.position(), () -> "at the model's position: " + m);
        assertEquals(repetitions(m), m.game.repetitions(), () -> "repetitions: " + m);
        assertEquals(expectedOutcome(m), m.game.outcome(), () -> "outcome: " + m);
        List<Move> reference = new ReferenceGenerator().legalMoves(m.position());
        reference.sort(null);
        assertEquals(m.position().legalMoves(), reference, () -> "reference == kernel: " + m);
    }
}
