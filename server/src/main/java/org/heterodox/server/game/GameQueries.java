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

    /**
     * Stores an imported game as finished, every move replayed through the rules, unless the same record
     * (game, start, moves, result) was imported before: gives the game's id and whether it is new.
     */
    public Imported importGame(PgnGame pgn) {
        GameRecords.Imported imported = GameRecords.replay(pgn, clock.getAsLong());
        String id = store.insertImported(imported.row(), imported.moves(), imported.recordHash());
        return new Imported(id, id.equals(imported.row().id()));
    }

    /** Where an imported record is stored, and whether this import stored it (false: it was there already). */
    public record Imported(String id, boolean created) {
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
