package org.heterodox.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/** The stored games as lists and records: listing, a player's games, importing a PGN record, the store's health. */
public final class GameQueries {
    private final GameStore store;
    private final LongSupplier clock;

    public GameQueries(GameStore store, LongSupplier clock) {
        this.store = store;
        this.clock = clock;
    }

    /** The games an account sat in (see {@link GameStore#listForAccount}). */
    public List<ListedGame> listForAccount(long account, List<GameStatus> statuses, String variantName, String outcome,
                                           Long opponent, int limit, int offset) {
        return store.listForAccount(account, names(statuses), variantName, outcome, opponent, limit, offset);
    }

    public List<ListedGame> list(List<GameStatus> statuses, String variantName, int limit, int offset) {
        return store.list(names(statuses), variantName, limit, offset);
    }

    /** Stores an imported game as finished, every move replayed through the rules; gives its id. */
    public String importGame(PgnGame pgn) {
        GameRecords.Imported imported = GameRecords.replay(pgn, clock.getAsLong());
        store.insert(imported.row(), imported.moves());
        return imported.row().id();
    }

    /** Whether the database answers. */
    public boolean healthy() {
        try {
            return store.ping();
        } catch (RuntimeException e) {
            return false;
        }
    }

    private static List<String> names(List<GameStatus> statuses) {
        List<String> names = new ArrayList<>();
        for (GameStatus status : statuses) {
            names.add(status.name());
        }
        return names;
    }
}
