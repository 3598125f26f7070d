package org.heterodox.server.database;

import org.heterodox.gamedb.GameDatabase;
import org.heterodox.rules.Game;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.PgnReader;
import org.heterodox.server.api.ApiException;

/** A game of the game database read back from its stored record, for the pages and reports that replay it. */
public final class StoredRecords {
    private StoredRecords() {
    }

    /** The game {@code id}'s record, read; 404 when there is none. */
    public static Game read(GameDatabase database, long id) {
        return read(id, database.record(id).orElseThrow(() -> new ApiException(404, "no database game " + id)));
    }

    /** The game {@code id}'s stored record {@code pgn}, read. */
    public static Game read(long id, String pgn) {
        try {
            return PgnReader.readOne(pgn);
        } catch (FormatException e) {
            // Stored games were read when imported; a record that no longer reads is the server's fault.
            throw new IllegalStateException("database game " + id + " no longer reads: " + e.getMessage(), e);
        }
    }
}
