package org.heterodox.server.rating;

import java.util.List;

/**
 * The Glicko-2 rating update of Mark Glickman's "Example of the Glicko-2 system" (2013), steps 1 to 8,
 * with the Illinois algorithm of its step 5 for the new volatility. No library implements it in a
 * form we could rely on, so it is written here and checked against the paper's worked example.
 */
public final class Glicko2 {
    /** The factor between the Glicko scale and the Glicko-2 scale (step 2). */
    static final double SCALE = 173.7178;
    private static final double CENTRE = 1500;
    /** The convergence tolerance of step 5, as in the paper. */
    private static final double EPSILON = 0.000001;

    private final double tau;

    /** {@code tau} constrains the change of volatility over time; the paper suggests 0.3 to 1.2. */
    public Glicko2(double tau) {
        if (!(tau > 0) || !Double.isFinite(tau)) {
            throw new IllegalArgumentException("tau must be positive, not " + tau);
        }
        this.tau = tau;
    }

    /** The player's rating after a rating period with these games; with none, only the deviation grows. */
    public Rating update(Rating player, List<GameScore> games) {
        double mu = (player.rating() - CENTRE) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            return new Rating(player.rating(), Math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma);
        }
        double v = variance(mu, games);
        double sum = scoreSum(mu, games);
        double delta = v * sum;
        double newSigma = volatility(phi, sigma, v, delta);
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        return new Rating(newMu * SCALE + CENTRE, newPhi * SCALE, newSigma);
    }

    /** Step 3: the estimated variance of the player's rating from the games alone. */
    static double variance(double mu, List<GameScore> games) {
        double total = 0;
        for (GameScore game : games) {
            double g = g(game.opponent());
            double e = expected(mu, game.opponent());
            total += g * g * e * (1 - e);
        }
        return 1 / total;
    }

    /** The sum of step 4 (and 7): each game's score above expectation, weighted by g. */
    static double scoreSum(double mu, List<GameScore> games) {
        double total = 0;
        for (GameScore game : games) {
            total += g(game.opponent()) * (game.score() - expected(mu, game.opponent()));
        }
        return total;
    }

    /** Step 5: the new volatility, the root of f by the Illinois algorithm. */
    double volatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double upper = a;
        double lower;
        if (delta * delta > phi * phi + v) {
            lower = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f(a - k * tau, a, phi, v, delta) < 0) {
                k++;
            }
            lower = a - k * tau;
        }
        double fUpper = f(upper, a, phi, v, delta);
        double fLower = f(lower, a, phi, v, delta);
        while (Math.abs(lower - upper) > EPSILON) {
            double c = upper + (upper - lower) * fUpper / (fLower - fUpper);
            double fC = f(c, a, phi, v, delta);
            if (fC * fLower <= 0) {
                upper = lower;
                fUpper = fLower;
            } else {
                fUpper = fUpper / 2;
            }
            lower = c;
            fLower = fC;
        }
        return Math.exp(upper / 2);
    }

    private double f(double x, double a, double phi, double v, double delta) {
        double ex = Math.exp(x);
        double denominator = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * denominator * denominator) - (x - a) / (tau * tau);
    }

    private static double g(Rating opponent) {
        double phi = opponent.deviation() / SCALE;
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    private static double expected(double mu, Rating opponent) {
        double muJ = (opponent.rating() - CENTRE) / SCALE;
        return 1 / (1 + Math.exp(-g(opponent) * (mu - muJ)));
    }
}
