package org.passant.play;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.passant.explain.ClauseVerdict;
import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.kernel.Piece;
import org.passant.notation.San;
import org.passant.notation.Uci;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;

/**
 * A player's move as typed or dropped (issue 45), read and judged: UCI (castling either way,
 * C960-NOTATION) or SAN as players type it ({@link San#parseLenient}); SAN that names no legal move
 * is judged as the move it means by its piece's movement ({@link San#meant}), so a typed move is
 * explained exactly as a dropped one. The server's {@code Play.readMove} reads so, and the browser
 * module reads through this class, so a refusal offline is the server's refusal, word for word
 * ({@code TypedMoveTest} holds the two together).
 */
public final class TypedMove {
    private static final String UCI = "[a-hA-H][1-8][a-hA-H][1-8][nbrqNBRQ]?";

    private TypedMove() {
    }

    /**
     * The legal move {@code text} names in {@code p}; on a Chess960 board UCI text is taken as written
     * first (b1c1 is the king's step even beside a rook on a1 that may castle), then in the standard
     * form. Refused ({@link RefusedMove}) when it names no legal move.
     */
    public static Move read(Position p, String text, boolean chess960) {
        String t = text.trim();
        if (t.matches(UCI)) {
            String uci = t.toLowerCase(Locale.ROOT);
            Move m;
            try {
                m = Uci.parse(p, uci, chess960);
            } catch (InvalidInputException e) {
                throw refused(400, "the move '" + uci + "' cannot be read: " + e.getMessage(), "bad-move", args("move", uci));
            }
            if (!p.isLegal(m)) {
                throw illegal(p, m, uci);
            }
            return m;
        }
        try {
            return San.parseLenient(p, t);
        } catch (InvalidInputException e) {
            San.Meant meant;
            try {
                meant = San.meant(p, t);
            } catch (InvalidInputException unreadable) {
                throw refused(400, "the move '" + quoteable(t) + "' cannot be read: it is neither UCI (e2e4) nor SAN (e4, Nf3, O-O)",
                        "bad-move", args("move", quoteable(t)));
            }
            List<Move> legal = meant.moves().stream().filter(p::isLegal).toList();
            if (legal.size() > 1) {
                List<String> sans = legal.stream().map(m -> San.format(p, m)).toList();
                throw refused(400, t + " is ambiguous: it could be " + String.join(" or ", sans), "ambiguous-move",
                        args("move", t, "moves", String.join(" ", sans)));
            }
            if (meant.moves().isEmpty()) {
                // FIDE 3.2-3.8.1: no piece of that kind reaches the square at all
                ClauseVerdict v = Explain.noPieceReaches(p, meant.piece(), meant.to());
                throw new RefusedMove(422, t + " is illegal: " + v.reason(), "no-such-move", args("move", t), null, v.id(),
                        List.of(v));
            }
            throw illegal(p, meant.moves().get(0), t);
        }
    }

    /**
     * A move that is not legal: 400 promotion-needed when it is a pawn's move to the last rank that
     * names no piece and would be legal with one (a page opens its chooser); else 422 with the first
     * failing clause and every clause's verdict.
     */
    private static RefusedMove illegal(Position p, Move m, String text) {
        if (m.promotion() == 0 && !m.castling() && p.isLegal(new Move(m.from(), m.to(), Piece.QUEEN))) {
            return refused(400, text + " reaches the last rank: say which piece the pawn becomes (q, r, b or n)", "promotion-needed",
                    args("move", text));
        }
        Explanation x = Explain.explain(p, m);
        ClauseVerdict first = x.clauses().stream().filter(c -> !c.holds()).findFirst().orElse(null);
        return new RefusedMove(422, text + " is illegal: " + (first == null ? "the kernel refuses it" : first.reason()), "illegal-move",
                args("move", text), x.move(), first == null ? null : first.id(), x.clauses());
    }

    private static RefusedMove refused(int status, String message, String key, Map<String, String> args) {
        return new RefusedMove(status, message, key, args, null, null, List.of());
    }

    /** Names and values in turn, in that order. */
    private static Map<String, String> args(String... namesAndValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            m.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return m;
    }

    /** A player's text as a message may quote it: control characters shown as '?', at most 40 characters. */
    static String quoteable(String text) {
        String t = text.replaceAll("\\p{Cntrl}", "?");
        return t.length() > 40 ? t.substring(0, 40) + "..." : t;
    }
}
