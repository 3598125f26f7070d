package org.heterodox.server.backup;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.heterodox.gamedb.GameDatabaseSchema;
import org.heterodox.server.store.Database;

/**
 * The schema this program makes, found by migrating a private in-memory database: its versions (an
 * archive must match them) and the tables its migrations fill themselves (single-row lock tables,
 * which an empty site has too).
 */
record ProgramSchema(Map<String, String> versions, Set<String> seededTables) {
    static ProgramSchema load() {
        try (Database scratch = Database.open("jdbc:h2:mem:heterodox-schema-" + UUID.randomUUID())) {
            GameDatabaseSchema.migrate(scratch.dataSource());
            try (Connection connection = scratch.dataSource().getConnection()) {
                Set<String> seeded = new LinkedHashSet<>();
                for (SiteTable table : SiteTables.read(connection)) {
                    if (RowCounts.count(connection, table) > 0) {
                        seeded.add(table.key());
                    }
                }
                return new ProgramSchema(SchemaVersions.read(connection), Set.copyOf(seeded));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read this program's own schema: " + e.getMessage(), e);
        }
    }

    /** Counting rows, for the emptiness checks. */
    static final class RowCounts {
        private RowCounts() {
        }

        static long count(Connection connection, SiteTable table) throws SQLException {
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM " + SiteTables.quote(table.name()))) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }
}
