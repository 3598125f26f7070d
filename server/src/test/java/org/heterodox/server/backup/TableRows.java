package org.heterodox.server.backup;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.StringWriter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Every row of every table of a database, written as the archive writes values and sorted: two databases hold the same data when these are equal. */
final class TableRows {
    private TableRows() {
    }

    static Map<String, List<String>> of(String jdbcUrl) throws Exception {
        try (Connection connection = SiteConnections.open(jdbcUrl)) {
            Map<String, List<String>> tables = new TreeMap<>();
            for (SiteTable table : SiteTables.read(connection)) {
                List<String> rows = new ArrayList<>();
                List<SiteColumn> columns = table.columns().stream()
                        .sorted(java.util.Comparator.comparing(SiteColumn::key)).toList();
                try (Statement statement = connection.createStatement();
                     ResultSet row = statement.executeQuery("SELECT * FROM " + SiteTables.quote(table.name()))) {
                    while (row.next()) {
                        StringWriter text = new StringWriter();
                        try (JsonGenerator out = BackupWriter.JSON.getFactory().createGenerator(text)) {
                            out.writeStartObject();
                            for (SiteColumn column : columns) {
                                out.writeFieldName(column.key());
                                ColumnCodec.write(row, row.findColumn(column.name()), column, out);
                            }
                            out.writeEndObject();
                        }
                        rows.add(text.toString());
                    }
                }
                rows.sort(null);
                tables.put(table.key(), rows);
            }
            return tables;
        }
    }
}
