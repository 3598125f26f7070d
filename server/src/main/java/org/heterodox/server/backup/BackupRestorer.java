package org.heterodox.server.backup;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import org.heterodox.gamedb.GameDatabaseSchema;
import org.heterodox.server.store.Database;

/**
 * Loads an archive of {@link BackupWriter} into a database of either kind: the target is brought
 * to this program's schema, must be empty (unless forced, when its rows are replaced) and at the
 * archive's schema versions, and receives every row in one transaction, so a damaged archive
 * leaves it as it was.
 */
public final class BackupRestorer {
    private static final int BATCH = 500;
    private static final long MAX_MANIFEST_BYTES = 1 << 20;

    private BackupRestorer() {
    }

    /** Restores {@code archive} into the database at {@code jdbcUrl}; returns the archive's manifest. */
    public static ArchiveManifest restore(Path archive, String jdbcUrl, boolean force) {
        if (!Files.isRegularFile(archive)) {
            throw new BackupException("no such backup file: " + archive);
        }
        try (ZipFile zip = openZip(archive)) {
            ArchiveManifest manifest = readManifest(zip, archive);
            ProgramSchema program = ProgramSchema.load();
            if (!program.versions().equals(manifest.schemaVersions())) {
                throw new BackupException("the backup's schema is " + manifest.schemaVersions() + " and this program's is "
                        + program.versions() + ": restore it with the Heterodox version that wrote it (a newer"
                        + " version brings the restored database up to date when it starts)");
            }
            try (Database target = openTarget(jdbcUrl);
                 Connection connection = target.dataSource().getConnection()) {
                load(zip, manifest, program, connection, force);
            } catch (SQLException e) {
                throw new BackupException("cannot write the database " + jdbcUrl + ": " + BackupWriter.firstLine(e), e);
            }
            return manifest;
        } catch (IOException e) {
            throw new BackupException("cannot read " + archive + ": " + e.getMessage(), e);
        }
    }

    private static ZipFile openZip(Path archive) throws IOException {
        try {
            return new ZipFile(archive.toFile());
        } catch (ZipException e) {
            throw new BackupException(archive + " is not a zip archive, or it is damaged (" + e.getMessage() + ")", e);
        }
    }

    static ArchiveManifest readManifest(ZipFile zip, Path archive) throws IOException {
        ZipEntry entry = zip.getEntry(ArchiveManifest.ENTRY);
        if (entry == null) {
            throw new BackupException(archive + " is not a Heterodox backup (it has no " + ArchiveManifest.ENTRY + ")");
        }
        ArchiveManifest manifest;
        try (InputStream in = zip.getInputStream(entry)) {
            byte[] bytes = in.readNBytes((int) MAX_MANIFEST_BYTES + 1);
            if (bytes.length > MAX_MANIFEST_BYTES) {
                throw new BackupException(archive + " has a manifest larger than 1 MiB: not a Heterodox backup");
            }
            manifest = BackupWriter.JSON.readValue(bytes, ArchiveManifest.class);
        } catch (JsonProcessingException | ZipException e) {
            throw new BackupException(archive + " has a damaged " + ArchiveManifest.ENTRY + " ("
                    + BackupWriter.firstLine(e) + ")", e);
        }
        if (!ArchiveManifest.FORMAT.equals(manifest.format()) || manifest.tables() == null
                || manifest.schemaVersions() == null) {
            throw new BackupException(archive + " is not a Heterodox backup (its manifest is of another format)");
        }
        if (manifest.formatVersion() != ArchiveManifest.FORMAT_VERSION) {
            throw new BackupException(archive + " is a backup of format " + manifest.formatVersion()
                    + "; this program reads format " + ArchiveManifest.FORMAT_VERSION);
        }
        for (ArchiveManifest.Table table : manifest.tables()) {
            if (table.name() == null || table.columns() == null || zip.getEntry(table.entry()) == null) {
                throw new BackupException(archive + " is incomplete: the table " + table.name() + " is missing");
            }
        }
        return manifest;
    }

    private static Database openTarget(String jdbcUrl) {
        try {
            Database database = Database.open(jdbcUrl);
            try {
                GameDatabaseSchema.migrate(database.dataSource());
            } catch (RuntimeException e) {
                database.close();
                throw e;
            }
            return database;
        } catch (RuntimeException e) {
            throw new BackupException("cannot open the database " + jdbcUrl + ": " + rootMessage(e), e);
        }
    }

    private static void load(ZipFile zip, ArchiveManifest manifest, ProgramSchema program, Connection connection,
                             boolean force) throws SQLException, IOException {
        connection.setAutoCommit(false);
        try {
            List<SiteTable> tables = SiteTables.read(connection);
            Map<String, ArchiveManifest.Table> archived = new LinkedHashMap<>();
            manifest.tables().forEach(t -> archived.put(t.name(), t));
            checkSameTables(tables, archived);
            if (!force) {
                refuseData(connection, tables, program);
            }
            for (SiteTable table : reversed(tables)) {
                try (Statement statement = connection.createStatement()) {
                    statement.executeUpdate("DELETE FROM " + SiteTables.quote(table.name()));
                }
            }
            for (SiteTable table : tables) {
                insert(zip, archived.get(table.key()), table, connection);
                IdentityColumns.restart(connection, table);
            }
            connection.commit();
        } catch (SQLException | IOException | RuntimeException e) {
            connection.rollback();
            throw e;
        }
    }

