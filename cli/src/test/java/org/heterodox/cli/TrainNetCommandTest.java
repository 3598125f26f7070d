package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.engine.Engine;
import org.heterodox.engine.nnue.ChessNetwork;
import org.heterodox.engine.protocol.UciProtocol;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox train-net}: self-play games in, a network file the engine reads out; and its refusals. */
class TrainNetCommandTest {
    @TempDir
    static Path dir;
    static Path games;

    @BeforeAll
    static void selfPlay() {
        games = dir.resolve("chess.pgn");
        CliRun run = CliRun.of("selfplay", "--variant", "chess", "--games", "8", "--nodes", "300", "--openings", "plies=4",
                "--concurrency", "2", "--seed", "5", "--pgnout", games.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    @Test
    void trainsANetworkAndWritesAFileTheEngineReads() throws Exception {
        Path out = dir.resolve("chess.nnue");
        CliRun run = CliRun.of("train-net", "--data", games.toString(), "--out", out.toString(), "--hidden", "8",
                "--epochs", "3", "--batch", "64", "--opening-plies", "4", "--threads", "2");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("Read ").contains("Epoch 1/3: training error ").contains("Epoch 3/3")
                .contains("held-out error").contains("100%");
        assertThat(run.out()).containsPattern("Positions: \\d+ of 8 games \\(\\d+ trained on, \\d+ held out\\)")
                .containsPattern("Held-out error before: 0\\.\\d{6}").containsPattern("Held-out error after: 0\\.\\d{6}")
                .containsPattern("Hand-written evaluation's held-out error: 0\\.\\d{6}")
                .contains("Wrote " + out + " (hidden 8, ");
        ChessNetwork network = ChessNetwork.fromBytes(Files.readAllBytes(out));
        assertThat(network.hidden()).isEqualTo(8);
        assertThat(network.description()).contains("heterodox train-net").contains("chess.pgn").contains("3 epochs");
        // The engine plays with it.
        List<String> lines = new ArrayList<>();
        UciProtocol uci = new UciProtocol(new Engine(4), line -> {
            synchronized (lines) {
                lines.add(line);
            }
        });
        for (String command : List.of("setoption name EvalFile value " + out, "position startpos", "go depth 3")) {
            uci.handle(command);
            uci.awaitSearch();
        }
        synchronized (lines) {
            assertThat(lines).contains("info string EvalFile: " + out + ", a network of 8 hidden units, for chess");
            assertThat(lines.get(lines.size() - 1)).matches("bestmove [a-h][1-8][a-h][1-8].*");
        }
    }

    @Test
    void refusesOtherGamesMissingDataAndBadSettings() {
        Path out = dir.resolve("x.nnue");
        CliRun shogi = CliRun.of("train-net", "--variant", "shogi", "--data", games.toString(), "--out", out.toString());
        assertThat(shogi.exitCode()).isEqualTo(1);
        assertThat(shogi.err()).contains("networks exist for orthodox chess only, not shogi");
        CliRun missing = CliRun.of("train-net", "--data", dir.resolve("none.pgn").toString(), "--out", out.toString());
        assertThat(missing.exitCode()).isEqualTo(1);
        assertThat(missing.err()).contains("cannot read");
        CliRun hidden = CliRun.of("train-net", "--data", games.toString(), "--out", out.toString(), "--hidden", "0");
        assertThat(hidden.exitCode()).isEqualTo(2);
        assertThat(hidden.err()).contains("--hidden must be from 1 to 256, not 0");
        CliRun weight = CliRun.of("train-net", "--data", games.toString(), "--out", out.toString(), "--result-weight", "2");
        assertThat(weight.exitCode()).isEqualTo(2);
        assertThat(weight.err()).contains("--result-weight must be from 0 to 1");
        CliRun noOut = CliRun.of("train-net", "--data", games.toString());
        assertThat(noOut.exitCode()).isEqualTo(2);
        assertThat(noOut.err()).contains("--out");
        assertThat(out).doesNotExist();
    }
}
