package org.passant.cli;

import java.util.Locale;

import org.passant.position.InvalidInputException;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * A whole-number option value within its range: ASCII digits only (picocli's own conversion reads
 * '٣' and '３' as 3, and Java's '+3'), refused with exit code 2 naming the option and the range allowed. Each mixin
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
     * The whole number {@code text} writes in ASCII digits 0-9 alone (no sign, no space around it: '+3', ' 3'
     * and '-0' are no way to write a depth); null when it writes none or one beyond a long. The CLI fuzz
     * target reads depths by it.
     */
    static Long read(String text) {
        if (!text.matches("[0-9]{1,19}")) {
            return null;
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null; // beyond a long
        }
    }

    static int parseInt(CommandSpec command, String option, String text, int min, int max) {
        return (int) parse(command, option, text, min, max);
    }

    /**
     * A number with an optional decimal part ('0.5', '20'), in ASCII digits (no sign, exponent, NaN or
     * Infinity, which Double.parseDouble takes), from {@code min} to {@code max}; otherwise a refusal naming both.
     */
    static double parseDecimal(CommandSpec command, String option, String text, long min, long max) {
        double value = text.matches("[0-9]{1,9}(\\.[0-9]{1,9})?") ? Double.parseDouble(text) : Double.NaN;
        if (!(value >= min && value <= max)) {
            throw new ParameterException(command.commandLine(), option + " must be a number from " + format(min) + " to "
                    + format(max) + " (digits, and a decimal point if need be), not " + InvalidInputException.quote(text));
        }
        return value;
    }

    /** 1000000 as 1,000,000: the ranges read at a glance. */
    static String format(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
