package org.heterodox.engine.nnue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Trains a {@link ChessNetwork} on {@link TrainingSamples}: the mean squared difference between the
 * logistic of the network's output and each position's target, minimised by Adam over shuffled
 * mini-batches, the learning rate cut to a tenth for the last fifth of the epochs. A twentieth of the
 * positions (a random choice) is held out to measure the error on positions the network has not seen.
 */
public final class NetworkTrainer {
    /** How to train. */
    public record Settings(int hidden, int epochs, int batchSize, double learningRate, long seed, int threads) {
        public Settings {
            if (hidden < 1 || hidden > ChessNetwork.MAX_HIDDEN || epochs < 1 || batchSize < 1 || threads < 1
                    || !(learningRate > 0)) {
                throw new IllegalArgumentException("bad training settings");
            }
        }
    }

    /** Told after each epoch. */
    public interface Progress {
        void epoch(int epoch, int epochs, double trainingError, double validationError);
    }

    /**
     * @param network          the trained network
     * @param validationBefore the held-out positions' error of the untrained network
     * @param validationAfter  the held-out positions' error of the trained one
     * @param trainingPositions positions trained on
     * @param heldOut          the held-out positions' indices in the samples
     */
    public record Result(ChessNetwork network, double validationBefore, double validationAfter, int trainingPositions,
            int[] heldOut) {
    }

    private final TrainingSamples samples;
    private final Settings settings;
    private final int hidden;
    private final float[] inputWeights;
    private final float[] inputBias;
    private final float[] outputWeights;
    private final float[] outputBias = new float[1];

    public NetworkTrainer(TrainingSamples samples, Settings settings) {
        if (samples.size() < 2) {
            throw new IllegalArgumentException("training needs at least 2 positions");
        }
        this.samples = samples;
        this.settings = settings;
        this.hidden = settings.hidden();
        Random random = new Random(settings.seed());
        inputWeights = new float[ChessFeatures.COUNT * hidden];
        for (int i = 0; i < inputWeights.length; i++) {
            inputWeights[i] = (float) ((random.nextDouble() * 2 - 1) * 0.1);
        }
        inputBias = new float[hidden];
        for (int i = 0; i < hidden; i++) {
            inputBias[i] = (float) (random.nextDouble() * 0.5);
        }
        outputWeights = new float[2 * hidden];
        double range = 1 / Math.sqrt(2.0 * hidden);
        for (int i = 0; i < outputWeights.length; i++) {
            outputWeights[i] = (float) ((random.nextDouble() * 2 - 1) * range);
        }
    }

