package org.heterodox.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.heterodox.engine.puzzle.Puzzle;
import org.heterodox.engine.puzzle.PuzzleFinder;
import org.heterodox.gamedb.GameDatabase;
import org.heterodox.gamedb.GameDatabaseSource;
import org.heterodox.gamedb.GameFilter;
import org.heterodox.rules.Game;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.PgnReader;
import org.heterodox.server.puzzle.PuzzleRecord;
import org.heterodox.server.puzzle.PuzzleService;
import org.heterodox.server.store.Database;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code heterodox puzzles}: find puzzles in games (any game) and load puzzle files into the server's database. */
@Command(name = "puzzles", mixinStandardHelpOptions = true,
        description = "Puzzles: positions where exactly one move wins clearly, found in games of any game by the "
                + "engine, for the web app's puzzle trainer.",
        subcommands = {PuzzlesCommand.Generate.class, PuzzlesCommand.Load.class, PuzzlesSuiteCommand.class,
            PuzzlesExtendCommand.class})
final class PuzzlesCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    @Command(name = "generate", mixinStandardHelpOptions = true,
            description = "Search every position of the games (from ply 8) with two lines: a position is a puzzle when "
                    + "its best move wins clearly (300 centipawns or a mate) and the second best does not (at most 80); "
                    + "a longer search must agree. Writes a puzzle file (one tab-separated puzzle per line).")
    static final class Generate implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "FILE", arity = "0..*", description = "PGN files (self-play, database exports).")
        List<Path> files = new ArrayList<>();

        @Option(names = "--from-db", description = "Also the games of the game database (--variant to take one game's only).")
        boolean fromDatabase;

        @Option(names = "--variant", paramLabel = "SPEC", description = "With --from-db: only games of this game spec.")
        String variant;

        @Mixin
        DatabaseLocation location = new DatabaseLocation();

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "The puzzle file to write (must not exist).")
        Path out;

        @Option(names = "--nodes", paramLabel = "K", defaultValue = "20000", description = "Nodes of the first search (default 20000).")
        long nodes;

        @Option(names = "--verify-nodes", paramLabel = "K", defaultValue = "200000",
                description = "Nodes of the verifying search (default 200000).")
        long verifyNodes;

        @Option(names = "--threads", paramLabel = "N", description = "Games searched at once (default: all cores).")
        Integer threads;

        @Option(names = "--max-plies", paramLabel = "N", defaultValue = "200",
                description = "Search the first N plies of each game (default 200): shuffling endings add time, not puzzles.")
        int maxPlies;

        @Override
        public Integer call() throws Exception {
            if (Files.exists(out)) {
                throw new UserInputException(out + " exists; choose another file");
            }
            if (maxPlies < 1) {
                throw new UserInputException("--max-plies must be at least 1");
            }
            if (nodes < 1 || verifyNodes < nodes) {
                throw new UserInputException("--nodes must be at least 1 and --verify-nodes at least --nodes");
            }
            if (files.isEmpty() && !fromDatabase) {
                throw new UserInputException("name PGN files, or --from-db for the game database's games");
            }
            List<Path> inputs = new ArrayList<>(files);
            if (fromDatabase) {
                inputs.add(exportDatabase());
            }
            List<Game> games = new ArrayList<>();
            List<String> sources = new ArrayList<>();
            for (Path file : inputs) {
                try (Reader reader = PgnCommand.open(file)) {
                    PgnReader pgn = new PgnReader(reader, false);
                    while (true) {
                        Game game;
                        try {
                            game = pgn.next();
                        } catch (FormatException e) {
                            spec.commandLine().getErr().println("skipped: " + e.getMessage());
                            continue;
                        }
                        if (game == null) {
                            break;
                        }
                        games.add(game);
                        sources.add(file.getFileName() + " game " + pgn.gameNumber());
                    }
                }
            }
            int cores = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
            if (cores < 1) {
                throw new UserInputException("--threads must be at least 1");
            }
            ThreadLocal<PuzzleFinder> finders = ThreadLocal.withInitial(() -> new PuzzleFinder(nodes, verifyNodes));
            ExecutorService pool = Executors.newFixedThreadPool(cores);
            List<Future<List<String>>> work = new ArrayList<>();
            for (int i = 0; i < games.size(); i++) {
                Game game = games.get(i);
                String source = sources.get(i);
                work.add(pool.submit(() -> lines(finders.get(), game, source, maxPlies)));
            }
            pool.shutdown();
            PrintWriter err = spec.commandLine().getErr();
            ProgressBar bar = new ProgressBar(Math.max(1, games.size()), System.nanoTime(), System.console() != null);
            int found = 0;
            java.util.Set<String> positions = new java.util.HashSet<>();
            try (BufferedWriter writer = Files.newBufferedWriter(out)) {
                writer.write("# heterodox puzzles generate --nodes " + nodes + " --verify-nodes " + verifyNodes + "\n");
                for (int i = 0; i < work.size(); i++) {
                    for (String line : work.get(i).get()) {
                        String[] fields = line.split("\t", 3);
                        if (!positions.add(fields[0] + "\t" + fields[1])) {
                            continue; // the same position from another game (the engine plays alike)
                        }
                        writer.write(line);
                        writer.write('\n');
                        found++;
                    }
                    err.print(bar.line(i + 1, System.nanoTime()));
                    err.flush();
                }
            }
            if (System.console() != null) {
                err.println();
            }
            spec.commandLine().getOut().printf(Locale.ROOT, "Wrote %d puzzles from %d games to %s%n", found, games.size(), out);
            return 0;
        }

        /** The game database's games (of --variant, when given) as a temporary PGN file. */
        private Path exportDatabase() throws Exception {
            Path export = Files.createTempFile("heterodox-db", ".pgn");
            export.toFile().deleteOnExit();
            String spec = variant == null ? null : org.heterodox.rules.Variants.of(variant).spec().toString();
            try (GameDatabaseSource database = location.openGameDatabase();
                 java.io.Writer writer = Files.newBufferedWriter(export)) {
                new GameDatabase(database.jdbi()).export(
                        new GameFilter(spec, null, null, null, null, null, null, null, null), writer);
            }
            return export;
        }

        private static List<String> lines(PuzzleFinder finder, Game game, String source, int maxPlies) {
            List<String> lines = new ArrayList<>();
            MoveNotation machine = game.variant().machineNotation();
            int[] moves = game.moves();
            for (Puzzle puzzle : finder.find(game.startPosition(), java.util.Arrays.copyOf(moves, Math.min(moves.length, maxPlies)))) {
                Position position;
                try {
                    position = game.variant().fromFen(puzzle.fen());
                } catch (FormatException e) {
                    continue; // a position whose FEN does not read back is no puzzle to ship
                }
                // A several-move puzzle shows its solution as its line; a one-move puzzle the engine's line.
                List<Integer> shown = puzzle.solution().size() > 1 ? puzzle.solution() : puzzle.line();
                List<String> line = new ArrayList<>();
                for (int move : shown) {
                    line.add(machine.format(position, move));
                    position.make(move);
                }
                lines.add(new PuzzleRecord(game.variant().spec().toString(), puzzle.fen(), line.get(0), line,
                        List.copyOf(puzzle.tags()), source + " ply " + plyOf(game, puzzle), puzzle.solution().size()).toLine());
            }
            return lines;
        }

        private static int plyOf(Game game, Puzzle puzzle) {
            Position position = game.startPosition();
            int[] moves = game.moves();
            for (int ply = 0; ply <= moves.length; ply++) {
                if (position.toFen().equals(puzzle.fen())) {
                    return ply;
                }
                if (ply < moves.length) {
                    position.make(moves[ply]);
                }
            }
            return -1;
        }
    }

    @Command(name = "load", mixinStandardHelpOptions = true,
            description = "Add the puzzles of puzzle files to the server's database (a position already stored keeps its "
                    + "puzzle and rating).")
    static final class Load implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        DatabaseLocation location = new DatabaseLocation();

        @Parameters(paramLabel = "FILE", arity = "1..*", description = "Puzzle files written by 'puzzles generate'.")
        List<Path> files;

        @Override
        public Integer call() throws Exception {
            try (Database database = location.open(Database::open)) {
                PuzzleService puzzles = new PuzzleService(database.jdbi(), System::currentTimeMillis);
                for (Path file : files) {
                    if (!Files.isRegularFile(file)) {
                        throw new UserInputException("no such file: " + file);
                    }
                    int added;
                    try (InputStream in = Files.newInputStream(file)) {
                        added = puzzles.load(in, file.toString());
                    } catch (IllegalArgumentException e) {
                        throw new UserInputException(e.getMessage());
                    } catch (IOException e) {
                        throw new UserInputException("cannot read " + file + ": " + e.getMessage());
                    }
                    spec.commandLine().getOut().println(file + ": " + added + " new puzzles");
                }
            }
            return 0;
        }
    }
}
