package org.passant.server;

import java.util.List;

/**
 * PLAY-RECORD: the Glicko-2 rating system, as Glickman's "Example of the Glicko-2 system" (2012)
 * states it, step by step: a rating, its deviation (RD) and the volatility, updated once per
 * rating period from the games of the period. The server makes each game its own period.
 */
final class Glicko2 {
    /** The system constant: how much the volatility may change (Glickman suggests 0.3 to 1.2). */
    static final double TAU = 0.5;
    static final double SCALE = 173.7178;
    static final double EPSILON = 0.000001;
    static final Rating NEW_PLAYER = new Rating(1500, 350, 0.06);

    private Glicko2() {
    }

    /** A rating on the Glicko scale: the rating, its deviation and the volatility. */
    record Rating(double rating, double rd, double volatility) {
    }

    /** One game of the period: the opponent's rating before the period, and the score (1, 0.5 or 0). */
    record Game(Rating opponent, double score) {
    }

    /** The player's rating after a period with these games; with none, only the deviation grows (step 6). */
    static Rating update(Rating player, List<Game> games) {
        // Step 2: to the Glicko-2 scale.
        double mu = (player.rating() - 1500) / SCALE;
        double phi = player.rd() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            double grown = Math.sqrt(phi * phi + sigma * sigma);
            return new Rating(player.rating(), Math.min(grown * SCALE, NEW_PLAYER.rd()), sigma);
        }
        // Step 3: the estimated variance v; step 4: the estimated improvement delta.
        double vInverse = 0;
        double sum = 0;
        for (Game game : games) {
            double muJ = (game.opponent().rating() - 1500) / SCALE;
            double g = g(game.opponent().rd() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            vInverse += g * g * e * (1 - e);
            sum += g * (game.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        // Step 5: the new volatility, by the Illinois algorithm.
        double a = Math.log(sigma * sigma);
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f(a - k * TAU, delta, phi, v, a) < 0) {
                k++;
            }
            bigB = a - k * TAU;
        }
        double fA = f(bigA, delta, phi, v, a);
        double fB = f(bigB, delta, phi, v, a);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f(bigC, delta, phi, v, a);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        double newSigma = Math.exp(bigA / 2);
        // Step 6: the pre-period deviation; step 7: the new deviation and rating.
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        // Step 8: back to the Glicko scale.
        return new Rating(SCALE * newMu + 1500, SCALE * newPhi, newSigma);
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    private static double f(double x, double delta, double phi, double v, double a) {
        double ex = Math.exp(x);
        double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (TAU * TAU);
    }
}
