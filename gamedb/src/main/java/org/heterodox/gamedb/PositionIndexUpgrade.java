package org.heterodox.gamedb;

import java.util.ArrayList;
import java.util.List;
import org.jdbi.v3.core.Jdbi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Rebuilds the position index of a database whose index was made with older keys or in an older layout,
 * when it is opened:
 * every stored game's record is read again and its positions indexed anew, segment by segment; the
 * site's index is emptied, and the server indexes the site's finished games again (its backfill finds
 * them missing). The version is written last, so an upgrade cut short starts again at the next opening.
 */
final class PositionIndexUpgrade {
    /**
     * The keying and layout of the stored index: 1, a hash of the FEN text; 2, {@link PositionKey} from
     * the position's diagram key, postings of 24 bytes; 3, the same keys, postings sorted and
     * delta-encoded ({@link PostingBlock}).
     */
    static final int VERSION = 3;
    private static final Logger LOG = LoggerFactory.getLogger(PositionIndexUpgrade.class);
    private static final int BATCH = 5_000;

    private PositionIndexUpgrade() {
    }

    static void run(Jdbi jdbi) {
        int version = jdbi.withHandle(h -> h.createQuery("SELECT version FROM db_index_version WHERE id = 1")
                .mapTo(Integer.class).one());
        if (version >= VERSION) {
            return;
        }
        GameDatabase database = new GameDatabase(jdbi);
        long games = database.count();
        if (games == 0) {
            setVersion(jdbi);
            return;
        }
        LOG.warn("the game database's position index is of version {}: re-indexing {} games", version, games);
        jdbi.useTransaction(h -> {
            h.execute("DELETE FROM db_postings");
            h.execute("DELETE FROM db_segments");
            h.execute("DELETE FROM site_positions");
            h.execute("DELETE FROM site_explorer_games");
        });
        long after = 0;
        while (true) {
            long from = after;
            List<Long> ids = jdbi.withHandle(h -> h.createQuery("SELECT id FROM db_games WHERE id > :from ORDER BY id"
                    + " LIMIT " + BATCH).bind("from", from).mapTo(Long.class).list());
            if (ids.isEmpty()) {
                break;
            }
            List<GameDatabase.Reindexed> batch = new ArrayList<>(ids.size());
            for (long id : ids) {
                String record = database.record(id).orElseThrow();
                List<GameIndexer.Read> reads = GameIndexer.read(new PgnSplitter.RawGame(1, 1, record), 0);
                if (reads.size() == 1 && reads.get(0).game() != null) {
                    batch.add(new GameDatabase.Reindexed(id, reads.get(0).game()));
                } else {
                    LOG.error("database game {} no longer reads; it is left out of the position index", id);
                }
            }
            database.storeIndex(batch, System.currentTimeMillis());
            after = ids.get(ids.size() - 1);
        }
        setVersion(jdbi);
        LOG.warn("the game database's position index is re-indexed (version {})", VERSION);
    }

    private static void setVersion(Jdbi jdbi) {
        jdbi.useHandle(h -> h.createUpdate("UPDATE db_index_version SET version = :v WHERE id = 1")
                .bind("v", VERSION).execute());
    }
}
