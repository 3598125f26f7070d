package org.heterodox.cli;

import java.io.BufferedWriter;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import org.heterodox.gamedb.DatabaseImporter;
import org.heterodox.gamedb.DbGame;
import org.heterodox.gamedb.ExplorerMove;
import org.heterodox.gamedb.ExplorerView;
import org.heterodox.gamedb.GameDatabase;
import org.heterodox.gamedb.GameDatabaseSource;
import org.heterodox.gamedb.GameFilter;
import org.heterodox.gamedb.GameHit;
import org.heterodox.gamedb.ImportReport;
import org.heterodox.gamedb.OpeningExplorer;
import org.heterodox.gamedb.PositionKey;
import org.heterodox.gamedb.SearchBenchmark;
import org.heterodox.gamedb.SearchPage;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code heterodox db}: the game database the server shares (import, search, export, explore, bench). */
@Command(name = "db", mixinStandardHelpOptions = true,
        description = "The game database: import PGN of any game, search games by player, event, date, result or "
                + "position, export PGN, explore openings, measure search speed. The same database as "
                + "'heterodox serve' (an H2 file in the data directory, or --db URL).",
        subcommands = {DbCommand.Import.class, DbCommand.Search.class, DbCommand.Export.class, DbCommand.Explore.class,
                DbCommand.Bench.class})
