package org.heterodox.server.backup;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import org.heterodox.gamedb.GameDatabaseSchema;

/**
 * The schema versions a database is at: the latest applied migration of each Flyway history (the
 * server's and the game database's). An archive records them, and a restore loads an archive only
 * into a database at the same versions.
 */
final class SchemaVersions {
    static final String SERVER_HISTORY = "flyway_schema_history";
    static final String[] HISTORIES = {SERVER_HISTORY, GameDatabaseSchema.HISTORY_TABLE};

    private SchemaVersions() {
    }

    static boolean isHistory(String table) {
        for (String history : HISTORIES) {
            if (history.equalsIgnoreCase(table)) {
                return true;
            }
        }
        return false;
    }

    /** History table name to its latest applied version ("none" where the history is missing). */
    static Map<String, String> read(Connection connection) throws SQLException {
        Map<String, String> versions = new LinkedHashMap<>();
        for (String history : HISTORIES) {
            versions.put(history, latest(connection, history));
        }
        return versions;
    }

    private static String latest(Connection connection, String history) throws SQLException {
        try (ResultSet tables = connection.getMetaData().getTables(null, connection.getSchema(), history, null)) {
            if (!tables.next()) {
                return "none";
            }
        }
        String latest = "none";
        // Flyway's own rows: the highest installed rank of a successful versioned migration.
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT \"version\" FROM " + SiteTables.quote(history)
                     + " WHERE \"success\" = TRUE AND \"version\" IS NOT NULL ORDER BY \"installed_rank\"")) {
            while (rows.next()) {
                latest = rows.getString(1);
            }
        }
        return latest;
    }
}
