package org.heterodox.server.database;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.heterodox.gamedb.SitePositions;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.game.FinishedGameListener;
import org.heterodox.server.game.GameRow;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStore;
import org.heterodox.server.game.PlayedMove;
import org.heterodox.server.game.SeatRatings;
import org.heterodox.server.game.StoredGame;
import org.jdbi.v3.core.Jdbi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Feeds the site's finished games to the explorer's index of site games ({@link SitePositions}): each
 * game when the game service finishes it, on a thread of its own so that indexing stays off the
 * game's lock, and the finished games the index lacks (finished before it existed, imported, or
 * whose indexing failed) when asked to {@link #backfill}.
 */
public final class SiteGamesFeed implements FinishedGameListener, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SiteGamesFeed.class);

    private final SitePositions index;
    private final Jdbi jdbi;
    private final LongSupplier clock;
    private final ExecutorService indexer = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "site-positions");
        thread.setDaemon(true);
        return thread;
    });

    public SiteGamesFeed(SitePositions index, Jdbi jdbi, LongSupplier clock) {
        this.index = index;
        this.jdbi = jdbi;
        this.clock = clock;
    }

    @Override
    public void finished(GameSnapshot game) {
        SeatRatings ratings = game.ratings();
        SitePositions.SiteGame finished = new SitePositions.SiteGame(game.id(), variantOf(game.variantSpec()), game.startFen(),
                game.moves().stream().map(PlayedMove::machine).toList(), game.tags().getOrDefault("White", "?"),
                game.tags().getOrDefault("Black", "?"), game.outcome().result().pgn(),
                ratings == null ? 0 : ratings.first().before(), ratings == null ? 0 : ratings.second().before(),
                clock.getAsLong());
        indexer.execute(() -> {
            try {
                index.index(finished);
            } catch (RuntimeException e) {
                LOG.error("could not index the positions of game {}", finished.id(), e);
            }
        });
    }

    /**
     * Indexes the finished games the index lacks, oldest first, on the indexer's thread; gives how many
     * it found.
     */
    public int backfill(GameStore games) {
        // The server's games table beside the index's own: both live in the server's database.
        List<String> ids = jdbi.withHandle(handle -> handle.createQuery("SELECT id FROM games WHERE status = 'FINISHED'"
                + " AND id NOT IN (SELECT game_id FROM site_explorer_games) ORDER BY updated_at").mapTo(String.class).list());
        for (String id : ids) {
            indexer.execute(() -> {
                try {
                    games.find(id).ifPresent(stored -> index.index(siteGame(stored)));
                } catch (RuntimeException e) {
                    LOG.error("could not index the positions of stored game {}", id, e);
                }
            });
        }
        return ids.size();
    }

    private static SitePositions.SiteGame siteGame(StoredGame stored) {
        GameRow row = stored.row();
        Variant variant;
        try {
            variant = Variants.of(row.variant());
        } catch (FormatException e) {
            throw new IllegalStateException("game " + row.id() + " is of an unknown game " + row.variant(), e);
        }
        return new SitePositions.SiteGame(row.id(), variant, row.startFen(),
                stored.moves().stream().map(PlayedMove::machine).toList(), row.tags().getOrDefault("White", "?"),
                row.tags().getOrDefault("Black", "?"), row.result(), 0, 0, row.updatedAt());
    }

    /** Waits for the games heard of so far to be indexed (tests, shutdown). */
    public void drain() {
        try {
            indexer.submit(() -> { }).get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("the site's positions could not be indexed in time", e);
        }
    }

    @Override
    public void close() {
        indexer.shutdown();
        try {
            indexer.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Variant variantOf(String spec) {
        try {
            return Variants.of(spec);
        } catch (FormatException e) {
            throw new IllegalStateException("a finished game is of an unknown game " + spec, e);
        }
    }
}
