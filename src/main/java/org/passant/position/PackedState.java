package org.passant.position;

import java.io.Serializable;

import org.passant.kernel.Board;

/**
 * A position array packed into six longs without loss: the squares as 64 nibbles, then side,
 * castling rights and en passant square, then the two counters. The whole position, not a hash:
 * the key of the model checker's visited set and of the cluster's perft work units.
 */
public record PackedState(long squares0, long squares1, long squares2, long squares3, long flags, long counters)
        implements Serializable {

    public static PackedState of(int[] s) {
        long[] q = new long[4];
        for (int sq = 0; sq < 64; sq++) {
            q[sq / 16] |= (long) (s[sq] + 6) << (4 * (sq % 16));
        }
        long flags = (s[Board.SIDE] > 0 ? 1 : 0)
                | (long) s[Board.CASTLE_WHITE_KINGSIDE] << 1 | (long) s[Board.CASTLE_WHITE_QUEENSIDE] << 2
                | (long) s[Board.CASTLE_BLACK_KINGSIDE] << 3 | (long) s[Board.CASTLE_BLACK_QUEENSIDE] << 4
                | (long) (s[Board.EP_SQUARE] + 1) << 5;
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
        s[Board.HALFMOVE_CLOCK] = (int) (counters >>> 32);
        s[Board.FULLMOVE_NUMBER] = (int) counters;
        // C960-SETUP: standard start files until the set-up carries others.
        s[Board.ROOK_FILE_WHITE_KINGSIDE] = Board.STANDARD_KINGSIDE_ROOK_FILE;
        s[Board.ROOK_FILE_WHITE_QUEENSIDE] = Board.STANDARD_QUEENSIDE_ROOK_FILE;
        s[Board.ROOK_FILE_BLACK_KINGSIDE] = Board.STANDARD_KINGSIDE_ROOK_FILE;
        s[Board.ROOK_FILE_BLACK_QUEENSIDE] = Board.STANDARD_QUEENSIDE_ROOK_FILE;
        s[Board.KING_FILE_WHITE] = Board.STANDARD_KING_FILE;
        s[Board.KING_FILE_BLACK] = Board.STANDARD_KING_FILE;
        return s;
    }

    /** Whether the array can be packed without loss: castling rights 0 or 1, en passant square -1..63. */
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
        return (s[Board.SIDE] == 1 || s[Board.SIDE] == -1) && s[Board.EP_SQUARE] >= -1 && s[Board.EP_SQUARE] < 64;
    }
}
