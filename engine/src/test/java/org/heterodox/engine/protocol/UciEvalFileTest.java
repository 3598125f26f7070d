package org.heterodox.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.heterodox.engine.nnue.ChessFeatures;
import org.heterodox.engine.nnue.ChessNetwork;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code EvalFile} option: a network file makes chess use it; a bad one is reported and changes nothing. */
class UciEvalFileTest {
    @TempDir
    Path dir;
    private final Transcript uci = new Transcript(UciProtocol::new);

    @Test
    void theHandshakeOffersIt() {
        uci.feed("uci");
        assertThat(uci.lines()).contains("option name EvalFile type string default <empty>");
    }

    @Test
    void aNetworkFileIsLoadedAndSearchedWithAndEmptyGoesBack() throws Exception {
        Path file = dir.resolve("net.nnue");
        Files.write(file, network().toBytes());
        uci.feed("setoption name EvalFile value " + file, "position startpos", "go depth 3");
        assertThat(uci.lines()).contains("info string EvalFile: " + file + ", a network of 4 hidden units, for chess");
        assertThat(uci.last()).startsWith("bestmove ");
        uci.feed("setoption name EvalFile value <empty>");
        assertThat(uci.last()).isEqualTo("info string EvalFile: the hand-written evaluation");
    }

    @Test
    void filesThatCannotBeUsedAreReportedByName() throws Exception {
        uci.feed("setoption name EvalFile value " + dir.resolve("missing.nnue"));
        assertThat(uci.last()).startsWith("info string error: cannot read EvalFile '").contains("missing.nnue");
        Path text = dir.resolve("games.pgn");
        Files.writeString(text, "[Event \"?\"]\n\n1. e4 *\n");
        uci.feed("setoption name EvalFile value " + text);
        assertThat(uci.last()).isEqualTo("info string error: EvalFile '" + text
                + "': not a Heterodox network file (it does not start with HDXNNUE1)");
        uci.feed("setoption name EvalFile value " + dir);
        assertThat(uci.last()).startsWith("info string error: cannot read EvalFile");
        uci.feed("setoption name EvalFile value bad\u0000name");
        assertThat(uci.last()).startsWith("info string error: cannot read EvalFile");
        // The engine still plays with what it had.
        uci.feed("position startpos", "go depth 2");
        assertThat(uci.last()).startsWith("bestmove ");
    }

    private static ChessNetwork network() {
        Random random = new Random(4);
        float[] input = new float[ChessFeatures.COUNT * 4];
        for (int i = 0; i < input.length; i++) {
            input[i] = (float) random.nextGaussian() * 0.1f;
        }
        return new ChessNetwork("test", 4, false, input, new float[] {0.2f, 0.3f, 0.4f, 0.5f},
                new float[] {0.5f, -0.2f, 0.3f, 0.1f, -0.5f, 0.2f, -0.3f, -0.1f}, 0);
    }
}
