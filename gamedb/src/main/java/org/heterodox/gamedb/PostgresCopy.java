package org.heterodox.gamedb;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * Rows sent to PostgreSQL with {@code COPY ... FROM STDIN (FORMAT BINARY)}: one stream per table instead
 * of a statement per row, in the import's transaction. The binary format (PostgreSQL's "COPY" page): a
 * header, then per row its field count and each field as its length and bytes (big-endian integers,
 * text as UTF-8, bytea as is; length -1 for NULL), then a trailer of -1.
 */
final class PostgresCopy implements AutoCloseable {
    private static final byte[] SIGNATURE = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xFF, '\r', '\n', 0};
    /** Bytes gathered before they go to the server. */
    private static final int FLUSH_AT = 1 << 16;

    private final CopyIn copy;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(FLUSH_AT + 1024);
    private boolean ended;

    /** Whether {@code connection} is PostgreSQL's, which takes COPY. */
    static boolean supported(Connection connection) throws SQLException {
        return connection.isWrapperFor(PGConnection.class);
    }

    /** Starts copying into {@code table}'s {@code columns} (comma-separated). */
    PostgresCopy(Connection connection, String table, String columns) throws SQLException {
        PGConnection pg = connection.unwrap(PGConnection.class);
        copy = pg.getCopyAPI().copyIn("COPY " + table + " (" + columns + ") FROM STDIN (FORMAT BINARY)");
        buffer.writeBytes(SIGNATURE);
        int32(0);
        int32(0);
    }

    /** Starts a row of {@code fields} fields. */
    PostgresCopy row(int fields) {
        int16(fields);
        return this;
    }

    PostgresCopy bigint(long value) {
        int32(8);
        for (int shift = 56; shift >= 0; shift -= 8) {
            buffer.write((int) (value >>> shift));
        }
        return this;
    }

    PostgresCopy integer(int value) {
        int32(4);
        int32(value);
        return this;
    }

    /** Text, or NULL for null. */
    PostgresCopy text(String value) {
        return bytes(value == null ? null : value.getBytes(StandardCharsets.UTF_8));
    }

    /** A bytea (or text already UTF-8), or NULL for null. */
    PostgresCopy bytes(byte[] value) {
        if (value == null) {
            int32(-1);
        } else {
            int32(value.length);
            buffer.writeBytes(value);
        }
        return this;
    }

    /** Sends what is gathered once it is large; called between rows. */
    void flushIfFull() throws SQLException {
        if (buffer.size() >= FLUSH_AT) {
            flush();
        }
    }

    /** Ends the stream; gives the rows the server took. */
    long end() throws SQLException {
        int16(-1);
        flush();
        ended = true;
        return copy.endCopy();
    }

    @Override
    public void close() throws SQLException {
        if (!ended && copy.isActive()) {
            copy.cancelCopy();
        }
    }

    private void flush() throws SQLException {
        byte[] bytes = buffer.toByteArray();
        copy.writeToCopy(bytes, 0, bytes.length);
        buffer.reset();
    }

    private void int16(int value) {
        buffer.write(value >>> 8);
        buffer.write(value);
    }

    private void int32(int value) {
        buffer.write(value >>> 24);
        buffer.write(value >>> 16);
        buffer.write(value >>> 8);
        buffer.write(value);
    }
}
