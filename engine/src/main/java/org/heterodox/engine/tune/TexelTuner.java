package org.heterodox.engine.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Predicate;
import org.heterodox.engine.Evaluator;
import org.heterodox.engine.eval.Weights;
import org.heterodox.rules.Position;

/**
 * Texel's method: fits every weight of a game's evaluation so that the static scores of quiet
 * positions, through a logistic curve {@code 1 / (1 + 10^(-K s / 400))}, predict their games'
 * results with the least mean squared error. K is fitted first, on the starting weights, and kept.
 *
 * <p>The evaluation is a black box of integer weights, so each round linearises it: every weight is
 * moved by a step and the change of every position's score recorded (a sparse table of partial
 * derivatives, exact for the many terms that are linear). Adam then minimises the error of that
 * linear model; the rounded result is checked with the real evaluation and kept only if the true
 * error fell (else half the step is tried, then a quarter). Weights seen in too few positions
 * ({@link #MIN_SHARE} of them, at least {@link #MIN_POSITIONS}) are left as they are: a square or
 * a count that the data barely shows would be fitted to noise.
 */
public final class TexelTuner {
    static final int MIN_POSITIONS = 50;
    static final double MIN_SHARE = 0.0005;
    private static final int CHUNK = 2048;
    private static final double LN10 = Math.log(10);

    /** What a tuning reports while it runs. */
    public interface Progress {
        /** {@code done} of {@code total} of {@code stage} (e.g. "round 2: linearising"). */
        void update(String stage, long done, long total);
    }

    /** The outcome of a tuning. */
    public record Result(Weights weights, double k, double errorBefore, double errorAfter, int tuned, int changed,
            List<Double> roundErrors) {
    }

    private final Function<Weights, Evaluator> evaluation;
    private final List<TuningPosition> positions;
    /** Each position's game result for the first player, read once (K's fit reads them 62 times). */
    private final double[] results;
    private final int threads;

