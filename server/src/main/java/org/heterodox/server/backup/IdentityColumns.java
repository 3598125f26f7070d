package org.heterodox.server.backup;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Columns the database numbers itself (the accounts' ids): after a restore has written them, the
 * next number must follow the highest restored one, or the next registration would collide.
 */
final class IdentityColumns {
    private IdentityColumns() {
    }

    static void restart(Connection connection, SiteTable table) throws SQLException {
        for (SiteColumn column : table.columns()) {
            if (!column.generated()) {
                continue;
            }
            long next;
            try (Statement statement = connection.createStatement();
                 ResultSet max = statement.executeQuery("SELECT COALESCE(MAX(" + SiteTables.quote(column.name())
                         + "), 0) + 1 FROM " + SiteTables.quote(table.name()))) {
                max.next();
                next = max.getLong(1);
            }
            try (Statement statement = connection.createStatement()) {
                if (SiteConnections.isH2(connection)) {
                    statement.execute("ALTER TABLE " + SiteTables.quote(table.name()) + " ALTER COLUMN "
                            + SiteTables.quote(column.name()) + " RESTART WITH " + next);
                } else {
                    String qualified = SiteTables.quote(table.name());
                    statement.execute("SELECT setval(pg_get_serial_sequence('" + qualified.replace("'", "''") + "', '"
                            + column.name().replace("'", "''") + "'), " + next + ", false)");
                }
            }
        }
    }
}
