package org.passant.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.passant.position.IllegalMoveException;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.Uci;

/**
 * Perft divides of an {@link EngineAdapter}: the adapter generates the moves at every node; the
 * moves are played by Passant (the adapter is FEN in, moves out), so what is checked is the
 * adapter's move generation. The adapter may write castling either way (e1g1 or e1h1); its moves
 * are read with the position and written in the runner's notation (C960-NOTATION: e1h1 when
 * {@code chess960}, else e1g1), so only what they mean is compared.
 */
final class AdapterDivide implements DivideSource {
    private final EngineAdapter adapter;
    private final Variant variant;
    private final boolean chess960;

    AdapterDivide(EngineAdapter adapter, Variant variant) {
        this(adapter, variant, false);
    }

    AdapterDivide(EngineAdapter adapter, Variant variant, boolean chess960) {
        this.adapter = adapter;
        this.variant = variant;
        this.chess960 = chess960;
    }

    @Override
    public String name() {
        return "adapter";
    }

    @Override
    public Map<String, Long> divide(String startFen, List<String> moves, int depth) {
        Position p = Fen.position(startFen, variant, Validation.LENIENT);
        for (String m : moves) {
            p = p.play(Uci.parseLegal(p, m, chess960));
        }
        Map<String, Long> counts = new TreeMap<>();
        for (String m : movesOf(p)) {
            counts.put(written(p, m), depth <= 1 ? 1 : perft(play(p, m), depth - 1));
        }
        return counts;
    }

    /** The adapter's move in the runner's notation; as given when it is no move of the position's pieces. */
    private String written(Position p, String move) {
        try {
            return read(p, move).uci(chess960);
        } catch (InvalidInputException e) {
            return move;
        }
    }

    private List<String> movesOf(Position p) {
        List<String> moves = new ArrayList<>();
        for (String m : adapter.legalMoves(Fen.format(p, EpMode.FEN))) {
            moves.add(m.trim().toLowerCase());
        }
        return moves;
    }

    private Position play(Position p, String move) {
        try {
            return p.play(read(p, move));
        } catch (IllegalMoveException e) {
            // An illegal move from the adapter: count it as a leaf; the mismatch is reported at this node.
            return null;
        }
    }

    /** The adapter's text as a move in the mode's notation (C960-NOTATION). */
    private Move read(Position p, String move) {
        return Uci.parse(p, move, chess960);
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