    private static List<SiteTable> reversed(List<SiteTable> tables) {
        List<SiteTable> reversed = new ArrayList<>(tables);
        java.util.Collections.reverse(reversed);
        return reversed;
    }

    private static void checkSameTables(List<SiteTable> tables, Map<String, ArchiveManifest.Table> archived) {
        List<String> differences = new ArrayList<>();
        for (SiteTable table : tables) {
            ArchiveManifest.Table copy = archived.get(table.key());
            if (copy == null) {
                differences.add("no table " + table.key());
            } else if (!new java.util.HashSet<>(copy.columns()).equals(new java.util.HashSet<>(table.columnKeys()))) {
                differences.add("table " + table.key() + " has columns " + copy.columns() + ", not " + table.columnKeys());
            }
        }
        java.util.Set<String> known = tables.stream().map(SiteTable::key).collect(Collectors.toSet());
        archived.keySet().stream().filter(name -> !known.contains(name)).forEach(name -> differences.add(
                "an unknown table " + name));
        if (!differences.isEmpty()) {
            throw new BackupException("the backup does not fit this program's schema: " + String.join("; ", differences));
        }
    }

    private static void refuseData(Connection connection, List<SiteTable> tables, ProgramSchema program)
            throws SQLException {
        List<String> holding = new ArrayList<>();
        for (SiteTable table : tables) {
            if (!program.seededTables().contains(table.key())) {
                long rows = ProgramSchema.RowCounts.count(connection, table);
                if (rows > 0) {
                    holding.add(table.key() + ": " + rows);
                }
            }
        }
        if (!holding.isEmpty()) {
            throw new BackupException("the target database is not empty (" + String.join(", ", holding)
                    + " rows); restore into an empty one, or add --force to replace everything in it");
        }
    }

    private static void insert(ZipFile zip, ArchiveManifest.Table archived, SiteTable table, Connection connection)
            throws SQLException, IOException {
        List<SiteColumn> columns = new ArrayList<>();
        for (String key : archived.columns()) {
            columns.add(table.columns().stream().filter(c -> c.key().equals(key)).findFirst().orElseThrow());
        }
        String sql = "INSERT INTO " + SiteTables.quote(table.name()) + " ("
                + columns.stream().map(c -> SiteTables.quote(c.name())).collect(Collectors.joining(", "))
                + ") VALUES (" + columns.stream().map(c -> "?").collect(Collectors.joining(", ")) + ")";
        MessageDigest sha = BackupWriter.sha256();
        long rows = 0;
        try (InputStream raw = zip.getInputStream(zip.getEntry(archived.entry()));
             DigestInputStream in = new DigestInputStream(raw, sha);
             PreparedStatement statement = connection.prepareStatement(sql)) {
            // A parser of one root value after another (a MappingIterator would take a first row for a wrapping list).
            try (JsonParser values = BackupWriter.JSON.getFactory().createParser(new NoClose(in))) {
                while (values.nextToken() != null) {
                    JsonNode row = BackupWriter.JSON.readTree(values);
                    if (!row.isArray() || row.size() != columns.size()) {
                        throw damaged(archived, "row " + (rows + 1) + " is not a list of " + columns.size() + " values");
                    }
                    for (int i = 0; i < columns.size(); i++) {
                        ColumnCodec.bind(statement, i + 1, columns.get(i), row.get(i));
                    }
                    statement.addBatch();
                    if (++rows % BATCH == 0) {
                        statement.executeBatch();
                    }
                }
            } catch (JsonProcessingException | ZipException e) {
                throw damaged(archived, BackupWriter.firstLine(e));
            }
            statement.executeBatch();
            in.readAllBytes();
        } catch (ZipException e) {
            throw damaged(archived, BackupWriter.firstLine(e));
        }
        if (rows != archived.rows()) {
            throw damaged(archived, "it holds " + rows + " rows where the manifest says " + archived.rows());
        }
        if (!HexFormat.of().formatHex(sha.digest()).equals(archived.sha256())) {
            throw damaged(archived, "its checksum does not match the manifest's");
        }
    }

    private static BackupException damaged(ArchiveManifest.Table table, String why) {
        return new BackupException("the backup is damaged: table " + table.name() + ": " + why
                + "; nothing was restored");
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return BackupWriter.firstLine(root);
    }

    /** The entry's stream stays open when the JSON reader is done, so that the rest of it is digested. */
    private static final class NoClose extends java.io.FilterInputStream {
        NoClose(InputStream in) {
            super(in);
        }

        @Override
        public void close() {
            // the entry's owner closes it
        }
    }
}
