package org.heterodox.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Random;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** The {@code .nnue} file: what is written reads back; what is not a network is refused by name. */
class ChessNetworkTest {
    private final ChessNetwork network = Networks.random(8, 1);

    @Test
    void aWrittenNetworkReadsBackWeightForWeight() throws Exception {
        ChessNetwork read = ChessNetwork.read(new ByteArrayInputStream(network.toBytes()));
        assertThat(read.description()).isEqualTo("random 1");
        assertThat(read.hidden()).isEqualTo(8);
        for (int input = 0; input < ChessFeatures.COUNT; input++) {
            for (int unit = 0; unit < 8; unit++) {
                assertThat(read.inputWeight(input, unit)).isEqualTo(network.inputWeight(input, unit));
            }
        }
        for (int unit = 0; unit < 8; unit++) {
            assertThat(read.inputBias(unit)).isEqualTo(network.inputBias(unit));
            assertThat(read.outputWeight(0, unit)).isEqualTo(network.outputWeight(0, unit));
            assertThat(read.outputWeight(1, unit)).isEqualTo(network.outputWeight(1, unit));
        }
        assertThat(read.outputBias()).isEqualTo(0.05f);
        assertThat(read.addsToHandWritten()).isFalse();
        assertThat(read.toBytes()).isEqualTo(network.toBytes());
        assertThat(ChessNetwork.fromBytes(Networks.random(8, 1, true).toBytes()).addsToHandWritten()).isTrue();
    }

    @Test
    void filesThatAreNotNetworksAreRefusedNamingTheProblem() {
        byte[] bytes = network.toBytes();
        assertThatThrownBy(() -> ChessNetwork.fromBytes("[Event \"x\"]".getBytes()))
                .isInstanceOf(FormatException.class).hasMessageContaining("does not start with HDXNNUE1");
        assertThatThrownBy(() -> ChessNetwork.fromBytes(Arrays.copyOf(bytes, bytes.length - 3)))
                .isInstanceOf(FormatException.class).hasMessageContaining("needs");
        assertThatThrownBy(() -> ChessNetwork.fromBytes(Arrays.copyOf(bytes, bytes.length + 4)))
                .isInstanceOf(FormatException.class).hasMessageContaining("needs");
        assertThatThrownBy(() -> ChessNetwork.fromBytes(Arrays.copyOf(bytes, 12)))
                .isInstanceOf(FormatException.class).hasMessageContaining("cut short");
        int header = 8 + 2 + "random 1".length();
        byte[] inputs = bytes.clone();
        ByteBuffer.wrap(inputs).putInt(header, 700);
        assertThatThrownBy(() -> ChessNetwork.fromBytes(inputs))
                .isInstanceOf(FormatException.class).hasMessageContaining("700 inputs");
        byte[] hidden = bytes.clone();
        ByteBuffer.wrap(hidden).putInt(header + 4, 5000);
        assertThatThrownBy(() -> ChessNetwork.fromBytes(hidden))
                .isInstanceOf(FormatException.class).hasMessageContaining("bad hidden size 5000");
        byte[] kind = bytes.clone();
        ByteBuffer.wrap(kind).putInt(header + 8, 7);
        assertThatThrownBy(() -> ChessNetwork.fromBytes(kind))
                .isInstanceOf(FormatException.class).hasMessageContaining("bad network kind 7");
        byte[] notANumber = bytes.clone();
        ByteBuffer.wrap(notANumber).putFloat(header + 12, Float.NaN);
        assertThatThrownBy(() -> ChessNetwork.fromBytes(notANumber))
                .isInstanceOf(FormatException.class).hasMessageContaining("not a number or out of range");
        byte[] huge = bytes.clone();
        ByteBuffer.wrap(huge).putFloat(bytes.length - 4, 1e9f);
        assertThatThrownBy(() -> ChessNetwork.fromBytes(huge))
                .isInstanceOf(FormatException.class).hasMessageContaining("out of range");
    }

    /** Thousands of damaged files: each reads as a network or is refused with FormatException, nothing else. */
    @Test
    void damagedFilesReadOrAreRefusedNeverAnotherException() {
        byte[] bytes = network.toBytes();
        Random random = new Random(33);
        int read = 0;
        for (int trial = 0; trial < 3000; trial++) {
            byte[] damaged = bytes.clone();
            switch (random.nextInt(4)) {
                case 0 -> damaged[random.nextInt(Math.min(40, damaged.length))] = (byte) random.nextInt(256);
                case 1 -> damaged[random.nextInt(damaged.length)] = (byte) random.nextInt(256);
                case 2 -> damaged = Arrays.copyOf(damaged, random.nextInt(damaged.length + 8));
                default -> {
                    for (int k = 0; k < 5; k++) {
                        damaged[random.nextInt(damaged.length)] ^= (byte) (1 << random.nextInt(8));
                    }
                }
            }
            try {
                ChessNetwork.fromBytes(damaged);
                read++;
            } catch (FormatException e) {
                assertThat(e.getMessage()).isNotBlank();
            }
        }
        assertThat(read).as("damage to weights' low bits still reads").isPositive();
    }

    @Test
    void weightsTheEvaluatorCannotHoldAreRefusedWhenBuilt() {
        float[] weights = new float[ChessFeatures.COUNT];
        weights[5] = 1000;
        assertThatThrownBy(() -> new ChessNetwork("", 1, false, weights, new float[1], new float[2], 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not within");
    }
}
