package org.passant.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.passant.explain.ClauseVerdict;
import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.kernel.Piece;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.Uci;

/**
 * Compares an engine's perft divides with Passant's, case by case; on a difference it descends
 * the subtree whose count differs until it reaches the first position where the engine's legal
 * moves differ from Passant's, and names the clause that difference concerns. It never asks for a
 * divide below depth 1 (Stockfish takes {@code go perft 0} for an endless search): at depth 1 the
 * divide is the move list. A divide that is malformed, or that disagrees with the engine's own
 * divides one ply deeper, is that case's non-conformance under a protocol clause.
 *
 * <p>Moves are compared as text in the engine's mode (C960-NOTATION): castling as the king's
 * two-square step (e1g1) in standard mode, as the king taking its own rook (e1h1) with
 * UCI_Chess960; the case's moves are rewritten in that form before they are sent.
 */
public final class ConformanceRunner {
    private final Variant variant;
    private final MoveGenerator generator;
    private final DivideSource engine;
    private final boolean chess960;

    public ConformanceRunner(Variant variant, MoveGenerator generator, DivideSource engine) {
        this(variant, generator, engine, false);
    }

    /**
     * With {@code chess960} the engine runs with UCI_Chess960 on: moves are sent and compared
     * king-takes-rook (e1h1), otherwise as the king's step (e1g1) (C960-NOTATION).
     */
    public ConformanceRunner(Variant variant, MoveGenerator generator, DivideSource engine, boolean chess960) {
        this.variant = variant;
        this.generator = generator;
        this.engine = engine;
        this.chess960 = chess960;
    }

    /** The first mismatch in the tree of the given depth below the case's position, or null. */
    public Mismatch check(String caseId, String startFen, List<String> moves, int depth) {
        return locate(caseId, startFen, written(startFen, moves), depth);
    }

    /** The moves (either castling form) as the engine's mode writes them. */
    private List<String> written(String startFen, List<String> moves) {
        Position p = Fen.position(startFen, variant, Validation.LENIENT);
        List<String> out = new ArrayList<>();
        for (String m : moves) {
            Move move = Uci.parseLegal(p, m, chess960);
            out.add(move.uci(chess960));
            p = p.play(move);
        }
        return out;
    }

    private Position positionAfter(String startFen, List<String> moves) {
        Position p = Fen.position(startFen, variant, Validation.LENIENT);
        for (String m : moves) {
            p = p.play(Uci.parseLegal(p, m, chess960));
        }
        return p;
    }

