package org.heterodox.server.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.jdbi.v3.core.statement.Update;

/**
 * The games and their moves in the database (H2 or PostgreSQL through the same SQL). Each change
 * of a game is one transaction that also checks the row's version, so a stale writer cannot
 * overwrite a newer state.
 */
public final class GameStore {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String COLUMNS = "id, variant, start_fen, status, result, reason, tc_kind, tc_initial_ms,"
            + " tc_increment_ms, tc_days, tc_period_ms, tc_periods, auto_draw, first_kind, second_kind, engine_level, first_token, second_token,"
            + " invite_code, clock_first_ms, clock_second_ms, turn_started_at, draw_offer, tags, created_at, updated_at,"
            + " version, first_account, second_account, rated, takeback_offer, rematch_offer, rematch_game,"
            + " creator_address";

    private final Jdbi jdbi;

    public GameStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Stores a new game with the moves it already has. */
    public void insert(GameRow row, List<PlayedMove> moves) {
        jdbi.useTransaction(handle -> insert(handle, row, moves, null));
    }

    /**
     * Stores an imported game with its moves and the hash of its record, unless a game with that hash is
     * stored already: gives the id of the game the record is stored as.
     */
    public String insertImported(GameRow row, List<PlayedMove> moves, String recordHash) {
        Optional<String> existing = importedAs(recordHash);
        if (existing.isPresent()) {
            return existing.get();
        }
        try {
            jdbi.useTransaction(handle -> insert(handle, row, moves, recordHash));
            return row.id();
        } catch (RuntimeException e) {
            // Another import of the same record won the unique hash meanwhile: answer with its game.
            return importedAs(recordHash).orElseThrow(() -> e);
        }
    }

