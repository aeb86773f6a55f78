package org.passant.notation;

import org.passant.position.InvalidInputException;
import org.passant.position.PositionError;

/**
 * A FEN that cannot be loaded: which field (1..6, or 0 for the whole text), its text, and why.
 * The message reads {@code FEN field 4 'e5': en passant square must be on rank 3 or 6}.
 */
public class FenException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    private final FenError kind;
    private final PositionError positionError;
    private final int field;
    private final String token;
    private final String reason;

    public FenException(FenError kind, int field, String token, String reason) {
        this(kind, null, field, token, reason);
    }

    FenException(FenError kind, PositionError positionError, int field, String token, String reason) {
        super(message(field, token, reason));
        this.kind = kind;
        this.positionError = positionError;
        this.field = field;
        this.token = token;
        this.reason = reason;
    }

    private static String message(int field, String token, String reason) {
        if (field == 0) {
            return "FEN " + quote(token) + ": " + reason;
        }
        return "FEN field " + field + " " + quote(token) + ": " + reason;
    }

    public FenError kind() {
        return kind;
    }

    /** For {@link FenError#POSITION}: what validation refused; otherwise null. */
    public PositionError positionError() {
        return positionError;
    }

    public int field() {
        return field;
    }

    public String token() {
        return token;
    }

    public String reason() {
        return reason;
    }
}
