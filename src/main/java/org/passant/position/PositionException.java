package org.passant.position;

/** A position that validation refuses, with the kind of problem and a one-line reason. */
public class PositionException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    private final PositionError kind;
    private final String reason;

    public PositionException(PositionError kind, String reason) {
        super(reason);
        this.kind = kind;
        this.reason = reason;
    }

    public PositionError kind() {
        return kind;
    }

    /** The reason alone, without field information: "white has no king". */
    public String reason() {
        return reason;
    }
}
