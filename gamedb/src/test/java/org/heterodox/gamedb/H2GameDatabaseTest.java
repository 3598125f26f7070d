package org.heterodox.gamedb;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

class H2GameDatabaseTest extends GameDatabaseContract {
    @TempDir
    Path data;
    GameDatabaseSource database;

    @Override
    protected GameDatabase database() {
        if (database == null) {
            database = GameDatabaseSource.open(GameDatabaseSource.h2Url(data));
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
