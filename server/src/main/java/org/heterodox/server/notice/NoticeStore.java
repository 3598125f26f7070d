package org.heterodox.server.notice;

import java.util.List;
import org.jdbi.v3.core.Jdbi;

/** The {@code turn_notices} (games waiting for a player's move) and {@code sent_notices} (mailed once) tables. */
public final class NoticeStore {
    private final Jdbi jdbi;

    public NoticeStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /**
     * A game now waits for {@code waiting}'s move and no longer for {@code mover}'s (either may be null): the
     * waiting player's row is kept with its first time, so the same move heard twice counts once.
     */
    public void turnPassed(String gameId, Long mover, Long waiting, long now) {
        jdbi.useTransaction(handle -> {
            if (mover != null) {
                handle.createUpdate("DELETE FROM turn_notices WHERE account_id = :account AND game_id = :game")
                        .bind("account", mover).bind("game", gameId).execute();
            }
            if (waiting != null) {
                boolean present = handle.createQuery("SELECT COUNT(*) FROM turn_notices WHERE account_id = :account"
                                + " AND game_id = :game").bind("account", waiting).bind("game", gameId)
                        .mapTo(Integer.class).one() > 0;
                if (!present) {
                    handle.createUpdate("INSERT INTO turn_notices (account_id, game_id, since) VALUES (:account, :game, :now)")
                            .bind("account", waiting).bind("game", gameId).bind("now", now).execute();
                }
            }
        });
    }

    /** A game is over: it waits for nobody. */
    public void gameOver(String gameId) {
        jdbi.useHandle(handle -> handle.createUpdate("DELETE FROM turn_notices WHERE game_id = :game")
                .bind("game", gameId).execute());
    }

    /**
     * The accounts to send a digest now: games wait for their move, they asked for these notices, their address
     * is verified, and their last digest is at least {@code hourAgo} old; at most {@code limit}.
     */
    public List<Long> digestsDue(long hourAgo, int limit) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT DISTINCT a.id FROM turn_notices n"
                        + " JOIN accounts a ON a.id = n.account_id WHERE a.notify_turn = TRUE AND a.email_verified = TRUE"
                        + " AND a.email IS NOT NULL AND a.deleted = FALSE"
                        + " AND (a.turn_mailed_at IS NULL OR a.turn_mailed_at <= :hourAgo) ORDER BY a.id LIMIT :limit")
                .bind("hourAgo", hourAgo).bind("limit", limit).mapTo(Long.class).list());
    }

    /**
     * Takes an account's waiting games for its digest (at most {@code limit}, oldest first) and marks the digest
     * sent at {@code now}; empty when another server took them first.
     */
    public List<String> takeDigest(long account, long hourAgo, long now, int limit) {
        return jdbi.inTransaction(handle -> {
            int claimed = handle.createUpdate("UPDATE accounts SET turn_mailed_at = :now WHERE id = :id"
                            + " AND (turn_mailed_at IS NULL OR turn_mailed_at <= :hourAgo)")
                    .bind("now", now).bind("id", account).bind("hourAgo", hourAgo).execute();
            if (claimed != 1) {
                return List.of();
            }
            List<String> games = handle.createQuery("SELECT game_id FROM turn_notices WHERE account_id = :id"
                            + " ORDER BY since, game_id LIMIT :limit")
                    .bind("id", account).bind("limit", limit).mapTo(String.class).list();
            handle.createUpdate("DELETE FROM turn_notices WHERE account_id = :id").bind("id", account).execute();
            return games;
        });
    }

    /** Records a notice as sent; false when it already was (another server, or the same change heard twice). */
    public boolean firstSending(long account, String topic, long now) {
        try {
            return jdbi.withHandle(handle -> handle.createUpdate("INSERT INTO sent_notices (account_id, topic, sent_at)"
                            + " VALUES (:account, :topic, :now)")
                    .bind("account", account).bind("topic", topic).bind("now", now).execute()) == 1;
        } catch (RuntimeException alreadySent) {
            // The primary key (account, topic): the notice is another's to send.
            return false;
        }
    }

    /** Forgets notices sent before {@code before}. */
    public int sweep(long before) {
        return jdbi.withHandle(handle -> handle.createUpdate("DELETE FROM sent_notices WHERE sent_at < :before")
                .bind("before", before).execute());
    }
}
