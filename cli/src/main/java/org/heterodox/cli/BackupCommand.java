package org.heterodox.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.heterodox.server.backup.ArchiveManifest;
import org.heterodox.server.backup.BackupException;
import org.heterodox.server.backup.BackupWriter;
import org.heterodox.server.store.Database;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code heterodox backup}: a consistent copy of the whole site's database, taken while the server runs. */
@Command(name = "backup", mixinStandardHelpOptions = true,
        description = {"Copy every table of the site's database (games, players, ratings, tournaments, the game"
                + " database, puzzles, ...) into a zip archive, as the database was at one moment, while the server"
                + " runs. 'heterodox restore' loads the archive into an empty H2 or PostgreSQL database.",
            "With --data, a running 'heterodox serve --data DIR' lets the backup in through its database's loopback"
                + " listener; with --db, the backup reads PostgreSQL in one read-only snapshot, as pg_dump does."})
final class BackupCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseLocation location = new DatabaseLocation();

    @Option(names = "--out", paramLabel = "FILE", required = true,
            description = "The archive to write (a new file; an existing one is never overwritten).")
    Path out;

    @Override
    public Integer call() throws Exception {
        String url = location.jdbcUrl;
        if (url == null) {
            if (!Files.isRegularFile(location.dataDir.resolve("heterodox.mv.db"))) {
                throw new UserInputException("no database in " + location.dataDir + " (no heterodox.mv.db there)");
            }
            url = Database.h2Url(location.dataDir) + ";IFEXISTS=TRUE";
        }
        quietLibraries();
        long started = System.nanoTime();
        try {
            ArchiveManifest manifest = BackupWriter.backUp(url, out);
            spec.commandLine().getOut().printf("%s: %d rows of %d tables, schema %s, in %.1f s%n", out,
                    manifest.rows(), manifest.tables().size(), manifest.schemaVersions().values(),
                    (System.nanoTime() - started) / 1e9);
        } catch (BackupException e) {
            throw new UserInputException(e.getMessage());
        }
        return 0;
    }

    /** The pool's and the migrations' start-up lines would bury the command's own output. */
    static void quietLibraries() {
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
    }
}