final class DbCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The search filters, shared by search and export. */
    static final class Filters {
        @Option(names = "--variant", paramLabel = "SPEC", description = "Only games of this game spec.")
        String variant;

        @Option(names = "--player", paramLabel = "NAME", description = "Either side's name starts with NAME (any case).")
        String player;

        @Option(names = "--white", paramLabel = "NAME", description = "The first player's name starts with NAME.")
        String white;

        @Option(names = "--black", paramLabel = "NAME", description = "The second player's name starts with NAME.")
        String black;

        @Option(names = "--event", paramLabel = "NAME", description = "The event's name starts with NAME.")
        String event;

        @Option(names = "--from", paramLabel = "DATE", description = "Played on or after DATE (PGN form, 2024.05.01).")
        String from;

        @Option(names = "--to", paramLabel = "DATE", description = "Played on or before DATE.")
        String to;

        @Option(names = "--result", paramLabel = "RESULT", description = "1-0, 0-1, 1/2-1/2 or *.")
        String result;

        @Option(names = "--fen", paramLabel = "FEN",
                description = "Games that reached this position (FEN or SFEN of the --variant game, chess if none).")
        String fen;

        @Option(names = "--moves", paramLabel = "MOVES",
                description = "Games that reached the position after these moves from the start (or from --fen), "
                        + "in any notation of the game, separated by spaces.")
        String moves;

        /** The position asked for, or null. */
        Position position() throws FormatException {
            if (fen == null && moves == null) {
                return null;
            }
            Variant game = Variants.of(variant == null ? Variants.DEFAULT : variant);
            Position position = fen == null ? game.startPosition() : game.fromFen(fen);
            if (moves != null) {
                for (String text : moves.trim().split("[\\s,]+")) {
                    if (!text.isEmpty() && !text.matches("\\d+\\.+")) {
                        position.make(MoveReader.read(position, text));
                    }
                }
            }
            return position;
        }

        GameFilter filter(Position position) throws FormatException, UserInputException {
            if (result != null && !List.of("1-0", "0-1", "1/2-1/2", "*").contains(result)) {
                throw new UserInputException("--result must be 1-0, 0-1, 1/2-1/2 or *, not '" + result + "'");
            }
            String spec = variant == null ? null : Variants.of(variant).spec().toString();
            return new GameFilter(spec, player, white, black, event, from, to, result,
                    position == null ? null : PositionKey.of(position));
        }
    }

    @Command(name = "import", mixinStandardHelpOptions = true,
            description = "Import PGN files (any game: the Variant tag decides). Games that do not read are reported "
                    + "by number and reason and skipped; duplicates are reported and skipped.")
    static final class Import implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        DatabaseLocation location = new DatabaseLocation();

        @Parameters(paramLabel = "FILE", arity = "1..*", description = "PGN files.")
        List<Path> files;

        @Option(names = "--threads", paramLabel = "N", description = "Cores that read games (default: all).")
        Integer threads;

        @Option(names = "--quiet", description = "Print only the summary, not each rejected or duplicate game.")
        boolean quiet;

        @Option(names = "--no-compact", description = "Leave the H2 file as the import wrote it: faster, but the file"
                + " stays about 3.5 times larger (by default it is compacted after the import).")
        boolean noCompact;

        @Override
        public Integer call() throws Exception {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            for (Path file : files) {
                if (!Files.isRegularFile(file)) {
                    throw new UserInputException("no such file: " + file);
                }
            }
            int cores = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
            if (cores < 1) {
                throw new UserInputException("--threads must be at least 1");
            }
            boolean problems = false;
            try (GameDatabaseSource database = location.openGameDatabase()) {
                DatabaseImporter importer = new DatabaseImporter(new GameDatabase(database.jdbi()), cores,
                        DatabaseImporter.DEFAULT_SEGMENT_GAMES, System::currentTimeMillis);
                for (Path file : files) {
                    long size = Math.max(1, Files.size(file));
                    AtomicLong read = new AtomicLong();
                    int totalMb = (int) Math.max(1, (size + (1 << 20) - 1) >> 20);
                    ProgressBar bar = new ProgressBar(totalMb, System.nanoTime(), System.console() != null, "MB");
                    ImportReport report;
                    try (Reader reader = reader(file, read)) {
                        report = importer.importPgn(reader, games -> {
                            String line = bar.line((int) Math.min(totalMb, read.get() >> 20), System.nanoTime());
                            if (!line.isEmpty()) {
                                err.print(line);
                                err.flush();
                            }
                        });
                    }
                    err.print(bar.line(totalMb, System.nanoTime()));
                    if (System.console() != null) {
                        err.println();
                    }
                    if (!quiet) {
                        report.rejected().forEach(r -> out.println("rejected: " + r.reason()));
                        report.duplicates().forEach(d -> out.println("duplicate: game " + d.number()
                                + " repeats database game " + d.storedId()));
                    }
                    out.printf(Locale.ROOT, "%s: %d games read, %d imported (%d positions), %d duplicates, %d rejected"
                                    + " in %.1f s: %.0f games/s%n", file, report.games(), report.imported(),
                            report.positions(), report.duplicates().size(), report.rejected().size(),
                            report.nanos() / 1e9, report.gamesPerSecond());
                    problems |= !report.rejected().isEmpty();
                }
                if (database.isH2() && !noCompact) {
                    long start = System.nanoTime();
                    database.closeCompacted();
                    out.printf(Locale.ROOT, "compacted the database file in %.1f s%n", (System.nanoTime() - start) / 1e9);
                }
            }
            return problems ? 1 : 0;
        }

        private static Reader reader(Path file, AtomicLong read) throws IOException {
            InputStream counting = new FilterInputStream(Files.newInputStream(file)) {
                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    int n = super.read(b, off, len);
                    if (n > 0) {
                        read.addAndGet(n);
                    }
                    return n;
                }
            };
            return PgnCommand.decode(counting);
        }
    }

    @Command(name = "search", mixinStandardHelpOptions = true,
            description = "List the games that match every filter given, newest first. With --fen or --moves, "
                    + "the games that reached the position and the move each played next.")
    static final class Search implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        DatabaseLocation location = new DatabaseLocation();

        @Mixin
        Filters filters = new Filters();

        @Option(names = "--limit", paramLabel = "N", defaultValue = "20", description = "Games listed (default 20).")
        int limit;

        @Option(names = "--offset", paramLabel = "N", defaultValue = "0", description = "Games skipped first.")
        int offset;

        @Override
        public Integer call() throws Exception {
            if (limit < 1 || offset < 0) {
                throw new UserInputException("--limit must be at least 1 and --offset at least 0");
            }
            Position position = filters.position();
            GameFilter filter = filters.filter(position);
            PrintWriter out = spec.commandLine().getOut();
            try (GameDatabaseSource database = location.openGameDatabase()) {
                long start = System.nanoTime();
                SearchPage page = new GameDatabase(database.jdbi()).search(filter, offset, limit);
                long nanos = System.nanoTime() - start;
                out.printf(Locale.ROOT, "%d games (%.1f ms)%n", page.total(), nanos / 1e6);
                for (GameHit hit : page.hits()) {
                    out.println(line(hit, position));
                }
            }
            return 0;
        }
    }

    static String line(GameHit hit, Position position) {
        DbGame g = hit.game();
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "#%-7d %-10s %-7s %s - %s, %s, %s, %d plies",
                g.id(), g.variant(), g.result(), g.white(), g.black(), g.event(), g.date(), g.plies()));
        if (position != null && hit.ply() >= 0) {
            line.append(", at ply ").append(hit.ply()).append(": ").append(moveText(position, hit.move()));
        }
        return line.toString();
    }

    static String moveText(Position position, int move) {
        if (move == Move.NONE) {
            return "(game ended)";
        }
        try {
            return position.variant().notations().get(0).format(position, move);
        } catch (RuntimeException e) {
            return "?";
        }
    }

    @Command(name = "export", mixinStandardHelpOptions = true,
            description = "Write the games that match the filters as one PGN file, as they were imported.")
    static final class Export implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        DatabaseLocation location = new DatabaseLocation();

        @Mixin
        Filters filters = new Filters();

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "The PGN file to write (must not exist).")
        Path out;

        @Override
        public Integer call() throws Exception {
            if (Files.exists(out)) {
                throw new UserInputException(out + " exists; choose another file");
            }
            GameFilter filter = filters.filter(filters.position());
            int games;
            try (GameDatabaseSource database = location.openGameDatabase();
                 Writer writer = new BufferedWriter(Files.newBufferedWriter(out))) {
                games = new GameDatabase(database.jdbi()).export(filter, writer);
            }
            spec.commandLine().getOut().println("Wrote " + games + " games to " + out);
            return 0;
        }
    }

    @Command(name = "explore", mixinStandardHelpOptions = true,
            description = "The moves played from a position in the database: games, results and average ratings.")
    static final class Explore implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        DatabaseLocation location = new DatabaseLocation();

        @Mixin
        PositionOptions position = new PositionOptions();

        @Override
        public Integer call() throws Exception {
            Position here = position.position();
            PrintWriter out = spec.commandLine().getOut();
            try (GameDatabaseSource database = location.openGameDatabase()) {
                GameDatabase games = new GameDatabase(database.jdbi());
                ExplorerView view = new OpeningExplorer(games, null).database(here);
                out.println(view.games() + " games reached " + here.toFen());
                out.printf(Locale.ROOT, "%-12s %8s %7s %7s %7s %7s%n", "move", "games", "first", "draw", "second",
                        "rating");
                for (ExplorerMove move : view.moves()) {
                    out.printf(Locale.ROOT, "%-12s %8d %6.1f%% %6.1f%% %6.1f%% %7s%n", moveText(here, move.move()),
                            move.games(), percent(move.firstWins(), move.games()), percent(move.draws(), move.games()),
                            percent(move.secondWins(), move.games()),
                            move.averageRating() == 0 ? "-" : String.valueOf(move.averageRating()));
                }
                if (!view.lastGames().isEmpty()) {
                    out.println("latest games:");
                    view.lastGames().forEach(hit -> out.println("  " + line(hit, here)));
                }
            }
            return 0;
        }

        private static double percent(long part, long whole) {
            return whole == 0 ? 0 : 100.0 * part / whole;
        }
    }

    @Command(name = "bench", mixinStandardHelpOptions = true,
            description = "Time position searches: positions taken from random stored games at random plies, each "
                    + "searched from its FEN as a user would (first page of 20 games and the total); prints "
                    + "p50, p95, p99 and the slowest.")
    static final class Bench implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        DatabaseLocation location = new DatabaseLocation();

        @Option(names = "--queries", paramLabel = "N", defaultValue = "1000", description = "Searches timed (default 1000).")
        int queries;

        @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Random seed (default 1).")
        long seed;

        @Override
        public Integer call() throws Exception {
            if (queries < 1) {
                throw new UserInputException("--queries must be at least 1");
            }
            PrintWriter out = spec.commandLine().getOut();
            try (GameDatabaseSource database = location.openGameDatabase()) {
                SearchBenchmark.Result result = new SearchBenchmark(new GameDatabase(database.jdbi()))
                        .run(queries, seed);
                out.printf(Locale.ROOT, "%d position searches over %d games: p50 %.2f ms, p95 %.2f ms, p99 %.2f ms,"
                                + " max %.2f ms; %.0f games found per search on average%n", result.queries(),
                        result.games(), result.p50() / 1e6, result.p95() / 1e6, result.p99() / 1e6,
                        result.max() / 1e6, result.averageFound());
            }
            return 0;
        }
    }
}
