package org.heterodox.server.game;

import java.nio.file.Path;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

class H2GameStoreTest extends GameStoreContract {
    @TempDir
    static Path data;
    static Database database;

    @BeforeAll
    static void open() {
        database = Database.open(Database.h2Url(data));
    }

    @AfterAll
    static void close() {
        database.close();
    }

    @Override
    GameStore store() {
        return new GameStore(database.jdbi());
    }
}
