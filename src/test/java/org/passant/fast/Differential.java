package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;
import org.passant.notation.PerftSuite;
import org.passant.reference.ReferenceGenerator;

/** The comparisons every differential test of the fast generator makes, and the suite positions. */
final class Differential {
    private Differential() {
    }

    static final FastGenerator FAST = new FastGenerator(1);

    static Path data(String name) {
        try {
            return Path.of(Differential.class.getResource("/data/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The suite entries of a file, every one loading in chess (the Chess960 ones too: C960-SETUP, X-FEN and Shredder-FEN rights). */
    static List<PerftSuite.Entry> entries(String file) {
        List<PerftSuite.Entry> result = new ArrayList<>();
        for (PerftSuite.Entry e : PerftSuite.read(data(file))) {
            Fen.position(e.fen(), Variant.CHESS, Validation.LENIENT); // throws when one does not load
            result.add(e);
        }
        return result;
    }

    static Position position(PerftSuite.Entry e) {
        return Fen.position(e.fen(), Variant.CHESS, Validation.LENIENT);
    }

    /** Every suite position of both standard files. */
    static List<Position> suitePositions() {
        List<Position> result = new ArrayList<>();
        for (String file : new String[] {"standard-tricky.perft", "standard-deep.perft"}) {
            for (PerftSuite.Entry e : entries(file)) {
                result.add(position(e));
            }
        }
        return result;
    }

    /** The root and each child agree with the reference generator; returns how many positions were compared. */
    static int assertAgreesWithTheReferenceOnChildren(Position root, ReferenceGenerator reference) {
        assertAgrees(root, reference.legalMoves(root));
        int positions = 1;
        for (Move m : root.legalMoves()) {
            Position child = root.play(m);
            assertAgrees(child, reference.legalMoves(child));
            positions++;
        }
        return positions;
    }

    /** Choice i picks move (i mod n) among the n legal moves, so a failure shrinks to a short game. */
    static void assertAgreesAlongPlayout(Position start, List<Integer> choices) {
        Position p = start;
        assertAgrees(p, p.legalMoves());
        for (int choice : choices) {
            List<Move> moves = p.legalMoves();
            if (moves.isEmpty()) {
                return;
            }
            p = p.play(moves.get(choice % moves.size()));
            assertAgrees(p, p.legalMoves());
        }
    }

    /**
     * The fast generator's moves equal the expected ones as a set of UCI moves (no duplicates),
     * its count from the masks equals their number, and playing each move on the bitboards gives
     * the position the kernel's {@code apply} gives.
     */
    static void assertAgrees(Position p, List<Move> expected) {
        List<String> want = texts(expected);
        want.sort(null);
        List<Move> fast = FAST.legalMoves(p);
        List<String> got = texts(fast);
        got.sort(null);
        assertEquals(want, got, "moves of\n" + p);
        assertEquals(got.size(), new HashSet<>(got).size(), "duplicate moves in\n" + p);
        assertEquals(want.size(), FAST.countLegalMoves(p), "count of\n" + p);
        assertPlaysAsTheKernel(p);
    }

    /**
     * The moves as king-takes-rook UCI text (C960-NOTATION: unique in every arrangement, where the
     * standard form of a Chess960 castling can equal a king's step), castling marked: both generators
     * must mark it (C960-CASTLE), for the move is then written as castling.
     */
    static List<String> texts(List<Move> moves) {
        List<String> result = new ArrayList<>();
        for (Move m : moves) {
            result.add(m.uci(true) + (m.castling() ? " (castling)" : ""));
        }
        return result;
    }

    /** Each generated move, played on the bitboards, reaches the kernel's position after it. */
    static void assertPlaysAsTheKernel(Position p) {
        BitPosition bits = FastGenerator.bits(p);
        int[] moves = new int[Moves.MAX];
        int n = Moves.generate(bits, moves, 0);
        long[] before = new long[BitPosition.SNAPSHOT];
        bits.save(before, 0);
        for (int i = 0; i < n; i++) {
            Move m = PackedMove.toMove(moves[i]);
            bits.play(moves[i]);
            long[] got = new long[BitPosition.SNAPSHOT];
            bits.save(got, 0);
            long[] want = new long[BitPosition.SNAPSHOT];
            FastGenerator.bits(p.play(m)).save(want, 0);
            assertArrayEquals(want, got, "after " + m.uci() + " from\n" + p);
            bits.restore(before, 0);
        }
    }
}
