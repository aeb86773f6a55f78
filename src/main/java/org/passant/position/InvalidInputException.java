package org.passant.position;

/**
 * Bad input from a user: a malformed FEN, an impossible position, an unknown or illegal move.
 * Its message is one line that names what was wrong and where; the CLI prints it and exits 2.
 */
public class InvalidInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InvalidInputException(String message) {
        super(message);
    }
}