    private Optional<String> importedAs(String recordHash) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT id FROM games WHERE record_hash = :hash")
                .bind("hash", recordHash).mapTo(String.class).findFirst());
    }

    private static void insert(Handle handle, GameRow row, List<PlayedMove> moves, String recordHash) {
        bindRow(handle.createUpdate("INSERT INTO games (" + COLUMNS + ") VALUES (:id, :variant, :startFen, :status,"
                + " :result, :reason, :tcKind, :tcInitialMs, :tcIncrementMs, :tcDays, :tcPeriodMs, :tcPeriods,"
                + " :autoDraw, :firstKind, :secondKind, :engineLevel, :firstToken, :secondToken, :inviteCode, :clockFirstMs,"
                + " :clockSecondMs, :turnStartedAt, :drawOffer, :tags, :createdAt, :updatedAt, :version,"
                + " :firstAccount, :secondAccount, :rated, :takebackOffer, :rematchOffer, :rematchGame,"
                + " :creatorAddress)"), row)
                .execute();
        if (recordHash != null) {
            handle.createUpdate("UPDATE games SET record_hash = :hash WHERE id = :id").bind("hash", recordHash)
                    .bind("id", row.id()).execute();
        }
        if (!moves.isEmpty()) {
            PreparedBatch batch = handle.prepareBatch("INSERT INTO moves (game_id, ply, machine, written, clock_ms,"
                    + " played_at) VALUES (:game, :ply, :machine, :written, :clock, :at)");
            for (PlayedMove move : moves) {
                batch.bind("game", row.id()).bind("ply", move.ply()).bind("machine", move.machine())
                        .bind("written", move.written()).bind("clock", move.clockMs()).bind("at", move.playedAt()).add();
            }
            batch.execute();
        }
    }

    /**
     * Writes the new state of a game whose stored version is {@code row.version()}, adding
     * {@code newMove} if not null. Returns false, changing nothing, when the stored version differs.
     */
    public boolean update(GameRow row, PlayedMove newMove) {
        return jdbi.inTransaction(handle -> {
            if (!updateRow(handle, row)) {
                return false;
            }
            if (newMove != null) {
                insertMove(handle, row.id(), newMove);
            }
            return true;
        });
    }

    /**
     * Stores the running clocks of games (the heartbeat), in one batch. The version is left alone:
     * the time left is the same, only its reference point moved. A game changed since its clock
     * was read is skipped (its newer row already holds its clocks).
     */
    public void saveClocks(List<ClockState> clocks) {
        if (clocks.isEmpty()) {
            return;
        }
        jdbi.useTransaction(handle -> {
            PreparedBatch batch = handle.prepareBatch("UPDATE games SET clock_first_ms = :first, clock_second_ms = :second,"
                    + " turn_started_at = :started WHERE id = :id AND version = :version");
            for (ClockState clock : clocks) {
                batch.bind("first", clock.clockFirstMs()).bind("second", clock.clockSecondMs())
                        .bind("started", clock.turnStartedAt()).bind("id", clock.id()).bind("version", clock.version())
                        .add();
            }
            batch.execute();
        });
    }

    /**
     * Writes the new state of a game taken back to its first {@code keptPlies} moves, removing the
     * later ones, under the same version check as {@link #update}.
     */
    public boolean takeBack(GameRow row, int keptPlies) {
        return jdbi.inTransaction(handle -> {
            if (!updateRow(handle, row)) {
                return false;
            }
            handle.createUpdate("DELETE FROM moves WHERE game_id = :game AND ply > :kept")
                    .bind("game", row.id()).bind("kept", keptPlies).execute();
            return true;
        });
    }

    /** The version-checked update of a game's row; false (rolled back) when the stored version differs. */
    private static boolean updateRow(Handle handle, GameRow row) {
        int changed = bindRow(handle.createUpdate("UPDATE games SET status = :status, result = :result,"
                + " reason = :reason, first_kind = :firstKind, second_kind = :secondKind, first_token = :firstToken,"
                + " second_token = :secondToken, clock_first_ms = :clockFirstMs, clock_second_ms = :clockSecondMs,"
                + " turn_started_at = :turnStartedAt, draw_offer = :drawOffer, tags = :tags, updated_at = :updatedAt,"
                + " first_account = :firstAccount, second_account = :secondAccount, rated = :rated,"
                + " takeback_offer = :takebackOffer, rematch_offer = :rematchOffer, rematch_game = :rematchGame,"
                + " version = :version + 1 WHERE id = :id AND version = :version"), row).execute();
        if (changed != 1) {
            handle.rollback();
            return false;
        }
        return true;
    }

    public Optional<StoredGame> find(String id) {
        return jdbi.inTransaction(handle -> {
            Optional<GameRow> row = handle.createQuery("SELECT " + COLUMNS + " FROM games WHERE id = :id")
                    .bind("id", id).map((rs, ctx) -> readRow(rs)).findOne();
            if (row.isEmpty()) {
                return Optional.empty();
            }
            List<PlayedMove> moves = handle.createQuery("SELECT ply, machine, written, clock_ms, played_at FROM moves"
                            + " WHERE game_id = :id ORDER BY ply")
                    .bind("id", id)
                    .map((rs, ctx) -> new PlayedMove(rs.getInt(1), rs.getString(2), rs.getString(3), rs.getLong(4),
                            rs.getLong(5)))
                    .list();
            return Optional.of(new StoredGame(row.get(), moves));
        });
    }

    public Optional<String> findByInvite(String inviteCode) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT id FROM games WHERE invite_code = :code")
                .bind("code", inviteCode).mapTo(String.class).findOne());
    }

    /** Games with one of {@code statuses}, optionally of one variant name, newest change first. */
    /**
     * The games a player's account sat in, newest change first: of these statuses, of a game (or any),
     * with an outcome for the player ({@code win}, {@code loss}, {@code draw} or null for any), against
     * an opponent's account (or anyone).
     */
    public List<ListedGame> listForAccount(long account, List<String> statuses, String variantName, String outcome,
                                           Long opponent, int limit, int offset) {
        return jdbi.withHandle(handle -> {
            StringBuilder sql = new StringBuilder("SELECT " + COLUMNS
                    + ", (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) AS plies FROM games g"
                    + " WHERE (first_account = :account OR second_account = :account) AND status IN (<statuses>)");
            if (variantName != null) {
                sql.append(" AND (variant = :variant OR variant LIKE :variantPrefix)");
            }
            if ("win".equals(outcome)) {
                sql.append(" AND ((first_account = :account AND result = '1-0') OR (second_account = :account AND result = '0-1'))");
            } else if ("loss".equals(outcome)) {
                sql.append(" AND ((first_account = :account AND result = '0-1') OR (second_account = :account AND result = '1-0'))");
            } else if ("draw".equals(outcome)) {
                sql.append(" AND result = '1/2-1/2'");
            }
            if (opponent != null) {
                sql.append(" AND ((first_account = :account AND second_account = :opponent)"
                        + " OR (second_account = :account AND first_account = :opponent))");
            }
            sql.append(" ORDER BY updated_at DESC, id LIMIT :limit OFFSET :offset");
            var query = handle.createQuery(sql.toString()).bindList("statuses", statuses).bind("account", account)
                    .bind("limit", limit).bind("offset", offset);
            if (variantName != null) {
                query.bind("variant", variantName).bind("variantPrefix", variantName + ":%");
            }
            if (opponent != null) {
                query.bind("opponent", opponent);
            }
            return query.map((rs, ctx) -> new ListedGame(readRow(rs), rs.getInt("plies"))).list();
        });
    }

    public List<ListedGame> list(List<String> statuses, String variantName, int limit, int offset) {
        return jdbi.withHandle(handle -> {
            StringBuilder sql = new StringBuilder("SELECT " + COLUMNS
                    + ", (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) AS plies FROM games g"
                    + " WHERE status IN (<statuses>)");
            if (variantName != null) {
                sql.append(" AND (variant = :variant OR variant LIKE :variantPrefix)");
            }
            sql.append(" ORDER BY updated_at DESC, id LIMIT :limit OFFSET :offset");
            var query = handle.createQuery(sql.toString()).bindList("statuses", statuses)
                    .bind("limit", limit).bind("offset", offset);
            if (variantName != null) {
                query.bind("variant", variantName).bind("variantPrefix", variantName + ":%");
            }
            return query.map((rs, ctx) -> new ListedGame(readRow(rs), rs.getInt("plies"))).list();
        });
    }

    /** The stored version of a game, or -1 when there is none (one indexed read: servers sharing the database check their copies). */
    public long version(String id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT version FROM games WHERE id = :id").bind("id", id)
                .mapTo(Long.class).findOne().orElse(-1L));
    }

    /** Ids of games being played whose stored state is older than {@code before} (epoch ms). */
    public List<String> activeIdleSince(long before) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT id FROM games WHERE status = 'ACTIVE' AND updated_at < :before")
                .bind("before", before).mapTo(String.class).list());
    }

    /** Ids of games that are waiting for a player or being played. */
    public List<String> unfinishedIds() {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT id FROM games WHERE status IN ('WAITING', 'ACTIVE')")
                .mapTo(String.class).list());
    }

    /** Whether the database answers. */
    public boolean ping() {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT 1").mapTo(Integer.class).one()) == 1;
    }

    private static void insertMove(Handle handle, String gameId, PlayedMove move) {
        handle.createUpdate("INSERT INTO moves (game_id, ply, machine, written, clock_ms, played_at)"
                        + " VALUES (:game, :ply, :machine, :written, :clock, :at)")
                .bind("game", gameId).bind("ply", move.ply()).bind("machine", move.machine())
                .bind("written", move.written()).bind("clock", move.clockMs()).bind("at", move.playedAt())
                .execute();
    }

    private static Update bindRow(Update update, GameRow row) {
        return update.bind("id", row.id()).bind("variant", row.variant()).bind("startFen", row.startFen())
                .bind("status", row.status()).bind("result", row.result()).bind("reason", row.reason())
                .bind("tcKind", row.tcKind()).bind("tcInitialMs", row.tcInitialMs())
                .bind("tcIncrementMs", row.tcIncrementMs()).bind("tcDays", row.tcDays())
                .bind("tcPeriodMs", row.tcPeriodMs()).bind("tcPeriods", row.tcPeriods())
                .bind("autoDraw", row.autoDraw()).bind("firstKind", row.firstKind())
                .bind("secondKind", row.secondKind()).bind("engineLevel", row.engineLevel())
                .bind("firstToken", row.firstToken()).bind("secondToken", row.secondToken())
                .bind("inviteCode", row.inviteCode()).bind("clockFirstMs", row.clockFirstMs())
                .bind("clockSecondMs", row.clockSecondMs()).bind("turnStartedAt", row.turnStartedAt())
                .bind("drawOffer", row.drawOffer()).bind("tags", writeTags(row.tags()))
                .bind("createdAt", row.createdAt()).bind("updatedAt", row.updatedAt()).bind("version", row.version())
                .bind("takebackOffer", row.takebackOffer()).bind("rematchOffer", row.rematchOffer())
                .bind("rematchGame", row.rematchGame()).bind("creatorAddress", row.creatorAddress())
                .bind("firstAccount", row.firstAccount()).bind("secondAccount", row.secondAccount())
                .bind("rated", row.rated());
    }

    private static GameRow readRow(ResultSet rs) throws SQLException {
        long turnStartedAt = rs.getLong("turn_started_at");
        Long started = rs.wasNull() ? null : turnStartedAt;
        return new GameRow(rs.getString("id"), rs.getString("variant"), rs.getString("start_fen"),
                rs.getString("status"), rs.getString("result"), rs.getString("reason"), rs.getString("tc_kind"),
                rs.getLong("tc_initial_ms"), rs.getLong("tc_increment_ms"), rs.getInt("tc_days"),
                rs.getLong("tc_period_ms"), rs.getInt("tc_periods"),
                rs.getBoolean("auto_draw"), rs.getString("first_kind"), rs.getString("second_kind"),
                rs.getInt("engine_level"), rs.getString("first_token"), rs.getString("second_token"),
                rs.getString("invite_code"), rs.getLong("clock_first_ms"), rs.getLong("clock_second_ms"), started,
                rs.getInt("draw_offer"), readTags(rs.getString("tags")), rs.getLong("created_at"),
                rs.getLong("updated_at"), rs.getLong("version"), nullableLong(rs, "first_account"),
                nullableLong(rs, "second_account"), rs.getBoolean("rated"), rs.getInt("takeback_offer"),
                rs.getInt("rematch_offer"), rs.getString("rematch_game"), rs.getString("creator_address"));
    }

    private static Long nullableLong(ResultSet rs, String column) throws SQLException {
        long value = rs.getLong(column);
        return rs.wasNull() ? null : value;
    }

    private static String writeTags(Map<String, String> tags) {
        try {
            return JSON.writeValueAsString(tags);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a map of strings always serialises", e);
        }
    }

    private static Map<String, String> readTags(String json) throws SQLException {
        try {
            return JSON.readValue(json, new TypeReference<java.util.LinkedHashMap<String, String>>() { });
        } catch (JsonProcessingException e) {
            throw new SQLException("unreadable tags column: " + e.getOriginalMessage(), e);
        }
    }

    /** How many games created by the client at {@code address} wait for an opponent. */
    public int openGamesOf(String address) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM games WHERE creator_address = :address"
                        + " AND status = 'WAITING'")
                .bind("address", address).mapTo(Integer.class).one());
    }
}
