package org.heterodox.server.seek;

import java.util.List;
import org.jdbi.v3.core.Jdbi;

/**
 * Who is online on every server sharing the database: each server keeps a row per player it has a
 * live connection from, and renews its rows every few seconds; rows not renewed for
 * {@value #STALE_MS} ms belong to a server that died and no longer count.
 */
public final class OnlineStore {
    public static final long STALE_MS = 15_000;
    /** How often a server renews its rows. */
    public static final long RENEW_MS = 5_000;

    private final Jdbi jdbi;
    private final String instance;

    public OnlineStore(Jdbi jdbi, String instance) {
        this.jdbi = jdbi;
        this.instance = instance;
    }

    public void arrived(long account, String name, long now) {
        jdbi.useTransaction(handle -> {
            handle.createUpdate("DELETE FROM online_players WHERE instance = :instance AND account_id = :account")
                    .bind("instance", instance).bind("account", account).execute();
            handle.createUpdate("INSERT INTO online_players (instance, account_id, name, seen_at)"
                            + " VALUES (:instance, :account, :name, :now)")
                    .bind("instance", instance).bind("account", account).bind("name", name).bind("now", now).execute();
        });
    }

    public void left(long account) {
        jdbi.useHandle(handle -> handle.createUpdate("DELETE FROM online_players WHERE instance = :instance"
                        + " AND account_id = :account")
                .bind("instance", instance).bind("account", account).execute());
    }

    /** Renews this server's rows and removes those of servers that stopped renewing theirs. */
    public void renew(long now) {
        jdbi.useTransaction(handle -> {
            handle.createUpdate("UPDATE online_players SET seen_at = :now WHERE instance = :instance")
                    .bind("now", now).bind("instance", instance).execute();
            handle.createUpdate("DELETE FROM online_players WHERE seen_at < :stale")
                    .bind("stale", now - STALE_MS).execute();
        });
    }

    public boolean online(long account, long now) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM online_players WHERE account_id = :account"
                        + " AND seen_at >= :stale")
                .bind("account", account).bind("stale", now - STALE_MS).mapTo(Integer.class).one()) > 0;
    }

    /** Which of {@code accounts} are online on any server. */
    public List<Long> onlineAmong(java.util.Collection<Long> accounts, long now) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT DISTINCT account_id FROM online_players"
                        + " WHERE account_id IN (<accounts>) AND seen_at >= :stale")
                .bindList("accounts", List.copyOf(accounts)).bind("stale", now - STALE_MS).mapTo(Long.class).list());
    }

    /** The players online on any server, by name (each once, alphabetically). */
    public List<String> names(long now) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT DISTINCT account_id, name FROM online_players"
                        + " WHERE seen_at >= :stale")
                .bind("stale", now - STALE_MS).map((rs, ctx) -> rs.getString("name")).list());
    }
}
