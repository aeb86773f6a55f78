package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.kernel.Piece;
import org.passant.modelcheck.EnPassantUniverse.KingSlice;
import org.passant.modelcheck.EnPassantUniverse.Slice;
import org.passant.modelcheck.EnPassantUniverse.Tally;
import org.passant.modelcheck.MutantRules.Bug;
import org.passant.position.InvalidInputException;
import org.passant.position.Variant;

/**
 * The sliced en passant universes: slice numbering, work units, and the progress file through which
 * a stopped run resumes (here on threads; the cluster runs the same units, see the cluster tests).
 */
class SlicedUniverseTest {

    private static final RulesFactory KERNEL = () -> new KernelRules(Variant.CHESS);

    /** White to move, d7-d5 and e5xd6, kings on e1 and e8: the slice README documents. */
    static final int DOCUMENTED = 24892;

    /** The king slices of one ep work unit: a pawn pair and a white king square, every black king square. */
    private static List<Integer> unit(Slice pair, int whiteKing) {
        List<Integer> slices = new ArrayList<>();
        for (int black = 0; black < 64; black++) {
            int n = 4096 * pair.index() + 64 * whiteKing + black;
            if (KingSlice.exists(n)) {
                slices.add(n);
            }
        }
        return slices;
    }

    @Test
    void slicesAreNumberedAsDocumented() {
        List<Slice> pairs = Slice.all();
        for (int i = 0; i < pairs.size(); i++) {
            assertEquals(i, pairs.get(i).index(), pairs.get(i).toString());
        }
        List<Integer> all = KingSlice.all();
        assertEquals(KingSlice.COUNT, all.size());
        assertEquals(99_120, all.size());
        for (int n : all) {
            assertEquals(n, KingSlice.of(n).number());
        }
        assertEquals("d7-d5, e5xd6, Ke1, ke8", KingSlice.of(DOCUMENTED).toString());
        assertEquals("d2-d4, e4xd3, Kh1, ka4", KingSlice.of(82392).toString());
        assertTrue(!KingSlice.exists(4096 * 6 + 64 * 4 + 4), "both kings on e1");
        assertTrue(!KingSlice.exists(4096 * 6 + 64 * 35 + 60), "the white king on d5, where the pawn arrived");
        assertThrows(IllegalArgumentException.class, () -> KingSlice.of(KingSlice.NUMBERS));
    }

    @Test
    void epUnitsGroupAPawnPairAndAWhiteKingAndEp2UnitsAreSlices() {
        List<Integer> slices = new ArrayList<>(unit(Slice.all().get(0), 0));
        slices.addAll(unit(Slice.all().get(0), 1));
        assertEquals(2, SlicedUniverse.units(SlicedUniverse.Kind.EP, slices).size());
        assertEquals(slices.size(), SlicedUniverse.units(SlicedUniverse.Kind.EP2, slices).size());
    }

    /** Runs units on one thread, but stops (as a killed run would) after {@code units} of them have finished. */
    private static SlicedUniverse.Runner stoppingAfter(int units) {
        SlicedUniverse.Runner threads = SlicedUniverse.threads(1);
        return new SlicedUniverse.Runner() {
            @Override
            public String name() {
                return "stopping";
            }

            @Override
            public void run(List<int[]> work, SlicedUniverse.UnitCheck check, BiConsumer<int[], Tally> finished) {
                int[] left = {units};
                threads.run(work, check, (unit, t) -> {
                    if (left[0]-- <= 0) {
                        throw new IllegalStateException("stopped");
                    }
                    finished.accept(unit, t);
                });
            }
        };
    }

