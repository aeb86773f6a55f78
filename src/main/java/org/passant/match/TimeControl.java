package org.passant.match;

import java.util.Locale;

import org.passant.position.InvalidInputException;

/**
 * A match's time control: a clock per side in milliseconds with an increment per move
 * ({@code 10+0.1}: ten seconds and a tenth of a second; {@code 60}: one minute), or a fixed
 * time per move ({@code st=0.2}, cutechess's "st"). Written back in PGN's TimeControl form.
 */
public record TimeControl(long baseMillis, long incrementMillis, long moveMillis) {

    public static TimeControl parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        try {
            if (t.startsWith("st=")) {
                long move = seconds(t.substring(3));
                if (move <= 0) {
                    throw new NumberFormatException();
                }
                return new TimeControl(0, 0, move);
            }
            int plus = t.indexOf('+');
            long base = seconds(plus < 0 ? t : t.substring(0, plus));
            long increment = plus < 0 ? 0 : seconds(t.substring(plus + 1));
            if (base <= 0 || increment < 0) {
                throw new NumberFormatException();
            }
            return new TimeControl(base, increment, 0);
        } catch (NumberFormatException e) {
            throw new InvalidInputException("--tc '" + text + "': expected SECONDS[+INCREMENT] such as 10+0.1, or st=SECONDS"
                    + " for a fixed time per move, with times above zero");
        }
    }

    private static long seconds(String s) {
        return Math.round(Double.parseDouble(s) * 1000);
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
