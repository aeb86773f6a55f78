package org.passant.position;

import java.io.Serializable;

import org.passant.kernel.Board;

/**
 * A position array packed into six longs without loss: the squares as 64 nibbles, then side,
 * castling rights, en passant square and the castling pieces' six start files (C960-SETUP, three bits
 * each), then the two counters. The whole position, not a hash:
 * the key of the model checker's visited set and of the cluster's perft work units.
 */
public record PackedState(long squares0, long squares1, long squares2, long squares3, long flags, long counters)
        implements Serializable {

    /** The start-file entries, Board 72..77, packed from bit 12 of {@link #flags}. */
    private static final int FILES = Board.SIZE - Board.ROOK_FILE_WHITE_KINGSIDE;
    private static final int FILE_SHIFT = 12;

    public static PackedState of(int[] s) {
        long[] q = new long[4];
        for (int sq = 0; sq < 64; sq++) {
            q[sq / 16] |= (long) (s[sq] + 6) << (4 * (sq % 16));
        }
        long flags = (s[Board.SIDE] > 0 ? 1 : 0)
                | (long) s[Board.CASTLE_WHITE_KINGSIDE] << 1 | (long) s[Board.CASTLE_WHITE_QUEENSIDE] << 2
                | (long) s[Board.CASTLE_BLACK_KINGSIDE] << 3 | (long) s[Board.CASTLE_BLACK_QUEENSIDE] << 4
                | (long) (s[Board.EP_SQUARE] + 1) << 5;
        for (int i = 0; i < FILES; i++) {
            flags |= (long) s[Board.ROOK_FILE_WHITE_KINGSIDE + i] << (FILE_SHIFT + 3 * i);
        }
        long counters = (long) s[Board.HALFMOVE_CLOCK] << 32 | (s[Board.FULLMOVE_NUMBER] & 0xFFFF_FFFFL);
        return new PackedState(q[0], q[1], q[2], q[3], flags, counters);
    }

    /** A well-mixed hash: the record's default mixes nibble-packed longs poorly (long collision chains). */
    @Override
    public int hashCode() {
        long h = squares0 * 0x9E37_79B9_7F4A_7C15L;
        h = (h ^ squares1) * 0x9E37_79B9_7F4A_7C15L;
        h = (h ^ squares2) * 0x9E37_79B9_7F4A_7C15L;
        h = (h ^ squares3) * 0x9E37_79B9_7F4A_7C15L;
        h = (h ^ flags) * 0x9E37_79B9_7F4A_7C15L;
        h = (h ^ counters) * 0x9E37_79B9_7F4A_7C15L;
        return (int) (h ^ (h >>> 32));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PackedState p && squares0 == p.squares0 && squares1 == p.squares1 && squares2 == p.squares2
                && squares3 == p.squares3 && flags == p.flags && counters == p.counters;
    }

    public int[] unpack() {
        int[] s = new int[Board.SIZE];
        long[] q = {squares0, squares1, squares2, squares3};
        for (int sq = 0; sq < 64; sq++) {
            s[sq] = (int) ((q[sq / 16] >>> (4 * (sq % 16))) & 0xF) - 6;
        }
        s[Board.SIDE] = (flags & 1) != 0 ? 1 : -1;
        s[Board.CASTLE_WHITE_KINGSIDE] = (int) (flags >>> 1) & 1;
        s[Board.CASTLE_WHITE_QUEENSIDE] = (int) (flags >>> 2) & 1;
        s[Board.CASTLE_BLACK_KINGSIDE] = (int) (flags >>> 3) & 1;
        s[Board.CASTLE_BLACK_QUEENSIDE] = (int) (flags >>> 4) & 1;
        s[Board.EP_SQUARE] = (int) ((flags >>> 5) & 0x7F) - 1;
        for (int i = 0; i < FILES; i++) {
            s[Board.ROOK_FILE_WHITE_KINGSIDE + i] = (int) (flags >>> (FILE_SHIFT + 3 * i)) & 7;
        }
        s[Board.HALFMOVE_CLOCK] = (int) (counters >>> 32);
        s[Board.FULLMOVE_NUMBER] = (int) counters;
        return s;
    }

    /** Whether the array can be packed without loss: castling rights 0 or 1, en passant square -1..63, start files 0..7. */
    public static boolean packable(int[] s) {
        for (int i = Board.CASTLE_WHITE_KINGSIDE; i <= Board.CASTLE_BLACK_QUEENSIDE; i++) {
            if (s[i] != 0 && s[i] != 1) {
                return false;
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            if (s[sq] < -6 || s[sq] > 6) {
                return false;
            }
        }
        for (int i = Board.ROOK_FILE_WHITE_KINGSIDE; i < Board.SIZE; i++) {
            if (s[i] < 0 || s[i] > 7) {
                return false;
            }
        }
        return (s[Board.SIDE] == 1 || s[Board.SIDE] == -1) && s[Board.EP_SQUARE] >= -1 && s[Board.EP_SQUARE] < 64;
    }
}
