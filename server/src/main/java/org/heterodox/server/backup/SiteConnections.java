package org.heterodox.server.backup;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * A plain connection to a site's database for a backup, with the server's conventions: a
 * {@code jdbc:h2:} or {@code jdbc:postgresql:} URL, PostgreSQL's user and password in the URL or in
 * PGUSER/PGPASSWORD.
 */
final class SiteConnections {
    private SiteConnections() {
    }

    static Connection open(String jdbcUrl) throws SQLException {
        if (!isH2(jdbcUrl) && !jdbcUrl.startsWith("jdbc:postgresql:")) {
            throw new BackupException("unsupported database URL '" + jdbcUrl
                    + "'; use jdbc:postgresql://host/db or jdbc:h2:file:/path");
        }
        Properties properties = new Properties();
        if (!isH2(jdbcUrl)) {
            String user = System.getenv("PGUSER");
            String password = System.getenv("PGPASSWORD");
            if (user != null && !jdbcUrl.contains("user=")) {
                properties.setProperty("user", user);
            }
            if (password != null && !jdbcUrl.contains("password=")) {
                properties.setProperty("password", password);
            }
        }
        return DriverManager.getConnection(jdbcUrl, properties);
    }

    static boolean isH2(String jdbcUrl) {
        return jdbcUrl.startsWith("jdbc:h2:");
    }

    static boolean isH2(Connection connection) throws SQLException {
        return connection.getMetaData().getURL().startsWith("jdbc:h2:");
    }
}
