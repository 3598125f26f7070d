package org.heterodox.server.inbox;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementException;

/** The players' inboxes, in the database every server shares. */
public final class InboxStore {
    private final Jdbi jdbi;

    public InboxStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /**
     * Stores a notification unless the player already has one of the same {@code dedupKey} (the same event, heard by
     * another server too); its id, or empty when it was there already.
     */
    public Optional<Long> insert(Notification n, String dedupKey) {
        try {
            return jdbi.withHandle(handle -> handle.createUpdate("INSERT INTO notifications (account_id, kind, dedup_key,"
                            + " game_id, tournament_id, other_name, detail, round_no, created_at) SELECT :account, :kind,"
                            + " :key, :game, :tournament, :other, :detail, :round, :now WHERE NOT EXISTS (SELECT 1 FROM"
                            + " notifications WHERE account_id = :account AND dedup_key = :key)")
                    .bind("account", n.account()).bind("kind", n.kind().wire()).bind("key", dedupKey)
                    .bind("game", n.gameId()).bind("tournament", n.tournamentId()).bind("other", n.otherName())
                    .bind("detail", n.detail()).bind("round", n.round()).bind("now", n.createdAt())
                    .executeAndReturnGeneratedKeys("id").mapTo(Long.class).findOne());
        } catch (StatementException e) {
            // Another server inserted the same event between the check and the insert (the unique key refused ours).
            if (find(n.account(), dedupKey).isPresent()) {
                return Optional.empty();
            }
            throw e;
        }
    }

    private Optional<Long> find(long account, String dedupKey) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT id FROM notifications WHERE account_id = :account"
                        + " AND dedup_key = :key")
                .bind("account", account).bind("key", dedupKey).mapTo(Long.class).findOne());
    }

    public Optional<Notification> find(long id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT * FROM notifications WHERE id = :id").bind("id", id)
                .map((rs, ctx) -> notification(rs)).findOne());
    }

    /** Deletes the player's unread notifications of {@code kind} about {@code gameId} (an older "your turn"). */
    public void dropUnread(long account, NotificationKind kind, String gameId) {
        jdbi.useHandle(handle -> handle.createUpdate("DELETE FROM notifications WHERE account_id = :account AND kind = :kind"
                        + " AND game_id = :game AND read_at IS NULL")
                .bind("account", account).bind("kind", kind.wire()).bind("game", gameId).execute());
    }

    /** Keeps the player's newest {@code keep} notifications and deletes the older ones. */
    public void trim(long account, int keep) {
        jdbi.useHandle(handle -> {
            Optional<Long> oldestKept = handle.createQuery("SELECT id FROM notifications WHERE account_id = :account"
                            + " ORDER BY id DESC LIMIT 1 OFFSET :offset")
                    .bind("account", account).bind("offset", keep - 1).mapTo(Long.class).findOne();
            oldestKept.ifPresent(id -> handle.createUpdate("DELETE FROM notifications WHERE account_id = :account"
                    + " AND id < :id").bind("account", account).bind("id", id).execute());
        });
    }

    /** One page of the player's notifications, newest first. */
    public List<Notification> page(long account, int limit, int offset) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT * FROM notifications WHERE account_id = :account"
                        + " ORDER BY id DESC LIMIT :limit OFFSET :offset")
                .bind("account", account).bind("limit", limit).bind("offset", offset)
                .map((rs, ctx) -> notification(rs)).list());
    }

    public int unread(long account) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM notifications WHERE account_id = :account"
                        + " AND read_at IS NULL")
                .bind("account", account).mapTo(Integer.class).one());
    }

    /** Marks the player's notifications among {@code ids} read; how many changed. */
    public int markRead(long account, List<Long> ids, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE notifications SET read_at = :now WHERE account_id"
                        + " = :account AND read_at IS NULL AND id IN (<ids>)")
                .bind("now", now).bind("account", account).bindList("ids", ids).execute());
    }

    /** Marks read the player's notification of one event (a challenge answered); how many changed. */
    public int markEventRead(long account, String dedupKey, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE notifications SET read_at = :now WHERE account_id"
                        + " = :account AND dedup_key = :key AND read_at IS NULL")
                .bind("now", now).bind("account", account).bind("key", dedupKey).execute());
    }

    /** Marks every notification of the player read, or only those about {@code gameId} when it is not null. */
    public int markAllRead(long account, String gameId, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE notifications SET read_at = :now WHERE account_id"
                        + " = :account AND read_at IS NULL" + (gameId == null ? "" : " AND game_id = :game"))
                .bind("now", now).bind("account", account).bind("game", gameId).execute());
    }

    private static Notification notification(ResultSet rs) throws SQLException {
        return new Notification(rs.getLong("id"), rs.getLong("account_id"), NotificationKind.fromWire(rs.getString("kind")),
                rs.getString("game_id"), rs.getString("tournament_id"), rs.getString("other_name"), rs.getString("detail"),
                rs.getInt("round_no"), rs.getLong("created_at"), rs.getObject("read_at") != null);
    }
}
