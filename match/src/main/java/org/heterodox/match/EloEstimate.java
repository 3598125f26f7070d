package org.heterodox.match;

import java.util.Locale;

/**
 * The Elo difference a match result implies, with its 95% error margin, as cutechess-cli computes
 * them: the score fraction {@code p} maps to {@code -400 log10(1/p - 1)}; the margin is half the
 * width of the Elo interval spanned by {@code p +- 1.96} standard errors of the per-game score
 * (wins 1, draws 1/2, losses 0); the likelihood of superiority is
 * {@code (1 + erf((W - L) / sqrt(2 (W + L)))) / 2}.
 */
public record EloEstimate(int wins, int draws, int losses) {
    private static final double Z95 = 1.959963984540054;

    public int games() {
        return wins + draws + losses;
    }

    public double score() {
        return games() == 0 ? 0.5 : (wins + draws / 2.0) / games();
    }

    /** The Elo difference; infinite for a clean sweep, NaN without games. */
    public double elo() {
        return games() == 0 ? Double.NaN : eloOf(score());
    }

    /** Half the 95% confidence interval in Elo; NaN when it cannot be told (no games, or a clean sweep). */
    public double margin() {
        int n = games();
        if (n == 0) {
            return Double.NaN;
        }
        double p = score();
        double variance = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(0 - p)) / n;
        double error = Math.sqrt(variance / n);
        double high = p + Z95 * error;
        double low = p - Z95 * error;
        if (high >= 1 || low <= 0) {
            return Double.NaN;
        }
        return (eloOf(high) - eloOf(low)) / 2;
    }

    /** Likelihood of superiority, 0..1; 0.5 when only draws were played. */
    public double los() {
        if (wins == losses) {
            return 0.5;
        }
        return 0.5 * (1 + erf((wins - losses) / Math.sqrt(2.0 * (wins + losses))));
    }

    public double drawRatio() {
        return games() == 0 ? 0 : (double) draws / games();
    }

    public static double eloOf(double score) {
        return -400 * Math.log10(1 / score - 1);
    }

    /** Expected score against an opponent {@code elo} points weaker (logistic model). */
    public static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    private static double sq(double x) {
        return x * x;
    }

    /** Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7), enough for a percentage. */
    static double erf(double x) {
        double t = 1 / (1 + 0.3275911 * Math.abs(x));
        double y = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t
                * Math.exp(-x * x);
        return x >= 0 ? y : -y;
    }

    /** E.g. {@code Elo difference: 35.2 +/- 20.1, LOS: 99.9 %, DrawRatio: 31.0 %}. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "Elo difference: %s +/- %s, LOS: %.1f %%, DrawRatio: %.1f %%",
                format(elo()), format(margin()), 100 * los(), 100 * drawRatio());
    }

    static String format(double value) {
        if (Double.isNaN(value)) {
            return "nan";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
