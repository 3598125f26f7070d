package org.heterodox.server.backup;

import java.util.List;
import java.util.Map;

/**
 * The archive's {@code manifest.json}: what wrote it, the schema versions of the database it copies,
 * and each table in restore order with its columns, its row count and the SHA-256 of its entry
 * ({@code tables/NAME.jsonl}, one JSON array of values per row).
 */
public record ArchiveManifest(String format, int formatVersion, long createdAt, String source,
                              Map<String, String> schemaVersions, List<Table> tables) {
    public static final String FORMAT = "heterodox-backup";
    public static final int FORMAT_VERSION = 1;
    public static final String ENTRY = "manifest.json";

    public record Table(String name, List<String> columns, long rows, String sha256) {
        public String entry() {
            return "tables/" + name + ".jsonl";
        }
    }

    public long rows() {
        return tables.stream().mapToLong(Table::rows).sum();
    }
}
