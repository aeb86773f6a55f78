package org.passant.conformance;

import org.passant.position.InvalidInputException;

/**
 * An external engine that could not be checked. {@link Kind#CANNOT_RUN}: it cannot be started,
 * fails the UCI handshake, or does not answer {@code go perft} (exit code 2). {@link Kind#PROTOCOL}:
 * it broke the protocol in the middle of a case (no complete answer within the deadline, a line or
 * an answer beyond the caps, an exit): that case does not conform, and the run stops there, since
 * the engine's state is unknown (exit code 1).
 */
public final class EngineException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    /** What the failure means for the run. */
    public enum Kind { CANNOT_RUN, PROTOCOL }

    private final Kind kind;
    private final String clause;

    EngineException(Kind kind, String clause, String message) {
        super(message);
        this.kind = kind;
        this.clause = clause;
    }

    public Kind kind() {
        return kind;
    }

    /** The protocol clause broken ({@link UciEngine#ANSWER}, ...). */
    public String clause() {
        return clause;
    }

    EngineException as(Kind other) {
        return new EngineException(other, clause, getMessage());
    }
}
