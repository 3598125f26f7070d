package org.heterodox.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.heterodox.server.backup.ArchiveManifest;
import org.heterodox.server.backup.BackupException;
import org.heterodox.server.backup.BackupRestorer;
import org.heterodox.server.store.Database;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code heterodox restore}: loads an archive of 'heterodox backup' into an empty database. */
@Command(name = "restore", mixinStandardHelpOptions = true,
        description = {"Load an archive written by 'heterodox backup' into the site's database (the H2 file in --data,"
                + " made if missing, or PostgreSQL with --db), in one transaction: a damaged archive leaves the"
                + " database as it was.",
            "The database must hold no site data (--force replaces what it holds) and the archive must have been"
                + " written by a Heterodox of the same schema. Stop the servers of that database first."})
final class RestoreCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseLocation location = new DatabaseLocation();

    @Parameters(paramLabel = "ARCHIVE", description = "The archive written by 'heterodox backup'.")
    Path archive;

    @Option(names = "--force", description = "Replace every row of a database that holds data.")
    boolean force;

    @Override
    public Integer call() throws Exception {
        String url = location.jdbcUrl;
        if (url == null) {
            try {
                Files.createDirectories(location.dataDir);
            } catch (IOException e) {
                throw new UserInputException("cannot make the data directory " + location.dataDir + ": " + e.getMessage());
            }
            // This process alone: a server running on the directory makes the restore fail rather than change under it.
            url = Database.h2ExclusiveUrl(location.dataDir);
        }
        BackupCommand.quietLibraries();
        long started = System.nanoTime();
        try {
            ArchiveManifest manifest = BackupRestorer.restore(archive, url, force);
            spec.commandLine().getOut().printf("restored %d rows of %d tables from %s (written %s) in %.1f s%n",
                    manifest.rows(), manifest.tables().size(), archive,
                    java.time.Instant.ofEpochMilli(manifest.createdAt()), (System.nanoTime() - started) / 1e9);
        } catch (BackupException e) {
            throw new UserInputException(e.getMessage() + (location.jdbcUrl == null && e.getMessage().contains("cannot open")
                    ? " (is a 'heterodox serve' running on " + location.dataDir + "? stop it first)" : ""));
        }
        return 0;
    }
}