    public Result train(Progress progress) {
        Random random = new Random(settings.seed() ^ 0x5DEECE66DL);
        int n = samples.size();
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        shuffle(order, 0, n, random);
        int validation = Math.max(1, n / 20);
        int[] held = Arrays.copyOfRange(order, 0, validation);
        int[] training = Arrays.copyOfRange(order, validation, n);
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), runnable -> {
            Thread thread = new Thread(runnable, "heterodox-train");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Worker[] workers = new Worker[settings.threads()];
            for (int t = 0; t < workers.length; t++) {
                workers[t] = new Worker();
            }
            double before = error(held, workers, pool);
            Adam adam = new Adam();
            int epochs = settings.epochs();
            double validationAfter = before;
            for (int epoch = 1; epoch <= epochs; epoch++) {
                double rate = epoch > epochs - Math.max(1, epochs / 5) && epochs > 1 ? settings.learningRate() / 10
                        : settings.learningRate();
                shuffle(training, 0, training.length, random);
                double trainingSum = 0;
                for (int from = 0; from < training.length; from += settings.batchSize()) {
                    int to = Math.min(training.length, from + settings.batchSize());
                    trainingSum += gradients(training, from, to, workers, pool);
                    adam.step(workers[0], to - from, rate);
                }
                validationAfter = error(held, workers, pool);
                progress.epoch(epoch, epochs, trainingSum / training.length, validationAfter);
            }
            ChessNetwork network = new ChessNetwork("", hidden, samples.correction(), inputWeights, inputBias, outputWeights, outputBias[0]);
            return new Result(network, before, validationAfter, training.length, held);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The mean error over {@code positions}. */
    private double error(int[] positions, Worker[] workers, ExecutorService pool) {
        return run(positions, 0, positions.length, workers, pool, false) / positions.length;
    }

    /** Sums the gradients of positions [from, to) into the first worker's buffers; returns the summed error. */
    private double gradients(int[] positions, int from, int to, Worker[] workers, ExecutorService pool) {
        double error = run(positions, from, to, workers, pool, true);
        Worker total = workers[0];
        for (int t = 1; t < workers.length; t++) {
            total.add(workers[t]);
        }
        return error;
    }

    private double run(int[] positions, int from, int to, Worker[] workers, ExecutorService pool, boolean learn) {
        int parts = workers.length;
        int size = to - from;
        List<Future<Double>> futures = new ArrayList<>();
        for (int t = 0; t < parts; t++) {
            Worker worker = workers[t];
            int a = from + (int) ((long) size * t / parts);
            int b = from + (int) ((long) size * (t + 1) / parts);
            futures.add(pool.submit(() -> worker.pass(positions, a, b, learn)));
        }
        double sum = 0;
        try {
            for (Future<Double> future : futures) {
                sum += future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("training was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("training failed", e.getCause());
        }
        return sum;
    }

    private static void shuffle(int[] values, int from, int to, Random random) {
        for (int i = to - 1; i > from; i--) {
            int j = from + random.nextInt(i - from + 1);
            int swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
    }

    /** One thread's forward and backward passes and its gradient buffers. */
    private final class Worker {
        final float[] inputWeightGradient = new float[inputWeights.length];
        final float[] inputBiasGradient = new float[hidden];
        final float[] outputWeightGradient = new float[2 * hidden];
        double outputBiasGradient;
        private final short[][] views = new short[2][ChessFeatures.MAX_ACTIVE];
        private final int[] counts = new int[2];
        private final float[][] pre = new float[2][hidden];
        private final float[] delta = new float[hidden];

        double pass(int[] positions, int from, int to, boolean learn) {
            if (learn) {
                Arrays.fill(inputWeightGradient, 0);
                Arrays.fill(inputBiasGradient, 0);
                Arrays.fill(outputWeightGradient, 0);
                outputBiasGradient = 0;
            }
            double errorSum = 0;
            for (int k = from; k < to; k++) {
                int i = positions[k];
                double output = outputBias[0] + samples.base(i);
                for (int view = 0; view < 2; view++) {
                    int count = samples.view(i, view, views[view]);
                    counts[view] = count;
                    float[] values = pre[view];
                    System.arraycopy(inputBias, 0, values, 0, hidden);
                    for (int f = 0; f < count; f++) {
                        int row = views[view][f] * hidden;
                        for (int unit = 0; unit < hidden; unit++) {
                            values[unit] += inputWeights[row + unit];
                        }
                    }
                    int offset = view * hidden;
                    for (int unit = 0; unit < hidden; unit++) {
                        float clipped = Math.min(1f, Math.max(0f, values[unit]));
                        output += outputWeights[offset + unit] * clipped;
                    }
                }
                double predicted = TrainingSamples.sigmoid(output);
                double difference = predicted - samples.target(i);
                errorSum += difference * difference;
                if (!learn) {
                    continue;
                }
                float d = (float) (2 * difference * predicted * (1 - predicted));
                outputBiasGradient += d;
                for (int view = 0; view < 2; view++) {
                    float[] values = pre[view];
                    int offset = view * hidden;
                    for (int unit = 0; unit < hidden; unit++) {
                        float value = values[unit];
                        float clipped = Math.min(1f, Math.max(0f, value));
                        outputWeightGradient[offset + unit] += d * clipped;
                        float back = value > 0f && value < 1f ? d * outputWeights[offset + unit] : 0f;
                        delta[unit] = back;
                        inputBiasGradient[unit] += back;
                    }
                    short[] features = views[view];
                    for (int f = 0; f < counts[view]; f++) {
                        int row = features[f] * hidden;
                        for (int unit = 0; unit < hidden; unit++) {
                            inputWeightGradient[row + unit] += delta[unit];
                        }
                    }
                }
            }
            return errorSum;
        }

        void add(Worker other) {
            for (int i = 0; i < inputWeightGradient.length; i++) {
                inputWeightGradient[i] += other.inputWeightGradient[i];
            }
            for (int i = 0; i < hidden; i++) {
                inputBiasGradient[i] += other.inputBiasGradient[i];
            }
            for (int i = 0; i < outputWeightGradient.length; i++) {
                outputWeightGradient[i] += other.outputWeightGradient[i];
            }
            outputBiasGradient += other.outputBiasGradient;
        }
    }

    /** Adam's moment estimates for every weight. */
    private final class Adam {
        private static final double BETA1 = 0.9;
        private static final double BETA2 = 0.999;
        private static final double EPSILON = 1e-8;
        private final float[][] weights = {inputWeights, inputBias, outputWeights, outputBias};
        private final float[][] first = new float[4][];
        private final float[][] second = new float[4][];
        private int steps;

        Adam() {
            for (int k = 0; k < 4; k++) {
                first[k] = new float[weights[k].length];
                second[k] = new float[weights[k].length];
            }
        }

        void step(Worker gradients, int batch, double rate) {
            steps++;
            double correction1 = 1 - Math.pow(BETA1, steps);
            double correction2 = 1 - Math.pow(BETA2, steps);
            double stepSize = rate * Math.sqrt(correction2) / correction1;
            float[][] grads = {gradients.inputWeightGradient, gradients.inputBiasGradient,
                gradients.outputWeightGradient, {(float) gradients.outputBiasGradient}};
            float limit = ChessNetwork.MAX_WEIGHT * 0.99f;
            for (int k = 0; k < 4; k++) {
                float[] w = weights[k];
                float[] m = first[k];
                float[] v = second[k];
                float[] g = grads[k];
                for (int i = 0; i < w.length; i++) {
                    double gradient = g[i] / batch;
                    m[i] = (float) (BETA1 * m[i] + (1 - BETA1) * gradient);
                    v[i] = (float) (BETA2 * v[i] + (1 - BETA2) * gradient * gradient);
                    double updated = w[i] - stepSize * m[i] / (Math.sqrt(v[i]) + EPSILON);
                    w[i] = (float) Math.max(-limit, Math.min(limit, updated));
                }
            }
        }
    }
}
