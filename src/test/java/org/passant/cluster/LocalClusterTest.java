package org.passant.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.passant.Positions;
import org.passant.fast.FastGenerator;
import org.passant.modelcheck.EnPassantUniverse;
import org.passant.modelcheck.KernelRules;
import org.passant.modelcheck.MutantRules;
import org.passant.modelcheck.Report;
import org.passant.modelcheck.RulesFactory;
import org.passant.modelcheck.SlicedUniverse;
import org.passant.modelcheck.Violation;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.FenException;
import org.passant.notation.PerftSuite;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.reference.KernelGenerator;

/**
 * Perft and the ep2 universe on Spark embedded in this JVM ({@code local[2]}): the counts and
 * divides are those of one machine and of the published perft files, positions reached by
 * different move orders become one work unit (exactly the positions whose FEN without clocks is
 * the same), and a universe slice is checked as the threads of this process check it.
 */
class LocalClusterTest {

    static final GeneratorFactory FAST = () -> new FastGenerator(1);
    private static ClusterSession session;

    @BeforeAll
    static void start() {
        session = Cluster.connect("local[2]", "passant LocalClusterTest", Map.of());
    }

    @AfterAll
    static void stop() {
        if (session != null) {
            session.close();
        }
    }

    static Path data(String name) {
        try {
            return Path.of(LocalClusterTest.class.getResource("/data/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<Move, Long> divide(ClusterPerft.Run run) {
        Map<Move, Long> result = new TreeMap<>();
        for (int i = 0; i < run.rootMoves().size(); i++) {
            result.put(run.rootMoves().get(i), run.counts()[i]);
        }
        return result;
    }

    /** The start position's positions at a ply, as FEN without clocks (en passant square only when a capture is legal). */
    private static Map<String, Long> distinct(Position root, int plies) {
        Map<String, Long> level = Map.of(withoutClocks(root), 1L);
        Map<String, Position> positions = new HashMap<>(Map.of(withoutClocks(root), root));
        for (int ply = 1; ply <= plies; ply++) {
            Map<String, Long> next = new HashMap<>();
            Map<String, Position> nextPositions = new HashMap<>();
            for (Map.Entry<String, Long> e : level.entrySet()) {
                Position p = positions.get(e.getKey());
                for (Move m : p.legalMoves()) {
                    Position child = p.play(m);
                    String fen = withoutClocks(child);
                    next.merge(fen, e.getValue(), Long::sum);
                    nextPositions.putIfAbsent(fen, child);
                }
            }
            level = next;
            positions = nextPositions;
        }
        return level;
    }

    private static String withoutClocks(Position p) {
        String fen = Fen.format(p, EpMode.LEGAL);
        return fen.substring(0, fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1));
    }

    @Test
    void startPositionToDepthFiveAtEverySplitDepthMergingExactlyTheSamePositions() {
        Position start = Position.initial();
        Map<Move, Long> single = new FastGenerator(1).divide(start, 5);
        for (int split = 1; split <= 4; split++) {
            ClusterPerft.Run run = session.perft(start, 5, split, true, FAST);
            assertEquals(4_865_609L, run.total(), "published perft 5, split depth " + split);
            assertEquals(single, divide(run), "split depth " + split);
            Map<String, Long> fens = distinct(start, split);
            assertEquals(fens.size(), run.units(), "work units at split depth " + split);
            assertEquals(fens.values().stream().mapToLong(Long::longValue).sum(), run.paths());
        }
        ClusterPerft.Run merged = session.perft(start, 5, 4, false, FAST);
        assertEquals(List.of(4_865_609L), java.util.Arrays.stream(merged.counts()).boxed().toList());
        assertTrue(merged.units() < merged.paths() && merged.searched() < merged.total(), merged.summary());
    }

    @Test
    void theTrickyPerftFileAgreesWithOneMachineAndThePublishedCounts() {
        int checked = 0;
        for (PerftSuite.Entry entry : PerftSuite.read(data("standard-tricky.perft"))) {
            Position root;
            try {
                root = Fen.position(entry.fen(), Variant.CHESS, Validation.LENIENT);
            } catch (FenException chess960) {
                continue;
            }
            PerftSuite.Expectation deepest = null;
            for (PerftSuite.Expectation x : entry.expectations()) {
                if (x.depth() >= 2 && x.nodes() <= 2_000_000) {
                    deepest = x;
                }
            }
            if (deepest == null) {
                continue;
            }
            ClusterPerft.Run run = session.perft(root, deepest.depth(), 2, true, FAST);
            assertEquals(deepest.nodes(), run.total(), entry.id() + " depth " + deepest.depth());
            assertEquals(new FastGenerator(1).divide(root, deepest.depth()), divide(run), entry.id());
            checked++;
        }
        assertTrue(checked >= 15, "positions checked: " + checked);
    }

    @Test
    void atomicChessAndTheKernelsGeneratorRunAsWell() {
        for (PerftSuite.Entry entry : PerftSuite.read(data("atomic.perft"))) {
            Position root;
            try {
                root = Fen.position(entry.fen(), Variant.ATOMIC, Validation.LENIENT);
            } catch (FenException chess960) {
                continue;
            }
            // the deepest published count up to depth 3 (some entries have fewer depths)
            java.util.Optional<PerftSuite.Expectation> shallow = entry.expectations().stream().filter(e -> e.depth() <= 3)
                    .reduce((a, b) -> b.depth() > a.depth() ? b : a);
            if (shallow.isEmpty()) {
                continue; // published only deeper (fsf-atomic960-castle: depth 4)
            }
            PerftSuite.Expectation x = shallow.get();
            ClusterPerft.Run run = session.perft(root, x.depth(), 1, true, FAST);
            assertEquals(x.nodes(), run.total(), entry.id());
            assertEquals(new FastGenerator(1).divide(root, x.depth()), divide(run), entry.id());
        }
        ClusterPerft.Run kernel = session.perft(Position.initial(), 4, 2, false, KernelGenerator::new);
        assertEquals(197_281L, kernel.total());
    }

    @Test
    void theKeyIsTheWholePositionWithoutClocks() {
        // the same position by two move orders; the second has a recorded en passant square no pawn can use
        Position a = Positions.play("e4 e5 Nf3");
        Position b = Positions.play("Nf3 e5 e4");
        assertNotEquals(a.epSquare(), b.epSquare());
        assertEquals(ClusterPerft.key(a), ClusterPerft.key(b));
        // a legal en passant capture, or castling rights, tell otherwise equal positions apart
        assertNotEquals(ClusterPerft.key(Positions.play("e4 Nf6 e5 d5")), ClusterPerft.key(Positions.play("e4 d6 e5 d5")));
        assertNotEquals(ClusterPerft.key(Positions.play("Nf3 Nf6 Rg1 Ng8 Rh1")), ClusterPerft.key(Positions.play("Nf3 Nf6 Ng1 Ng8 Nf3")));
        assertEquals(Positions.play("e4 e5 Nf3").toString(), ClusterPerft.position(Variant.CHESS, ClusterPerft.key(a)).toString());
    }

    @Test
    void EP_KING_SAFETY_theDocumentedEp2SliceHasNoViolationAndABuggedRuleIsCaught() {
        RulesFactory kernel = () -> new KernelRules(Variant.CHESS);
        Report cluster = SlicedUniverse.run(SlicedUniverse.Kind.EP2, kernel, List.of(24892), null, session.runner());
        cluster.print(new PrintWriter(System.out, true));
        assertEquals(0, cluster.violationCount(), cluster.toString());
        // the kings, both pawns, and none, one (10 kinds on 58 squares) or two (10 x 10 kinds on 58 x 57 / 2 square pairs) more
        assertTrue(cluster.details().get(1).startsWith("placements 165,881:"), cluster.details().get(1));
        EnPassantUniverse.Tally here = EnPassantUniverse.check(kernel.create(), 2, new int[] {24892});
        assertEquals(here.states(), cluster.states());
        assertTrue(cluster.states() > 90_000, cluster.toString());

        // Black to move after d2-d4 with e4xd3, kings on h1 and a4: a rook on the fourth rank pins the pawns
        Report mutant = SlicedUniverse.run(SlicedUniverse.Kind.EP2, () -> new MutantRules(MutantRules.Bug.RANK_PIN_IGNORED),
                List.of(82392), null, session.runner());
        Violation v = mutant.counterexamples().stream().filter(x -> x.clause().equals("EP-KING-SAFETY")).findFirst().orElseThrow();
        assertEquals("e4d3", v.move());
        assertEquals(5, Fen.position(v.fen(), Variant.CHESS, Validation.STRICT).toString().chars().filter(Character::isLetter).count(),
                "the minimal counterexample has one extra piece: " + v);
    }
}