    /**
     * @param evaluation the game's evaluation with given weights
     * @param positions  the labelled positions
     * @param threads    threads that evaluate positions (1 or more)
     */
    public TexelTuner(Function<Weights, Evaluator> evaluation, List<TuningPosition> positions, int threads) {
        if (positions.isEmpty()) {
            throw new IllegalArgumentException("no positions to tune on");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        this.evaluation = evaluation;
        this.positions = positions;
        this.results = positions.stream().mapToDouble(TuningPosition::result).toArray();
        this.threads = threads;
    }

    /** The first player's view of every position's static score under {@code weights}. */
    double[] scores(Weights weights, Progress progress, String stage) {
        double[] scores = new double[positions.size()];
        runChunks(progress, stage, (from, to) -> {
            Evaluator evaluator = evaluation.apply(weights);
            for (int i = from; i < to; i++) {
                scores[i] = firstPlayerScore(evaluator, positions.get(i).position());
            }
        });
        return scores;
    }

    private static int firstPlayerScore(Evaluator evaluator, Position position) {
        int score = evaluator.evaluate(position);
        return position.sideToMove() == 0 ? score : -score;
    }

    /** Mean squared error of the predictions from {@code scores} with scale {@code k} against the games' results. */
    double error(double[] scores, double k) {
        return error(scores, k, results);
    }

    private static double error(double[] scores, double k, double[] targets) {
        double sum = 0;
        for (int i = 0; i < scores.length; i++) {
            double miss = targets[i] - sigmoid(k, scores[i]);
            sum += miss * miss;
        }
        return sum / scores.length;
    }

    /**
     * What each position's prediction is fitted to: its game's result, or with {@code resultWeight}
     * below 1 a blend of the result and the logistic curve of the search's score recorded for the
     * position (less noisy than one game's result), where the game recorded one.
     */
    private double[] targets(double k, double resultWeight) {
        double[] targets = new double[positions.size()];
        for (int i = 0; i < targets.length; i++) {
            TuningPosition position = positions.get(i);
            targets[i] = Double.isNaN(position.searchScore()) ? results[i]
                    : resultWeight * results[i] + (1 - resultWeight) * sigmoid(k, position.searchScore());
        }
        return targets;
    }

    static double sigmoid(double k, double score) {
        return 1 / (1 + Math.pow(10, -k * score / 400));
    }

    /** The K that makes the scores predict the results best (golden-section search on 0.01..10). */
    double fitK(double[] scores) {
        double low = 0.01;
        double high = 10;
        double ratio = (Math.sqrt(5) - 1) / 2;
        double a = high - ratio * (high - low);
        double b = low + ratio * (high - low);
        double ea = error(scores, a);
        double eb = error(scores, b);
        for (int i = 0; i < 60; i++) {
            if (ea < eb) {
                high = b;
                b = a;
                eb = ea;
                a = high - ratio * (high - low);
                ea = error(scores, a);
            } else {
                low = a;
                a = b;
                ea = eb;
                b = low + ratio * (high - low);
                eb = error(scores, b);
            }
        }
        return (low + high) / 2;
    }

    /**
     * Tunes every weight of {@code start} to the games' results for {@code rounds} rounds of
     * {@code iterations} Adam steps each; stops early when a round no longer lowers the error.
     */
    public Result tune(Weights start, int rounds, int iterations, Progress progress) {
        return tune(start, name -> true, 1, rounds, iterations, progress);
    }

    /**
     * The same, tuning only the vectors {@code chosen} accepts (the others keep their values), to
     * targets that weigh the result by {@code resultWeight} (1: the results alone) and the recorded
     * search scores by the rest. The errors reported are against those targets.
     */
    public Result tune(Weights start, Predicate<String> chosen, double resultWeight, int rounds, int iterations,
            Progress progress) {
        if (!(resultWeight >= 0 && resultWeight <= 1)) {
            throw new IllegalArgumentException("the result's weight must be from 0 to 1");
        }
        boolean[] selected = new boolean[start.size()];
        for (int j = 0; j < selected.length; j++) {
            selected[j] = chosen.test(start.vectorAt(j));
        }
        double[] startScores = scores(start, progress, "scoring the positions");
        double k = fitK(startScores);
        double[] targets = targets(k, resultWeight);
        double before = error(startScores, k, targets);
        int[] current = start.flatten();
        double currentError = before;
        List<Double> roundErrors = new ArrayList<>();
        int tuned = 0;
        for (int round = 1; round <= rounds; round++) {
            String name = "round " + round + "/" + rounds;
            Weights weights = start.with(current);
            Linear linear = linearise(weights, current, selected, progress, name + ": linearising");
            tuned = linear.tunedCount();
            double[] fitted = linear.fit(k, targets, iterations, progress, name + ": fitting");
            int[] candidate = current.clone();
            boolean better = false;
            for (double share = 1; share >= 0.25 && !better; share /= 2) {
                for (int j = 0; j < candidate.length; j++) {
                    candidate[j] = (int) Math.round(current[j] + share * (fitted[j] - current[j]));
                }
                double error = error(scores(start.with(candidate), progress, name + ": checking"), k, targets);
                if (error < currentError) {
                    current = candidate.clone();
                    currentError = error;
                    better = true;
                }
            }
            roundErrors.add(currentError);
            if (!better) {
                break;
            }
        }
        int changed = 0;
        int[] first = start.flatten();
        for (int j = 0; j < first.length; j++) {
            if (first[j] != current[j]) {
                changed++;
            }
        }
        return new Result(start.with(current), k, before, currentError, tuned, changed, List.copyOf(roundErrors));
    }

    /** The step by which a weight is moved to measure its effect: an eighth of its size, at least 4. */
    private static int step(int weight) {
        return Math.max(4, Math.abs(weight) / 8);
    }

    /** The partial derivatives of every position's score by every weight, in compressed rows. */
    private Linear linearise(Weights weights, int[] values, boolean[] selected, Progress progress, String stage) {
        int n = positions.size();
        int p = values.length;
        double[] base = new double[n];
        int[][] rowIndex = new int[n][];
        float[][] rowSlope = new float[n][];
        runChunks(progress, stage, (from, to) -> {
            int size = to - from;
            Position[] chunk = new Position[size];
            for (int i = 0; i < size; i++) {
                chunk[i] = positions.get(from + i).position();
            }
            Evaluator at = evaluation.apply(weights);
            int[] baseScore = new int[size];
            for (int i = 0; i < size; i++) {
                baseScore[i] = firstPlayerScore(at, chunk[i]);
                base[from + i] = baseScore[i];
            }
            int[][] index = new int[size][16];
            float[][] slope = new float[size][16];
            int[] count = new int[size];
            for (int j = 0; j < p; j++) {
                if (!selected[j]) {
                    continue;
                }
                int[] moved = values.clone();
                int step = step(values[j]);
                moved[j] += step;
                Evaluator shifted = evaluation.apply(weights.with(moved));
                for (int i = 0; i < size; i++) {
                    int delta = firstPlayerScore(shifted, chunk[i]) - baseScore[i];
                    if (delta != 0) {
                        if (count[i] == index[i].length) {
                            index[i] = Arrays.copyOf(index[i], count[i] * 2);
                            slope[i] = Arrays.copyOf(slope[i], count[i] * 2);
                        }
                        index[i][count[i]] = j;
                        slope[i][count[i]++] = (float) delta / step;
                    }
                }
            }
            for (int i = 0; i < size; i++) {
                rowIndex[from + i] = Arrays.copyOf(index[i], count[i]);
                rowSlope[from + i] = Arrays.copyOf(slope[i], count[i]);
            }
        });
        int[] seen = new int[p];
        for (int[] row : rowIndex) {
            for (int j : row) {
                seen[j]++;
            }
        }
        int threshold = Math.max(MIN_POSITIONS, (int) Math.ceil(MIN_SHARE * n));
        boolean[] tuned = new boolean[p];
        for (int j = 0; j < p; j++) {
            tuned[j] = seen[j] >= threshold;
        }
        return new Linear(values, base, rowIndex, rowSlope, tuned);
    }

    /** The linearised evaluation around {@code origin}: score_i(w) = base_i + sum_j slope_ij (w_j - origin_j). */
    private static final class Linear {
        private final int[] origin;
        private final double[] base;
        private final int[][] rowIndex;
        private final float[][] rowSlope;
        private final boolean[] tuned;

        Linear(int[] origin, double[] base, int[][] rowIndex, float[][] rowSlope, boolean[] tuned) {
            this.origin = origin;
            this.base = base;
            this.rowIndex = rowIndex;
            this.rowSlope = rowSlope;
            this.tuned = tuned;
        }

        int tunedCount() {
            int count = 0;
            for (boolean t : tuned) {
                count += t ? 1 : 0;
            }
            return count;
        }

        /** Adam on the linear model's error, one centipawn as the base step; returns the fitted weights. */
        double[] fit(double k, double[] targets, int iterations, Progress progress, String stage) {
            int p = origin.length;
            int n = base.length;
            double[] w = new double[p];
            for (int j = 0; j < p; j++) {
                w[j] = origin[j];
            }
            double[] m = new double[p];
            double[] v = new double[p];
            double[] gradient = new double[p];
            double rate = 1.0;
            double beta1 = 0.9;
            double beta2 = 0.999;
            double slopeOfCurve = k * LN10 / 400;
            for (int t = 1; t <= iterations; t++) {
                Arrays.fill(gradient, 0);
                for (int i = 0; i < n; i++) {
                    int[] index = rowIndex[i];
                    float[] slope = rowSlope[i];
                    double score = base[i];
                    for (int e = 0; e < index.length; e++) {
                        score += slope[e] * (w[index[e]] - origin[index[e]]);
                    }
                    double predicted = sigmoid(k, score);
                    double factor = -2 * (targets[i] - predicted) * predicted * (1 - predicted) * slopeOfCurve / n;
                    for (int e = 0; e < index.length; e++) {
                        gradient[index[e]] += factor * slope[e];
                    }
                }
                double correction1 = 1 - Math.pow(beta1, t);
                double correction2 = 1 - Math.pow(beta2, t);
                for (int j = 0; j < p; j++) {
                    if (!tuned[j]) {
                        continue;
                    }
                    m[j] = beta1 * m[j] + (1 - beta1) * gradient[j];
                    v[j] = beta2 * v[j] + (1 - beta2) * gradient[j] * gradient[j];
                    w[j] -= rate * (m[j] / correction1) / (Math.sqrt(v[j] / correction2) + 1e-12);
                }
                if (progress != null) {
                    progress.update(stage, t, iterations);
                }
            }
            return w;
        }
    }

    /** Work on positions [from, to). */
    private interface ChunkWork {
        void run(int from, int to);
    }

    /** Runs {@code work} on chunks of the positions on the tuner's threads, reporting chunks done. */
    private void runChunks(Progress progress, String stage, ChunkWork work) {
        int n = positions.size();
        int chunks = (n + CHUNK - 1) / CHUNK;
        AtomicLong done = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, chunks), runnable -> {
            Thread thread = new Thread(runnable, "tuner");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int c = 0; c < chunks; c++) {
                int from = c * CHUNK;
                int to = Math.min(n, from + CHUNK);
                futures.add(pool.submit(() -> {
                    work.run(from, to);
                    long finished = done.addAndGet(to - from);
                    if (progress != null) {
                        synchronized (progress) {
                            progress.update(stage, finished, n);
                        }
                    }
                }));
            }
            for (Future<?> future : futures) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("tuning interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
    }
}
