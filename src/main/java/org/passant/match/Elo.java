package org.passant.match;

/**
 * The Elo difference a score implies, with a 95% error bar, as cutechess-cli computes it: the
 * logistic model, Elo(p) = -400 log10(1/p - 1) for the score fraction p = (W + D/2) / N, and the
 * error from the trinomial variance of one game's score,
 * s^2 = (W (1-p)^2 + D (1/2-p)^2 + L p^2) / N, so that p's standard error is s / sqrt(N) and
 * the bar is half the Elo span of p +- 1.96 standard errors.
 */
public record Elo(double difference, double error) {

    public static Elo of(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        if (n == 0) {
            return new Elo(0, Double.POSITIVE_INFINITY);
        }
        double p = (wins + draws / 2.0) / n;
        double variance = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(p)) / n;
        double stderr = Math.sqrt(variance / n);
        double low = p - 1.96 * stderr;
        double high = p + 1.96 * stderr;
        return new Elo(elo(p), (elo(high) - elo(low)) / 2);
    }

    /** The score fraction W + D/2 over games. */
    public static double score(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        return n == 0 ? 0 : (wins + draws / 2.0) / n;
    }

    static double elo(double p) {
        if (p <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (p >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / p - 1);
    }

    private static double sq(double x) {
        return x * x;
    }

    /** "+123.4 +- 45.6", or with "inf" where the score is all or nothing. */
    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "%s +- %s", signed(difference), Double.isFinite(error) ? String.format(java.util.Locale.ROOT, "%.1f", error) : "inf");
    }

    private static String signed(double d) {
        if (Double.isInfinite(d)) {
            return d > 0 ? "+inf" : "-inf";
        }
        return String.format(java.util.Locale.ROOT, "%+.1f", d);
    }
}
