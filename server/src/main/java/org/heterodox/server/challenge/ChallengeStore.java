package org.heterodox.server.challenge;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.game.TimeControl;
import org.jdbi.v3.core.Jdbi;

/**
 * The challenges, in the database every server shares. Answering one is a conditional update of an open,
 * unexpired row, which succeeds for one request only, whichever servers the requests reached.
 */
public final class ChallengeStore {
    private static final String OPEN = "status = 'open' AND expires_at > :now";

    private final Jdbi jdbi;

    public ChallengeStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    public void insert(Challenge c) {
        TimeControl tc = c.timeControl();
        jdbi.useHandle(handle -> handle.createUpdate("INSERT INTO challenges (id, challenger_id, challenger_name,"
                        + " challenged_id, challenged_name, variant, tc_kind, tc_initial_ms, tc_increment_ms, tc_days,"
                        + " tc_period_ms, tc_periods, side, rated, status, created_at, expires_at) VALUES (:id, :challenger,"
                        + " :challengerName, :challenged, :challengedName, :variant, :tcKind, :tcInitial, :tcIncrement,"
                        + " :tcDays, :tcPeriod, :tcPeriods, :side, :rated, 'open', :createdAt, :expiresAt)")
                .bind("id", c.id()).bind("challenger", c.challenger()).bind("challengerName", c.challengerName())
                .bind("challenged", c.challenged()).bind("challengedName", c.challengedName())
                .bind("variant", c.variant().spec()).bind("tcKind", tc.kind().wire()).bind("tcInitial", tc.initialMs())
                .bind("tcIncrement", tc.incrementMs()).bind("tcDays", tc.days()).bind("tcPeriod", tc.periodMs())
                .bind("tcPeriods", tc.periods()).bind("side", c.side()).bind("rated", c.rated())
                .bind("createdAt", c.createdAt()).bind("expiresAt", c.expiresAt()).execute());
    }

    public Optional<Challenge> find(String id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT * FROM challenges WHERE id = :id").bind("id", id)
                .map((rs, ctx) -> challenge(rs)).findOne());
    }

    /** The open challenges {@code account} received ({@code incoming}) or made, oldest first, at most {@code limit}. */
    public List<Challenge> open(long account, boolean incoming, long now, int limit) {
        String column = incoming ? "challenged_id" : "challenger_id";
        return jdbi.withHandle(handle -> handle.createQuery("SELECT * FROM challenges WHERE " + column + " = :account AND "
                        + OPEN + " ORDER BY created_at, id LIMIT :limit")
                .bind("account", account).bind("now", now).bind("limit", limit)
                .map((rs, ctx) -> challenge(rs)).list());
    }

    /** How many open challenges {@code account} received ({@code incoming}) or made. */
    public int countOpen(long account, boolean incoming, long now) {
        String column = incoming ? "challenged_id" : "challenger_id";
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM challenges WHERE " + column
                        + " = :account AND " + OPEN)
                .bind("account", account).bind("now", now).mapTo(Integer.class).one());
    }

    /** Whether {@code challenger} has an open challenge to {@code challenged}. */
    public boolean openBetween(long challenger, long challenged, long now) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM challenges WHERE challenger_id = :from"
                        + " AND challenged_id = :to AND " + OPEN)
                .bind("from", challenger).bind("to", challenged).bind("now", now).mapTo(Integer.class).one()) > 0;
    }

    /** How many challenges {@code challenger} made since {@code since}, whatever became of them. */
    public int madeSince(long challenger, long since) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM challenges WHERE challenger_id = :account"
                        + " AND created_at > :since")
                .bind("account", challenger).bind("since", since).mapTo(Integer.class).one());
    }

    /** Moves an open, unexpired challenge to {@code status}; true for the one caller that moved it. */
    public boolean close(String id, ChallengeStatus status, DeclineReason reason, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE challenges SET status = :status, decline_reason = :reason,"
                        + " answered_at = :now WHERE id = :id AND " + OPEN)
                .bind("status", status.wire()).bind("reason", reason == null ? null : reason.wire())
                .bind("now", now).bind("id", id).execute()) == 1;
    }

    /** Names the game an accepted challenge made. */
    public void gameMade(String id, String gameId) {
        jdbi.useHandle(handle -> handle.createUpdate("UPDATE challenges SET game_id = :game WHERE id = :id")
                .bind("game", gameId).bind("id", id).execute());
    }

    /** Opens again a challenge whose game could not be made, so that it is not lost to a server's failure. */
    public void reopen(String id) {
        jdbi.useHandle(handle -> handle.createUpdate("UPDATE challenges SET status = 'open', answered_at = NULL"
                + " WHERE id = :id AND status = 'accepted' AND game_id IS NULL").bind("id", id).execute());
    }

    /** The open challenges whose time is up at {@code now}. */
    public List<String> due(long now) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT id FROM challenges WHERE status = 'open'"
                + " AND expires_at <= :now").bind("now", now).mapTo(String.class).list());
    }

    /** Marks a due challenge expired; true for the one caller (of every server) that did. */
    public boolean expire(String id, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE challenges SET status = 'expired', answered_at = :now"
                        + " WHERE id = :id AND status = 'open' AND expires_at <= :now")
                .bind("now", now).bind("id", id).execute()) == 1;
    }

    /** Deletes the challenges that stopped being open before {@code before}. */
    public int purge(long before) {
        return jdbi.withHandle(handle -> handle.createUpdate("DELETE FROM challenges WHERE status <> 'open'"
                + " AND answered_at < :before").bind("before", before).execute());
    }

    private static Challenge challenge(ResultSet rs) throws SQLException {
        TimeControl tc = new TimeControl(TimeControl.Kind.fromWire(rs.getString("tc_kind")), rs.getLong("tc_initial_ms"),
                rs.getLong("tc_increment_ms"), rs.getInt("tc_days"), rs.getLong("tc_period_ms"), rs.getInt("tc_periods"));
        Variant variant;
        try {
            variant = Variants.of(rs.getString("variant"));
        } catch (FormatException e) {
            throw new IllegalStateException("a stored challenge names a game this server does not know", e);
        }
        String reason = rs.getString("decline_reason");
        return new Challenge(rs.getString("id"), rs.getLong("challenger_id"), rs.getString("challenger_name"),
                rs.getLong("challenged_id"), rs.getString("challenged_name"), variant, tc, rs.getInt("side"),
                rs.getBoolean("rated"), ChallengeStatus.fromWire(rs.getString("status")),
                reason == null ? null : DeclineReason.fromWire(reason), rs.getString("game_id"),
                rs.getLong("created_at"), rs.getLong("expires_at"));
    }
}
