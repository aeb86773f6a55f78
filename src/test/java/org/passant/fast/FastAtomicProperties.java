package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import net.jqwik.api.Assume;
import net.jqwik.api.Arbitrary;
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
import org.passant.notation.PerftSuite;
import org.passant.reference.ReferenceGenerator;

/**
 * The fast generator against the kernel in atomic chess: every position of atomic.perft (standard
 * castling) and its children against the reference generator, random games against the kernel's
 * generation and perft.
 */
class FastAtomicProperties {

    static Variant atomic() {
        return Variant.ATOMIC;
    }

    @Property(tries = 1)
    void equalsTheReferenceOnTheSuitePositionsAndTheirChildren() {
        ReferenceGenerator reference = new ReferenceGenerator();
        int positions = 0;
        for (PerftSuite.Entry entry : PerftSuite.read(Differential.data("atomic.perft"))) {
            if (entry.id().contains("960")) {
                continue;
            }
            Position root = Fen.position(entry.fen(), atomic(), Validation.LENIENT);
            positions += Differential.assertAgreesWithTheReferenceOnChildren(root, reference);
        }
        assertTrue(positions > 120, "compared " + positions + " positions");
    }

    @Provide
    Arbitrary<List<Integer>> playouts() {
        return FastProperties.randomChoices();
    }

    /** Random atomic games: captures explode early and often, so kings soon stand exposed or touching. */
    @Property(tries = 300)
    void equalsTheKernelAlongRandomPlayouts(@ForAll("playouts") List<Integer> choices) {
        Differential.assertAgreesAlongPlayout(Position.initial(atomic()), choices);
    }

    @Provide
    Arbitrary<String> setups() {
        return FastProperties.randomSetups();
    }

    /** Random set-ups (kings may touch here) and every position one move away. */
    @Property(tries = 1000, maxDiscardRatio = 20)
    void equalsTheKernelOnRandomSetupsAndTheirChildren(@ForAll("setups") String fen) {
        Position p;
        try {
            p = Fen.position(fen, atomic(), Validation.LENIENT);
        } catch (InvalidInputException e) {
            Assume.that(false);
            return;
        }
        Differential.assertAgrees(p, p.legalMoves());
        for (Move m : p.legalMoves()) {
            Position child = p.play(m);
            Differential.assertAgrees(child, child.legalMoves());
        }
    }

    @Property(tries = 40)
    void perftEqualsTheKernelAlongRandomPlayouts(@ForAll("playouts") List<Integer> choices) {
        Position p = Position.initial(atomic());
        for (int choice : choices) {
            List<Move> moves = p.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            p = p.play(moves.get(choice % moves.size()));
        }
        assertEquals(new KernelGenerator().perft(p, 3), new FastGenerator(2).perft(p, 3), Fen.format(p));
    }
}
