package org.heterodox.server.cluster;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.List;
import java.util.function.LongSupplier;
import org.heterodox.server.game.GameStore;
import org.heterodox.server.round.Rounds;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes over the games of a server that died: the server holding the {@value #LEASE} lease looks,
 * every second, for live games unchanged for {@value #IDLE_MS} ms that it does not hold, and adopts
 * them (arms their flag check, asks the engine when an engine seat is to move). A server that is alive
 * keeps its own timers for its games as well; the version check makes any action count once. The
 * lease lasts {@value #TTL_MS} ms, so a dead holder's games are adopted within about
 * {@value #TTL_MS} + {@value #IDLE_MS} ms plus a second.
 */
public final class Timekeeper {
    private static final Logger LOG = LoggerFactory.getLogger(Timekeeper.class);
    static final String LEASE = "timekeeper";
    public static final long TTL_MS = 5_000;
    public static final long IDLE_MS = 3_000;

    private final LeaseStore leases;
    private final GameStore store;
    private final Rounds games;
    private final String instance;
    private final LongSupplier clock;
    private volatile boolean leading;
    /** Games adopted from servers that died, once {@link #observe}d; null before. */
    private volatile Counter adoptions;

    public Timekeeper(LeaseStore leases, GameStore store, Rounds games, String instance, LongSupplier clock) {
        this.leases = leases;
        this.store = store;
        this.games = games;
        this.instance = instance;
        this.clock = clock;
    }

    /**
     * Meters the lease: {@code heterodox_cluster_lease_held{lease="timekeeper"}} (1 on its holder) and the
     * games taken over from servers that died ({@code heterodox_cluster_games_adopted_total}).
     */
    public void observe(MeterRegistry registry) {
        Gauge.builder("heterodox.cluster.lease.held", this, keeper -> keeper.leading() ? 1 : 0)
                .description("1 while this server holds the lease").tag("lease", LEASE).register(registry);
        adoptions = Counter.builder("heterodox.cluster.games.adopted")
                .description("Live games taken over from servers that stopped keeping them").register(registry);
    }

    /** Whether this server held the lease at its last round: it alone then runs the cluster's sweeps (open-game expiry). */
    public boolean leading() {
        return leading;
    }

    /** One round (run every second): renew or take the lease, then adopt the idle games this server lacks. */
    public void tick() {
        long now = clock.getAsLong();
        leading = leases.claim(LEASE, instance, now, TTL_MS);
        if (!leading) {
            return;
        }
        List<String> idle = store.activeIdleSince(now - IDLE_MS);
        int adopted = games.adopt(idle);
        if (adopted > 0) {
            Counter counter = adoptions;
            if (counter != null) {
                counter.increment(adopted);
            }
            LOG.info("took over {} live games no server was keeping", adopted);
        }
    }
}
