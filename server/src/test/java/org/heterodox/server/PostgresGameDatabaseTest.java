package org.heterodox.server;

import org.heterodox.server.gamedb.GameDatabase;
import org.heterodox.server.gamedb.GameDatabaseContract;
import org.heterodox.server.store.Database;
import org.heterodox.server.testing.LocalPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The game database's contract on a real PostgreSQL; skipped, saying why, only when none can be started. */
class PostgresGameDatabaseTest extends GameDatabaseContract {
    static LocalPostgres postgres;
    static Database database;

    @BeforeAll
    static void startPostgres() {
        postgres = LocalPostgres.startOrSkip();
        database = Database.open(postgres.jdbcUrl());
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
