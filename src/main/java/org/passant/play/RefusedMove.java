package org.passant.play;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.passant.explain.ClauseVerdict;
import org.passant.position.Move;

/**
 * A move a player typed or dropped that is not played, and why: the message {@code key} of
 * docs/API.md ("Errors": {@code bad-move}, {@code ambiguous-move}, {@code promotion-needed},
 * {@code no-such-move}, {@code illegal-move}) with its values, the HTTP status the server answers it
 * with (400: the text names no one legal move; 422: the rules refuse the move it names), and for a
 * 422 the clause that decided it and every clause's verdict, as {@code passant explain} gives them.
 */
public final class RefusedMove extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String key;
    private final transient Map<String, String> args;
    private final transient Move move;
    private final String clause;
    private final transient List<ClauseVerdict> clauses;

    RefusedMove(int status, String message, String key, Map<String, String> args, Move move, String clause,
            List<ClauseVerdict> clauses) {
        super(message);
        this.move = move;
        this.status = status;
        this.key = key;
        this.args = Collections.unmodifiableMap(new LinkedHashMap<>(args));
        this.clause = clause;
        this.clauses = List.copyOf(clauses);
    }

    /** 400 (the text names no one legal move) or 422 (the rules refuse the move it names). */
    public int status() {
        return status;
    }

    /** The message key (docs/API.md "Errors"). */
    public String key() {
        return key;
    }

    /** The key's values: {@code move} (the text as typed), and for an ambiguous move {@code moves}. */
    public Map<String, String> args() {
        return args;
    }

    /** The move the clauses judge, as the player means it (castling marked), for an illegal-move; else null. */
    public Move move() {
        return move;
    }

    /** The first failing clause of a 422, else null. */
    public String clause() {
        return clause;
    }

    /** Every clause's verdict of a 422 (empty for a 400). */
    public List<ClauseVerdict> clauses() {
        return clauses;
    }
}
