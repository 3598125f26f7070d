package org.heterodox.server.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The report queue's contract on H2, whose claims are conditional updates (one database for the class: a migration costs seconds). */
class ReportStoreTest extends ReportStoreContract {
    private static Path data;
    private static Database database;

    @BeforeAll
    static void open() throws IOException {
        data = Files.createTempDirectory("heterodox-reports-");
        database = Database.open(Database.h2ExclusiveUrl(data));
    }

    @AfterAll
    static void close() throws IOException {
        database.close();
        try (var files = Files.walk(data)) {
            for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }

    @Override
    protected Database database() {
        return database;
    }
}
