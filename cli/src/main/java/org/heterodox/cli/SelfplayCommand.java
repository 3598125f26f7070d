package org.heterodox.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import org.heterodox.match.Match;
import org.heterodox.match.MatchArguments;
import org.heterodox.match.MatchConfig;
import org.heterodox.rules.Variants;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code heterodox selfplay}: games of our engine against itself from random openings, written as
 * PGN (each with its {@code Variant} tag) for the game database, the opening explorer, puzzles and
 * tuning. A match of two in-process engines (the match runner) with a progress bar and an ETA.
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = "Play the engine against itself from random openings and write the games as PGN. "
                + "Progress and the time left go to stderr.")
final class SelfplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", paramLabel = "SPEC", defaultValue = Variants.DEFAULT, description = "The game (default chess).")
    String variant;

    @Option(names = "--games", required = true, paramLabel = "N", description = "How many games (1..1000000).")
    int games;

    @ArgGroup(exclusive = true)
    Limit limit;

    /** How long the engine thinks on each move: a node budget or a time. */
    static final class Limit {
        @Option(names = "--nodes", paramLabel = "K", description = "Nodes per move (default 20000).")
        Long nodes;

        @Option(names = "--movetime", paramLabel = "MS", description = "Milliseconds per move.")
        Long movetime;
    }

    @Option(names = "--openings", paramLabel = "plies=P", defaultValue = "plies=8",
            description = "Random openings of P plies (default plies=8), a new one every game (the same engine on both sides "
                    + "would play the same game again with the colours swapped).")
    String openings;

    @Option(names = "--concurrency", paramLabel = "C", defaultValue = "1", description = "Games played at once.")
    int concurrency;

    @Option(names = "--pgnout", required = true, paramLabel = "FILE", description = "The PGN file to write (must not exist).")
    Path pgnOut;

    @Option(names = "--max-moves", paramLabel = "N",
            description = "Draw a game that reaches N moves (1..100000; default: 1000, far beyond any real game). Keeps games that "
                    + "would go on for long (shogi-like games, where pieces come back) within a budget.")
    Integer maxMoves;

    @Option(names = "--seed", paramLabel = "S", description = "The openings' random seed (default: from the clock).")
    Long seed;

    @Override
    public Integer call() throws Exception {
        if (games < 1 || games > 1_000_000) {
            throw new ParameterException(spec.commandLine(), "--games must be from 1 to 1000000, not " + games);
        }
        if (concurrency < 1 || concurrency > 64) {
            throw new ParameterException(spec.commandLine(), "--concurrency must be from 1 to 64, not " + concurrency);
        }
        if (!openings.matches("plies=\\d{1,3}")) {
            throw new ParameterException(spec.commandLine(), "--openings must be plies=P (P random plies), not " + openings);
        }
        long nodes = limit != null && limit.nodes != null ? limit.nodes : 20_000;
        if (limit != null && limit.movetime != null && (limit.movetime < 1 || limit.movetime > 3_600_000)) {
            throw new ParameterException(spec.commandLine(), "--movetime must be from 1 to 3600000 ms");
        }
        if ((limit == null || limit.movetime == null) && (nodes < 1 || nodes > 1_000_000_000L)) {
            throw new ParameterException(spec.commandLine(), "--nodes must be from 1 to 1000000000");
        }
        if (maxMoves != null && (maxMoves < 1 || maxMoves > 100_000)) {
            throw new ParameterException(spec.commandLine(), "--max-moves must be from 1 to 100000, not " + maxMoves);
        }
        Variants.of(variant); // an unknown game is a FormatException: one line, exit 1
        if (Files.exists(pgnOut)) {
            throw new UserInputException(pgnOut + " exists; choose another file (self-play never appends)");
        }
        String each = limit != null && limit.movetime != null
                ? "st=" + String.format(Locale.ROOT, "%.3f", limit.movetime / 1000.0) : "nodes=" + nodes;
        List<String> arguments = new ArrayList<>(List.of("-variant", variant,
                "-engine", "builtin=heterodox", "name=Heterodox A", "-engine", "builtin=heterodox", "name=Heterodox B",
                "-each", each, "-games", Integer.toString(games), "-concurrency", Integer.toString(concurrency),
                "-openings", openings, "-repeat", "1", "-pgnout", pgnOut.toString(), "-event", "Heterodox self-play"));
        if (maxMoves != null) {
            arguments.add("-maxmoves");
            arguments.add(Integer.toString(maxMoves));
        }
        arguments.add("-srand");
        arguments.add(Long.toString(seed != null ? seed : System.nanoTime()));
        MatchConfig config;
        try {
            config = MatchArguments.parse(arguments);
        } catch (IllegalArgumentException e) {
            throw new UserInputException(e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        ProgressBar bar = new ProgressBar(games, System.nanoTime(), System.console() != null);
        AtomicInteger done = new AtomicInteger();
        new Match(config, line -> {
            if (line.startsWith("Finished game")) {
                err.print(bar.line(done.incrementAndGet(), System.nanoTime()));
                err.flush();
            }
        }).run();
        err.println();
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        out.println("Wrote " + done.get() + " games to " + pgnOut);
        out.flush();
        return 0;
    }
}
