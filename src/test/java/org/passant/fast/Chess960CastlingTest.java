package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.kernel.Board;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Variant;

/**
 * C960-SETUP, C960-CASTLE in the fast generator, case by case: the castling move is the king taking
 * its own rook, where the two pieces land, which squares must be empty and unattacked (the rook
 * hidden behind the castling rook), when rights end, and that the tables keep arrangements apart.
 */
class Chess960CastlingTest {

    private static BitPosition chess(String fen) {
        return BitPosition.of(Chess960Arrays.state(fen), false);
    }

    private static BitPosition atomic(String fen) {
        return BitPosition.of(Chess960Arrays.state(fen), true);
    }

    private static List<Integer> castlings(BitPosition p) {
        int[] out = new int[Moves.MAX];
        int n = Moves.generate(p, out, 0);
        List<Integer> result = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if ((out[i] & PackedMove.CASTLING) != 0) {
                result.add(out[i]);
            }
        }
        assertEquals(n, Moves.count(p), "count and generate agree");
        return result;
    }

    private static int castling(BitPosition p, String uci) {
        for (int m : castlings(p)) {
            if (PackedMove.toMove(m).uci(true).equals(uci)) {
                return m;
            }
        }
        throw new AssertionError("no castling " + uci + " among " + castlings(p));
    }

    private static int square(String name) {
        return (name.charAt(0) - 'a') + 8 * (name.charAt(1) - '1');
    }

    @Test
    void C960_SETUP_standardFilesShareOnePrecomputedSetUp() {
        assertSame(Castles.STANDARD, chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -").castles);
        assertSame(Castles.STANDARD, chess("4k3/8/8/8/8/8/8/4K3 w - -").castles);
        BitPosition p = chess("rk2r3/8/8/8/8/8/8/RK2R3 w KQkq -");
        assertFalse(p.castles.standard());
        int[] state = new int[Board.SIZE];
        p.castles.writeTo(state);
        assertEquals(List.of(4, 0, 4, 0, 1, 1), List.of(state[72], state[73], state[74], state[75], state[76], state[77]));
    }

    @Test
    void C960_CASTLE_isTheKingTakingItsOwnRook() {
        // standard chess: e1h1 and e1a1 (the kernel's encoding), king to g1 / c1, rook to f1 / d1
        BitPosition p = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -");
        assertEquals(List.of("e1h1", "e1a1"), castlings(p).stream().map(m -> PackedMove.toMove(m).uci(true)).toList());
        p.play(castling(p, "e1h1"));
        assertEquals(1L << square("g1"), p.kings & p.white);
        assertEquals(1L << square("a1") | 1L << square("f1"), p.rooks & p.white);
        assertEquals(0b1100, p.castling, "white's rights end, black's stay");
        // Black, Chess960: king b8, rooks a8 and e8 (pawns close the a- and e-files)
        p = chess("rk2r3/p3p3/8/8/8/8/P3P3/RK2R3 b KQkq -");
        assertEquals(List.of("b8e8", "b8a8"), castlings(p).stream().map(m -> PackedMove.toMove(m).uci(true)).toList());
        long[] before = new long[BitPosition.SNAPSHOT];
        p.save(before, 0);
        p.play(castling(p, "b8e8"));
        assertEquals(1L << square("g8"), p.kings & p.black);
        assertEquals(1L << square("a8") | 1L << square("f8"), p.rooks & p.black);
        p.restore(before, 0);
        p.play(castling(p, "b8a8"));
        assertEquals(1L << square("c8"), p.kings & p.black);
        assertEquals(1L << square("d8") | 1L << square("e8"), p.rooks & p.black);
        assertEquals(0b0011, p.castling);
    }

    @Test
    void C960_CASTLE_aKingOrRookOnItsFinalSquareStaysThere() {
        // king already on g1: only the rook moves (h1 to f1)
        BitPosition p = chess("4k3/8/8/8/8/8/8/6KR w K -");
        p.play(castling(p, "g1h1"));
        assertEquals(1L << square("g1"), p.kings & p.white);
        assertEquals(1L << square("f1"), p.rooks & p.white);
        // rook already on d1: only the king moves (f1 to c1)
        p = chess("4k3/8/8/8/8/8/8/3R1K2 w Q -");
        p.play(castling(p, "f1d1"));
        assertEquals(1L << square("c1"), p.kings & p.white);
        assertEquals(1L << square("d1"), p.rooks & p.white);
        // king and rook swap: king d1, rook c1, queenside: king to c1, rook to d1
        p = chess("4k3/8/8/8/8/8/8/2RK4 w Q -");
        p.play(castling(p, "d1c1"));
        assertEquals(1L << square("c1"), p.kings & p.white);
        assertEquals(1L << square("d1"), p.rooks & p.white);
    }

    @Test
    void C960_CASTLE_everySquareCrossedOrReachedMustBeEmptyButTheCastlingPair() {
        // king b1, rook h1: the king crosses c1..g1, the rook reaches f1
        assertEquals(1, castlings(chess("4k3/8/8/8/8/8/8/1K5R w K -")).size());
        assertEquals(0, castlings(chess("4k3/8/8/8/8/8/8/1K1N3R w K -")).size(), "a knight on the king's way");
        // king f1, rook a1: the rook crosses b1..d1, the king reaches c1
        assertEquals(1, castlings(chess("4k3/8/8/8/8/8/8/R4K2 w Q -")).size());
        assertEquals(0, castlings(chess("4k3/8/8/8/8/8/8/RN3K2 w Q -")).size(), "a knight on the rook's way");
        // the other rook on the way: king g1, rooks e1 (no right) and f1 (queenside: to d1, king to c1)
        assertEquals(0, castlings(chess("4k3/8/8/8/8/8/8/4RRK1 w F -")).size());
        assertEquals(1, castlings(chess("4k3/8/8/8/8/8/8/5RK1 w F -")).size());
    }

    @Test
    void C960_CASTLE_aRookHiddenBehindTheCastlingRookAttacksTheKingsFinalSquare() {
        // white king d1, castling rook b1, black rook a1: once b1 is left, a1 attacks c1
        assertEquals(0, castlings(chess("4k3/8/8/8/8/8/8/rR1K4 w B -")).size());
        assertEquals(1, castlings(chess("4k3/8/8/8/8/8/8/1R1K4 w B -")).size());
        // the king already on its final square, shielded by the castling rook only
        assertEquals(0, castlings(chess("4k3/8/8/8/8/8/8/qRK5 w B -")).size());
        assertEquals(1, castlings(chess("4k3/8/8/8/8/8/8/1RK5 w B -")).size());
        // kingside: black rook h1 behind the castling rook g1, the king from e1 to g1
        assertEquals(0, castlings(chess("4k3/8/8/8/8/8/8/4K1Rr w G -")).size());
    }

    @Test
    void C960_CASTLE_theKingMayNotStartPassOrEndOnAnAttackedSquare() {
        // king b1, rook h1: kingside crosses c1..f1, ends g1
        assertEquals(1, castlings(chess("4k3/8/8/8/8/8/8/1K5R w K -")).size());
        assertEquals(0, castlings(chess("4k3/8/8/8/8/8/8/1K5R w K -".replace("4k3", "3rk3"))).size(), "d1 attacked");
        assertEquals(0, castlings(chess("4k3/8/8/8/8/8/8/1K5R w K -".replace("4k3", "4k1r1"))).size(), "g1 attacked");
        assertEquals(0, castlings(chess("4k3/8/8/8/8/8/8/1K5R w K -".replace("4k3", "1r2k3"))).size(), "in check");
        assertEquals(1, castlings(chess("4k3/8/8/8/8/8/8/1K5R w K -".replace("4k3", "4k2r"))).size(), "h1 attacked: the rook may be");
    }

    @Test
    void C960_CASTLE_atomicReadsAttackedInTheAtomicSense() {
        // AT-CASTLING: next to the enemy king a square is never attacked; king e1 to g1, black king on g2
        // with a black rook on g8 bearing on g1: castling is legal in atomic chess, not in chess
        String fen = "6r1/8/8/8/8/8/6k1/4K2R w K -";
        assertEquals(1, castlings(atomic(fen)).size());
        // (in chess the king cannot stand next to the enemy king at all)
        assertEquals(0, castlings(chess(fen)).size());
    }

    @Test
    void C960_CASTLE_rightsEndWhenTheKingOrARookLeavesOrIsTakenAtHome() {
        // king b1, rooks a1 (Q) and e1 (K); black likewise
        BitPosition p = chess("rk2r3/p3p3/8/8/8/8/P3P3/RK2R3 w KQkq -");
        assertEquals(15, p.castling);
        long[] before = new long[BitPosition.SNAPSHOT];
        p.save(before, 0);
        p.play(PackedMove.of(square("e1"), square("e4"), BitPosition.ROOK));
        assertEquals(0b1110, p.castling, "the kingside rook left e1");
        p.restore(before, 0);
        p.play(PackedMove.of(square("a1"), square("a4"), BitPosition.ROOK));
        assertEquals(0b1101, p.castling, "the queenside rook left a1");
        p.restore(before, 0);
        p.play(PackedMove.of(square("b1"), square("c2"), BitPosition.KING));
        assertEquals(0b1100, p.castling, "the king left b1");
        p.restore(before, 0);
        p.play(PackedMove.of(square("e1"), square("e8"), BitPosition.ROOK));
        p.restore(before, 0);
        p.pawns &= ~(1L << square("e2") | 1L << square("e7"));
        p.white &= ~(1L << square("e2"));
        p.black &= ~(1L << square("e7"));
        p.play(PackedMove.of(square("e1"), square("e8"), BitPosition.ROOK));
        assertEquals(0b1010, p.castling, "e1's rook took e8's: both kingside rights end");
        // a rook on the standard corner that holds no right: moving it ends nothing
        p = chess("4k3/8/8/8/8/8/8/1R3K1R w B -");
        p.play(PackedMove.of(square("h1"), square("h4"), BitPosition.ROOK));
        assertEquals(0b0010, p.castling);
    }

    @Test
    void C960_CASTLE_anExplosionOnAHomeEndsItsRights() {
        // atomic: king c1/c8, rooks b and e; a white knight takes on a7, the blast takes b8's rook along
        BitPosition p = atomic("1rk1r3/p7/8/1N6/8/8/8/1RK1R3 w BEbe -");
        assertEquals(15, p.castling);
        long[] before = new long[BitPosition.SNAPSHOT];
        p.save(before, 0);
        p.play(PackedMove.of(square("b5"), square("a7"), BitPosition.KNIGHT));
        assertEquals(0b0111, p.castling, "black's queenside right (b8) ends, the rest stay");
        // a blast that takes the king: both of black's rights end
        p.restore(before, 0);
        p.pawns |= 1L << square("c7");
        p.black |= 1L << square("c7");
        p.play(PackedMove.of(square("b5"), square("c7"), BitPosition.KNIGHT));
        assertEquals(0b0011, p.castling);
    }

    @Test
    void C960_SETUP_aRightWhosePiecesAreNotHomeIsDropped() {
        // the array claims K with the rook file g, but g1 is empty: the right can never be used
        int[] state = Chess960Arrays.state("4k3/8/8/8/8/8/8/4K2R w K -");
        state[Board.ROOK_FILE_WHITE_KINGSIDE] = 6;
        assertEquals(0, BitPosition.of(state, false).castling);
        // a kingside right whose rook file is not right of the king's
        state = Chess960Arrays.state("4k3/8/8/8/8/8/8/R3K3 w Q -");
        state[Board.CASTLE_WHITE_KINGSIDE] = 1;
        state[Board.ROOK_FILE_WHITE_KINGSIDE] = 0;
        assertEquals(0b0010, BitPosition.of(state, false).castling);
    }

    @Test
    void C960_CASTLE_thePerftTableKeepsArrangementsApart() {
        // the same pieces and the same right (white queenside), held by the a1 rook or by the b1 rook
        BitPosition a = chess("4k3/8/8/8/8/8/8/RR2K3 w A -");
        BitPosition b = chess("4k3/8/8/8/8/8/8/RR2K3 w B -");
        assertEquals(a.castling, b.castling);
        assertEquals(a.white, b.white);
        assertNotEquals(new Perft(a.copy()).perft(3), new Perft(b.copy()).perft(3), "the two differ");
        PerftTable table = new PerftTable(1, false);
        table.store(a, 3, 1234);
        assertEquals(-1, table.probe(b, 3));
        assertEquals(1234, table.probe(a, 3));
        // and a hashed perft shared by both gives each its own count
        PerftTable shared = new PerftTable(1 << 8, false);
        for (int i = 0; i < 2; i++) {
            assertEquals(new Perft(a.copy()).perft(4), new Perft(a.copy(), shared).perft(4));
            assertEquals(new Perft(b.copy()).perft(4), new Perft(b.copy(), shared).perft(4));
        }
    }

    @Test
    void C960_CASTLE_searchBoardKeysAreIncrementalAndKeepArrangementsApart() {
        SearchBoard a = SearchBoard.of(Position.trusted(Variant.CHESS, Chess960Arrays.state("4k3/8/8/8/8/8/8/RR2K3 w A -")), 8);
        SearchBoard b = SearchBoard.of(Position.trusted(Variant.CHESS, Chess960Arrays.state("4k3/8/8/8/8/8/8/RR2K3 w B -")), 8);
        assertNotEquals(a.key(), b.key());
        // standard chess keeps its keys: the standard files read from the array give the same key as before
        SearchBoard standard = SearchBoard.of(Position.trusted(Variant.CHESS,
                Chess960Arrays.state("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -")), 8);
        assertEquals(standard.recomputedKey(), standard.key());
        for (String fen : new String[] {"rk2r3/p3p3/8/8/8/8/P3P3/RK2R3 w KQkq -", "1r4kr/8/8/8/8/8/8/1R4KR w KQkq -",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq -"}) {
            for (Variant v : new Variant[] {Variant.CHESS, Variant.ATOMIC}) {
                SearchBoard board = SearchBoard.of(Position.trusted(v, Chess960Arrays.state(fen)), 8);
                int[] moves = new int[SearchBoard.MAX_MOVES];
                int n = board.generate(moves, 0);
                int castlings = 0;
                for (int i = 0; i < n; i++) {
                    int m = moves[i];
                    if (SearchBoard.isCastling(m)) {
                        castlings++;
                        assertFalse(board.isCapture(m), "castling takes nothing");
                        assertEquals(0, board.capturedType(m));
                        assertEquals(SearchBoard.KING, board.movingType(m));
                        assertEquals(SearchBoard.ROOK, board.typeAt(SearchBoard.to(m)), "the king takes its own rook");
                    }
                    board.play(m);
                    assertEquals(board.recomputedKey(), board.key(), fen + " after " + SearchBoard.toMove(m).uci());
                    board.undo();
                }
                assertEquals(2, castlings, fen);
            }
        }
    }

    @Test
    void C960_CASTLE_theFastGeneratorsMovesAreKingTakesRook() {
        Position p = Position.trusted(Variant.CHESS, Chess960Arrays.state("1r4kr/8/8/8/8/8/8/1R4KR w KQkq -"));
        List<Move> moves = new FastGenerator(1).legalMoves(p);
        assertTrue(moves.contains(new Move(square("g1"), square("h1"), 0)), "O-O with the king already on g1");
        assertTrue(moves.contains(new Move(square("g1"), square("b1"), 0)), "O-O-O");
        for (Move m : moves) {
            assertEquals(m.from() == square("g1") && (m.to() == square("h1") || m.to() == square("b1")), m.castling(), m.uci(true));
        }
        // written as the king's move in standard UCI, king-takes-rook with UCI_Chess960 (the king on g1 stays: g1h1 both ways)
        assertTrue(moves.stream().anyMatch(m -> m.uci().equals("g1c1") && m.uci(true).equals("g1b1")));
        assertTrue(moves.stream().anyMatch(m -> m.uci().equals("g1h1") && m.castling()));
        assertTrue(new FastGenerator(2).divide(p, 2).keySet().stream().filter(Move::castling).count() == 2);
        SearchBoard board = SearchBoard.of(p, 4);
        int found = board.find(new Move(square("g1"), square("b1"), 0), new int[SearchBoard.MAX_MOVES], 0);
        assertTrue(SearchBoard.isCastling(found));
    }
}
