package org.passant.explain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.passant.kernel.Piece;
import org.passant.position.Square;

/** The values of a verdict's message key ({@link ClauseVerdict#args}). */
final class Args {
    private Args() {
    }

    /** Names and values in turn; a null value is left out. */
    static Map<String, Object> of(Object... namesAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] != null) {
                m.put((String) namesAndValues[i], namesAndValues[i + 1]);
            }
        }
        return m;
    }

    /** A piece on a square: {"color": "black", "piece": "rook", "square": "a5"}. */
    static Map<String, String> piece(int piece, int square) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("color", ChessExplainer.side(Piece.sideOf(piece)));
        m.put("piece", ChessExplainer.TYPE_NAMES[Piece.type(piece)]);
        m.put("square", Square.name(square));
        return m;
    }

    /** The pieces of {@code board} on {@code squares}. */
    static List<Map<String, String>> pieces(int[] board, Iterable<Integer> squares) {
        List<Map<String, String>> l = new ArrayList<>();
        for (int sq : squares) {
            l.add(piece(board[sq], sq));
        }
        return l;
    }

    /** A piece type's name: pawn, knight, bishop, rook, queen, king. */
    static String type(int piece) {
        return ChessExplainer.TYPE_NAMES[Piece.type(piece)];
    }
}
