package org.passant.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.passant.reference.KernelGenerator;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;
import org.passant.notation.PerftSuite;

/**
 * Perft node counts against published numbers (agreed by many independent generators), with
 * the kernel's own generation; the reference generator runs the shallower depths.
 */
class PerftTest {

    static Path data(String name) {
        try {
            return Path.of(PerftTest.class.getResource("/data/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest(name = "start position, depth {0}: {1}")
    @CsvSource({"1, 20", "2, 400", "3, 8902", "4, 197281", "5, 4865609"})
    void startPosition(int depth, long nodes) {
        assertEquals(nodes, new KernelGenerator().perft(Position.initial(), depth));
    }

    @ParameterizedTest(name = "reference generator, start position, depth {0}: {1}")
    @CsvSource({"1, 20", "2, 400", "3, 8902"})
    void referenceStartPosition(int depth, long nodes) {
        assertEquals(nodes, new ReferenceGenerator().perft(Position.initial(), depth));
    }

    /**
     * Every position of standard-tricky.perft at every depth given. The Chess960 entries (xfen-*,
     * hside-*, and two whose castling rights name rooks beside a king off e1/e8) are skipped
     * until Chess960 castling exists: their castling field cannot be read in standard chess.
     */
    @TestFactory
    Stream<DynamicTest> trickySuite() {
        List<DynamicTest> tests = new ArrayList<>();
        int skipped = 0;
        for (PerftSuite.Entry entry : PerftSuite.read(data("standard-tricky.perft"))) {
            Position root;
            try {
                root = Fen.position(entry.fen(), Variant.CHESS, Validation.LENIENT);
            } catch (org.passant.notation.FenException e) {
                boolean chess960 = e.positionError() == org.passant.position.PositionError.INVALID_CASTLING_RIGHTS;
                org.junit.jupiter.api.Assertions.assertTrue(chess960, entry.id() + " should load: " + e.getMessage());
                skipped++;
                continue;
            }
            for (PerftSuite.Expectation x : entry.expectations()) {
                MoveGenerator generator = x.nodes() <= 20_000 ? new ReferenceGenerator() : new KernelGenerator();
                tests.add(DynamicTest.dynamicTest(entry.id() + " depth " + x.depth() + " (" + generator.name() + ")",
                        () -> assertEquals(x.nodes(), generator.perft(root, x.depth()))));
            }
        }
        assertEquals(0, skipped, "the Chess960 entries skipped (C960-NOTATION: every entry loads)");
        return tests.stream();
    }
}
