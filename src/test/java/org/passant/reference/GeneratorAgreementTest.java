package org.passant.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
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
        int positions = 0;
        for (PerftSuite.Entry entry : PerftSuite.read(PerftTest.data("standard-tricky.perft"))) {
            Position root;
            try {
                root = Fen.position(entry.fen(), Variant.CHESS, Validation.LENIENT);
            } catch (org.passant.notation.FenException e) {
                continue;
            }
            List<Position> frontier = new ArrayList<>(List.of(root));
            for (Move m : root.legalMoves()) {
                frontier.add(root.play(m));
            }
            for (Position p : frontier) {
                List<Move> reference = new ReferenceGenerator().legalMoves(p);
                reference.sort(null);
                assertEquals(Positions.uciList(reference), Positions.uciList(p.legalMoves()), p.toString());
                positions++;
            }
        }
        assertEquals(true, positions > 500, "compared " + positions + " positions");
    }
}
