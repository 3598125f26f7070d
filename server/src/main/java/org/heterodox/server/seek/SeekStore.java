package org.heterodox.server.seek;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.function.LongPredicate;
import org.heterodox.rules.Variants;
import org.heterodox.server.game.TimeControl;
import org.jdbi.v3.core.Jdbi;

/**
 * The open seeks, in the database every server shares: taking a seek is deleting its row, which
 * succeeds for one taker only, whichever server each taker reached.
 */
public final class SeekStore {
    private final Jdbi jdbi;

    public SeekStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    public void insert(Seek seek, long seenAt) {
        TimeControl tc = seek.timeControl();
        jdbi.useHandle(handle -> handle.createUpdate("INSERT INTO seeks (id, account_id, name, variant, start_fen,"
                        + " tc_kind, tc_initial_ms, tc_increment_ms, tc_days, tc_period_ms, tc_periods, rated, min_rating,"
                        + " max_rating, side, created_at, expires_at, seen_at) VALUES (:id, :account, :name, :variant,"
                        + " :fen, :tcKind, :tcInitial, :tcIncrement, :tcDays, :tcPeriod, :tcPeriods, :rated, :min, :max,"
                        + " :side, :createdAt, :expiresAt, :seenAt)")
                .bind("id", seek.id()).bind("account", seek.account()).bind("name", seek.name())
                .bind("variant", seek.variant().spec()).bind("fen", seek.fen())
                .bind("tcKind", tc.kind().wire()).bind("tcInitial", tc.initialMs()).bind("tcIncrement", tc.incrementMs())
                .bind("tcDays", tc.days()).bind("tcPeriod", tc.periodMs()).bind("tcPeriods", tc.periods())
                .bind("rated", seek.rated()).bind("min", seek.minRating()).bind("max", seek.maxRating())
                .bind("side", seek.side()).bind("createdAt", seek.createdAt()).bind("expiresAt", seek.expiresAt())
                .bind("seenAt", seenAt).execute());
    }

    /**
     * The seeks still open at {@code now}: not expired, and their seeker seen after {@code seenSince}
     * or {@code online} now; newest first.
     */
    public List<Seek> open(long now, long seenSince, LongPredicate online) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT * FROM seeks WHERE expires_at > :now"
                        + " ORDER BY created_at DESC, id")
                .bind("now", now)
                .map((rs, ctx) -> rs.getLong("seen_at") > seenSince || online.test(rs.getLong("account_id")) ? seek(rs) : null)
                .stream().filter(java.util.Objects::nonNull).toList());
    }

    /** Removes a seek; true for the one caller that removed it. */
    public boolean delete(String id) {
        return jdbi.withHandle(handle -> handle.createUpdate("DELETE FROM seeks WHERE id = :id").bind("id", id)
                .execute()) == 1;
    }

    /**
     * Marks the seeks of the seekers {@code online} now as seen, then removes the expired seeks and those
     * whose seeker was last seen at or before {@code seenBy}; answers how many went.
     */
    public int sweep(long now, long seenBy, LongPredicate online) {
        return jdbi.inTransaction(handle -> {
            List<Long> seekers = handle.createQuery("SELECT DISTINCT account_id FROM seeks").mapTo(Long.class).list();
            List<Long> present = seekers.stream().filter(online::test).toList();
            if (!present.isEmpty()) {
                handle.createUpdate("UPDATE seeks SET seen_at = :now WHERE account_id IN (<accounts>)")
                        .bind("now", now).bindList("accounts", present).execute();
            }
            return handle.createUpdate("DELETE FROM seeks WHERE expires_at <= :now OR seen_at <= :seenBy")
                    .bind("now", now).bind("seenBy", seenBy).execute();
        });
    }

    /** Marks one seeker's seeks as seen at {@code now} (the moment they left). */
    public void seen(long account, long now) {
        jdbi.useHandle(handle -> handle.createUpdate("UPDATE seeks SET seen_at = :now WHERE account_id = :account")
                .bind("now", now).bind("account", account).execute());
    }

    private static Seek seek(ResultSet rs) throws SQLException {
        TimeControl tc = new TimeControl(TimeControl.Kind.fromWire(rs.getString("tc_kind")), rs.getLong("tc_initial_ms"),
                rs.getLong("tc_increment_ms"), rs.getInt("tc_days"), rs.getLong("tc_period_ms"), rs.getInt("tc_periods"));
        org.heterodox.rules.Variant variant;
        try {
            variant = Variants.of(rs.getString("variant"));
        } catch (org.heterodox.rules.format.FormatException e) {
            throw new IllegalStateException("a stored seek names a game this server does not know", e);
        }
        return new Seek(rs.getString("id"), rs.getLong("account_id"), rs.getString("name"), variant,
                rs.getString("start_fen"), tc, rs.getBoolean("rated"), (Integer) rs.getObject("min_rating", Integer.class),
                (Integer) rs.getObject("max_rating", Integer.class), rs.getInt("side"), rs.getLong("created_at"),
                rs.getLong("expires_at"));
    }
}
