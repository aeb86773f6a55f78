package org.passant.match;

import java.util.List;

import org.passant.game.Outcome;
import org.passant.position.Move;
import org.passant.position.Position;

/**
 * One refereed game: who played White and Black, the start, the moves, the outcome and, for a
 * forfeit or a flag, the referee's reason in words.
 */
public record GameRecord(int round, String white, String black, Position start, List<Move> moves, Outcome outcome,
        String reason) {
}
