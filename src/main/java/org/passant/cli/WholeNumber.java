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
        String t = text.strip();
        boolean digits = t.matches("[+-]?[0-9]{1,19}");
        long value = 0;
        boolean inRange = false;
        if (digits) {
            try {
                value = Long.parseLong(t.startsWith("+") ? t.substring(1) : t);
                inRange = value >= min && value <= max;
            } catch (NumberFormatException e) {
                inRange = false; // beyond a long: out of any range
            }
        }
        if (!inRange) {
            throw new ParameterException(command.commandLine(), option + " must be a whole number from " + format(min)
                    + " to " + format(max) + ", not " + InvalidInputException.quote(text));
        }
        return value;
    }

    static int parseInt(CommandSpec command, String option, String text, int min, int max) {
        return (int) parse(command, option, text, min, max);
    }

    /** 1000000 as 1,000,000: the ranges read at a glance. */
    static String format(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
