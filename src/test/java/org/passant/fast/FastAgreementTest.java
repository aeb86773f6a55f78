package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

    /** ChessMoves.count's two colour copies are one body: the same text after their first line (which fixes the colour). */
    @Test
    void countsWhiteAndBlackByTheSameText() throws IOException {
        String source = Files.readString(Path.of("src/main/java/org/passant/fast/ChessMoves.java"));
        String white = body(source, "private static int countWhite(BitPosition p) {");
        String black = body(source, "private static int countBlack(BitPosition p) {");
        assertTrue(white.lines().count() > 50, white);
        assertEquals(white, black);
    }

    /** The lines of the method that opens with {@code signature}, after its first line, up to its closing brace. */
    private static String body(String source, String signature) {
        int open = source.indexOf(signature);
        assertTrue(open >= 0, signature);
        int first = source.indexOf('\n', source.indexOf('\n', open) + 1);
        return source.substring(first, source.indexOf("\n    }\n", first));
    }
}
