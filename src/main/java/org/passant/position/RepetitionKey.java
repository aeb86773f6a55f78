package org.passant.position;

import java.util.Arrays;

import org.passant.kernel.Board;

/**
 * What makes two positions "the same" for repetition (FIDE 9.2.3): the pieces on their squares,
 * the side to move, the castling rights with the files of their rooks and king (C960-SETUP: the
 * same rights name other rooks in another arrangement), and the en passant square only when an en
 * passant capture is legal (EP-REPETITION). Clocks do not count.
 */
public final class RepetitionKey {
    private final int[] key;
    private final long hash;

    private RepetitionKey(int[] key, long hash) {
        this.key = key;
        this.hash = hash;
    }

    static RepetitionKey of(Position p) {
        int[] state = p.state();
        int[] key = Position.canonical(state);
        key[Board.EP_SQUARE] = p.legalEpSquare();
        key[Board.HALFMOVE_CLOCK] = 0;
        key[Board.FULLMOVE_NUMBER] = 0;
        return new RepetitionKey(key, Zobrist.hash(key));
    }

    /** The 64-bit Zobrist hash of this key. */
    public long hash() {
        return hash;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RepetitionKey other && hash == other.hash && Arrays.equals(key, other.key);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }
}
