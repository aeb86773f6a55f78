package org.passant.search;

import java.util.List;

import org.passant.position.Move;

/**
 * A search's answer: the move to play ({@code null} when the position has no legal move), its
 * score for the side to move in centipawns (mate scores beyond {@link Search#MATE_BOUND}), the
 * depth completed, the nodes searched and the principal variation.
 */
public record Result(Move best, int score, int depth, long nodes, long millis, List<Move> pv) {
}
