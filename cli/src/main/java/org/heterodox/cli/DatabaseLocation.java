package org.heterodox.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import org.heterodox.gamedb.GameDatabaseSource;
import picocli.CommandLine.Option;

/**
 * Where the site's SQL database is, with the options 'heterodox serve' takes: {@code --db URL}, or
 * the H2 file in the {@code --data} directory. Opens it for {@code heterodox db} (the game database
 * alone) and {@code heterodox puzzles} (the server's puzzle store).
 */
final class DatabaseLocation {
    @Option(names = "--db", paramLabel = "JDBC_URL",
            description = "Database URL, e.g. jdbc:postgresql://localhost/heterodox (default: the H2 file in the data directory).")
    String jdbcUrl;

    @Option(names = "--data", paramLabel = "DIR", defaultValue = "data",
            description = "Data directory of the default H2 database (default: ${DEFAULT-VALUE}).")
    Path dataDir;

    /** Opens the database with {@code opener} (given the URL), saying what went wrong when it cannot. */
    <T> T open(Function<String, T> opener) throws UserInputException {
        // The pool's and the migrations' start-up lines would bury the command's own output.
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        String url = jdbcUrl;
        try {
            if (url == null) {
                Files.createDirectories(dataDir);
                url = GameDatabaseSource.h2Url(dataDir);
            }
            return opener.apply(url);
        } catch (IOException | RuntimeException e) {
            throw new UserInputException("cannot open the database " + (url == null ? dataDir : url) + ": "
                    + rootMessage(e) + (url != null && url.startsWith("jdbc:h2:")
                    ? " (a running 'heterodox serve' holds the H2 file: stop it, or upload in the web app)" : ""));
        }
    }

    /** The game database alone: its tables, not the server's. */
    GameDatabaseSource openGameDatabase() throws UserInputException {
        return open(GameDatabaseSource::open);
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.toString() : root.getMessage().lines().findFirst().orElse("");
    }
}