    @Test
    void aStoppedRunResumesWhereItWasAndReportsTheWholeRun(@TempDir Path dir) {
        // Black to move after c2-c4 with b4xc3, the white king on a1 and on b1: two units, each every black king and extra piece.
        Slice pair = new Slice(Piece.BLACK, 2, 1);
        List<Integer> slices = new ArrayList<>(unit(pair, 0));
        slices.addAll(unit(pair, 1));
        Report whole = SlicedUniverse.run(SlicedUniverse.Kind.EP, KERNEL, slices, null, SlicedUniverse.threads(2));
        assertEquals(0, whole.violationCount(), whole.toString());
        // none or one of 10 kinds on the 58 free squares, for each of 59 black king squares, in each of the two units
        assertTrue(whole.details().get(1).startsWith("placements 68,558:"), whole.details().get(1));

        Path file = dir.resolve("ep.progress");
        ProgressFile progress = ProgressFile.open(file, "ep", "kernel", "chess");
        assertThrows(IllegalStateException.class,
                () -> SlicedUniverse.run(SlicedUniverse.Kind.EP, KERNEL, slices, progress, stoppingAfter(1)));
        ProgressFile reopened = ProgressFile.open(file, "ep", "kernel", "chess");
        assertEquals(Set.copyOf(unit(pair, 0)), reopened.done(), "the first unit is recorded, the second is not");

        List<int[]> ran = new ArrayList<>();
        SlicedUniverse.Runner counting = new SlicedUniverse.Runner() {
            @Override
            public String name() {
                return "1 threads";
            }

            @Override
            public void run(List<int[]> units, SlicedUniverse.UnitCheck check, BiConsumer<int[], Tally> finished) {
                ran.addAll(units);
                SlicedUniverse.threads(1).run(units, check, finished);
            }
        };
        Report resumed = SlicedUniverse.run(SlicedUniverse.Kind.EP, KERNEL, slices, reopened, counting);
        resumed.print(new PrintWriter(System.out, true));
        assertEquals(1, ran.size(), "only the unit not recorded runs again");
        assertEquals(unit(pair, 1), java.util.Arrays.stream(ran.get(0)).boxed().toList());
        assertEquals(whole.states(), resumed.states());
        assertEquals(whole.details().subList(1, whole.details().size()), resumed.details().subList(1, resumed.details().size()));
        assertTrue(resumed.details().get(0).contains(": 59 in this run, 59 recorded before it in "), resumed.details().get(0));
    }

    @Test
    void EP_KING_SAFETY_aViolationIsRecordedWithItsCounterexampleAndReportedAgainOnResume(@TempDir Path dir) {
        // Black to move after d2-d4 with e4xd3, the white king on h1: with the black king on a4 and a white rook on h4, the rank pin.
        RulesFactory mutant = () -> new MutantRules(Bug.RANK_PIN_IGNORED);
        List<Integer> slices = unit(new Slice(Piece.BLACK, 3, 4), 7);
        Path file = dir.resolve("ep.progress");
        Report found = SlicedUniverse.run(SlicedUniverse.Kind.EP, mutant, slices,
                ProgressFile.open(file, "ep", "mutant", "chess"), SlicedUniverse.threads(2));
        assertTrue(found.violationCounts().containsKey("EP-KING-SAFETY"), found.toString());
        Violation v = found.counterexamples().stream().filter(x -> x.clause().equals("EP-KING-SAFETY")).findFirst().orElseThrow();
        assertEquals("e4d3", v.move());

        Report again = SlicedUniverse.run(SlicedUniverse.Kind.EP, mutant, slices, ProgressFile.open(file, "ep", "mutant", "chess"),
                stoppingAfter(0));
        assertEquals(found.violationCounts(), again.violationCounts());
        assertEquals(found.counterexamples(), again.counterexamples());
        assertEquals(found.states(), again.states());
    }

    @Test
    void aProgressFileCutShortOrOfAnotherRunIsHandled(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("ep2.progress");
        ProgressFile progress = ProgressFile.open(file, "ep2", "kernel", "chess");
        Tally t = new Tally();
        t.states = 5;
        t.placements = 8;
        progress.record(new int[] {DOCUMENTED}, t);
        String whole = Files.readString(file);
        // a stop in the middle of the next block: an example line and half a done line
        Files.writeString(file, whole + "example\tEP-PIECES\t1\tfen\tmove\texpected\tactual\twhere\ndone\t24893\t7",
                StandardCharsets.UTF_8);
        ProgressFile cut = ProgressFile.open(file, "ep2", "kernel", "chess");
        assertEquals(Set.of(DOCUMENTED), cut.done());
        assertEquals(5, cut.recorded().states());
        assertEquals(0, cut.recorded().violations().total());
        assertEquals(whole, Files.readString(file), "what follows the last done line is cut off");

        InvalidInputException other = assertThrows(InvalidInputException.class,
                () -> ProgressFile.open(file, "ep2", "fast", "chess"));
        assertTrue(other.getMessage().contains("records universe ep2, rules kernel, variant chess; this run is universe ep2,"
                + " rules fast"), other.getMessage());
        Path notOne = dir.resolve("notes.txt");
        Files.writeString(notOne, "hello\n");
        assertThrows(InvalidInputException.class, () -> ProgressFile.open(notOne, "ep2", "kernel", "chess"));
        Files.writeString(file, whole + "done\t24893\tseven\t1\t1\t1\t1\t-\t-\n");
        InvalidInputException bad = assertThrows(InvalidInputException.class, () -> ProgressFile.open(file, "ep2", "kernel", "chess"));
        assertTrue(bad.getMessage().contains("line 3"), bad.getMessage());
    }
}
