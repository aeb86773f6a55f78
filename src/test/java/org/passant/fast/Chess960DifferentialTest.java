package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.PropertyCheck.forAll;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.kernel.Board;
import org.passant.kernel.Piece;
import org.passant.notation.PerftSuite;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.reference.KernelGenerator;
import org.passant.reference.ReferenceGenerator;

/**
 * C960-CASTLE: the fast generator against the kernel-based reference in Chess960 positions, chess
 * and atomic chess: the suites' Chess960 positions with their children and grandchildren, and
 * random games from the 960 start arrangements (with back-rank pieces taken away so that castling
 * comes early and often, under attack and past pieces in the way), moves, counts, the position
 * after each move and perft.
 */
class Chess960DifferentialTest {

    /** The suites' Chess960 positions (standard-tricky.perft: xfen-*, hside-*; atomic.perft: *960*). */
    static List<Position> suitePositions() {
        List<Position> result = new ArrayList<>();
        for (String file : new String[] {"standard-tricky.perft", "atomic.perft"}) {
            Variant variant = file.startsWith("atomic") ? Variant.ATOMIC : Variant.CHESS;
            for (PerftSuite.Entry e : PerftSuite.read(Differential.data(file))) {
                if (e.id().contains("960") || e.id().startsWith("xfen-") || e.id().startsWith("hside-")) {
                    result.add(Position.trusted(variant, Chess960Arrays.state(e.fen())));
                }
            }
        }
        return result;
    }

    /**
     * C960-SETUP: the back rank of start arrangement {@code n} (0..959) in Scharnagl's numbering, as
     * piece types from a1 to h1: the light-squared bishop, the dark-squared one, the queen, the
     * knights by the KRN table, then rook, king, rook on the three squares left.
     */
    static int[] arrangement(int n) {
        int[] rank = new int[8];
        rank[2 * (n % 4) + 1] = Piece.BISHOP;
        n /= 4;
        rank[2 * (n % 4)] = Piece.BISHOP;
        n /= 4;
        place(rank, n % 6, Piece.QUEEN);
        n /= 6;
        int[][] knights = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
        // the later knight first, so that the earlier one's index still counts the same empty squares
        place(rank, knights[n][1], Piece.KNIGHT);
        place(rank, knights[n][0], Piece.KNIGHT);
        place(rank, 0, Piece.ROOK);
        place(rank, 0, Piece.KING);
        place(rank, 0, Piece.ROOK);
        return rank;
    }

    /** Puts {@code type} on the {@code k}-th empty square (from 0). */
    private static void place(int[] rank, int k, int type) {
        for (int f = 0, seen = 0; f < 8; f++) {
            if (rank[f] == 0 && seen++ == k) {
                rank[f] = type;
                return;
            }
        }
        throw new IllegalStateException("no empty square " + k);
    }

    /**
     * The start position of arrangement {@code n} with all four rights, less the back-rank pieces
     * (other than king and rooks) whose bit is set in {@code thinning}: bits 0..5 for White's, 6..11
     * for Black's, in file order.
     */
    static Position start(Variant variant, int n, int thinning) {
        int[] rank = arrangement(n);
        int[] s = new int[Board.SIZE];
        int others = 0;
        int[] rookFiles = new int[2];
        int rooks = 0;
        int king = -1;
        for (int f = 0; f < 8; f++) {
            int type = rank[f];
            boolean keepWhite = true;
            boolean keepBlack = true;
            if (type == Piece.KING) {
                king = f;
            } else if (type == Piece.ROOK) {
                rookFiles[rooks++] = f;
            } else {
                keepWhite = (thinning & 1 << others) == 0;
                keepBlack = (thinning & 1 << (6 + others)) == 0;
                others++;
            }
            s[f] = keepWhite ? type : Piece.EMPTY;
            s[56 + f] = keepBlack ? -type : Piece.EMPTY;
            s[8 + f] = Piece.PAWN;
            s[48 + f] = -Piece.PAWN;
        }
        s[Board.SIDE] = Piece.WHITE;
        for (int r = Board.CASTLE_WHITE_KINGSIDE; r <= Board.CASTLE_BLACK_QUEENSIDE; r++) {
            s[r] = 1;
        }
        s[Board.ROOK_FILE_WHITE_KINGSIDE] = rookFiles[1];
        s[Board.ROOK_FILE_WHITE_QUEENSIDE] = rookFiles[0];
        s[Board.ROOK_FILE_BLACK_KINGSIDE] = rookFiles[1];
        s[Board.ROOK_FILE_BLACK_QUEENSIDE] = rookFiles[0];
        s[Board.KING_FILE_WHITE] = king;
        s[Board.KING_FILE_BLACK] = king;
        s[Board.EP_SQUARE] = Board.NO_SQUARE;
        s[Board.FULLMOVE_NUMBER] = 1;
        return Position.trusted(variant, s);
    }

