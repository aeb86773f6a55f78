package org.passant.conformance;

import static org.passant.conformance.Catalogue.entry;

import java.util.ArrayList;
import java.util.List;

/**
 * The conformance cases of atomic chess, clause by clause: for each AT-* clause a position where
 * it allows a move and, where it can, one where it alone refuses one. The positions are those of
 * kernel/AtomicTest; every verdict and count was checked against chessops 0.15.1 (Lichess's rules).
 */
final class AtomicCatalogue {
    private AtomicCatalogue() {
    }

    static List<CaseSpec> cases() {
        List<CaseSpec> c = new ArrayList<>();
        c.add(entry("at-setup-initial", "AT-SETUP", "The initial position: setup and moves are those of chess.")
                .depth(4).build());
        c.add(entry("at-explosion-blast", "AT-EXPLOSION",
                "Qe2xe5: the queen, the knight on e5, the bishop d6 and the knight d4 go; the pawns f4 and f6 stay.")
                .fen("4k3/8/3b1p2/2r1n3/3N1P2/8/4Q3/4K3 w - - 0 1").legal("e2e5").depth(3).build());
        c.add(entry("at-explosion-promotion", "AT-EXPLOSION FIDE-3.7.3.3",
                "b7xa8=Q: the new queen explodes with the rook it takes.")
                .fen("r2k4/1P6/8/8/8/8/8/4K3 w - - 0 1").legal("b7a8q").depth(3).build());
        c.add(entry("at-ep-centre", "AT-EP-CENTRE EP-LANDING",
                "e5xd6 e.p. explodes around d6: the bishop c7 goes, the knight c4 beside d5 stays.")
                .fen("4k3/2bp4/8/4P3/2n5/8/8/7K b - - 0 1").moves("d7d5").legal("e5d6").depth(3).build());
        c.add(entry("at-king-no-capture", "AT-KING-NO-CAPTURE", "A king never captures: Ke1xe2 is no move.")
                .fen("4k3/8/8/8/8/8/4n3/4K3 w - - 0 1").illegal("e1e2", "AT-KING-NO-CAPTURE").depth(3).build());
        c.add(entry("at-own-king-in-check", "AT-OWN-KING AT-CHECK GM-MATE",
                "Nc3xe2 would take the checking queen and the white king with it: refused; checkmate.")
                .fen("4k3/8/8/8/8/2N5/4q3/4K3 w - - 0 1").illegal("c3e2", "AT-OWN-KING").depth(1).build());
        c.add(entry("at-own-king-both-kings", "AT-OWN-KING AT-WIN-EXPLOSION",
                "Rd8xd1 would explode both kings: refused.")
                .fen("3R4/8/8/8/8/8/8/2Knk3 w - - 0 1").illegal("d8d1", "AT-OWN-KING").depth(3).build());
        c.add(entry("at-own-king-en-passant", "AT-OWN-KING AT-EP-CENTRE",
                "e5xd6 e.p. explodes d6, next to the white king on e6: refused.")
                .fen("k7/8/4K3/3pP3/8/8/8/8 w - d6 0 2").illegal("e5d6", "AT-OWN-KING").depth(3).build());
        c.add(entry("at-win-explosion-in-check", "AT-WIN-EXPLOSION AT-END",
                "White is in check, but Bc4xf7 explodes the king on g8: legal, and it wins.")
                .fen("6k1/5p2/8/4r3/2B5/8/8/4K3 w - - 0 1").legal("c4f7").depth(3).build());
        c.add(entry("at-connected-kings-escape", "AT-CONNECTED-KINGS AT-CHECK",
                "Out of the rook's check, Ke3-d4 steps next to the black king: the bishop's attack does not count.")
                .fen("8/8/8/4k3/8/r3K3/8/b7 w - - 0 1").legal("e3d4").depth(3).build());
        c.add(entry("at-connected-kings-leaving", "AT-CONNECTED-KINGS AT-CHECK",
                "The kings touch, so the rook on a4 gives no check; Kd4-c4 leaves the black king and walks into it.")
                .fen("8/8/8/4k3/r2K4/8/8/8 w - - 0 1").illegal("d4c4", "AT-CHECK").depth(3).build());
        c.add(entry("at-check-explode-the-attacker", "AT-CHECK AT-EXPLOSION",
                "Nc4xe5 explodes the checking rook, its blast clear of the white king.")
                .fen("4k3/8/8/4r3/2N5/R7/8/4K3 w - - 0 1").legal("c4e5").depth(3).build());
        c.add(entry("at-check-capture-elsewhere", "AT-CHECK",
                "Nc4xa5 explodes a5, but the rook on e5 still checks: refused.")
                .fen("4k3/8/8/n3r3/2N5/8/8/4K3 w - - 0 1").illegal("c4a5", "AT-CHECK").depth(3).build());
        c.add(entry("at-castling-next-to-the-enemy-king", "AT-CASTLING",
                "f1 and g1 touch the black king on g2, so they are not attacked: O-O is legal.")
                .fen("8/8/8/8/8/8/6k1/4K2R w K - 0 1").legal("e1g1").depth(3).build());
        c.add(entry("at-castling-rook-on-its-castled-square", "AT-CASTLING",
                "O-O-O: c1 is judged with the rook already on d1, between it and the rook on h1.")
                .fen("8/8/8/8/8/8/4k3/R3K2r w Q - 0 1").legal("e1c1").depth(3).build());
        c.add(entry("at-castling-king-lifted", "AT-CASTLING",
                "The kings touch, no check; but with the king off e1 the rook on a1 reaches f1: O-O is refused.")
                .fen("8/8/8/8/8/8/3k4/r3K2R w K - 0 1").illegal("e1g1", "AT-CASTLING").depth(3).build());
        c.add(entry("at-castling-out-of-check", "AT-CASTLING", "Castling out of check stays illegal.")
                .fen("k3r3/8/8/8/8/8/8/4K2R w K - 0 1").illegal("e1g1", "AT-CASTLING").depth(3).build());
        c.add(entry("at-castling-rook-exploded", "AT-CASTLING",
                "Ba8xg2 explodes the rook on h1 and its castling right; the queenside right stays.")
                .fen("b3k3/8/8/8/8/8/6N1/R3K2R b KQ - 0 1").moves("a8g2").illegal("e1g1", "FIDE-3.8.2.1").depth(3)
                .build());
        c.add(entry("at-castling-chess960", "AT-CASTLING C960-CASTLE C960-NOTATION",
                "Atomic960: king g1 between rooks b1 and h1, the black rook on a1 and king on c2; castling written"
                        + " king-takes-rook (perft as published in python-chess's atomic960-castle-1).")
                .fen("8/8/8/8/8/8/2k5/rR4KR w KQ - 0 1").depth(4).chess960().build());
        c.add(entry("at-end-king-exploded", "AT-END AT-WIN-EXPLOSION",
                "1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7#: the blast takes the king on e8.")
                .moves("e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7").depth(1).build());
        c.add(entry("at-end-stalemate", "AT-END GM-MATE", "Black to move has no legal move and is not in check.")
                .fen("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1").depth(1).build());
        c.add(entry("at-perft-kiwipete", "AT-EXPLOSION AT-CASTLING AT-EP-CENTRE",
                "Kiwipete under atomic rules: castling, en passant and promotions among explosions.")
                .fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").depth(3).build());
        return c;
    }
}
