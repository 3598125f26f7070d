package org.heterodox.server.cluster;

import org.jdbi.v3.core.Jdbi;

/**
 * Row leases: a named piece of work is held by one server until the lease expires; its holder renews
 * it, and another server takes it over once it has expired (its holder died or lost the database).
 */
public final class LeaseStore {
    private final Jdbi jdbi;

    public LeaseStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Takes or renews the lease {@code name} for {@code holder} until {@code now + ttlMs}; false when another holds it. */
    public boolean claim(String name, String holder, long now, long ttlMs) {
        return jdbi.inTransaction(handle -> {
            int updated = handle.createUpdate("UPDATE work_leases SET holder = :holder, expires_at = :until"
                            + " WHERE name = :name AND (holder = :holder OR expires_at < :now)")
                    .bind("holder", holder).bind("until", now + ttlMs).bind("name", name).bind("now", now).execute();
            if (updated == 1) {
                return true;
            }
            boolean exists = handle.createQuery("SELECT COUNT(*) FROM work_leases WHERE name = :name")
                    .bind("name", name).mapTo(Integer.class).one() > 0;
            if (exists) {
                return false;
            }
            try {
                handle.createUpdate("INSERT INTO work_leases (name, holder, expires_at) VALUES (:name, :holder, :until)")
                        .bind("name", name).bind("holder", holder).bind("until", now + ttlMs).execute();
                return true;
            } catch (RuntimeException e) {
                return false; // another server inserted it at the same moment: it holds the lease
            }
        });
    }
}
