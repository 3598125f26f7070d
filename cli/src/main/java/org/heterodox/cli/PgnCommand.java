package org.heterodox.cli;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.Callable;
import org.heterodox.rules.Game;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.PgnReader;
import org.heterodox.rules.format.PgnWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Checks and converts PGN files of any game (the Variant tag decides the rules). */
@Command(name = "pgn", mixinStandardHelpOptions = true,
        description = "Check or convert PGN files. The Variant tag names the game (default chess).",
        subcommands = {PgnCommand.Check.class, PgnCommand.Convert.class})
final class PgnCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    static Reader open(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException("no such file: " + file);
        }
        return decode(Files.newInputStream(file));
    }

    /** PGN bytes as text: badly encoded bytes become U+FFFD and then a precise move or tag error, not an I/O failure. */
    static Reader decode(java.io.InputStream in) {
        return new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE));
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Replay every game; report each game's first problem (game, move, token). "
                    + "Exit status 1 if any game has one.")
    static final class Check implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "FILE", description = "PGN file with one or more games.")
        Path file;

        @Option(names = "--verbose", description = "Also print a line for every good game.")
        boolean verbose;

        @Override
        public Integer call() throws Exception {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            int good = 0;
            int bad = 0;
            try (Reader in = open(file)) {
                PgnReader reader = new PgnReader(in);
                while (true) {
                    Game game;
                    try {
                        game = reader.next();
                    } catch (FormatException e) {
                        bad++;
                        err.println(file + ": " + e.getMessage());
                        continue;
                    }
                    if (game == null) {
                        break;
                    }
                    good++;
                    if (verbose) {
                        out.printf("game %d: ok, %s, %d plies, %s%n", reader.gameNumber(), game.variant().spec(),
                                game.ply(), game.outcome());
                    }
                }
            }
            out.printf("%d games: %d ok, %d with errors%n", good + bad, good, bad);
            out.flush();
            err.flush();
            return bad == 0 ? 0 : ErrorHandler.BAD_INPUT;
        }
    }

    @Command(name = "convert", mixinStandardHelpOptions = true,
            description = "Rewrite every game with its moves in another notation (to stdout).")
    static final class Convert implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "FILE", description = "PGN file with one or more games.")
        Path file;

        @Option(names = "--to", required = true, paramLabel = "NOTATION",
                description = "uci, san, or another notation of the game (descriptive, latin for U-Chess; "
                        + "usi, western for shogi).")
        String to;

        @Option(names = "--no-annotations", description = "Drop comments, NAGs and variations.")
        boolean noAnnotations;

        @Override
        public Integer call() throws Exception {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            int bad = 0;
            boolean first = true;
            // A --to that a game does not know is one mistake however many of its games the file holds.
            Set<String> unknownNotationFor = new HashSet<>();
            try (Reader in = open(file)) {
                PgnReader reader = new PgnReader(in, !noAnnotations);
                while (true) {
                    Game game;
                    try {
                        game = reader.next();
                        if (game == null) {
                            break;
                        }
                        String variant = game.variant().spec();
                        if (unknownNotationFor.contains(variant)) {
                            bad++;
                            continue;
                        }
                        MoveNotation notation;
                        try {
                            notation = game.variant().notation(to);
                        } catch (FormatException e) {
                            unknownNotationFor.add(variant);
                            throw e;
                        }
                        PgnWriter writer = new PgnWriter()
                                .withNotation(notation)
                                .withAnnotations(!noAnnotations);
                        if (!first) {
                            out.println();
                        }
                        out.print(writer.write(game));
                        first = false;
                    } catch (FormatException e) {
                        bad++;
                        err.println(file + ": " + e.getMessage());
                    }
                }
            }
            out.flush();
            err.flush();
            return bad == 0 ? 0 : ErrorHandler.BAD_INPUT;
        }
    }
}
