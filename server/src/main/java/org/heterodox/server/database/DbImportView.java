package org.heterodox.server.database;

import java.util.List;

/**
 * {@code POST /api/db/games}: what the upload did. Every game is counted once; the lists show the
 * first {@value #LISTED} duplicates and rejected games (the counts are exact).
 */
public record DbImportView(int games, int imported, long positions, int duplicateCount, int rejectedCount,
                           List<Duplicate> duplicates, List<Rejected> rejected) {
    public static final int LISTED = 100;

    public record Duplicate(int number, long storedId) {
    }

    public record Rejected(int number, String reason) {
    }
}
