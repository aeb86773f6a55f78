package org.passant.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.passant.position.IllegalMoveException;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.Uci;

/**
 * Perft divides of an {@link EngineAdapter}: the adapter generates the moves at every node; the
 * moves are played by Passant (the adapter is FEN in, moves out), so what is checked is the
 * adapter's move generation.
 */
final class AdapterDivide implements DivideSource {
    private final EngineAdapter adapter;
    private final Variant variant;

    AdapterDivide(EngineAdapter adapter, Variant variant) {
        this.adapter = adapter;
        this.variant = variant;
    }

    @Override
    public String name() {
        return "adapter";
    }

    @Override
    public Map<String, Long> divide(String startFen, List<String> moves, int depth) {
        Position p = Fen.position(startFen, variant, Validation.LENIENT);
        for (String m : moves) {
            p = p.play(Uci.parseLegal(p, m));
        }
        Map<String, Long> counts = new TreeMap<>();
        for (String m : movesOf(p)) {
            counts.put(m, depth <= 1 ? 1 : perft(play(p, m), depth - 1));
        }
        return counts;
    }

    private List<String> movesOf(Position p) {
        List<String> moves = new ArrayList<>();
        for (String m : adapter.legalMoves(Fen.format(p, EpMode.FEN))) {
            moves.add(m.trim().toLowerCase());
        }
        return moves;
    }

    private static Position play(Position p, String move) {
        try {
            return p.play(Uci.parse(move));
        } catch (IllegalMoveException e) {
            // An illegal move from the adapter: count it as a leaf; the mismatch is reported at this node.
            return null;
        }
    }

    private long perft(Position p, int depth) {
        if (p == null) {
            return 1;
        }
        List<String> moves = movesOf(p);
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (String m : moves) {
            n += perft(play(p, m), depth - 1);
        }
        return n;
    }
}
