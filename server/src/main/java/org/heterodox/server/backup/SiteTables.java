package org.heterodox.server.backup;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The tables of the site's database (the server's and the game database's, in the connection's
 * schema), leaving out Flyway's histories, which the restoring program writes itself. Listed so that
 * a table comes after every table its foreign keys name: a restore inserts in this order and
 * empties in the reverse one.
 */
final class SiteTables {
    private SiteTables() {
    }

    static List<SiteTable> read(Connection connection) throws SQLException {
        DatabaseMetaData meta = connection.getMetaData();
        String schema = connection.getSchema();
        Map<String, SiteTable> byKey = new TreeMap<>();
        try (ResultSet tables = meta.getTables(null, schema, "%", new String[] {"TABLE"})) {
            while (tables.next()) {
                String name = tables.getString("TABLE_NAME");
                if (!SchemaVersions.isHistory(name)) {
                    SiteTable table = new SiteTable(name, columns(meta, schema, name));
                    byKey.put(table.key(), table);
                }
            }
        }
        Map<String, Set<String>> parents = new LinkedHashMap<>();
        for (SiteTable table : byKey.values()) {
            Set<String> named = new LinkedHashSet<>();
            try (ResultSet keys = meta.getImportedKeys(null, schema, table.name())) {
                while (keys.next()) {
                    String parent = keys.getString("PKTABLE_NAME").toLowerCase(Locale.ROOT);
                    if (!parent.equals(table.key())) {
                        named.add(parent);
                    }
                }
            }
            parents.put(table.key(), named);
        }
        List<SiteTable> ordered = new ArrayList<>();
        Set<String> placed = new LinkedHashSet<>();
        while (placed.size() < byKey.size()) {
            boolean progress = false;
            for (SiteTable table : byKey.values()) {
                if (!placed.contains(table.key()) && placed.containsAll(parents.get(table.key()))) {
                    placed.add(table.key());
                    ordered.add(table);
                    progress = true;
                }
            }
            if (!progress) {
                throw new BackupException("the tables' foreign keys form a cycle; cannot order them for a restore");
            }
        }
        return ordered;
    }

    private static List<SiteColumn> columns(DatabaseMetaData meta, String schema, String table) throws SQLException {
        TreeMap<Integer, SiteColumn> columns = new TreeMap<>();
        try (ResultSet rows = meta.getColumns(null, schema, table, "%")) {
            while (rows.next()) {
                columns.put(rows.getInt("ORDINAL_POSITION"), new SiteColumn(rows.getString("COLUMN_NAME"),
                        rows.getInt("DATA_TYPE"), "YES".equals(rows.getString("IS_AUTOINCREMENT"))));
            }
        }
        return List.copyOf(columns.values());
    }

    /** An identifier quoted as the database spells it (some columns, such as {@code at} or {@code round}, are words of SQL). */
    static String quote(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }
}
