package org.heterodox.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.heterodox.engine.EngineGame;
import org.heterodox.engine.EngineGames;
import org.heterodox.engine.eval.Weights;
import org.heterodox.engine.tune.TexelTuner;
import org.heterodox.engine.tune.TuningSet;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code heterodox tune}: fits a game's evaluation weights to the results of games (Texel's method)
 * and prints the new table, which the game's evaluator reads. Progress goes to stderr.
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
        description = "Fit every weight of a game's evaluation to the results of the games in a PGN file "
                + "(Texel's method) and print the new weights table with the error before and after. "
                + "Progress goes to stderr.")
final class TuneCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", paramLabel = "SPEC", defaultValue = Variants.DEFAULT,
            description = "The game whose weights are tuned (default chess); games of other games in the data are skipped.")
    String variant;

    @Option(names = "--data", required = true, paramLabel = "FILE.pgn", description = "The games (e.g. from heterodox selfplay).")
    Path data;

    @Option(names = "--weights", paramLabel = "FILE", description = "The table to start from (default: the shipped one).")
    Path weights;

    @Option(names = "--out", paramLabel = "FILE", description = "Also write the new table to FILE.")
    Path out;

    @Option(names = "--only", paramLabel = "GLOB[,GLOB...]", split = ",",
            description = "Tune only the vectors these names match (* any characters, e.g. value.*,mobility.*); the rest keep their values.")
    List<String> only;

    @Option(names = "--result-weight", paramLabel = "W", defaultValue = "1",
            description = "How much the game's result counts in each position's target, from 0 to 1 (default 1: "
                    + "results only); the rest is the search score the game records for the position (self-play "
                    + "records one with every move), which is less noisy than one game's result.")
    double resultWeight;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "300000",
            description = "At most N positions, a random sample when there are more (default 300000).")
    int positions;

    @Option(names = "--opening-plies", paramLabel = "P", defaultValue = "8",
            description = "Skip each game's first P plies (default 8: self-play's random openings).")
    int openingPlies;

    @Option(names = "--rounds", paramLabel = "R", defaultValue = "4", description = "Rounds of linearise-and-fit (default 4).")
    int rounds;

    @Option(names = "--iterations", paramLabel = "I", defaultValue = "400", description = "Gradient steps per round (default 400).")
    int iterations;

    @Option(names = "--threads", paramLabel = "T", description = "Threads that evaluate positions (default: the processors).")
    Integer threads;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The sample's random seed (default 1).")
    long seed;

    @Override
    public Integer call() throws Exception {
        check(positions >= 1 && positions <= 10_000_000, "--positions must be from 1 to 10000000, not " + positions);
        check(openingPlies >= 0 && openingPlies <= 1000, "--opening-plies must be from 0 to 1000, not " + openingPlies);
        check(rounds >= 1 && rounds <= 100, "--rounds must be from 1 to 100, not " + rounds);
        check(resultWeight >= 0 && resultWeight <= 1, "--result-weight must be from 0 to 1, not " + resultWeight);
        check(iterations >= 1 && iterations <= 100_000, "--iterations must be from 1 to 100000, not " + iterations);
        int threadCount = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        check(threadCount >= 1 && threadCount <= 256, "--threads must be from 1 to 256, not " + threadCount);
        GameDefinition game = Variants.definitionOf(Variants.of(variant));
        EngineGame engineGame = EngineGames.of(game);
        if (!engineGame.tunable()) {
            throw new UserInputException(game.name() + " has no weights table to tune (its evaluation is the generic one)");
        }
        Weights start = weights != null ? readTable(weights) : Weights.builtIn(engineGame.weightsTable());
        try {
            engineGame.evaluation().apply(start);
        } catch (IllegalArgumentException e) {
            throw new UserInputException(weights + " is not a table for " + game.name() + ": " + e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        TuningSet set = TuningData.read(data, game, new TuningSet.Options(openingPlies, positions, seed), 1, err);
        TexelTuner tuner = new TexelTuner(engineGame.evaluation(), set.positions(), threadCount);
        Predicate<String> chosen = chosenVectors(start);
        TexelTuner.Result result = tuner.tune(start, chosen, resultWeight, rounds, iterations,
                new StageBars(err, System.console() != null));
        err.println();
        err.flush();
        List<String> header = new ArrayList<>();
        header.add("Heterodox evaluation weights: " + game.name() + ". Written by heterodox tune; centipawns.");
        header.add(String.format(Locale.ROOT, "Tuned on %d positions of %d games (%s), result weight %.2f: K %.4f, error %.6f before, %.6f after.",
                set.positions().size(), set.games(), data.getFileName(), resultWeight, result.k(), result.errorBefore(),
                result.errorAfter()));
        String table = result.weights().format(header);
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.printf(Locale.ROOT, "Positions: %d of %d games%n", set.positions().size(), set.games());
        stdout.printf(Locale.ROOT, "K: %.4f%n", result.k());
        stdout.printf(Locale.ROOT, "Error before: %.6f%n", result.errorBefore());
        stdout.printf(Locale.ROOT, "Error after: %.6f%n", result.errorAfter());
        stdout.printf(Locale.ROOT, "Weights: %d, tuned %d, changed %d%n", start.size(), result.tuned(), result.changed());
        stdout.println();
        stdout.print(table);
        stdout.flush();
        if (out != null) {
            Files.writeString(out, table, StandardCharsets.UTF_8);
        }
        return 0;
    }

    /** The vectors --only names (all without it); a pattern that matches none is refused. */
    private Predicate<String> chosenVectors(Weights start) throws UserInputException {
        if (only == null || only.isEmpty()) {
            return name -> true;
        }
        List<Pattern> patterns = new ArrayList<>();
        for (String glob : only) {
            Pattern pattern = Pattern.compile(Pattern.quote(glob).replace("*", "\\E.*\\Q"));
            if (start.names().stream().noneMatch(name -> pattern.matcher(name).matches())) {
                throw new UserInputException("--only " + glob + " matches no vector of the table (" + String.join(" ", start.names()) + ")");
            }
            patterns.add(pattern);
        }
        return name -> patterns.stream().anyMatch(pattern -> pattern.matcher(name).matches());
    }

    private void check(boolean valid, String message) {
        if (!valid) {
            throw new ParameterException(spec.commandLine(), message);
        }
    }

    private static Weights readTable(Path file) throws UserInputException, IOException {
        if (!Files.isReadable(file)) {
            throw new UserInputException("cannot read " + file);
        }
        try {
            return Weights.parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (FormatException e) {
            throw new UserInputException(file + ": " + e.getMessage());
        }
    }

    /** A progress bar per stage of the tuning, each on its own line. */
    private static final class StageBars implements TexelTuner.Progress {
        private final PrintWriter err;
        private final boolean terminal;
        private String stage;
        private ProgressBar bar;

        StageBars(PrintWriter err, boolean terminal) {
            this.err = err;
            this.terminal = terminal;
        }

        @Override
        public void update(String stage, long done, long total) {
            if (!stage.equals(this.stage)) {
                if (this.stage != null && terminal) {
                    err.println();
                }
                this.stage = stage;
                err.println(stage);
                bar = new ProgressBar((int) total, System.nanoTime(), terminal, stage.endsWith("fitting") ? "steps" : "positions");
            }
            err.print(bar.line((int) done, System.nanoTime()));
            err.flush();
        }
    }
}
