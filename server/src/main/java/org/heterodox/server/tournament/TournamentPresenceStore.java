package org.heterodox.server.tournament;

import java.util.HashSet;
import java.util.Set;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;

/**
 * Who is present in which tournament, in the database so that every server sharing it sees the same
 * players (table {@code tournament_presence}): a row per tournament, player and holder (a server
 * with a live connection from the player, or a heartbeat through the API), counting until it expires.
 */
final class TournamentPresenceStore {
    private final Jdbi jdbi;

    TournamentPresenceStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Makes the row of {@code holder} count until {@code expiresAt}, creating it when missing. */
    void hold(String tournamentId, long account, String holder, long expiresAt) {
        jdbi.useHandle(handle -> {
            if (extend(handle, tournamentId, account, holder, expiresAt) > 0) {
                return;
            }
            try {
                handle.createUpdate("INSERT INTO tournament_presence (tournament_id, account_id, holder, expires_at)"
                                + " VALUES (:tournament, :account, :holder, :expires)")
                        .bind("tournament", tournamentId).bind("account", account).bind("holder", holder)
                        .bind("expires", expiresAt).execute();
            } catch (UnableToExecuteStatementException e) {
                // Another request inserted the same row meanwhile: extend theirs.
                extend(handle, tournamentId, account, holder, expiresAt);
            }
        });
    }

    private static int extend(Handle handle, String tournamentId, long account, String holder, long expiresAt) {
        return handle.createUpdate("UPDATE tournament_presence SET expires_at = :expires WHERE tournament_id = :tournament"
                        + " AND account_id = :account AND holder = :holder")
                .bind("tournament", tournamentId).bind("account", account).bind("holder", holder)
                .bind("expires", expiresAt).execute();
    }

    void release(String tournamentId, long account, String holder) {
        jdbi.useHandle(handle -> handle.createUpdate("DELETE FROM tournament_presence WHERE tournament_id = :tournament"
                        + " AND account_id = :account AND holder = :holder")
                .bind("tournament", tournamentId).bind("account", account).bind("holder", holder).execute());
    }

    /** Extends every row {@code holder} has and removes the rows that expired (a dead server's, old heartbeats). */
    void renew(String holder, long expiresAt, long now) {
        jdbi.useTransaction(handle -> {
            handle.createUpdate("UPDATE tournament_presence SET expires_at = :expires WHERE holder = :holder")
                    .bind("expires", expiresAt).bind("holder", holder).execute();
            handle.createUpdate("DELETE FROM tournament_presence WHERE expires_at <= :now").bind("now", now).execute();
        });
    }

    /** The accounts present in the tournament at {@code now}. */
    Set<Long> present(String tournamentId, long now) {
        return jdbi.withHandle(handle -> new HashSet<>(handle.createQuery("SELECT DISTINCT account_id"
                        + " FROM tournament_presence WHERE tournament_id = :tournament AND expires_at > :now")
                .bind("tournament", tournamentId).bind("now", now).mapTo(Long.class).list()));
    }
}
