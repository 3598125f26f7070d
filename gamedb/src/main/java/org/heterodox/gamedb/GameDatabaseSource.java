package org.heterodox.gamedb;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.jdbi.v3.core.Jdbi;

/**
 * A connection pool of its own on the game database, for programs without the server
 * ({@code heterodox db}): the H2 file in a data directory (the server's own file there) or a
 * {@code jdbc:postgresql:} URL (credentials in the URL or in PGUSER/PGPASSWORD). Opening brings the
 * game database's tables up to date ({@link GameDatabaseSchema}); the server's tables are not touched.
 */
public final class GameDatabaseSource implements AutoCloseable {
    private final HikariDataSource dataSource;
    private final Jdbi jdbi;
    private final String jdbcUrl;

    private GameDatabaseSource(HikariDataSource dataSource, String jdbcUrl) {
        this.dataSource = dataSource;
        this.jdbi = Jdbi.create(dataSource);
        this.jdbcUrl = jdbcUrl;
    }

    /** The H2 file {@code heterodox} in {@code dataDir}, written through on commit: the one the server uses there. */
    public static String h2Url(Path dataDir) {
        return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("heterodox") + ";WRITE_DELAY=0";
    }

    public static GameDatabaseSource open(String jdbcUrl) {
        if (!jdbcUrl.startsWith("jdbc:h2:") && !jdbcUrl.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("unsupported database URL '" + jdbcUrl
                    + "'; use jdbc:postgresql://host/db or jdbc:h2:file:/path");
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(jdbcUrl);
        config.setPoolName("heterodox-gamedb");
        config.setMaximumPoolSize(jdbcUrl.startsWith("jdbc:h2:") ? 4 : 8);
        if (jdbcUrl.startsWith("jdbc:postgresql:")) {
            config.addDataSourceProperty("reWriteBatchedInserts", "true");
            String user = System.getenv("PGUSER");
            String password = System.getenv("PGPASSWORD");
            if (user != null && !jdbcUrl.contains("user=")) {
                config.setUsername(user);
            }
            if (password != null && !jdbcUrl.contains("password=")) {
                config.setPassword(password);
            }
        }
        HikariDataSource dataSource = new HikariDataSource(config);
        try {
            GameDatabaseSchema.migrate(dataSource);
        } catch (RuntimeException e) {
            dataSource.close();
            throw e;
        }
        return new GameDatabaseSource(dataSource, jdbcUrl);
    }

    public DataSource dataSource() {
        return dataSource;
    }

    public Jdbi jdbi() {
        return jdbi;
    }

    @Override
    public void close() {
        dataSource.close();
    }

    /** Whether the database is an H2 file, which {@link #closeCompacted} shrinks. */
    public boolean isH2() {
        return jdbcUrl.startsWith("jdbc:h2:");
    }

    /**
     * Closes the source and, for an H2 file, rewrites the file without the space its append-only store
     * left behind (H2's {@code SHUTDOWN COMPACT}): after an import the file shrinks about 3.5 times (see
     * docs/database.md). Nothing else may have the file open; PostgreSQL is only closed.
     */
    public void closeCompacted() throws SQLException {
        dataSource.close();
        if (isH2()) {
            try (Connection connection = DriverManager.getConnection(jdbcUrl);
                 Statement statement = connection.createStatement()) {
                statement.execute("SHUTDOWN COMPACT");
            }
        }
    }
}
