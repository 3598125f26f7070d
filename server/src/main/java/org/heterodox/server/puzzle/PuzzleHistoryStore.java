package org.heterodox.server.puzzle;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jdbi.v3.core.Jdbi;

/** The puzzles each player finished (solved or missed, rated or in a streak) and their best streak in each game. */
public final class PuzzleHistoryStore {
    private final Jdbi jdbi;

    public PuzzleHistoryStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** One finished puzzle; the ratings are the player's puzzle rating before and after, when the try was rated. */
    public record Entry(long id, long puzzleId, String variant, boolean streak, boolean solved, Integer ratingBefore,
                        Integer ratingAfter, long at) {
    }

    public void add(long account, long puzzleId, String variant, boolean streak, boolean solved, Integer before,
                    Integer after, long now) {
        jdbi.useHandle(handle -> handle.createUpdate("INSERT INTO puzzle_history (account_id, puzzle_id, variant, streak,"
                        + " solved, rating_before, rating_after, at) VALUES (:a, :p, :v, :streak, :solved, :before, :after, :at)")
                .bind("a", account).bind("p", puzzleId).bind("v", variant).bind("streak", streak).bind("solved", solved)
                .bind("before", before).bind("after", after).bind("at", now).execute());
    }

    /** Up to {@code limit} of the account's entries older than {@code before} (0: the newest), newest first. */
    public List<Entry> page(long account, long before, int limit) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT id, puzzle_id, variant, streak, solved, rating_before,"
                        + " rating_after, at FROM puzzle_history WHERE account_id = :a"
                        + (before > 0 ? " AND id < :before" : "") + " ORDER BY id DESC LIMIT :limit")
                .bind("a", account).bind("before", before).bind("limit", limit)
                .map((rs, ctx) -> new Entry(rs.getLong(1), rs.getLong(2), rs.getString(3), rs.getBoolean(4), rs.getBoolean(5),
                        (Integer) rs.getObject(6, Integer.class), (Integer) rs.getObject(7, Integer.class), rs.getLong(8)))
                .list());
    }

    /** Raises the account's best streak in the game to {@code streak} when it is higher; gives the best. */
    public int recordStreak(long account, String variant, int streak, long now) {
        return jdbi.inTransaction(handle -> {
            Integer best = handle.createQuery("SELECT best FROM puzzle_streaks WHERE account_id = :a AND variant = :v FOR UPDATE")
                    .bind("a", account).bind("v", variant).mapTo(Integer.class).findOne().orElse(null);
            if (best == null) {
                handle.createUpdate("INSERT INTO puzzle_streaks (account_id, variant, best, updated_at) VALUES (:a, :v, :b, :at)")
                        .bind("a", account).bind("v", variant).bind("b", streak).bind("at", now).execute();
                return streak;
            }
            if (streak > best) {
                handle.createUpdate("UPDATE puzzle_streaks SET best = :b, updated_at = :at WHERE account_id = :a AND variant = :v")
                        .bind("a", account).bind("v", variant).bind("b", streak).bind("at", now).execute();
                return streak;
            }
            return best;
        });
    }

    /** The account's best streak in each game it has played one in. */
    public Map<String, Integer> bestStreaks(long account) {
        Map<String, Integer> best = new TreeMap<>();
        jdbi.useHandle(handle -> handle.createQuery("SELECT variant, best FROM puzzle_streaks WHERE account_id = :a")
                .bind("a", account).map((rs, ctx) -> Map.entry(rs.getString(1), rs.getInt(2)))
                .forEach(e -> best.put(e.getKey(), e.getValue())));
        return best;
    }
}
