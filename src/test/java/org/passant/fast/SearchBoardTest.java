package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.passant.Positions;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Setups;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * The engine's door into the fast generator, against the kernel's {@link Position} along random
 * games: the same legal moves, check, halfmove clock and king presence at every ply; the key
 * kept move by move equals the key computed from scratch, and undo restores everything.
 */
class SearchBoardTest {

    @ParameterizedTest
    @EnumSource(Variant.class)
    void agreesWithTheKernelAlongRandomGames(Variant variant) {
        SplittableRandom random = new SplittableRandom(15);
        int[] moves = new int[SearchBoard.MAX_MOVES];
        int plies = 0;
        for (int game = 0; game < 40; game++) {
            Position p = Position.initial(variant);
            SearchBoard b = SearchBoard.of(p, 300);
            List<Long> keys = new ArrayList<>();
            for (int ply = 0; ply < 200 && !p.legalMoves().isEmpty(); ply++) {
                int n = b.generate(moves, 0);
                List<Move> fast = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    fast.add(SearchBoard.toMove(moves[i]));
                }
                Collections.sort(fast);
                assertEquals(p.legalMoves(), fast);
                assertEquals(p.isCheck(), b.inCheck(), p.toString());
                assertEquals(p.halfmoveClock(), b.halfmoveClock());
                assertEquals(b.recomputedKey(), b.key());
                keys.add(b.key());
                int chosen = moves[random.nextInt(n)];
                Move m = SearchBoard.toMove(chosen);
                // C960-CASTLE: castling, the king onto its own rook, takes nothing (Position.isCapture reads any occupied target)
                assertEquals(p.isCapture(m) && !p.isCastling(m), b.isCapture(chosen));
                assertEquals(p.isCastling(m), SearchBoard.isCastling(chosen));
                b.play(chosen);
                p = p.play(m);
                plies++;
            }
            assertEquals(p.isVariantEnd(), !b.hasKing(b.whiteToMove()) || !b.hasKing(!b.whiteToMove()));
            // undo walks back through the very same keys
            for (int i = keys.size() - 1; i >= 0; i--) {
                b.undo();
                assertEquals(keys.get(i), b.key());
            }
            assertEquals(b.recomputedKey(), b.key());
        }
        assertTrue(plies > 2000, plies + " plies");
    }

    @Test
    void transposedMoveOrdersGiveTheSameKeyAndTheSideToMoveCounts() {
        SearchBoard a = board("Nf3 Nf6 Nc3");
        SearchBoard b = board("Nc3 Nf6 Nf3");
        assertEquals(a.key(), b.key());
        assertNotEquals(board("Nf3 Nf6").key(), board("Nf3").key());
    }

    /**
     * The search's doors, along random games of both variants from the standard start and from
     * Chess960 starts: the tactical and the quiet moves split the legal moves between them
     * (captures, en passant and promotions tactical); {@link SearchBoard#isLegal} accepts each
     * legal move and refuses the moves of the position before, now illegal; in chess,
     * {@link SearchBoard#givesCheck} says what playing the move says.
     */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void theSearchsKindsLegalityAndChecksAlongRandomGames(Variant variant) {
        SplittableRandom random = new SplittableRandom(52);
        int[] all = new int[SearchBoard.MAX_MOVES];
        int[] kind = new int[SearchBoard.MAX_MOVES];
        int checks = 0;
        int refused = 0;
        for (int game = 0; game < 30; game++) {
            Position p = Position.of(game % 3 == 0 ? Setups.initial() : Setups.chess960(random.nextInt(960)), variant, Validation.STRICT);
            SearchBoard b = SearchBoard.of(p, 300);
            int[] before = new int[0];
            for (int ply = 0; ply < 150; ply++) {
                int n = b.generate(all, 0);
                if (n == 0) {
                    break;
                }
                List<Integer> legal = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    legal.add(all[i]);
                    assertTrue(b.isLegal(all[i]));
                    if (variant == Variant.CHESS) {
                        int m = all[i];
                        boolean says = b.givesCheck(m);
                        b.play(m);
                        assertEquals(b.inCheck(), says, () -> SearchBoard.toMove(m) + " in " + p);
                        checks += says ? 1 : 0;
                        b.undo();
                    }
                }
                List<Integer> split = new ArrayList<>();
                int tactical = b.generate(kind, 0, SearchBoard.TACTICAL);
                for (int i = 0; i < tactical; i++) {
                    assertTrue(b.isCapture(kind[i]) || SearchBoard.promotion(kind[i]) != 0);
                    split.add(kind[i]);
                }
                int quiet = b.generate(kind, 0, SearchBoard.QUIET);
                for (int i = 0; i < quiet; i++) {
                    assertFalse(b.isCapture(kind[i]) || SearchBoard.promotion(kind[i]) != 0);
                    split.add(kind[i]);
                }
                Collections.sort(legal);
                Collections.sort(split);
                assertEquals(legal, split);
                for (int m : before) {
                    if (!legal.contains(m)) {
                        assertFalse(b.isLegal(m));
                        refused++;
                    }
                }
                before = java.util.Arrays.copyOf(all, n);
                b.play(all[random.nextInt(n)]);
            }
        }
        assertTrue(refused > 1000, refused + " moves refused");
        assertTrue(variant != Variant.CHESS || checks > 100, checks + " checks");
    }

    @Test
    void aShuffleOfKnightsIsARepetitionInTheSearchsLine() {
        SearchBoard b = board("Nf3 Nf6 Ng1 Ng8");
        assertTrue(b.isRepetition(0));
        assertFalse(board("Nf3 Nf6 Ng1").isRepetition(0));
        // the position after 1. e4 again, Black to move (no black pawn can take en passant: the square does not count)
        assertTrue(board("e4 Nf6 Nf3 Ng8 Ng1").isRepetition(0));
        // a pawn move in between: the positions before it cannot come back
        assertFalse(board("Nf3 Nf6 Ng1 e5 Nf3 Ng8 Ng1").isRepetition(0));
    }

    @Test
    void GM_REPETITION_onceBeforeTheSearchIsNoDrawTwiceIs() {
        // the start position for the second time: its first time was the game's, before the search's root
        SearchBoard b = board("Nf3 Nf6 Ng1 Ng8");
        assertFalse(b.isRepetition(4));
        assertFalse(b.isRepetition(1));
        // the first time at the root itself, or after it: the search's line repeats
        assertTrue(b.isRepetition(0));
        // the third time: twice before the root is a draw, wherever the root is
        SearchBoard c = board("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
        assertTrue(c.isRepetition(8));
        assertTrue(c.isRepetition(5));
        // a search that starts after the second knight's move: its first repetition is of the game's
        SearchBoard d = board("Nf3 Nf6 Ng1 Ng8 Nf3");
        assertFalse(d.isRepetition(5));
        assertFalse(d.isRepetition(2));
        assertTrue(d.isRepetition(1));
    }

    @Test
    void aNullMovePassesTheTurnAndUndoRestoresIt() {
        SearchBoard b = board("e4");
        long key = b.key();
        b.playNull();
        assertTrue(b.whiteToMove());
        assertEquals(-1, b.epSquare());
        assertEquals(b.recomputedKey(), b.key());
        b.undo();
        assertEquals(key, b.key());
    }

    private static SearchBoard board(String moves) {
        Position start = Position.initial();
        Position p = start;
        SearchBoard b = SearchBoard.of(start, 20);
        int[] scratch = new int[SearchBoard.MAX_MOVES];
        for (String text : moves.split(" ")) {
            Position next = Positions.play(p, text);
            Move m = null;
            for (Move legal : p.legalMoves()) {
                if (p.play(legal).equals(next)) {
                    m = legal;
                }
            }
            b.play(b.find(m, scratch, 0));
            p = next;
        }
        return b;
    }
}