    private Mismatch locate(String caseId, String startFen, List<String> moves, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth " + depth + ": a divide needs depth 1 or more");
        }
        Position p = positionAfter(startFen, moves);
        Map<String, Long> ours = new TreeMap<>();
        for (Map.Entry<Move, Long> e : generator.divide(p, depth).entrySet()) {
            ours.put(p.move(e.getKey()).uci(chess960), e.getValue());
        }
        Map<String, Long> theirs;
        try {
            theirs = engine.divide(startFen, moves, depth);
        } catch (DivideException e) {
            return Mismatch.protocol(caseId, startFen, moves, Fen.format(p, EpMode.FEN), e.clause(),
                    "at go perft " + depth + ": " + e.getMessage());
        }
        if (ours.equals(theirs)) {
            return null;
        }
        Set<String> missing = new TreeSet<>(ours.keySet());
        missing.removeAll(theirs.keySet());
        Set<String> extra = new TreeSet<>(theirs.keySet());
        extra.removeAll(ours.keySet());
        if (missing.isEmpty() && extra.isEmpty()) {
            // the same moves: the count below one of them differs
            for (Map.Entry<String, Long> e : ours.entrySet()) {
                long their = theirs.get(e.getKey());
                if (e.getValue() == their) {
                    continue;
                }
                String fen = Fen.format(p, EpMode.FEN);
                if (depth == 1) {
                    return Mismatch.protocol(caseId, startFen, moves, fen, UciEngine.DIVIDE_CONSISTENT, "at go perft 1"
                            + " every move counts 1, but the engine gives " + e.getKey() + ": " + their);
                }
                List<String> deeper = new ArrayList<>(moves);
                deeper.add(e.getKey());
                Mismatch m = locate(caseId, startFen, deeper, depth - 1);
                if (m != null) {
                    return m;
                }
                return Mismatch.protocol(caseId, startFen, moves, fen, UciEngine.DIVIDE_CONSISTENT, "at go perft " + depth
                        + " the engine gives " + e.getKey() + ": " + their + ", but after " + e.getKey() + " its own go perft "
                        + (depth - 1) + " adds up to " + e.getValue() + ", as Passant's does: its divides disagree");
            }
        }
        Attribution a = attribute(startFen, moves, p, new ArrayList<>(missing), new ArrayList<>(extra));
        return new Mismatch(caseId, startFen, List.copyOf(moves), Fen.format(p, EpMode.FEN), List.copyOf(missing),
                List.copyOf(extra), new ArrayList<>(ours.keySet()), new ArrayList<>(theirs.keySet()), a.clause, a.reason);
    }

    /** A move of the engine's text, legal or not, read in the runner's notation. */
    private Move read(Position p, String text) {
        return Uci.parse(p, text, chess960);
    }

    private record Attribution(String clause, String reason) {
    }

    /** The order RULES.md states the en passant clauses in; the first failing one is named. */
    private static final List<String> EP_ORDER = List.of("EP-PIECES", "EP-TRIGGER", "EP-ADJACENT", "EP-RANK",
            "EP-IMMEDIATE", "EP-LANDING", "EP-KING-SAFETY");

    private Attribution attribute(String startFen, List<String> moves, Position p, List<String> missing, List<String> extra) {
        for (String text : extra) {
            try {
                Uci.parse(text);
            } catch (InvalidInputException e) {
                // such as c1c1, a castling written as the king's move where the king stays (UCI_Chess960 is off)
                return new Attribution(UciEngine.DIVIDE_FORMAT, "the engine's move " + text + " is no UCI move: "
                        + e.getMessage());
            }
        }
        if (!extra.isEmpty()) {
            Move m = read(p, extra.get(0));
            Explanation e = Explain.explain(p, m);
            List<String> failing = e.failing();
            String reason = reasonOf(e, failing);
            if (e.kind().contains("en passant")) {
                if (failing.equals(List.of("EP-KING-SAFETY"))) {
                    return new Attribution("EP-KING-SAFETY", reason);
                }
                int late = lateDoubleStep(startFen, moves, m);
                if (late > 0) {
                    return new Attribution("EP-IMMEDIATE", "the double step that passed " + extra.get(0).substring(2, 4)
                            + " was played " + late + " plies before this move; the right lasted only for the reply");
                }
                for (String id : EP_ORDER) {
                    if (failing.contains(id)) {
                        return new Attribution(id, reason);
                    }
                }
            }
            Attribution effect = effectOfLastMove(startFen, moves);
            if (effect != null && failing.stream().noneMatch(id -> id.startsWith("EP-") || id.startsWith("AT-"))) {
                return effect;
            }
            return new Attribution(failing.isEmpty() ? "?" : failing.get(0), reason);
        }
        Move m = read(p, missing.get(0));
        if (p.isEnPassant(m)) {
            return new Attribution("EP-*", "a legal en passant capture (every EP clause holds) that the engine refuses");
        }
        Attribution effect = effectOfLastMove(startFen, moves);
        if (effect != null) {
            return effect;
        }
        Explanation e = Explain.explain(p, m);
        List<String> ids = new ArrayList<>();
        for (ClauseVerdict c : e.clauses()) {
            ids.add(c.id());
        }
        return new Attribution(ids.get(ids.size() - 1), "a legal " + e.kind() + " (" + String.join(", ", ids)
                + " hold) that the engine refuses");
    }

    private static String reasonOf(Explanation e, List<String> failing) {
        for (ClauseVerdict c : e.clauses()) {
            if (!c.holds() && c.id().equals(failing.get(0))) {
                return c.reason();
            }
        }
        return "";
    }

    /**
     * When the engine's moves differ in ordinary ways right after a special move, its board after
     * that move is what differs: the clause stating that move's effect is the one concerned.
     */
    private Attribution effectOfLastMove(String startFen, List<String> moves) {
        if (moves.isEmpty()) {
            return null;
        }
        Position before = positionAfter(startFen, moves.subList(0, moves.size() - 1));
        Move last = read(before, moves.get(moves.size() - 1));
        if (before.isEnPassant(last)) {
            return new Attribution(variant.capturesExplode() ? "AT-EP-CENTRE" : "EP-LANDING",
                    "the engine's board after the en passant capture " + last.uci() + " differs from the rules'");
        }
        if (variant.capturesExplode() && before.isCapture(last)) {
            return new Attribution("AT-EXPLOSION", "the engine's board after the capture " + last.uci()
                    + " differs from the rules'");
        }
        if (before.isCastling(last)) {
            return new Attribution(chess960 ? "C960-CASTLE" : "FIDE-3.8.2", "the engine's board after castling "
                    + last.uci(chess960) + " differs");
        }
        if (last.promotion() != 0) {
            return new Attribution("FIDE-3.7.3.3", "the engine's board after the promotion " + last.uci() + " differs");
        }
        return null;
    }

    /** How many plies before {@code move} the double step over its landing square was played, or 0. */
    private int lateDoubleStep(String startFen, List<String> moves, Move move) {
        Position p = Fen.position(startFen, variant, Validation.LENIENT);
        List<Position> line = new ArrayList<>(List.of(p));
        for (String m : moves) {
            p = p.play(Uci.parseLegal(p, m, chess960));
            line.add(p);
        }
        int now = line.size() - 1;
        int side = line.get(now).sideToMove();
        for (int j = now - 1; j >= 0; j--) {
            if (line.get(j).epSquare() == move.to() && line.get(j).sideToMove() == side) {
                return now - j;
            }
        }
        return 0;
    }

    /** "white" or "black". */
    static String side(int side) {
        return side == Piece.WHITE ? "white" : "black";
    }
}
