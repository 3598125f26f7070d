package org.heterodox.server.gamedb;

import java.nio.file.Path;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

class H2GameDatabaseTest extends GameDatabaseContract {
    @TempDir
    Path data;
    Database database;

    @Override
    protected GameDatabase database() {
        if (database == null) {
            database = Database.open(Database.h2Url(data));
        }
        return new GameDatabase(database.jdbi());
    }

    @Override
    protected void clear() {
        // a fresh H2 file per test
    }

    @AfterEach
    void close() {
        if (database != null) {
            database.close();
        }
    }
}
