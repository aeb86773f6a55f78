package org.passant.fast;

import org.passant.kernel.Board;

/**
 * C960-SETUP, C960-CASTLE: where one game's castling pieces start, and everything castling needs
 * that follows from it, computed once when a {@link BitPosition} is read from a kernel array
 * ({@link Board#ROOK_FILE_WHITE_KINGSIDE} .. {@link Board#KING_FILE_BLACK}; the files never change
 * during a game), so that generating and playing moves look it up and compute nothing. Standard
 * chess (king on e, rooks on h and a) is the one shared {@link #STANDARD} instance.
 *
 * <p>A right is indexed {@code r} = 0 (white kingside), 1 (white queenside), 2 (black kingside),
 * 3 (black queenside): bit {@code 1 << r} of {@link BitPosition#castling}, the kernel's
 * {@code Board.CASTLE_WHITE_KINGSIDE + r}. Immutable.
 */
final class Castles {
    /** Standard chess: the kings on e1/e8, the rooks on h and a. */
    static final Castles STANDARD = new Castles(new int[] {
        Board.STANDARD_KINGSIDE_ROOK_FILE, Board.STANDARD_QUEENSIDE_ROOK_FILE,
        Board.STANDARD_KINGSIDE_ROOK_FILE, Board.STANDARD_QUEENSIDE_ROOK_FILE,
        Board.STANDARD_KING_FILE, Board.STANDARD_KING_FILE});

    /** The six files as the kernel array holds them from {@link Board#ROOK_FILE_WHITE_KINGSIDE} on. */
    private final int[] files;
    /** Which rights can ever be used: the rook's file on the right side of the king's (kingside greater). */
    final int possible;
    /** The rights that survive a move from or to each square: the king's home ends both of its side's, a rook's home its own. */
    final int[] keep = new int[64];
    /** Every king and rook home: the squares whose explosion (atomic chess) can end a right. */
    final long homes;
    /** Per right: the king's home square. */
    final int[] king = new int[4];
    /** Per right: the castling rook's home square (the packed move's target: the king takes its own rook). */
    final int[] rook = new int[4];
    /** Per right: the king's final square, g1/c1/g8/c8. */
    final int[] kingTarget = new int[4];
    /** Per right: the rook's final square, f1/d1/f8/d8, as a bit. */
    final long[] rookTargetBit = new long[4];
    /** Per right: the squares that must be empty, those the king and the rook cross or reach, less their own two. */
    final long[] empty = new long[4];
    /** Per right: the squares the king passes strictly between its home and its final square. */
    final long[] passed = new long[4];
    /** Per right: the castling move ({@link PackedMove}: the king takes its own rook, flagged). */
    final int[] move = new int[4];
    /** Per set of rights (0..15): the home squares of those rights' rooks ({@link PerftTable} marks them in its key). */
    final long[] rooksHolding = new long[16];

    private Castles(int[] files) {
        this.files = files.clone();
        int usable = 0;
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            keep[sq] = 15;
        }
        for (int r = 0; r < 4; r++) {
            boolean whiteSide = r < 2;
            boolean kingside = (r & 1) == 0;
            int base = whiteSide ? 0 : 56;
            int kingFile = files[whiteSide ? 4 : 5];
            int rookFile = files[r];
            king[r] = base + kingFile;
            rook[r] = base + rookFile;
            kingTarget[r] = base + (kingside ? 6 : 2);
            int rookTarget = base + (kingside ? 5 : 3);
            rookTargetBit[r] = 1L << rookTarget;
            long pieces = 1L << king[r] | 1L << rook[r];
            empty[r] = (span(king[r], kingTarget[r]) | span(rook[r], rookTarget)) & ~pieces;
            passed[r] = span(king[r], kingTarget[r]) & ~(1L << king[r] | 1L << kingTarget[r]);
            move[r] = PackedMove.of(king[r], rook[r], BitPosition.KING) | PackedMove.CASTLING;
            if (kingside ? rookFile > kingFile : rookFile < kingFile) {
                usable |= 1 << r;
            }
            keep[king[r]] &= whiteSide ? ~3 : ~12;
            keep[rook[r]] &= ~(1 << r);
            h |= pieces;
        }
        possible = usable;
        homes = h;
        for (int rights = 0; rights < 16; rights++) {
            for (int r = 0; r < 4; r++) {
                if ((rights & 1 << r) != 0) {
                    rooksHolding[rights] |= 1L << rook[r];
                }
            }
        }
    }

    /** The squares from {@code a} to {@code b} on one rank, both included. */
    private static long span(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        return (-1L >>> (63 - hi)) & (-1L << lo);
    }

    /**
     * The castling set-up of a kernel array: {@link #STANDARD} when its files are standard chess's.
     * A file outside 0..7 is read as standard chess's, as the kernel reads it ({@code Castling.kingHome}, {@code rookHome}).
     */
    static Castles of(int[] state) {
        int[] files = new int[6];
        for (int i = 0; i < 6; i++) {
            int f = state[Board.ROOK_FILE_WHITE_KINGSIDE + i];
            files[i] = 0 <= f && f < 8 ? f : STANDARD.files[i];
        }
        return java.util.Arrays.equals(files, STANDARD.files) ? STANDARD : new Castles(files);
    }

    /** Writes the start files into a kernel array (the inverse of {@link #of}). */
    void writeTo(int[] state) {
        System.arraycopy(files, 0, state, Board.ROOK_FILE_WHITE_KINGSIDE, 6);
    }

    /** Whether these are standard chess's start files. */
    boolean standard() {
        return this == STANDARD;
    }
}