    @Test
    void C960_SETUP_arrangement518IsStandardChessAndEveryArrangementIsOne() {
        assertEquals(Position.initial().legalMoves(), start(Variant.CHESS, 518, 0).legalMoves());
        assertEquals(List.of(Piece.ROOK, Piece.KNIGHT, Piece.BISHOP, Piece.QUEEN, Piece.KING, Piece.BISHOP, Piece.KNIGHT, Piece.ROOK), java.util.Arrays.stream(arrangement(518)).boxed().toList());
        java.util.Set<List<Integer>> seen = new java.util.HashSet<>();
        for (int n = 0; n < 960; n++) {
            int[] rank = arrangement(n);
            seen.add(java.util.Arrays.stream(rank).boxed().toList());
            int king = -1;
            List<Integer> rooks = new ArrayList<>();
            for (int f = 0; f < 8; f++) {
                if (rank[f] == Piece.KING) {
                    king = f;
                } else if (rank[f] == Piece.ROOK) {
                    rooks.add(f);
                }
            }
            assertTrue(rooks.get(0) < king && king < rooks.get(1), "king between the rooks in " + n);
        }
        assertEquals(960, seen.size());
    }

    @Test
    void C960_CASTLE_equalsTheReferenceOnTheSuitePositionsTheirChildrenAndGrandchildren() {
        ReferenceGenerator reference = new ReferenceGenerator();
        int positions = 0;
        for (Position root : suitePositions()) {
            positions += Differential.assertAgreesWithTheReferenceOnChildren(root, reference);
            for (Move m : root.legalMoves()) {
                Position child = root.play(m);
                for (Move r : child.legalMoves()) {
                    Position grandchild = child.play(r);
                    Differential.assertAgrees(grandchild, grandchild.legalMoves());
                    positions++;
                }
            }
        }
        assertTrue(positions > 5_000, "compared " + positions + " positions");
    }

    @Test
    void C960_CASTLE_everyStartArrangementEqualsTheKernelWithItsBackRankThinned() {
        // each arrangement with every piece between king and rooks gone: castling both ways at once
        int castlings = 0;
        for (int n = 0; n < 960; n++) {
            for (Variant v : new Variant[] {Variant.CHESS, Variant.ATOMIC}) {
                Position p = start(v, n, 0xFFF);
                Differential.assertAgrees(p, p.legalMoves());
                for (Move m : p.legalMoves()) {
                    if (p.isCastling(m)) {
                        castlings++;
                        Position after = p.play(m);
                        Differential.assertAgrees(after, after.legalMoves()); // Black's castling, White castled
                    }
                }
            }
        }
        // both castlings nearly everywhere (not where the other rook stands in the way, as with rook, king, rook on a1, b1, c1)
        assertTrue(castlings > 3500, castlings + " castlings");
    }

    private static void playoutAgrees(Variant v, int n, int thinning, List<Integer> choices) {
        Differential.assertAgreesAlongPlayout(start(v, n, thinning), choices);
    }

    @Test
    void C960_CASTLE_equalsTheKernelAlongRandomGamesFromRandomArrangements() {
        for (Variant v : new Variant[] {Variant.CHESS, Variant.ATOMIC}) {
            forAll(integers().between(0, 959).zip(integers().between(0, 4095), FastProperties.randomChoices(),
                    (n, thinning, choices) -> new Object[] {n, thinning, choices})).tries(150)
                    .check(a -> {
                        @SuppressWarnings("unchecked")
                        List<Integer> choices = (List<Integer>) a[2];
                        playoutAgrees(v, (Integer) a[0], (Integer) a[1], choices);
                    });
        }
    }

    @Test
    void C960_CASTLE_perftEqualsTheKernelAfterRandomGamesFromRandomArrangements() {
        for (Variant v : new Variant[] {Variant.CHESS, Variant.ATOMIC}) {
            forAll(integers().between(0, 959).zip(integers().between(0, 4095), FastProperties.randomChoices(),
                    (n, thinning, choices) -> new Object[] {n, thinning, choices})).tries(15)
                    .check(a -> {
                        @SuppressWarnings("unchecked")
                        List<Integer> choices = (List<Integer>) a[2];
                        Position p = FastProperties.playedOut(start(v, (Integer) a[0], (Integer) a[1]), choices);
                        assertEquals(new KernelGenerator().perft(p, 3), new FastGenerator(2).perft(p, 3), p.toString());
                    });
        }
    }
}
