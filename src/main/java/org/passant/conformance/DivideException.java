package org.passant.conformance;

import org.passant.position.InvalidInputException;

/**
 * An engine's divide that is malformed or inconsistent, though the engine is still in step with
 * the protocol: the case it belongs to does not conform (a protocol clause, not a rule of chess),
 * and the run goes on with the next case.
 */
public final class DivideException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    private final String clause;

    DivideException(String clause, String message) {
        super(message);
        this.clause = clause;
    }

    /** {@link UciEngine#DIVIDE_FORMAT} or {@link UciEngine#DIVIDE_CONSISTENT}. */
    public String clause() {
        return clause;
    }
}
