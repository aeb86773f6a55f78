package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * The attack tables against a straightforward walk, square by square, of the board (issue 20 built
 * them a faster way at start-up): sliding attacks for every blocker subset of every square's rays
 * (through {@link Sliders} and {@link Magic}, and the table {@link Attacks#attacksBySubset} fills
 * in PEXT order, which the Java 21 {@code Sliders} indexes by {@code Long.compress}), plus random
 * whole boards; the empty-board rays; and {@link Attacks#between} and {@link Attacks#line} for
 * every pair of squares.
 */
class FastAttackTablesTest {

    private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

    /** The squares a slider on (file, rank) reaches, stepping one square at a time up to the first occupied one. */
    private static long walk(int sq, long occupied, int[][] directions) {
        long result = 0;
        for (int[] d : directions) {
            for (int f = sq % 8 + d[0], r = sq / 8 + d[1]; f >= 0 && f < 8 && r >= 0 && r < 8; f += d[0], r += d[1]) {
                result |= 1L << (8 * r + f);
                if ((occupied >>> (8 * r + f) & 1) != 0) {
                    break;
                }
            }
        }
        return result;
    }

    /** The squares of the rays without the board's edge squares at their ends. */
    private static long relevant(int sq, int[][] directions) {
        long result = 0;
        for (int[] d : directions) {
            for (int f = sq % 8 + d[0], r = sq / 8 + d[1]; f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8;
                    f += d[0], r += d[1]) {
                result |= 1L << (8 * r + f);
            }
        }
        return result;
    }

    /** The subset of {@code mask} whose k-th lowest square is in it when bit k of {@code index} is set (PDEP, by a loop). */
    private static long deposit(long index, long mask) {
        long result = 0;
        int k = 0;
        for (int sq = 0; sq < 64; sq++) {
            if ((mask >>> sq & 1) != 0) {
                if ((index >>> k & 1) != 0) {
                    result |= 1L << sq;
                }
                k++;
            }
        }
        return result;
    }

    @Test
    void slidingAttacksOfEveryBlockerSubsetAreTheWalks() {
        long[] table = new long[4096];
        int checked = 0;
        for (int sq = 0; sq < 64; sq++) {
            for (int[][] directions : new int[][][] {ROOK, BISHOP}) {
                long mask = relevant(sq, directions);
                int size = Attacks.attacksBySubset(table, 0, sq, mask, directions);
                assertEquals(1 << Long.bitCount(mask), size, "square " + sq);
                for (int i = 0; i < size; i++) {
                    long occupied = deposit(i, mask);
                    long expected = walk(sq, occupied, directions);
                    assertEquals(expected, table[i], "square " + sq + ", PEXT index " + i);
                    if (directions == ROOK) {
                        assertEquals(expected, Sliders.rook(sq, occupied), "rook on " + sq + ", blockers " + Long.toHexString(occupied));
                        assertEquals(expected, Magic.rook(sq, occupied), "magic rook on " + sq + ", blockers " + Long.toHexString(occupied));
                    } else {
                        assertEquals(expected, Sliders.bishop(sq, occupied), "bishop on " + sq + ", blockers " + Long.toHexString(occupied));
                        assertEquals(expected, Magic.bishop(sq, occupied), "magic bishop on " + sq + ", blockers " + Long.toHexString(occupied));
                    }
                    checked++;
                }
            }
        }
        assertEquals(102_400 + 5_248, checked);
    }

    @Test
    void slidingAttacksOnWholeBoardsAreTheWalks() {
        SplittableRandom random = new SplittableRandom(20);
        for (int n = 0; n < 20_000; n++) {
            long occupied = random.nextLong() & random.nextLong();
            int sq = random.nextInt(64);
            assertEquals(walk(sq, occupied, ROOK), Attacks.rook(sq, occupied), "rook on " + sq);
            assertEquals(walk(sq, occupied, BISHOP), Attacks.bishop(sq, occupied), "bishop on " + sq);
            assertEquals(walk(sq, occupied, ROOK) | walk(sq, occupied, BISHOP), Attacks.queen(sq, occupied), "queen on " + sq);
        }
    }

    @Test
    void emptyBoardRaysAreTheWalks() {
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(walk(sq, 0, ROOK), Attacks.ROOK_RAYS[sq], "rook rays of " + sq);
            assertEquals(walk(sq, 0, BISHOP), Attacks.BISHOP_RAYS[sq], "bishop rays of " + sq);
        }
    }

    @Test
    void betweenAndLineOfEveryPairAreTheWalks() {
        int aligned = 0;
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                long between = 0;
                long line = 0;
                for (int[][] directions : new int[][][] {ROOK, BISHOP}) {
                    for (int[] d : directions) {
                        long path = 0;
                        for (int f = a % 8 + d[0], r = a / 8 + d[1]; f >= 0 && f < 8 && r >= 0 && r < 8; f += d[0], r += d[1]) {
                            if (8 * r + f == b) {
                                between = path;
                                // the whole line: both ways from a, and a
                                line = walk(a, 0, new int[][] {d, {-d[0], -d[1]}}) | 1L << a;
                                aligned++;
                                break;
                            }
                            path |= 1L << (8 * r + f);
                        }
                    }
                }
                assertEquals(between, Attacks.between(a, b), "between " + a + " and " + b);
                assertEquals(line, Attacks.line(a, b), "line through " + a + " and " + b);
            }
        }
        // ordered pairs: 8 ranks and 8 files of 8 * 7, and 280 on the diagonals of each slope
        assertEquals(8 * 56 + 8 * 56 + 2 * 280, aligned, "aligned ordered pairs");
    }
}
