package org.heterodox.gamedb;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
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

    private GameDatabaseSource(HikariDataSource dataSource) {
        this.dataSource = dataSource;
        this.jdbi = Jdbi.create(dataSource);
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
        return new GameDatabaseSource(dataSource);
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
}
