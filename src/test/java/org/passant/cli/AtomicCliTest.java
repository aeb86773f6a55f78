package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.cli.CliTest.Result;

/** --variant atomic on every command: exact output, and the clause explain names. */
class AtomicCliTest {

    private static Result run(String... args) {
        return CliTest.run(args);
    }

    @Test
    void AT_SETUP_perftOfTheStartPosition() {
        Result r = run("perft", "--variant", "atomic", "--depth", "4");
        assertEquals(0, r.code(), r.err());
        assertEquals("Nodes searched: 197326\n", r.out()); // python-chess, shakmaty, chessops: atomic.perft
    }

    @Test
    void AT_OWN_KING_explainNamesTheClause() {
        Result r = run("explain", "--variant", "atomic", "--fen", "4k3/8/8/8/8/2N5/4q3/4K3 w - - 0 1", "--move", "c3e2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("fails  AT-OWN-KING"), r.out());
        assertTrue(r.out().endsWith("verdict: illegal (AT-OWN-KING fails)\n"), r.out());
    }

    @Test
    void AT_KING_NO_CAPTURE_explainNamesTheClause() {
        Result r = run("explain", "--variant", "atomic", "--fen", "4k3/8/8/8/8/8/4n3/4K3 w - - 0 1", "--move", "e1e2");
        assertTrue(r.out().endsWith("verdict: illegal (AT-KING-NO-CAPTURE fails)\n"), r.out());
    }

    @Test
    void AT_CASTLING_explainNamesTheClause() {
        Result r = run("explain", "--variant", "atomic", "--fen", "8/8/8/8/8/8/3k4/r3K2R w K - 0 1", "--move", "e1g1");
        assertTrue(r.out().contains("fails  AT-CASTLING"), r.out());
        assertTrue(r.out().endsWith("verdict: illegal (AT-CASTLING fails)\n"), r.out());
    }

    @Test
    void AT_WIN_EXPLOSION_explainAndSan() {
        Result r = run("explain", "--variant", "atomic", "--fen", "6k1/5p2/8/4r3/2B5/8/8/4K3 w - - 0 1", "--move", "Bxf7");
        assertTrue(r.out().startsWith("move c4f7 (Bxf7#): capture, white to move\n"), r.out());
        assertTrue(r.out().contains("holds  AT-WIN-EXPLOSION"), r.out());
        assertTrue(r.out().endsWith("verdict: legal\n"), r.out());
        Result moves = run("moves", "--variant", "atomic", "--san", "--fen", "6k1/5p2/8/4r3/2B5/8/8/4K3 w - - 0 1");
        assertEquals("Be2\nBxf7#\nKd1\nKd2\nKf1\nKf2\n", moves.out());
    }

    @Test
    void AT_EP_CENTRE_explainNamesTheCentre() {
        Result r = run("explain", "--variant", "atomic", "--fen", "4k3/2b5/8/3pP3/2n5/8/8/7K w - d6 0 2", "--move", "e5d6");
        assertTrue(r.out().contains("holds  AT-EP-CENTRE  the blast is centred on the landing square d6"), r.out());
        assertTrue(r.out().endsWith("verdict: legal\n"), r.out());
    }

    @Test
    void AT_END_fenAcceptsAnExplodedKingAndRefusesTheImpossible() {
        Result over = run("fen", "--variant", "atomic", "4k3/8/8/8/8/8/8/8 w - - 0 1");
        assertEquals(0, over.code(), over.err());
        assertEquals("4k3/8/8/8/8/8/8/8 w - - 0 1\n", over.out());
        Result bad = run("fen", "--variant", "atomic", "4k3/8/8/8/8/8/8/8 b - - 0 1");
        assertEquals(2, bad.code());
        assertEquals("", bad.out());
        assertTrue(bad.err().startsWith("passant: FEN field 1 '4k3/8/8/8/8/8/8/8': white has no king"), bad.err());
        assertEquals(1, bad.err().lines().count(), bad.err());
    }

    @Test
    void AT_EXPLOSION_movesAfterAnExplosionWithMoves() {
        Result r = run("moves", "--variant", "atomic", "--moves", "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out()); // the black king has exploded: nothing moves
        Result fen = run("perft", "--variant", "atomic", "--moves", "e4", "f5", "exf5", "--depth", "1");
        assertEquals("Nodes searched: 19\n", fen.out()); // chessops 0.15.1
    }
}
