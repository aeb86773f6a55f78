package org.passant.modelcheck;

import java.util.Locale;

import org.passant.position.InvalidInputException;

/**
 * The game tree would need more memory than the JVM may use: the checker stops before it runs
 * out, and says how much it needed and what to change (exit code 2 in the CLI).
 */
public final class MemoryLimitException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    MemoryLimitException(String where, long positions, long bytesEach, long maxBytes) {
        super(String.format(Locale.ROOT, "%s: more than %,d positions in memory at once, about %.1f GiB at %d bytes each,"
                + " beyond the %.1f GiB this JVM may use; give a smaller --depth, or more memory"
                + " (PASSANT_JAVA_OPTS=-Xmx8g)", where, positions, positions * (double) bytesEach / (1L << 30), bytesEach,
                maxBytes / (double) (1L << 30)));
    }
}
