package org.passant.match;

import java.util.Locale;

import org.passant.position.InvalidInputException;

/**
 * A match's time control: a clock per side in milliseconds with an increment per move
 * ({@code 10+0.1}: ten seconds and a tenth of a second; {@code 60}: one minute), or a fixed
 * time per move ({@code st=0.2}, cutechess's "st"). Written back in PGN's TimeControl form.
 */
public record TimeControl(long baseMillis, long incrementMillis, long moveMillis) {

    /** The longest clock (a day) and the longest increment or time per move (an hour), in seconds. */
    public static final int MAX_BASE_SECONDS = 86_400;
    public static final int MAX_MOVE_SECONDS = 3_600;

    public static TimeControl parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        try {
            if (t.startsWith("st=")) {
                long move = millis(t.substring(3), MAX_MOVE_SECONDS);
                if (move <= 0) {
                    throw new NumberFormatException();
                }
                return new TimeControl(0, 0, move);
            }
            int plus = t.indexOf('+');
            long base = millis(plus < 0 ? t : t.substring(0, plus), MAX_BASE_SECONDS);
            long increment = plus < 0 ? 0 : millis(t.substring(plus + 1), MAX_MOVE_SECONDS);
            if (base <= 0) {
                throw new NumberFormatException();
            }
            return new TimeControl(base, increment, 0);
        } catch (NumberFormatException e) {
            throw new InvalidInputException("--tc " + InvalidInputException.quote(text) + ": expected SECONDS[+INCREMENT] such"
                    + " as 10+0.1 (a clock above 0 up to " + MAX_BASE_SECONDS + " s, an increment of 0 to " + MAX_MOVE_SECONDS
                    + " s), or st=SECONDS per move (above 0 up to " + MAX_MOVE_SECONDS + " s); ASCII digits and a decimal point");
        }
    }

    /** Seconds written in ASCII digits with an optional decimal point (no sign, exponent, NaN or Infinity), at most {@code max}, in ms. */
    private static long millis(String s, int max) {
        if (!s.matches("[0-9]{1,9}(\\.[0-9]{1,9})?")) {
            throw new NumberFormatException();
        }
        double seconds = Double.parseDouble(s);
        if (seconds > max) {
            throw new NumberFormatException();
        }
        return Math.round(seconds * 1000);
    }

    public boolean fixedPerMove() {
        return moveMillis > 0;
    }

    /** PGN's TimeControl tag: "10+0.1" (base+increment), or "1/0.2" (one move per 0.2 s: PGN's moves/seconds form). */
    public String pgn() {
        if (fixedPerMove()) {
            return "1/" + format(moveMillis);
        }
        return format(baseMillis) + (incrementMillis > 0 ? "+" + format(incrementMillis) : "");
    }

    private static String format(long millis) {
        return millis % 1000 == 0 ? String.valueOf(millis / 1000) : String.valueOf(millis / 1000.0);
    }

    @Override
    public String toString() {
        return fixedPerMove() ? "st=" + format(moveMillis) : pgn();
    }
}
