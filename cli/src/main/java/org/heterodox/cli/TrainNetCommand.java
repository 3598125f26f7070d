package org.heterodox.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.heterodox.engine.eval.ChessEvaluator;
import org.heterodox.engine.nnue.ChessNetwork;
import org.heterodox.engine.nnue.NetworkTrainer;
import org.heterodox.engine.nnue.TrainingSamples;
import org.heterodox.engine.tune.TuningPosition;
import org.heterodox.engine.tune.TuningSet;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code heterodox train-net}: trains a chess network (NNUE shape) on the quiet positions of games,
 * writes it as a {@code .nnue} file for the engine's {@code EvalFile} option, and prints the held-out
 * error before and after, with the hand-written evaluation's on the same positions to compare.
 */
@Command(name = "train-net", mixinStandardHelpOptions = true,
        description = "Train a chess evaluation network (768 inputs per side, one hidden layer) on the quiet positions "
                + "of the games in a PGN file and write it for the engine's EvalFile option. Prints the error on "
                + "held-out positions before and after, and the hand-written evaluation's. Progress goes to stderr.")
final class TrainNetCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", paramLabel = "SPEC", defaultValue = ChessNetwork.GAME,
            description = "The game (default chess; networks exist for orthodox chess only).")
    String variant;

    @Option(names = "--data", required = true, paramLabel = "FILE.pgn", description = "The games (e.g. from heterodox selfplay).")
    Path data;

    @Option(names = "--out", required = true, paramLabel = "FILE.nnue", description = "Where to write the network.")
    Path out;

    @Option(names = "--hidden", paramLabel = "H", defaultValue = "128", description = "Hidden units per side (default 128).")
    int hidden;

    @Option(names = "--epochs", paramLabel = "E", defaultValue = "12", description = "Passes over the positions (default 12).")
    int epochs;

    @Option(names = "--batch", paramLabel = "B", defaultValue = "16384", description = "Positions per step (default 16384).")
    int batch;

    @Option(names = "--learning-rate", paramLabel = "R", defaultValue = "0.002", description = "Adam's step size (default 0.002).")
    double learningRate;

    @Option(names = "--result-weight", paramLabel = "W", defaultValue = "0.25",
            description = "How much the game's result counts in each position's target, from 0 to 1 (default 0.25); "
                    + "the rest is the search score the game records for the position.")
    double resultWeight;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "5000000",
            description = "At most N positions, a random sample when there are more (default 5000000).")
    int positions;

    @Option(names = "--opening-plies", paramLabel = "P", defaultValue = "8",
            description = "Skip each game's first P plies (default 8: self-play's random openings).")
    int openingPlies;

    @Option(names = "--correction",
            description = "Train a correction added to the hand-written evaluation instead of a whole evaluation.")
    boolean correction;

    @Option(names = "--threads", paramLabel = "T", description = "Training threads (default: the processors).")
    Integer threads;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Random seed of the sample, the split and the start (default 1).")
    long seed;

    @Override
    public Integer call() throws Exception {
        check(hidden >= 1 && hidden <= ChessNetwork.MAX_HIDDEN, "--hidden must be from 1 to " + ChessNetwork.MAX_HIDDEN + ", not " + hidden);
        check(epochs >= 1 && epochs <= 1000, "--epochs must be from 1 to 1000, not " + epochs);
        check(batch >= 1 && batch <= 1_000_000, "--batch must be from 1 to 1000000, not " + batch);
        check(learningRate > 0 && learningRate <= 1, "--learning-rate must be above 0 and at most 1, not " + learningRate);
        check(resultWeight >= 0 && resultWeight <= 1, "--result-weight must be from 0 to 1, not " + resultWeight);
        check(positions >= 2 && positions <= 50_000_000, "--positions must be from 2 to 50000000, not " + positions);
        check(openingPlies >= 0 && openingPlies <= 1000, "--opening-plies must be from 0 to 1000, not " + openingPlies);
        int threadCount = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        check(threadCount >= 1 && threadCount <= 256, "--threads must be from 1 to 256, not " + threadCount);
        Variant chosen = Variants.of(variant);
        GameDefinition game = Variants.definitionOf(chosen);
        if (!ChessNetwork.evaluates(chosen) || !chosen.options().isEmpty()) {
            throw new UserInputException("networks exist for orthodox chess only, not " + variant);
        }
        PrintWriter err = spec.commandLine().getErr();
        TuningSet set = TuningData.read(data, game, new TuningSet.Options(openingPlies, positions, seed), 2, err);
        TrainingSamples samples = TrainingSamples.of(set.positions(), resultWeight, correction);
        NetworkTrainer trainer = new NetworkTrainer(samples,
                new NetworkTrainer.Settings(hidden, epochs, batch, learningRate, seed, threadCount));
        ProgressBar bar = new ProgressBar(epochs, System.nanoTime(), false, "epochs");
        NetworkTrainer.Result result = trainer.train((epoch, total, trainingError, heldOutError) -> {
            err.printf(Locale.ROOT, "Epoch %d/%d: training error %.6f, held-out error %.6f%n", epoch, total,
                    trainingError, heldOutError);
            err.print(bar.line(epoch, System.nanoTime()));
            err.flush();
        });
        double handWritten = handWrittenError(set.positions(), samples, result.heldOut());
        String description = String.format(Locale.ROOT,
                "Heterodox chess network%s, hidden %d: trained by heterodox train-net on %d positions of %d games (%s), "
                        + "result weight %.2f, %d epochs; held-out error %.6f (hand-written evaluation %.6f).",
                correction ? " (a correction of the hand-written evaluation)" : "", hidden, result.trainingPositions(),
                set.games(), data.getFileName(), resultWeight, epochs, result.validationAfter(), handWritten);
        ChessNetwork network = result.network().describedAs(description);
        byte[] bytes = network.toBytes();
        try {
            Files.write(out, bytes);
        } catch (IOException e) {
            throw new UserInputException("cannot write " + out + ": " + e.getMessage());
        }
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.printf(Locale.ROOT, "Positions: %d of %d games (%d trained on, %d held out)%n", set.positions().size(),
                set.games(), result.trainingPositions(), result.heldOut().length);
        stdout.printf(Locale.ROOT, "Held-out error before: %.6f%n", result.validationBefore());
        stdout.printf(Locale.ROOT, "Held-out error after: %.6f%n", result.validationAfter());
        stdout.printf(Locale.ROOT, "Hand-written evaluation's held-out error: %.6f%n", handWritten);
        stdout.printf(Locale.ROOT, "Wrote %s (hidden %d, %d bytes)%n", out, hidden, bytes.length);
        stdout.flush();
        return 0;
    }

    /** The hand-written evaluation's error on the held-out positions, on the network's scale. */
    private static double handWrittenError(List<TuningPosition> positions, TrainingSamples samples, int[] heldOut) {
        ChessEvaluator evaluator = new ChessEvaluator();
        double sum = 0;
        for (int i : heldOut) {
            int score = evaluator.evaluate(positions.get(i).position());
            double difference = TrainingSamples.sigmoid(score / ChessNetwork.SCORE_SCALE) - samples.target(i);
            sum += difference * difference;
        }
        return sum / heldOut.length;
    }

    private void check(boolean valid, String message) {
        if (!valid) {
            throw new ParameterException(spec.commandLine(), message);
        }
    }
}
