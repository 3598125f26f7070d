package org.heterodox.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.SqlStatements;

/**
 * The connection pool and schema. With no JDBC URL the database is an embedded H2 file under the
 * data directory; a {@code jdbc:postgresql:} URL (credentials in the URL or in PGUSER/PGPASSWORD)
 * selects PostgreSQL. Flyway brings either up to the current schema on start.
 */
public final class Database implements AutoCloseable {
    /** The advisory lock's key for schema changes ("HETEROD" in ASCII). */
    private static final long SCHEMA_LOCK = 0x48_45_54_45_52_4F_44L;
    private final HikariDataSource dataSource;
    private final Jdbi jdbi;

    private Database(HikariDataSource dataSource) {
        this.dataSource = dataSource;
        this.jdbi = Jdbi.create(dataSource);
    }

    /** Whether this is PostgreSQL, which several servers may share (H2's file belongs to one process). */
    public boolean shared() {
        return dataSource.getJdbcUrl().startsWith("jdbc:postgresql:");
    }

    /** A connection of its own, outside the pool, with the pool's URL and credentials (a LISTEN connection). */
    public java.sql.Connection dedicatedConnection() throws java.sql.SQLException {
        java.util.Properties properties = new java.util.Properties();
        if (dataSource.getUsername() != null) {
            properties.setProperty("user", dataSource.getUsername());
        }
        if (dataSource.getPassword() != null) {
            properties.setProperty("password", dataSource.getPassword());
        }
        return java.sql.DriverManager.getConnection(dataSource.getJdbcUrl(), properties);
    }

    /**
     * The default URL: an H2 file {@code heterodox} in {@code dataDir}, written through on commit. The
     * process that opens it first also lets other processes of this machine in (H2's AUTO_SERVER: a TCP
     * listener on a random loopback port, named with a random key in {@code heterodox.lock.db}), so that
     * {@code heterodox backup} can copy a running server's database.
     */
    public static String h2Url(Path dataDir) {
        H2Listener.keepToLoopback();
        return h2ExclusiveUrl(dataDir) + ";AUTO_SERVER=TRUE";
    }

    /** The same file for this process alone: fails while another process (a running server) has it open. */
    public static String h2ExclusiveUrl(Path dataDir) {
        return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("heterodox") + ";WRITE_DELAY=0";
    }

    public static Database open(String jdbcUrl) {
        if (!jdbcUrl.startsWith("jdbc:h2:") && !jdbcUrl.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("unsupported database URL '" + jdbcUrl
                    + "'; use jdbc:postgresql://host/db or jdbc:h2:file:/path");
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(jdbcUrl);
        config.setPoolName("heterodox");
        config.setMaximumPoolSize(jdbcUrl.startsWith("jdbc:h2:") ? 4 : 8);
        if (jdbcUrl.startsWith("jdbc:postgresql:")) {
            // Batched INSERTs go as multi-row statements: the game database's imports write in batches.
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
        Database database = new Database(dataSource);
        try {
            database.migrating(() -> {
                forgetMovedMigrations(dataSource);
                // A database the game database made first (heterodox db on a new data directory) holds its tables
                // only: baselined at 0, every migration of the server still runs on it.
                Flyway.configure().dataSource(dataSource).locations("classpath:db/migration")
                        .baselineOnMigrate(true).baselineVersion("0").load().migrate();
            });
        } catch (RuntimeException e) {
            dataSource.close();
            throw e;
        }
        return database;
    }

    /**
     * Runs a schema change alone: on PostgreSQL under a session advisory lock, so that servers starting
     * together on a new database migrate one after the other. (Flyway locks its migrations, but not its
     * look at an empty schema: two servers both created the history table, and the second, finding it
     * empty, refused to baseline it and died.) H2's file belongs to one process, which needs no lock.
     */
    public void migrating(Runnable change) {
        if (!shared()) {
            change.run();
            return;
        }
        try (Connection lock = dedicatedConnection()) {
            try (PreparedStatement take = lock.prepareStatement("SELECT pg_advisory_lock(?)")) {
                take.setLong(1, SCHEMA_LOCK);
                take.execute();
            }
            // Closing the session releases the lock, whatever the change did.
            change.run();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot lock the schema for its migrations: " + e.getMessage(), e);
        }
    }

    /**
     * The game database's tables were this history's migration 5.19.0 until they moved, with their
     * migrations, to the gamedb module's own history ({@code gamedb_schema_history}); the tables stay.
     * A database made before keeps the row, which Flyway would refuse as a migration it cannot find.
     */
    private static void forgetMovedMigrations(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection()) {
            try (ResultSet tables = connection.getMetaData().getTables(null, null, "flyway_schema_history", null)) {
                if (!tables.next()) {
                    return;
                }
            }
            try (PreparedStatement forget = connection.prepareStatement("DELETE FROM \"flyway_schema_history\""
                    + " WHERE \"version\" = '5.19.0' AND \"script\" = 'V5_19_0__game_database.sql'")) {
                forget.executeUpdate();
            }
            if (!connection.getAutoCommit()) {
                connection.commit();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the schema history: " + e.getMessage(), e);
        }
    }

    /**
     * Meters the pool (HikariCP's own meters, shown as {@code heterodox_db_pool_*}) and every query's
     * time ({@code heterodox_db_query_seconds}).
     */
    public void observe(io.micrometer.core.instrument.MeterRegistry registry) {
        dataSource.setMetricRegistry(registry);
        jdbi.getConfig(SqlStatements.class).setSqlLogger(new QueryTimer(registry));
    }

    /** The pool, for the schemas of the modules that share the database (the game database's). */
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
