package org.heterodox.engine.nnue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.heterodox.rules.Variant;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.format.FormatException;

/**
 * A small chess network in the NNUE shape: 768 inputs per view ({@link ChessFeatures}) into one
 * hidden layer shared by both views, clipped to [0, 1]; the side to move's half and the other half
 * feed one output, a score in units of {@link #SCORE_SCALE} centipawns (the scale of a logistic
 * win probability, as the tuner uses). A network is either the whole evaluation or a correction
 * added to the hand-written one ({@link #addsToHandWritten()}): with little data, learning what the
 * hand-written terms miss is easier than learning chess from nothing.
 *
 * <p>The file ({@code .nnue}) is big-endian: the 8 bytes {@code HDXNNUE1}, a description (Java's
 * modified UTF-8 with a 2-byte length), the input count (768), the hidden size and the kind (0 the whole evaluation,
 * 1 a correction added to the hand-written one), then the input
 * weights feature by feature, the hidden biases, the output weights (side to move's half first) and
 * the output bias, all 32-bit floats.
 */
public final class ChessNetwork {
    /** The game a network evaluates, whose board its inputs read: orthodox chess (a constant, for option defaults). */
    public static final String GAME = ChessVariant.NAME;
    /** Centipawns per output unit: the output is a logit of the win chance with this scale. */
    public static final double SCORE_SCALE = 400;
    public static final int MAX_HIDDEN = 256;
    /** Every weight lies within +-this (so the evaluator's integer arithmetic cannot overflow). */
    public static final float MAX_WEIGHT = 100;
    /** No network file is larger: the largest hidden layer's weights and the longest description. */
    public static final long MAX_FILE_BYTES = 8 + 2 + 65_535 + 12 + 4L * (ChessFeatures.COUNT * MAX_HIDDEN + 3L * MAX_HIDDEN + 1);
    private static final byte[] MAGIC = "HDXNNUE1".getBytes(StandardCharsets.US_ASCII);

    /** Whether networks evaluate positions of {@code variant}: those of {@link #GAME}, with any options. */
    public static boolean evaluates(Variant variant) {
        return variant.name().equals(GAME);
    }

    private final String description;
    private final int hidden;
    private final boolean addsToHandWritten;
    private final float[] inputWeights;
    private final float[] inputBias;
    private final float[] outputWeights;
    private final float outputBias;
    /** The weights in the evaluator's fixed point, made once per network. */
    final int[] fixedInputWeights;
    final int[] fixedInputBias;
    final int[] fixedOutputWeights;

    /**
     * A network from its weights (copied): {@code inputWeights} holds {@code hidden} floats per input,
     * {@code outputWeights} 2 x {@code hidden}.
     */
    public ChessNetwork(String description, int hidden, boolean addsToHandWritten, float[] inputWeights, float[] inputBias,
            float[] outputWeights, float outputBias) {
        if (hidden < 1 || hidden > MAX_HIDDEN) {
            throw new IllegalArgumentException("hidden size must be from 1 to " + MAX_HIDDEN + ", not " + hidden);
        }
        if (inputWeights.length != ChessFeatures.COUNT * hidden || inputBias.length != hidden
                || outputWeights.length != 2 * hidden) {
            throw new IllegalArgumentException("weight arrays do not match hidden size " + hidden);
        }
        for (float[] array : new float[][] {inputWeights, inputBias, outputWeights, {outputBias}}) {
            for (float w : array) {
                if (!(Math.abs(w) <= MAX_WEIGHT)) {
                    throw new IllegalArgumentException("weight " + w + " is not within +-" + MAX_WEIGHT);
                }
            }
        }
        this.description = description;
        this.hidden = hidden;
        this.addsToHandWritten = addsToHandWritten;
        this.inputWeights = inputWeights.clone();
        this.inputBias = inputBias.clone();
        this.outputWeights = outputWeights.clone();
        this.outputBias = outputBias;
        fixedInputWeights = fixed(inputWeights, NnueEvaluator.ONE);
        fixedInputBias = fixed(inputBias, NnueEvaluator.ONE);
        fixedOutputWeights = fixed(outputWeights, NnueEvaluator.OUTPUT_ONE);
    }

    private static int[] fixed(float[] weights, int one) {
        int[] values = new int[weights.length];
        for (int i = 0; i < weights.length; i++) {
            values[i] = Math.round(weights[i] * one);
        }
        return values;
    }

    /** The same network with another description. */
    public ChessNetwork describedAs(String text) {
        return new ChessNetwork(text, hidden, addsToHandWritten, inputWeights, inputBias, outputWeights, outputBias);
    }

    public String description() {
        return description;
    }

    public int hidden() {
        return hidden;
    }

