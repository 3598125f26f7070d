package org.heterodox.server.backup;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Base64;

/**
 * A column's value in the archive: a JSON null, number, boolean or string, and bytes as base64, so
 * that the same archive loads into H2 or PostgreSQL whichever wrote it.
 */
final class ColumnCodec {
    private ColumnCodec() {
    }

    static void write(ResultSet row, int index, SiteColumn column, JsonGenerator out) throws SQLException, IOException {
        switch (kind(column)) {
            case INTEGER -> {
                long value = row.getLong(index);
                if (row.wasNull()) {
                    out.writeNull();
                } else {
                    out.writeNumber(value);
                }
            }
            case DECIMAL -> {
                double value = row.getDouble(index);
                if (row.wasNull()) {
                    out.writeNull();
                } else {
                    out.writeNumber(value);
                }
            }
            case BOOLEAN -> {
                boolean value = row.getBoolean(index);
                if (row.wasNull()) {
                    out.writeNull();
                } else {
                    out.writeBoolean(value);
                }
            }
            case TEXT -> {
                String value = row.getString(index);
                if (value == null) {
                    out.writeNull();
                } else {
                    out.writeString(value);
                }
            }
            case BYTES -> {
                byte[] value = row.getBytes(index);
                if (value == null) {
                    out.writeNull();
                } else {
                    out.writeString(Base64.getEncoder().encodeToString(value));
                }
            }
        }
    }

    /** Binds an archived value to the target's column, or says which value does not fit. */
    static void bind(PreparedStatement insert, int index, SiteColumn column, JsonNode value) throws SQLException {
        if (value == null || value.isNull()) {
            insert.setNull(index, column.jdbcType());
            return;
        }
        switch (kind(column)) {
            case INTEGER -> {
                expect(value.isIntegralNumber(), column, value);
                insert.setLong(index, value.longValue());
            }
            case DECIMAL -> {
                // Jackson writes the three doubles JSON has no number for as strings.
                boolean special = value.isTextual() && java.util.Set.of("NaN", "Infinity", "-Infinity")
                        .contains(value.textValue());
                expect(value.isNumber() || special, column, value);
                insert.setDouble(index, value.isNumber() ? value.doubleValue() : Double.parseDouble(value.textValue()));
            }
            case BOOLEAN -> {
                expect(value.isBoolean(), column, value);
                insert.setBoolean(index, value.booleanValue());
            }
            case TEXT -> {
                expect(value.isTextual(), column, value);
                insert.setString(index, value.textValue());
            }
            case BYTES -> {
                expect(value.isTextual(), column, value);
                try {
                    insert.setBytes(index, Base64.getDecoder().decode(value.textValue()));
                } catch (IllegalArgumentException e) {
                    throw new BackupException("column " + column.key() + " holds bytes that are not base64");
                }
            }
        }
    }

    private static void expect(boolean fits, SiteColumn column, JsonNode value) {
        if (!fits) {
            throw new BackupException("column " + column.key() + " holds " + value.getNodeType().name().toLowerCase(
                    java.util.Locale.ROOT) + " where the database expects type " + column.jdbcType());
        }
    }

    enum Kind { INTEGER, DECIMAL, BOOLEAN, TEXT, BYTES }

    static Kind kind(SiteColumn column) {
        return switch (column.jdbcType()) {
            case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> Kind.INTEGER;
            case Types.DOUBLE, Types.FLOAT, Types.REAL, Types.NUMERIC, Types.DECIMAL -> Kind.DECIMAL;
            case Types.BOOLEAN, Types.BIT -> Kind.BOOLEAN;
            case Types.VARCHAR, Types.CHAR, Types.LONGVARCHAR, Types.CLOB, Types.NVARCHAR, Types.NCHAR -> Kind.TEXT;
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> Kind.BYTES;
            default -> throw new BackupException("column " + column.key() + " has a type the backup does not know ("
                    + column.jdbcType() + ")");
        };
    }
}
