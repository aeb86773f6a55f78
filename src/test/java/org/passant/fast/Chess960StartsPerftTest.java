package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.passant.notation.Fen;
import org.passant.notation.PerftSuite;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.position.Setups;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.reference.KernelGenerator;
import org.passant.reference.ReferenceGenerator;

/**
 * C960-SETUP, C960-CASTLE: the 960 Chess960 start positions of chess960-starts.perft (Scharnagl's
 * numbering; counts from Debian's Stockfish, see the file's header and bench/c960-perft-data.py) and the
 * atomic ones of chess960-starts-atomic.perft (counts from chessops, bench/c960-atomic-perft-data.mjs).
 * Castling first becomes possible at ply 3 (one piece between king or rook and its target has left), so
 * depth 4 counts castling by both sides where an arrangement allows it that soon.
 */
class Chess960StartsPerftTest {

    private static final String CHESS = "chess960-starts.perft";
    private static final String ATOMIC = "chess960-starts-atomic.perft";
    private static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";

    private static List<PerftSuite.Entry> starts(String file) {
        return PerftSuite.read(Differential.data(file));
    }

    /**
     * Every published count of the entries up to a depth, checked by the generator: the differences, one line each
     * (an empty list when all agree), so that a failure names every position that disagrees.
     */
    private static List<String> differences(List<PerftSuite.Entry> entries, Variant variant, MoveGenerator generator, int depth) {
        List<String> differences = new ArrayList<>();
        for (PerftSuite.Entry e : entries) {
            Position root = Fen.position(e.fen(), variant, Validation.LENIENT);
            int checked = 0;
            for (PerftSuite.Expectation x : e.expectations()) {
                if (x.depth() <= depth) {
                    long nodes = generator.perft(root, x.depth());
                    if (nodes != x.nodes()) {
                        differences.add(e.id() + " depth " + x.depth() + ": published " + x.nodes() + ", " + generator.name() + " " + nodes);
                    }
                    checked++;
                }
            }
            if (checked != depth) {
                differences.add(e.id() + ": the file gives " + checked + " of the depths 1 to " + depth);
            }
        }
        return differences;
    }

    /** Entry i is start position i by Setups.chess960 (rook and king files included), written from the rules by the data script. */
    @Test
    void C960_SETUP_fileNumbersAreScharnaglsNumbers() {
        List<PerftSuite.Entry> entries = starts(CHESS);
        assertEquals(Setups.CHESS960_POSITIONS, entries.size());
        for (int n = 0; n < entries.size(); n++) {
            PerftSuite.Entry e = entries.get(n);
            assertEquals(String.format("c960-%04d", n), e.id());
            Position byNumber = Position.of(Setups.chess960(n), Variant.CHESS, Validation.STRICT);
            assertArrayEquals(byNumber.state(), Fen.position(e.fen(), Variant.CHESS, Validation.STRICT).state(), e.id());
        }
        assertEquals(INITIAL, entries.get(Setups.STANDARD_CHESS960_NUMBER).fen());
    }

    @Test
    void C960_SETUP_allStartPositionsPerftDepth4() {
        List<PerftSuite.Entry> entries = starts(CHESS);
        assertEquals(Setups.CHESS960_POSITIONS, entries.size());
        assertEquals(List.of(), differences(entries, Variant.CHESS, new FastGenerator(1), 4));
    }

    /** The kernel's own generation (piece by piece, each move judged by the kernel's predicate), depth 3 on all 960. */
    @Test
    void C960_SETUP_allStartPositionsKernelPerftDepth3() {
        assertEquals(List.of(), differences(starts(CHESS), Variant.CHESS, new KernelGenerator(), 3));
    }

    /** The reference generator (every (from, to, promotion) asked of the kernel), depth 2 on every 8th position. */
    @Test
    void C960_SETUP_startPositionsReferencePerftDepth2() {
        List<PerftSuite.Entry> entries = starts(CHESS);
        List<PerftSuite.Entry> sample = IntStream.range(0, entries.size()).filter(n -> n % 8 == 0).mapToObj(entries::get).toList();
        assertEquals(120, sample.size());
        assertEquals(List.of(), differences(sample, Variant.CHESS, new ReferenceGenerator(), 2));
    }

    /** Atomic chess (AT-*) from every 10th start position and 518: the file's positions are the chess file's. */
    @Test
    void C960_SETUP_atomicFileNamesTheSamePositions() {
        List<PerftSuite.Entry> chess = starts(CHESS);
        List<PerftSuite.Entry> atomic = starts(ATOMIC);
        assertEquals(97, atomic.size(), "0, 10, ..., 950 and 518");
        for (PerftSuite.Entry e : atomic) {
            assertTrue(e.id().startsWith("c960-atomic-"), e.id());
            int n = Integer.parseInt(e.id().substring("c960-atomic-".length()));
            assertTrue(n % 10 == 0 || n == Setups.STANDARD_CHESS960_NUMBER, e.id());
            assertEquals(chess.get(n).fen(), e.fen(), e.id());
        }
    }

    @Test
    void C960_CASTLE_atomicStartPositionsPerftDepth4() {
        assertEquals(List.of(), differences(starts(ATOMIC), Variant.ATOMIC, new FastGenerator(1), 4));
    }

    /** The kernel's generation under atomic rules, depth 3. */
    @Test
    void C960_CASTLE_atomicStartPositionsKernelPerftDepth3() {
        assertEquals(List.of(), differences(starts(ATOMIC), Variant.ATOMIC, new KernelGenerator(), 3));
    }
}
