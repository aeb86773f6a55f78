package org.passant;

import java.util.ArrayList;
import java.util.List;

import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.notation.Uci;

/** Small helpers for tests: positions from FEN, moves from text. */
public final class Positions {
    private Positions() {
    }

    public static Position fen(String fen) {
        return Fen.position(fen, Variant.CHESS, Validation.STRICT);
    }

    public static Position lenient(String fen) {
        return Fen.position(fen, Variant.CHESS, Validation.LENIENT);
    }

    /** Plays space-separated moves (SAN or UCI) from a position. */
    public static Position play(Position p, String moves) {
        Position q = p;
        for (String m : moves.trim().split("\\s+")) {
            if (!m.isEmpty()) {
                q = q.play(San.parseAny(q, m));
            }
        }
        return q;
    }

    public static Position play(String moves) {
        return play(Position.initial(), moves);
    }

    public static Move uci(String text) {
        return Uci.parse(text);
    }

    public static List<String> uciList(List<Move> moves) {
        List<String> result = new ArrayList<>();
        for (Move m : moves) {
            result.add(m.uci());
        }
        return result;
    }
}
