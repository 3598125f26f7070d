package org.heterodox.gamedb;

import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Jdbi;

/**
 * The game database's tables, brought up to date by Flyway with their own history table, so that the
 * game database can live in the server's SQL database or alone (an H2 file {@code heterodox db} opens
 * without the server). A database that holds other tables already (the server's) is baselined at
 * version 0, so that every migration here still runs; those migrations leave tables that exist as
 * they are (a database made when these tables were the server's has them).
 */
public final class GameDatabaseSchema {
    /** Flyway's history of this module's migrations, beside the server's own. */
    public static final String HISTORY_TABLE = "gamedb_schema_history";

    private GameDatabaseSchema() {
    }

    /** Brings the tables up to date, then the position index ({@link PositionIndexUpgrade}) when its keys are older. */
    public static void migrate(DataSource dataSource) {
        Flyway.configure().dataSource(dataSource).table(HISTORY_TABLE)
                .locations("classpath:org/heterodox/gamedb/migration")
                .baselineOnMigrate(true).baselineVersion("0")
                .load().migrate();
        PositionIndexUpgrade.run(Jdbi.create(dataSource));
    }
}
