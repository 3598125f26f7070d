package org.heterodox.engine.nnue;

import java.util.Random;

/** Networks with random weights, for tests that need one of a given shape. */
final class Networks {
    private Networks() {
    }

    static ChessNetwork random(int hidden, long seed) {
        return random(hidden, seed, false);
    }

    static ChessNetwork random(int hidden, long seed, boolean correction) {
        Random random = new Random(seed);
        float[] inputWeights = new float[ChessFeatures.COUNT * hidden];
        for (int i = 0; i < inputWeights.length; i++) {
            inputWeights[i] = (float) random.nextGaussian() * 0.1f;
        }
        float[] inputBias = new float[hidden];
        for (int i = 0; i < hidden; i++) {
            inputBias[i] = random.nextFloat() * 0.5f;
        }
        float[] outputWeights = new float[2 * hidden];
        for (int i = 0; i < outputWeights.length; i++) {
            outputWeights[i] = (float) random.nextGaussian() * 0.5f;
        }
        return new ChessNetwork("random " + seed, hidden, correction, inputWeights, inputBias, outputWeights, 0.05f);
    }
}
