package org.passant.position;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A source of legal moves. Every implementation is checked against the reference generator. */
public interface MoveGenerator {

    /** A short name: "reference", "kernel", "fast". */
    String name();

    /** The legal moves of the position, in no particular order. */
    List<Move> legalMoves(Position position);

    /** Perft: the number of leaf nodes of the legal move tree of the given depth. */
    default long perft(Position position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        List<Move> moves = legalMoves(position);
        if (depth == 1) {
            return moves.size();
        }
        long nodes = 0;
        for (Move m : moves) {
            nodes += perft(position.play(m), depth - 1);
        }
        return nodes;
    }

    /** Perft split by root move, ordered by UCI text. */
    default Map<Move, Long> divide(Position position, int depth) {
        Map<Move, Long> result = new TreeMap<>();
        for (Move m : legalMoves(position)) {
            result.put(m, depth <= 1 ? 1L : perft(position.play(m), depth - 1));
        }
        return result;
    }
}
