package org.heterodox.server.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Each side's accuracy in a game, as lichess computes it (its {@code AccuracyPercent}): a move's
 * accuracy falls exponentially with the win percentage it lost,
 * {@code 103.1668 * exp(-0.04354 * loss) - 3.1669 + 1} capped to [0, 100] (100 when nothing was lost);
 * a side's game accuracy is the mean of the volatility-weighted mean and the harmonic mean of its
 * moves' accuracies, each move weighted by the standard deviation of the win percentages in a window
 * around it (window of {@code moves / 10} positions, 2 to 8; weights capped to [0.5, 12]).
 */
public final class Accuracy {
    private Accuracy() {
    }

    /** One move's accuracy from the mover's win percentage before and after it. */
    public static double ofMove(double winBefore, double winAfter) {
        if (winAfter >= winBefore) {
            return 100;
        }
        double raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * (winBefore - winAfter)) - 3.166924740191411;
        // lichess adds one point for the analysis' own imperfection.
        return Math.max(0, Math.min(100, raw + 1));
    }

    /**
     * Each side's accuracy (index 0: first player), null for a side that made no move.
     *
     * @param winPercents the first player's win percentage in each position, the start included (moves + 1)
     * @param movers the side that made each move
     */
    public static Double[] ofGame(double[] winPercents, int[] movers) {
        int moves = movers.length;
        if (winPercents.length != moves + 1) {
            throw new IllegalArgumentException("one win percentage per position: " + (moves + 1));
        }
        double[] weights = volatilityWeights(winPercents, moves);
        List<List<double[]>> bySide = List.of(new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < moves; i++) {
            int side = movers[i];
            double before = side == 0 ? winPercents[i] : 100 - winPercents[i];
            double after = side == 0 ? winPercents[i + 1] : 100 - winPercents[i + 1];
            bySide.get(side).add(new double[] {ofMove(before, after), weights[i]});
        }
        Double[] result = new Double[2];
        for (int side = 0; side < 2; side++) {
            List<double[]> accuracies = bySide.get(side);
            if (!accuracies.isEmpty()) {
                result[side] = (weightedMean(accuracies) + harmonicMean(accuracies)) / 2;
            }
        }
        return result;
    }

    /** One weight per move: the spread of the win percentages in its window. */
    static double[] volatilityWeights(double[] winPercents, int moves) {
        int window = Math.max(2, Math.min(8, moves / 10));
        List<double[]> windows = new ArrayList<>();
        // lichess repeats the first window for the first moves, then slides one position at a time.
        double[] first = Arrays.copyOfRange(winPercents, 0, Math.min(window, winPercents.length));
        for (int i = 0; i < Math.min(window, winPercents.length) - 2; i++) {
            windows.add(first);
        }
        if (winPercents.length <= window) {
            windows.add(first);
        } else {
            for (int start = 0; start + window <= winPercents.length; start++) {
                windows.add(Arrays.copyOfRange(winPercents, start, start + window));
            }
        }
        double[] weights = new double[moves];
        for (int i = 0; i < moves; i++) {
            weights[i] = Math.max(0.5, Math.min(12, standardDeviation(windows.get(i))));
        }
        return weights;
    }

    /** The population standard deviation. */
    static double standardDeviation(double[] values) {
        double mean = Arrays.stream(values).average().orElse(0);
        double sum = 0;
        for (double value : values) {
            sum += (value - mean) * (value - mean);
        }
        return Math.sqrt(sum / values.length);
    }

    private static double weightedMean(List<double[]> accuracies) {
        double sum = 0;
        double weights = 0;
        for (double[] accuracy : accuracies) {
            sum += accuracy[0] * accuracy[1];
            weights += accuracy[1];
        }
        return sum / weights;
    }

    /** lichess's harmonic mean, each accuracy counted as at least 1. */
    private static double harmonicMean(List<double[]> accuracies) {
        double sum = 0;
        for (double[] accuracy : accuracies) {
            sum += 1 / Math.max(1, accuracy[0]);
        }
        return accuracies.size() / sum;
    }
}
