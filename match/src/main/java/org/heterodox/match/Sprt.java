package org.heterodox.match;

import java.util.Locale;

/**
 * Sequential probability ratio test between "the first engine is {@code elo0} stronger" (H0) and
 * "{@code elo1} stronger" (H1), with error rates {@code alpha} and {@code beta}. The log-likelihood
 * ratio uses the normal approximation of the generalised SPRT on per-game scores (as fishtest
 * does for trinomial results): with {@code s0}, {@code s1} the logistic expected scores of the two
 * hypotheses, mean score {@code m} and per-game variance {@code v} over {@code N} games,
 * {@code LLR = N (s1 - s0) (2m - s0 - s1) / (2v)}. The test stops at
 * {@code ln(beta / (1 - alpha))} (H0 accepted) or {@code ln((1 - beta) / alpha)} (H1 accepted).
 * While one of wins, draws and losses is zero, each count is increased by a half first.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    public enum Status { CONTINUE, ACCEPT_H0, ACCEPT_H1 }

    public Sprt {
        if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1)) {
            throw new IllegalArgumentException("SPRT alpha and beta must be between 0 and 1");
        }
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("SPRT elo1 must be greater than elo0");
        }
    }

    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of a result; 0 while it cannot be told (no games, or no variance yet). */
    public double llr(int wins, int draws, int losses) {
        if (wins + draws + losses == 0) {
            return 0;
        }
        // An empty outcome class makes the variance vanish. Nudging the counts by a thousandth (fishtest's
        // way, harmless in its batches of thousands) let one won game accept H1 (an LLR of 16); half a
        // game of each kind, a Jeffreys-like prior, needs a real run: a sweep decides after about 15 games.
        double eps = wins == 0 || draws == 0 || losses == 0 ? 0.5 : 0;
        double w = wins + eps;
        double d = draws + eps;
        double l = losses + eps;
        double n = w + d + l;
        double mean = (w + d / 2.0) / n;
        double variance = (w * sq(1 - mean) + d * sq(0.5 - mean) + l * sq(mean)) / n;
        if (variance <= 0) {
            return 0;
        }
        double s0 = EloEstimate.expectedScore(elo0);
        double s1 = EloEstimate.expectedScore(elo1);
        return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
    }

    public Status status(int wins, int draws, int losses) {
        double llr = llr(wins, draws, losses);
        if (llr >= upperBound()) {
            return Status.ACCEPT_H1;
        }
        if (llr <= lowerBound()) {
            return Status.ACCEPT_H0;
        }
        return Status.CONTINUE;
    }

    /** E.g. {@code SPRT: llr 1.23 (41.8%), lbound -2.94, ubound 2.94 - H1 was accepted}. */
    public String describe(int wins, int draws, int losses) {
        double llr = llr(wins, draws, losses);
        double upper = upperBound();
        String verdict = switch (status(wins, draws, losses)) {
            case ACCEPT_H0 -> " - H0 was accepted";
            case ACCEPT_H1 -> " - H1 was accepted";
            case CONTINUE -> "";
        };
        return String.format(Locale.ROOT, "SPRT: llr %.3f (%.1f%%), lbound %.2f, ubound %.2f%s", llr,
                100 * llr / upper, lowerBound(), upper, verdict);
    }

    private static double sq(double x) {
        return x * x;
    }
}
