package org.heterodox.server.moderation;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.heterodox.server.api.Json;
import org.jdbi.v3.core.Jdbi;

/** The {@code account_roles}, {@code reports}, {@code sanctions} and {@code moderation_log} tables. */
public final class ModerationStore {
    private static final String REPORT = "SELECT r.*, t.name AS target_name, p.name AS reporter_name,"
            + " m.name AS resolver_name FROM reports r JOIN accounts p ON p.id = r.reporter"
            + " LEFT JOIN accounts t ON t.id = r.target_account LEFT JOIN accounts m ON m.id = r.resolved_by";
    private static final String SANCTION = "SELECT s.*, a.name AS player_name, m.name AS actor_name FROM sanctions s"
            + " JOIN accounts a ON a.id = s.account_id JOIN accounts m ON m.id = s.actor";

    private final Jdbi jdbi;

    public ModerationStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    // ----- roles -----

    public Set<Role> roles(long account) {
        List<String> names = jdbi.withHandle(handle -> handle.createQuery("SELECT role FROM account_roles"
                + " WHERE account_id = :account").bind("account", account).mapTo(String.class).list());
        Set<Role> roles = EnumSet.noneOf(Role.class);
        names.forEach(name -> roles.add(Role.of(name)));
        return roles;
    }

    /** Grants a role; false when the account had it already. */
    public boolean grant(long account, Role role, long now) {
        return jdbi.inTransaction(handle -> {
            boolean had = handle.createQuery("SELECT COUNT(*) FROM account_roles WHERE account_id = :account"
                    + " AND role = :role").bind("account", account).bind("role", role.wire()).mapTo(Integer.class).one() > 0;
            if (!had) {
                handle.createUpdate("INSERT INTO account_roles (account_id, role, granted_at) VALUES (:account, :role, :now)")
                        .bind("account", account).bind("role", role.wire()).bind("now", now).execute();
            }
            return !had;
        });
    }

    /** Revokes a role; false when the account did not have it. */
    public boolean revoke(long account, Role role) {
        return jdbi.withHandle(handle -> handle.createUpdate("DELETE FROM account_roles WHERE account_id = :account"
                + " AND role = :role").bind("account", account).bind("role", role.wire()).execute()) > 0;
    }

    // ----- reports -----

