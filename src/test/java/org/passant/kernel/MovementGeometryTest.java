package org.passant.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The kernel's movement geometry (FIDE 3.2-3.8.1) against an independent definition: lines found
 * by walking from a square one step at a time in each of the eight directions, with files and
 * ranks taken by bit operations ({@code sq & 7}, {@code sq >> 3}) rather than the kernel's
 * {@code %} and {@code /}. Every pair and triple of squares is checked, so a restated contract
 * (files, ranks, diagonals and anti-diagonals as {@link Board} terms) cannot change what a line is.
 */
class MovementGeometryTest {
    private static final int[][] STRAIGHT = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    /** The squares strictly between from and to when a walk in one of the directions reaches to; null otherwise. */
    private static boolean[] walk(int from, int to, int[][] directions) {
        for (int[] d : directions) {
            boolean[] passed = new boolean[64];
            int f = (from & 7) + d[0];
            int r = (from >> 3) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                int sq = r * 8 + f;
                if (sq == to) {
                    return passed;
                }
                passed[sq] = true;
                f += d[0];
                r += d[1];
            }
        }
        return null;
    }

    @Test
    void FIDE_3_2_and_3_3_linesAndSquaresBetweenAgreeWithAWalk() {
        int lines = 0;
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                boolean[] diagonal = walk(from, to, DIAGONAL);
                boolean[] straight = walk(from, to, STRAIGHT);
                assertEquals(diagonal != null, Movement.isDiagonal(from, to), "isDiagonal " + from + " " + to);
                assertEquals(straight != null, Movement.isStraight(from, to), "isStraight " + from + " " + to);
                boolean[] between = diagonal != null ? diagonal : straight;
                for (int s = 0; s < 64; s++) {
                    boolean expected = between != null && between[s];
                    assertEquals(expected, Movement.isBetween(from, to, s), "isBetween " + from + " " + to + " " + s);
                }
                if (between != null) {
                    lines++;
                }
            }
        }
        // the moves of a bishop and of a rook from every square of an empty board: 560 and 64 * 14
        assertEquals(560 + 896, lines);
    }

    @Test
    void FIDE_3_2_to_3_4_pathClearAgreesWithAWalkOnRandomBoards() {
        Random random = new Random(20261202L);
        for (int board = 0; board < 200; board++) {
            int[] pos = new int[Board.SIZE];
            for (int sq = 0; sq < 64; sq++) {
                pos[sq] = random.nextInt(4) == 0 ? random.nextInt(13) - 6 : Piece.EMPTY;
            }
            for (int from = 0; from < 64; from++) {
                for (int to = 0; to < 64; to++) {
                    boolean[] between = walk(from, to, DIAGONAL);
                    if (between == null) {
                        between = walk(from, to, STRAIGHT);
                    }
                    boolean clear = between != null;
                    for (int s = 0; clear && s < 64; s++) {
                        clear = !between[s] || pos[s] == Piece.EMPTY;
                    }
                    assertEquals(clear, Movement.isPathClear(pos, from, to), "isPathClear " + from + " " + to);
                }
            }
        }
    }

    @Test
    void FIDE_3_2_to_3_8_1_mayReachAgreesWithTheMovesOfEachPiece() {
        int reached = 0;
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                int df = (to & 7) - (from & 7);
                int dr = (to >> 3) - (from >> 3);
                boolean diagonal = walk(from, to, DIAGONAL) != null;
                boolean straight = walk(from, to, STRAIGHT) != null;
                for (int side : new int[] {Piece.WHITE, Piece.BLACK}) {
                    boolean pawn = dr == side && Math.abs(df) <= 1 || dr == 2 * side && df == 0;
                    boolean knight = Math.abs(df) * Math.abs(dr) == 2;
                    // a king's step, or any square of its rank (castling, C960-NOTATION), its own square included
                    boolean king = Math.abs(df) <= 1 && Math.abs(dr) <= 1 && from != to || dr == 0;
                    assertEquals(pawn, Movement.mayReach(side * Piece.PAWN, from, to), "pawn " + side + " " + from + " " + to);
                    assertEquals(knight, Movement.mayReach(side * Piece.KNIGHT, from, to), "knight " + from + " " + to);
                    assertEquals(diagonal, Movement.mayReach(side * Piece.BISHOP, from, to), "bishop " + from + " " + to);
                    assertEquals(straight, Movement.mayReach(side * Piece.ROOK, from, to), "rook " + from + " " + to);
                    assertEquals(diagonal || straight, Movement.mayReach(side * Piece.QUEEN, from, to), "queen " + from + " " + to);
                    assertEquals(king, Movement.mayReach(side * Piece.KING, from, to), "king " + from + " " + to);
                    reached += king ? 1 : 0;
                }
                assertTrue(!Movement.mayReach(Piece.EMPTY, from, to), "an empty square moves nowhere");
            }
        }
        // a king's steps (420 ordered pairs) and its rank (8 per square), the 112 steps along a rank counted once
        assertEquals(2 * (420 + 64 * 8 - 112), reached);
    }
}
