package org.heterodox.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.heterodox.engine.tune.TuningSet;
import org.heterodox.rules.GameDefinition;

/** Reads the labelled positions that {@code tune} and {@code train-net} learn from, with their messages. */
final class TuningData {
    private TuningData() {
    }

    /**
     * The quiet positions of {@code game}'s games in {@code data}; fewer than {@code fewest} is refused
     * naming the file and what it held. Reports the count on {@code err}.
     */
    static TuningSet read(Path data, GameDefinition game, TuningSet.Options options, int fewest, PrintWriter err)
            throws IOException, UserInputException {
        if (!Files.isReadable(data)) {
            throw new UserInputException("cannot read " + data);
        }
        TuningSet set;
        try (Reader reader = Files.newBufferedReader(data, StandardCharsets.UTF_8)) {
            set = TuningSet.read(reader, game, options);
        }
        if (set.positions().size() < fewest) {
            throw new UserInputException((fewest == 1 ? "no" : "fewer than " + fewest) + " quiet positions of " + game.name()
                    + " games with a result in " + data + " (" + set.games() + " games of it, " + set.skippedGames()
                    + " skipped)");
        }
        err.println("Read " + set.positions().size() + " positions from " + set.games() + " games ("
                + set.skippedGames() + " skipped)");
        err.flush();
        return set;
    }
}
