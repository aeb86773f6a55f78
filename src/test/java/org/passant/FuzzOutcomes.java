package org.passant;

import java.nio.charset.StandardCharsets;

import org.passant.position.InvalidInputException;

/** What the fuzz tests accept of an error: the named error, one line, its input quoted short and visible. */
public final class FuzzOutcomes {
    private FuzzOutcomes() {
    }

    /**
     * The longest message allowed: a quote is at most 80 characters (some 500 bytes escaped), and a
     * message quotes at most a few things; the CLI then cuts the line to 300 bytes.
     */
    public static final int MAX_MESSAGE_BYTES = 1200;

    public static void assertNamedError(InvalidInputException e) {
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            throw new AssertionError("an error without a message", e);
        }
        if (m.getBytes(StandardCharsets.UTF_8).length > MAX_MESSAGE_BYTES) {
            throw new AssertionError("a message of " + m.length() + " characters: " + m.substring(0, 200), e);
        }
        m.codePoints().forEach(c -> {
            if (InvalidInputException.isInvisible(c)) {
                throw new AssertionError("a raw control or invisible character U+" + Integer.toHexString(c)
                        + " in the message: " + InvalidInputException.quote(m), e);
            }
        });
    }
}
