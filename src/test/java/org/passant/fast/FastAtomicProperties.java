package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.PropertyCheck.forAll;

import org.junit.jupiter.api.Test;

import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;
import org.passant.notation.PerftSuite;
import org.passant.reference.ReferenceGenerator;

/**
 * The fast generator against the kernel in atomic chess: every position of atomic.perft (Chess960
 * ones included) and its children against the reference generator, random games against the kernel's
 * generation and perft.
 */
class FastAtomicProperties {

    static Variant atomic() {
        return Variant.ATOMIC;
    }

    @Test
    void equalsTheReferenceOnTheSuitePositionsAndTheirChildren() {
        ReferenceGenerator reference = new ReferenceGenerator();
        int positions = 0;
        for (PerftSuite.Entry entry : PerftSuite.read(Differential.data("atomic.perft"))) {
            Position root = Fen.position(entry.fen(), atomic(), Validation.LENIENT);
            positions += Differential.assertAgreesWithTheReferenceOnChildren(root, reference);
        }
        assertTrue(positions > 120, "compared " + positions + " positions");
    }

    /** Random atomic games: captures explode early and often, so kings soon stand exposed or touching. */
    @Test
    void equalsTheKernelAlongRandomPlayouts() {
        forAll(FastProperties.randomChoices()).tries(300)
                .check(choices -> Differential.assertAgreesAlongPlayout(Position.initial(atomic()), choices));
    }

    /** Random set-ups (kings may touch here) and every position one move away. */
    @Test
    void equalsTheKernelOnRandomSetupsAndTheirChildren() {
        forAll(FastProperties.randomSetups()).tries(1000).assuming(fen -> FastProperties.loads(fen, atomic())).maxDiscardRatio(20)
                .check(fen -> FastProperties.agreesWithItsChildren(Fen.position(fen, atomic(), Validation.LENIENT)));
    }

    @Test
    void perftEqualsTheKernelAlongRandomPlayouts() {
        forAll(FastProperties.randomChoices()).tries(40).check(choices -> FastProperties.perftAgreesAtTheEnd(Position.initial(atomic()), choices));
    }
}
