package org.passant.cli;

import java.util.Locale;

import org.passant.position.InvalidInputException;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * A whole-number option value within its range: ASCII digits only (picocli's own conversion reads
 * '٣' and '３' as 3), refused with exit code 2 naming the option and the range allowed. Each mixin
 * states its range where it declares its option.
 */
final class WholeNumber {
    private WholeNumber() {
    }

    /** The value of {@code text} if it is a whole number from {@code min} to {@code max}; otherwise a refusal naming both. */
    static long parse(CommandSpec command, String option, String text, long min, long max) {
        Long value = read(text);
        if (value == null || value < min || value > max) {
            throw new ParameterException(command.commandLine(), option + " must be a whole number from " + format(min)
                    + " to " + format(max) + ", not " + InvalidInputException.quote(text));
        }
        return value;
    }

    /**
     * The whole number {@code text} writes (ASCII digits, an optional sign, spaces around as String.strip
     * takes them off); null when it writes none or one beyond a long. The CLI fuzz target reads depths by it.
     */
    static Long read(String text) {
        String t = text.strip();
        if (!t.matches("[+-]?[0-9]{1,19}")) {
            return null;
        }
        try {
            return Long.parseLong(t.startsWith("+") ? t.substring(1) : t);
        } catch (NumberFormatException e) {
            return null; // beyond a long
        }
    }

    static int parseInt(CommandSpec command, String option, String text, int min, int max) {
        return (int) parse(command, option, text, min, max);
    }

    /** 1000000 as 1,000,000: the ranges read at a glance. */
    static String format(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
