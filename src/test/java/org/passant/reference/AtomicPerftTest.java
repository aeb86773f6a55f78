package org.passant.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.passant.position.PositionError;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;
import org.passant.notation.FenException;
import org.passant.notation.PerftSuite;

/**
 * Atomic perft node counts: the published suite (atomic.perft: python-chess, shakmaty,
 * scalachess, chessops, Fairy-Stockfish) at every depth it gives, and Passant's own positions
 * (atomic-passant.perft), whose counts come from chessops 0.15.1, an independent implementation.
 * The kernel's own generation runs every depth; the reference generator the small ones.
 */
class AtomicPerftTest {

    @ParameterizedTest(name = "start position, depth {0}: {1}")
    @CsvSource({"1, 20", "2, 400", "3, 8902", "4, 197326"})
    void AT_SETUP_startPosition(int depth, long nodes) {
        assertEquals(nodes, new KernelGenerator().perft(Position.initial(Variant.ATOMIC), depth));
    }

    /**
     * Every position of atomic.perft at every depth given. The Chess960 entries (atomic960-* and
     * fsf-atomic960-*, whose castling rights name a king or rook off its standard square) are
     * skipped until Chess960 castling exists: their castling field cannot be read in atomic chess.
     */
    @TestFactory
    Stream<DynamicTest> publishedSuite() {
        return suite("atomic.perft", 0); // C960-NOTATION: the atomic960 entries load too
    }

    @TestFactory
    Stream<DynamicTest> passantSuite() {
        return suite("atomic-passant.perft", 0);
    }

    private static Stream<DynamicTest> suite(String file, int chess960) {
        List<DynamicTest> tests = new ArrayList<>();
        int skipped = 0;
        for (PerftSuite.Entry entry : PerftSuite.read(PerftTest.data(file))) {
            Position root;
            try {
                root = Fen.position(entry.fen(), Variant.ATOMIC, Validation.LENIENT);
            } catch (FenException e) {
                boolean isChess960 = e.positionError() == PositionError.INVALID_CASTLING_RIGHTS;
                assertTrue(isChess960 && entry.id().contains("960"), entry.id() + " should load: " + e.getMessage());
                skipped++;
                continue;
            }
            for (PerftSuite.Expectation x : entry.expectations()) {
                MoveGenerator generator = x.nodes() <= 20_000 ? new ReferenceGenerator() : new KernelGenerator();
                tests.add(DynamicTest.dynamicTest(entry.id() + " depth " + x.depth() + " (" + generator.name() + ")",
                        () -> assertEquals(x.nodes(), generator.perft(root, x.depth()))));
            }
        }
        assertEquals(chess960, skipped, "the Chess960 entries skipped");
        return tests.stream();
    }
}
