package org.heterodox.server.report;

import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.mapper.RowMapper;

/**
 * The report queue and the reports, in the database every server shares. A queued report is
 * claimed by one server: on PostgreSQL with {@code SELECT ... FOR UPDATE SKIP LOCKED} (servers
 * claiming at once each get another row); on H2 (one process) with a conditional update that only
 * one claimant can win. A claim is a lease that progress renews; a claim whose lease ran out (its
 * server died) is claimable again. Writes of a running report check that its server still holds it.
 */
public final class ReportStore {
    /** What a request for a report found or did. */
    public enum Outcome { QUEUED, EXISTS, PLAYER_BUSY, FULL }

    /** The outcome and the row it concerns (the player's open report for PLAYER_BUSY; null for FULL). */
    public record Enqueued(Outcome outcome, ReportRow row) {
    }

    private static final String CLAIMABLE = "(status = 'queued' OR (status = 'running' AND claimed_until < :now))";
    private static final RowMapper<ReportRow> ROW = (rs, ctx) -> new ReportRow(rs.getLong("id"),
            new ReportSubject(ReportSubject.Source.ofColumn(rs.getString("source")), rs.getString("game_key")),
            rs.getString("status"), rs.getLong("requested_by"), rs.getLong("requested_at"), rs.getInt("positions"),
            rs.getInt("done"), rs.getString("claimed_by"), rs.getString("error"), rs.getString("report"));

    private final Jdbi jdbi;
    private final boolean skipLocked;

    /** {@code skipLocked}: the database is PostgreSQL (shared by several servers). */
    public ReportStore(Jdbi jdbi, boolean skipLocked) {
        this.jdbi = jdbi;
        this.skipLocked = skipLocked;
    }

    public Optional<ReportRow> find(ReportSubject subject) {
        return jdbi.withHandle(handle -> find(handle, subject));
    }

    private static Optional<ReportRow> find(Handle handle, ReportSubject subject) {
        return handle.createQuery("SELECT * FROM game_reports WHERE source = :source AND game_key = :key")
                .bind("source", subject.source().column()).bind("key", subject.key()).map(ROW).findOne();
    }

    /**
     * Queues a report of {@code subject} for {@code account}, unless it exists (and has not failed), the
     * player has a report waiting or running, or {@code maxQueued} reports are.
     */
    public Enqueued enqueue(ReportSubject subject, long account, int positions, long now, int maxQueued) {
        try {
            return jdbi.inTransaction(handle -> {
                Optional<ReportRow> existing = find(handle, subject);
                if (existing.isPresent() && !existing.get().status().equals(ReportRow.FAILED)) {
                    return new Enqueued(Outcome.EXISTS, existing.get());
                }
                Optional<ReportRow> busy = handle.createQuery("SELECT * FROM game_reports WHERE open_player = :account")
                        .bind("account", account).map(ROW).findOne();
                if (busy.isPresent()) {
                    return new Enqueued(Outcome.PLAYER_BUSY, busy.get());
                }
                if (openCount(handle) >= maxQueued) {
                    return new Enqueued(Outcome.FULL, null);
                }
                if (existing.isPresent()) {
                    handle.createUpdate("UPDATE game_reports SET status = 'queued', requested_by = :account,"
                                    + " open_player = :account, requested_at = :now, positions = :positions, done = 0,"
                                    + " claimed_by = NULL, claimed_until = NULL, error = NULL WHERE id = :id")
                            .bind("account", account).bind("now", now).bind("positions", positions)
                            .bind("id", existing.get().id()).execute();
                } else {
                    handle.createUpdate("INSERT INTO game_reports (source, game_key, status, requested_by, open_player,"
                                    + " requested_at, positions, done) VALUES (:source, :key, 'queued', :account, :account,"
                                    + " :now, :positions, 0)")
                            .bind("source", subject.source().column()).bind("key", subject.key())
                            .bind("account", account).bind("now", now).bind("positions", positions).execute();
                }
                return new Enqueued(Outcome.QUEUED, find(handle, subject).orElseThrow());
            });
        } catch (RuntimeException e) {
            // Another request (here or on another server) queued the same game or this player's report at
            // the same moment: the unique constraints refused this one; answer with what is there now.
            Optional<ReportRow> present = find(subject);
            if (present.isPresent() && !present.get().status().equals(ReportRow.FAILED)) {
                return new Enqueued(Outcome.EXISTS, present.get());
            }
            Optional<ReportRow> busy = jdbi.withHandle(handle -> handle.createQuery(
                    "SELECT * FROM game_reports WHERE open_player = :account").bind("account", account).map(ROW).findOne());
            if (busy.isPresent()) {
                return new Enqueued(Outcome.PLAYER_BUSY, busy.get());
            }
            throw e;
        }
    }

