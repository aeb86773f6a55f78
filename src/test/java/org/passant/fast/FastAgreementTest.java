package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.reference.ReferenceGenerator;

/**
 * The fast generator proposes exactly the reference generator's moves on every suite position
 * and every position one move away, and exactly the kernel's on every position two moves away.
 */
class FastAgreementTest {

    @Test
    void equalsTheReferenceOnEverySuitePositionAndItsChildren() {
        ReferenceGenerator reference = new ReferenceGenerator();
        int positions = 0;
        for (Position root : Differential.suitePositions()) {
            positions += Differential.assertAgreesWithTheReferenceOnChildren(root, reference);
        }
        assertTrue(positions > 1000, "compared " + positions + " positions");
    }

    @Test
    void equalsTheKernelOnEveryGrandchildOfTheSuitePositions() {
        int positions = 0;
        for (Position root : Differential.suitePositions()) {
            for (Move m : root.legalMoves()) {
                Position child = root.play(m);
                for (Move r : child.legalMoves()) {
                    Position grandchild = child.play(r);
                    Differential.assertAgrees(grandchild, grandchild.legalMoves());
                    positions++;
                }
            }
        }
        assertTrue(positions > 15_000, "compared " + positions + " positions");
    }
}
