package org.passant.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.Positions;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.notation.PerftSuite;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;

/** The kernel's own generation proposes exactly the moves the reference generator finds. */
class GeneratorAgreementTest {

    @Test
    void kernelGenerationEqualsReferenceOnEverySuitePositionAndItsChildren() {
        List<Position> positions = suitePositionsAndChildren("standard-tricky.perft", Variant.CHESS);
        for (Position p : positions) {
            List<Move> reference = new ReferenceGenerator().legalMoves(p);
            reference.sort(null);
            assertEquals(Positions.uciList(reference), Positions.uciList(p.legalMoves()), p.toString());
        }
        assertEquals(true, positions.size() > 500, "compared " + positions.size() + " positions");
    }

    /**
     * The model checker's enumeration ({@link ReferenceGenerator#legalMoves(ReferenceGenerator.Predicate, int[], int[])}),
     * which does not ask about a square without a piece of the side to move nor about a promotion named by
     * any piece but a pawn, finds the same moves as the kernel's enumeration of every code
     * ({@code Generate.allLegalMoves}, which asks about all of them): in chess and in atomic chess, on
     * every suite position and each of its children.
     */
    @Test
    void theModelCheckersEnumerationEqualsTheKernelsEnumerationOfEveryCode() {
        int positions = 0;
        int[] all = new int[org.passant.kernel.Generate.CODES];
        int[] asked = new int[org.passant.kernel.Generate.CODES];
        for (String[] suite : new String[][] {{"standard-tricky.perft", "CHESS"}, {"atomic.perft", "ATOMIC"}}) {
            Variant variant = Variant.valueOf(suite[1]);
            for (Position p : suitePositionsAndChildren(suite[0], variant)) {
                int n = variant.allLegalMoves(p.state(), all);
                int m = ReferenceGenerator.legalMoves(variant::isLegal, p.state(), asked);
                Arrays.sort(asked, 0, m);
                assertEquals(Arrays.toString(Arrays.copyOf(all, n)), Arrays.toString(Arrays.copyOf(asked, m)), p.toString());
                positions++;
            }
        }
        assertEquals(true, positions > 500, "compared " + positions + " positions");
    }

    /**
     * The piece walk ({@code Generate.walk}, what kernel perft and the model checker count through; proved,
     * and tested here all the same) finds exactly the moves of the filtered enumeration
     * ({@code Generate.legalMoves}, every code the filter lets through judged by the kernel): in chess and
     * in atomic chess, on every suite position and each of its children.
     */
    @Test
    void thePieceWalkFindsExactlyTheMovesOfTheFilteredEnumeration() {
        int positions = 0;
        int[] proved = new int[org.passant.kernel.Generate.CODES];
        int[] walked = new int[org.passant.kernel.Generate.WALK];
        for (String[] suite : new String[][] {{"standard-tricky.perft", "CHESS"}, {"atomic.perft", "ATOMIC"}}) {
            Variant variant = Variant.valueOf(suite[1]);
            for (Position p : suitePositionsAndChildren(suite[0], variant)) {
                int n = variant.legalMoves(p.state(), proved);
                int m = variant.walkMoves(p.state(), walked);
                Arrays.sort(walked, 0, m);
                assertEquals(Arrays.toString(Arrays.copyOf(proved, n)), Arrays.toString(Arrays.copyOf(walked, m)), p.toString());
                positions++;
            }
        }
        assertEquals(true, positions > 500, "compared " + positions + " positions");
    }

    /** Every position of the suite file that loads in the variant (leniently), and each of its children. */
    private static List<Position> suitePositionsAndChildren(String file, Variant variant) {
        List<Position> positions = new ArrayList<>();
        for (PerftSuite.Entry entry : PerftSuite.read(PerftTest.data(file))) {
            Position root;
            try {
                root = Fen.position(entry.fen(), variant, Validation.LENIENT);
            } catch (org.passant.notation.FenException e) {
                continue;
            }
            positions.add(root);
            for (Move m : root.legalMoves()) {
                positions.add(root.play(m));
            }
        }
        return positions;
    }
}