    /** Reports queued or running on the whole site. */
    public int openCount() {
        return jdbi.withHandle(ReportStore::openCount);
    }

    private static int openCount(Handle handle) {
        return handle.createQuery("SELECT COUNT(*) FROM game_reports WHERE status IN ('queued', 'running')")
                .mapTo(Integer.class).one();
    }

    /** How many queued reports come before {@code row} (0 when it is next). */
    public int ahead(ReportRow row) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM game_reports WHERE status = 'queued'"
                        + " AND (requested_at < :at OR (requested_at = :at AND id < :id))")
                .bind("at", row.requestedAt()).bind("id", row.id()).mapTo(Integer.class).one());
    }

    /**
     * Claims the oldest claimable report for {@code holder} until {@code now + leaseMs}: first come,
     * first served, and a player has one open report at most, so players take turns. Empty when none waits.
     */
    public Optional<ReportRow> claim(String holder, long now, long leaseMs) {
        for (int attempt = 0; attempt < 5; attempt++) {
            Optional<ReportRow> claimed = jdbi.inTransaction(handle -> {
                Optional<Long> id = handle.createQuery("SELECT id FROM game_reports WHERE " + CLAIMABLE
                                + " ORDER BY requested_at, id LIMIT 1" + (skipLocked ? " FOR UPDATE SKIP LOCKED" : ""))
                        .bind("now", now).mapTo(Long.class).findOne();
                if (id.isEmpty()) {
                    return Optional.<ReportRow>empty();
                }
                int updated = handle.createUpdate("UPDATE game_reports SET status = 'running', claimed_by = :holder,"
                                + " claimed_until = :until, done = 0 WHERE id = :id AND " + CLAIMABLE)
                        .bind("holder", holder).bind("until", now + leaseMs).bind("id", id.get()).bind("now", now)
                        .execute();
                return updated == 1
                        ? handle.createQuery("SELECT * FROM game_reports WHERE id = :id").bind("id", id.get()).map(ROW).findOne()
                        : null;
            });
            if (claimed != null) {
                return claimed;
            }
            // Another claimant won this row between the look and the update (H2): look again.
        }
        return Optional.empty();
    }

    /** Records progress and renews the lease; false when {@code holder} no longer holds the report. */
    public boolean progress(long id, String holder, int done, long until) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE game_reports SET done = :done, claimed_until = :until"
                        + " WHERE id = :id AND claimed_by = :holder AND status = 'running'")
                .bind("done", done).bind("until", until).bind("id", id).bind("holder", holder).execute()) == 1;
    }

    /** Stores the finished report; false when {@code holder} no longer holds it. */
    public boolean finish(long id, String holder, String report, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE game_reports SET status = 'done', report = :report,"
                        + " done = positions, open_player = NULL, claimed_until = NULL, finished_at = :now"
                        + " WHERE id = :id AND claimed_by = :holder AND status = 'running'")
                .bind("report", report).bind("now", now).bind("id", id).bind("holder", holder).execute()) == 1;
    }

    /** Marks a report that cannot be made (the game no longer replays), freeing its player's turn. */
    public void fail(long id, String holder, String reason, long now) {
        String error = reason.length() > 300 ? reason.substring(0, 300) : reason;
        jdbi.useHandle(handle -> handle.createUpdate("UPDATE game_reports SET status = 'failed', error = :error,"
                        + " open_player = NULL, claimed_until = NULL, finished_at = :now"
                        + " WHERE id = :id AND claimed_by = :holder AND status = 'running'")
                .bind("error", error).bind("now", now).bind("id", id).bind("holder", holder).execute());
    }
}
