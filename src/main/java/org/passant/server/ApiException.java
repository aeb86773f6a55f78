package org.passant.server;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.passant.explain.ClauseVerdict;

/**
 * A request refused: the HTTP status and one line saying why; for an illegal move (422) also the
 * first failing clause and every clause's verdict, as {@code passant explain} gives them. A refusal
 * a player can meet also carries a message key and its values, so that the page says it in the
 * player's language (docs/API.md "Errors").
 */
final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    final int status;
    final transient String clause;
    final transient List<ClauseVerdict> explain;
    /** The message's key (e.g. "not-your-turn"), or null when the page has no words of its own for it. */
    final transient String key;
    final transient Map<String, String> args;

    ApiException(int status, String message) {
        this(status, message, null, null);
    }

    ApiException(int status, String message, String clause, List<ClauseVerdict> explain) {
        this(status, message, clause, explain, null, Map.of());
    }

    private ApiException(int status, String message, String clause, List<ClauseVerdict> explain, String key,
            Map<String, String> args) {
        super(message, null, false, false);
        this.status = status;
        this.clause = clause;
        this.explain = explain;
        this.key = key;
        this.args = args;
    }

    /** The same refusal with a message key and its values, given as name, value, name, value ... */
    ApiException keyed(String messageKey, String... namesAndValues) {
        Map<String, String> a = new LinkedHashMap<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            a.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return new ApiException(status, getMessage(), clause, explain, messageKey, a);
    }

    static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }

    static ApiException forbidden(String message) {
        return new ApiException(403, message);
    }

    static ApiException notFound(String message) {
        return new ApiException(404, message);
    }

    static ApiException conflict(String message) {
        return new ApiException(409, message);
    }
}
