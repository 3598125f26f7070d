package org.heterodox.gamedb;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Databases made by Heterodox before the game database was a module of its own, when its tables were
 * the server's migration 5.19.0 (test resources under {@code previous-layout/}, made with that build):
 * an H2 file and a PostgreSQL dump, each holding the four games of {@code games.pgn} imported with
 * {@code heterodox db import} and one finished site game indexed for the explorer.
 */
public final class PreviousLayout {
    private static final String DIR = "/org/heterodox/gamedb/previous-layout/";

    private PreviousLayout() {
    }

    /** Copies the H2 file into {@code dataDir} as the data directory's database. */
    public static void copyH2File(Path dataDir) throws IOException {
        Files.createDirectories(dataDir);
        try (InputStream in = resource("heterodox.mv.db")) {
            Files.copy(in, dataDir.resolve("heterodox.mv.db"));
        }
    }

    /** Replays the PostgreSQL dump into the empty database at {@code jdbcUrl}. */
    public static void restorePostgres(String jdbcUrl) throws IOException, SQLException {
        String dump;
        try (InputStream in = resource("postgres.sql")) {
            dump = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        // Its own connection: the dump empties the search path for the session it runs in.
        try (Connection connection = DriverManager.getConnection(jdbcUrl); Statement statement = connection.createStatement()) {
            StringBuilder sql = new StringBuilder();
            for (String line : dump.split("\n")) {
                if (sql.length() == 0 && (line.isBlank() || line.startsWith("--"))) {
                    continue;
                }
                sql.append(line).append('\n');
                if (line.endsWith(";")) {
                    statement.execute(sql.toString());
                    sql.setLength(0);
                }
            }
        }
    }

    /** The games the databases hold, as imported. */
    public static String games() throws IOException {
        try (InputStream in = resource("games.pgn")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static InputStream resource(String name) throws IOException {
        InputStream in = PreviousLayout.class.getResourceAsStream(DIR + name);
        if (in == null) {
            throw new IOException("test resource " + DIR + name + " is missing");
        }
        return in;
    }
}
