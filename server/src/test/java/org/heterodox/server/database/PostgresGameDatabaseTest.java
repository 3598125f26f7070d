package org.heterodox.server.database;

import org.heterodox.gamedb.GameDatabase;
import org.heterodox.gamedb.GameDatabaseContract;
import org.heterodox.gamedb.GameDatabaseSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.heterodox.server.testing.LocalPostgres;

/** The game database's contract on a real PostgreSQL; skipped, saying why, only when none can be started. */
class PostgresGameDatabaseTest extends GameDatabaseContract {
    static LocalPostgres postgres;
    static GameDatabaseSource database;

    @BeforeAll
    static void startPostgres() {
        postgres = LocalPostgres.startOrSkip();
        database = GameDatabaseSource.open(postgres.jdbcUrl());
    }

    @AfterAll
    static void stopPostgres() {
        if (database != null) {
            database.close();
        }
        if (postgres != null) {
            postgres.close();
        }
    }

    @Override
    protected GameDatabase database() {
        return new GameDatabase(database.jdbi());
    }

    @Override
    protected void clear() {
        database.jdbi().useHandle(handle -> {
            handle.execute("DELETE FROM db_postings");
            handle.execute("DELETE FROM db_segments");
            handle.execute("DELETE FROM db_games");
        });
    }
}
