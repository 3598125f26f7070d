package org.heterodox.server.backup;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Copies every table of a site's database into a zip archive while the site runs: one read-only
 * transaction over a snapshot (PostgreSQL's REPEATABLE READ, as pg_dump; H2's SNAPSHOT), so the
 * archive is the database as it was at one moment, whatever is written meanwhile. The archive is
 * written beside its destination and moved there once complete.
 */
public final class BackupWriter {
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final int FETCH_SIZE = 500;

    private BackupWriter() {
    }

    /** Backs up the database at {@code jdbcUrl} into {@code out}, which must not exist; returns the manifest written. */
    public static ArchiveManifest backUp(String jdbcUrl, Path out) {
        if (Files.exists(out)) {
            throw new BackupException(out + " exists already; choose another file or remove it");
        }
        Path partial = out.resolveSibling(out.getFileName() + ".partial");
        try (Connection connection = SiteConnections.open(jdbcUrl)) {
            ArchiveManifest manifest;
            try (OutputStream file = Files.newOutputStream(partial)) {
                manifest = write(connection, file);
            }
            Files.move(partial, out, StandardCopyOption.ATOMIC_MOVE);
            return manifest;
        } catch (SQLException e) {
            throw new BackupException("cannot read the database " + jdbcUrl + ": " + firstLine(e), e);
        } catch (IOException e) {
            throw new BackupException("cannot write " + out + ": " + e.getMessage(), e);
        } finally {
            try {
                Files.deleteIfExists(partial);
            } catch (IOException e) {
                // the partial file stays behind; the error reported above matters more
            }
        }
    }

    static ArchiveManifest write(Connection connection, OutputStream target) throws SQLException, IOException {
        beginSnapshot(connection);
        try {
            Map<String, String> versions = SchemaVersions.read(connection);
            if ("none".equals(versions.get(SchemaVersions.SERVER_HISTORY))) {
                throw new BackupException("this is not a Heterodox database (it has no schema history)");
            }
            List<ArchiveManifest.Table> tables = new ArrayList<>();
            try (ZipOutputStream zip = new ZipOutputStream(target)) {
                for (SiteTable table : SiteTables.read(connection)) {
                    tables.add(writeTable(connection, table, zip));
                }
                ArchiveManifest manifest = new ArchiveManifest(ArchiveManifest.FORMAT, ArchiveManifest.FORMAT_VERSION,
                        System.currentTimeMillis(), SiteConnections.isH2(connection) ? "h2" : "postgresql",
                        versions, tables);
                zip.putNextEntry(new ZipEntry(ArchiveManifest.ENTRY));
                zip.write(JSON.writeValueAsBytes(manifest));
                zip.closeEntry();
                return manifest;
            }
        } finally {
            connection.rollback();
        }
    }

    /** One transaction that sees the database as it is now for all its reads. */
    private static void beginSnapshot(Connection connection) throws SQLException {
        connection.setAutoCommit(false);
        if (SiteConnections.isH2(connection)) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL SNAPSHOT");
            }
        } else {
            connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            connection.setReadOnly(true);
        }
    }

    private static ArchiveManifest.Table writeTable(Connection connection, SiteTable table, ZipOutputStream zip)
            throws SQLException, IOException {
        String columns = table.columns().stream().map(c -> SiteTables.quote(c.name())).collect(Collectors.joining(", "));
        MessageDigest sha = sha256();
        long rows = 0;
        zip.putNextEntry(new ZipEntry("tables/" + table.key() + ".jsonl"));
        try (Statement statement = connection.createStatement()) {
            statement.setFetchSize(FETCH_SIZE);
            try (ResultSet row = statement.executeQuery("SELECT " + columns + " FROM " + SiteTables.quote(table.name()));
                 JsonGenerator out = JSON.getFactory().createGenerator(
                         new DigestOutputStream(new KeepOpen(zip), sha), JsonEncoding.UTF8)) {
                out.setPrettyPrinter(null);
                out.setRootValueSeparator(null); // each row ends its own line
                while (row.next()) {
                    out.writeStartArray();
                    for (int i = 0; i < table.columns().size(); i++) {
                        ColumnCodec.write(row, i + 1, table.columns().get(i), out);
                    }
                    out.writeEndArray();
                    out.writeRaw('\n');
                    rows++;
                }
            }
        }
        zip.closeEntry();
        return new ArchiveManifest.Table(table.key(), table.columnKeys(), rows, HexFormat.of().formatHex(sha.digest()));
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    static String firstLine(Throwable e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        return message.lines().findFirst().orElse(message);
    }

    /** The zip stream stays open when a table's JSON writer closes. */
    private static final class KeepOpen extends FilterOutputStream {
        KeepOpen(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
