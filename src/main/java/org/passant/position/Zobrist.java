package org.passant.position;

import java.util.SplittableRandom;

import org.passant.kernel.Board;

/** Zobrist hashing of repetition keys: one random 64-bit word per (square, piece) and per flag. */
final class Zobrist {
    private Zobrist() {
    }

    private static final long[] PIECE_SQUARE = new long[64 * 13];
    private static final long BLACK_TO_MOVE;
    private static final long[] CASTLING = new long[4];
    private static final long[] EP_FILE = new long[8];
    /** C960-SETUP: per right and rook file other than the standard one; drawn last, so standard hashes stay as they were. */
    private static final long[] ROOK_FILE = new long[4 * 8];

    static {
        // A fixed seed: hashes are stable across runs and machines.
        SplittableRandom random = new SplittableRandom(0x5041_5353_414E_5421L);
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            PIECE_SQUARE[i] = random.nextLong();
        }
        BLACK_TO_MOVE = random.nextLong();
        for (int i = 0; i < 4; i++) {
            CASTLING[i] = random.nextLong();
        }
        for (int i = 0; i < 8; i++) {
            EP_FILE[i] = random.nextLong();
        }
        for (int i = 0; i < ROOK_FILE.length; i++) {
            ROOK_FILE[i] = random.nextLong();
        }
    }

    static long hash(Position p) {
        return p.repetitionKey().hash();
    }

    /**
     * The hash of a repetition key array: squares, side, castling rights with their rook files, legal
     * en passant square. A held right's king file is the king's square, already hashed.
     */
    static long hash(int[] key) {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (key[sq] != 0) {
                h ^= PIECE_SQUARE[sq * 13 + key[sq] + 6];
            }
        }
        if (key[Board.SIDE] < 0) {
            h ^= BLACK_TO_MOVE;
        }
        for (int i = 0; i < 4; i++) {
            if (key[Board.CASTLE_WHITE_KINGSIDE + i] == 1) {
                h ^= CASTLING[i];
                int file = key[Board.ROOK_FILE_WHITE_KINGSIDE + i];
                if (file != (i % 2 == 0 ? Board.STANDARD_KINGSIDE_ROOK_FILE : Board.STANDARD_QUEENSIDE_ROOK_FILE)) {
                    h ^= ROOK_FILE[8 * i + file];
                }
            }
        }
        int ep = key[Board.EP_SQUARE];
        if (ep >= 0) {
            h ^= EP_FILE[ep % 8];
        }
        return h;
    }
}
