package org.passant.position;

/** A move that is not legal in the position it was played in. */
public class IllegalMoveException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    public IllegalMoveException(String message) {
        super(message);
    }
}
