package org.passant.search;

import java.util.List;

import org.passant.position.Move;

/**
 * What the search reports after each iteration (UCI's {@code info} line): depth, selective
 * depth, the score in centipawns or as a mate in {@code mateIn} moves (negative: being mated),
 * nodes, time in milliseconds and the principal variation.
 */
public record Info(int depth, int seldepth, int centipawns, Integer mateIn, long nodes, long millis, int hashfull,
        List<Move> pv) {

    /** Nodes per second. */
    public long nps() {
        return millis <= 0 ? nodes * 1000 : nodes * 1000 / millis;
    }
}