    /** Whether the network's score is added to the hand-written evaluation's (else it is the whole score). */
    public boolean addsToHandWritten() {
        return addsToHandWritten;
    }

    /** The weight from {@code input} to hidden unit {@code unit}. */
    public float inputWeight(int input, int unit) {
        return inputWeights[input * hidden + unit];
    }

    public float inputBias(int unit) {
        return inputBias[unit];
    }

    /** The output weight of hidden unit {@code unit} of the side to move's half (0) or the other's (1). */
    public float outputWeight(int half, int unit) {
        return outputWeights[half * hidden + unit];
    }

    public float outputBias() {
        return outputBias;
    }

    /**
     * The output in floating point (the trainer's arithmetic) for the given inputs of the side to move's
     * view and the other view.
     */
    public double output(short[] toMove, int toMoveCount, short[] other, int otherCount) {
        double sum = outputBias;
        sum += half(toMove, toMoveCount, 0);
        sum += half(other, otherCount, 1);
        return sum;
    }

    private double half(short[] features, int count, int half) {
        double sum = 0;
        for (int unit = 0; unit < hidden; unit++) {
            double pre = inputBias[unit];
            for (int i = 0; i < count; i++) {
                pre += inputWeights[features[i] * hidden + unit];
            }
            sum += outputWeights[half * hidden + unit] * Math.min(1.0, Math.max(0.0, pre));
        }
        return sum;
    }

    /** The network as the bytes of a {@code .nnue} file. */
    public byte[] toBytes() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.write(MAGIC);
            out.writeUTF(description.length() > 10_000 ? description.substring(0, 10_000) : description);
            out.writeInt(ChessFeatures.COUNT);
            out.writeInt(hidden);
            out.writeInt(addsToHandWritten ? 1 : 0);
            for (float w : inputWeights) {
                out.writeFloat(w);
            }
            for (float w : inputBias) {
                out.writeFloat(w);
            }
            for (float w : outputWeights) {
                out.writeFloat(w);
            }
            out.writeFloat(outputBias);
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory failed", e);
        }
        return bytes.toByteArray();
    }

    /** Reads a {@code .nnue} file; a file that is not one throws {@link FormatException} naming the problem. */
    public static ChessNetwork read(InputStream stream) throws IOException, FormatException {
        return fromBytes(stream.readAllBytes());
    }

    /** The network a {@code .nnue} file's bytes hold. */
    public static ChessNetwork fromBytes(byte[] bytes) throws FormatException {
        if (bytes.length < MAGIC.length || !Arrays.equals(Arrays.copyOf(bytes, MAGIC.length), MAGIC)) {
            throw new FormatException("not a Heterodox network file (it does not start with HDXNNUE1)");
        }
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes, MAGIC.length, bytes.length))) {
            String description = in.readUTF();
            int inputs = in.readInt();
            if (inputs != ChessFeatures.COUNT) {
                throw new FormatException("the network has " + inputs + " inputs; a chess network has " + ChessFeatures.COUNT);
            }
            int hidden = in.readInt();
            if (hidden < 1 || hidden > MAX_HIDDEN) {
                throw new FormatException("bad hidden size " + hidden + " (1 to " + MAX_HIDDEN + ")");
            }
            int kind = in.readInt();
            if (kind != 0 && kind != 1) {
                throw new FormatException("bad network kind " + kind + " (0 the whole evaluation, 1 a correction)");
            }
            long expected = 4L * (ChessFeatures.COUNT * (long) hidden + 3L * hidden + 1);
            if (in.available() != expected) {
                throw new FormatException("the network of hidden size " + hidden + " needs " + expected
                        + " bytes of weights, the file has " + in.available());
            }
            float[] inputWeights = floats(in, ChessFeatures.COUNT * hidden);
            float[] inputBias = floats(in, hidden);
            float[] outputWeights = floats(in, 2 * hidden);
            float outputBias = floats(in, 1)[0];
            return new ChessNetwork(description, hidden, kind == 1, inputWeights, inputBias, outputWeights, outputBias);
        } catch (EOFException e) {
            throw new FormatException("the network file is cut short");
        } catch (IOException e) {
            throw new FormatException("the network file is unreadable: " + e.getMessage());
        }
    }

    private static float[] floats(DataInputStream in, int count) throws IOException, FormatException {
        float[] values = new float[count];
        for (int i = 0; i < count; i++) {
            values[i] = in.readFloat();
            if (!Float.isFinite(values[i]) || Math.abs(values[i]) > MAX_WEIGHT) {
                throw new FormatException("the network has a weight that is not a number or out of range: " + values[i]);
            }
        }
        return values;
    }
}