    public long insertReport(ReportKind kind, String targetKey, String targetLabel, Long targetAccount, long reporter,
                             String reason, String evidence, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("INSERT INTO reports (kind, target_key, target_label,"
                        + " target_account, reporter, reason, evidence, status, created_at) VALUES (:kind, :key, :label,"
                        + " :target, :reporter, :reason, :evidence, 'open', :now)")
                .bind("kind", kind.wire()).bind("key", targetKey).bind("label", targetLabel).bind("target", targetAccount)
                .bind("reporter", reporter).bind("reason", reason).bind("evidence", evidence).bind("now", now)
                .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one());
    }

    /** How many reports the player made after {@code since}. */
    public int reportsSince(long reporter, long since) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM reports WHERE reporter = :reporter"
                + " AND created_at > :since").bind("reporter", reporter).bind("since", since).mapTo(Integer.class).one());
    }

    /** Whether the player has an open report of this target. */
    public boolean hasOpenReport(long reporter, String targetKey) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM reports WHERE reporter = :reporter"
                        + " AND target_key = :key AND status = 'open'").bind("reporter", reporter).bind("key", targetKey)
                .mapTo(Integer.class).one()) > 0;
    }

    /** A page of reports, the open ones only or all; newest first. */
    public List<Report> reports(boolean openOnly, int limit, int offset) {
        return jdbi.withHandle(handle -> handle.createQuery(REPORT + (openOnly ? " WHERE r.status = 'open'" : "")
                        + " ORDER BY r.created_at DESC, r.id DESC LIMIT :limit OFFSET :offset")
                .bind("limit", limit).bind("offset", offset).map((rs, ctx) -> report(rs)).list());
    }

    public Optional<Report> report(long id) {
        return jdbi.withHandle(handle -> handle.createQuery(REPORT + " WHERE r.id = :id").bind("id", id)
                .map((rs, ctx) -> report(rs)).findOne());
    }

    /** Marks an open report resolved; false when it was not open. */
    public boolean resolve(long id, long by, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE reports SET status = 'resolved', resolved_at = :now,"
                        + " resolved_by = :by WHERE id = :id AND status = 'open'")
                .bind("now", now).bind("by", by).bind("id", id).execute()) > 0;
    }

    private Report report(ResultSet rs) throws SQLException {
        long resolved = rs.getLong("resolved_at");
        Long resolvedAt = rs.wasNull() ? null : resolved;
        return new Report(rs.getLong("id"), ReportKind.of(rs.getString("kind")), rs.getString("target_label"),
                rs.getString("target_name"), rs.getString("reporter_name"), rs.getString("reason"),
                Json.read(rs.getString("evidence"), Evidence.class), "open".equals(rs.getString("status")),
                rs.getLong("created_at"), resolvedAt, rs.getString("resolver_name"));
    }

    // ----- sanctions -----

    public long insertSanction(long account, SanctionKind kind, String reason, long actor, long now, Long until) {
        return jdbi.withHandle(handle -> handle.createUpdate("INSERT INTO sanctions (account_id, kind, reason, actor,"
                        + " created_at, until_at) VALUES (:account, :kind, :reason, :actor, :now, :until)")
                .bind("account", account).bind("kind", kind.wire()).bind("reason", reason).bind("actor", actor)
                .bind("now", now).bind("until", until).executeAndReturnGeneratedKeys("id").mapTo(Long.class).one());
    }

    /** The account's sanctions in force at {@code now}, newest first. */
    public List<Sanction> activeSanctions(long account, long now) {
        return jdbi.withHandle(handle -> handle.createQuery(SANCTION + " WHERE s.account_id = :account"
                        + " AND s.lifted_at IS NULL AND (s.until_at IS NULL OR s.until_at > :now)"
                        + " ORDER BY s.created_at DESC, s.id DESC")
                .bind("account", account).bind("now", now).map((rs, ctx) -> sanction(rs)).list());
    }

    /** A page of every player's sanctions in force at {@code now}, newest first. */
    public List<Sanction> activeSanctions(long now, int limit, int offset) {
        return jdbi.withHandle(handle -> handle.createQuery(SANCTION + " WHERE s.lifted_at IS NULL"
                        + " AND (s.until_at IS NULL OR s.until_at > :now) ORDER BY s.created_at DESC, s.id DESC"
                        + " LIMIT :limit OFFSET :offset")
                .bind("now", now).bind("limit", limit).bind("offset", offset).map((rs, ctx) -> sanction(rs)).list());
    }

    public Optional<Sanction> sanction(long id) {
        return jdbi.withHandle(handle -> handle.createQuery(SANCTION + " WHERE s.id = :id").bind("id", id)
                .map((rs, ctx) -> sanction(rs)).findOne());
    }

    /** Lifts a sanction not lifted yet; false when it was. */
    public boolean lift(long id, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE sanctions SET lifted_at = :now WHERE id = :id"
                + " AND lifted_at IS NULL").bind("now", now).bind("id", id).execute()) > 0;
    }

    private static Sanction sanction(ResultSet rs) throws SQLException {
        long until = rs.getLong("until_at");
        Long untilAt = rs.wasNull() ? null : until;
        long lifted = rs.getLong("lifted_at");
        Long liftedAt = rs.wasNull() ? null : lifted;
        return new Sanction(rs.getLong("id"), rs.getLong("account_id"), rs.getString("player_name"),
                SanctionKind.of(rs.getString("kind")), rs.getString("reason"), rs.getString("actor_name"),
                rs.getLong("created_at"), untilAt, liftedAt);
    }

    // ----- the log -----

    public void log(long at, String actor, String action, String target, String reason, Long report, Long sanction) {
        jdbi.useHandle(handle -> handle.createUpdate("INSERT INTO moderation_log (at, actor, action, target, reason,"
                        + " report_id, sanction_id) VALUES (:at, :actor, :action, :target, :reason, :report, :sanction)")
                .bind("at", at).bind("actor", actor).bind("action", action).bind("target", target).bind("reason", reason)
                .bind("report", report).bind("sanction", sanction).execute());
    }

    /** A page of the log, newest first. */
    public List<LogLine> log(int limit, int offset) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT * FROM moderation_log ORDER BY at DESC, id DESC"
                        + " LIMIT :limit OFFSET :offset").bind("limit", limit).bind("offset", offset)
                .map((rs, ctx) -> {
                    long report = rs.getLong("report_id");
                    Long reportId = rs.wasNull() ? null : report;
                    long sanction = rs.getLong("sanction_id");
                    Long sanctionId = rs.wasNull() ? null : sanction;
                    return new LogLine(rs.getLong("id"), rs.getLong("at"), rs.getString("actor"), rs.getString("action"),
                            rs.getString("target"), rs.getString("reason"), reportId, sanctionId);
                }).list());
    }
}
