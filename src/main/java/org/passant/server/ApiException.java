package org.passant.server;

import java.util.List;

import org.passant.explain.ClauseVerdict;

/**
 * A request refused: the HTTP status and one line saying why; for an illegal move (422) also the
 * first failing clause and every clause's verdict, as {@code passant explain} gives them.
 */
final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    final int status;
    final transient String clause;
    final transient List<ClauseVerdict> explain;

    ApiException(int status, String message) {
        this(status, message, null, null);
    }

    ApiException(int status, String message, String clause, List<ClauseVerdict> explain) {
        super(message, null, false, false);
        this.status = status;
        this.clause = clause;
        this.explain = explain;
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
