package org.heterodox.server.seek;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import org.heterodox.server.cluster.ClusterBus;

/**
 * Who is online: a logged-in player with at least one live connection (the lobby's or a game's
 * channel). Tells its {@link #onLeave} listeners when a player's last connection here closes, so their
 * seeks can wait a short grace period (a page reload) before they expire. With other servers on the
 * database ({@link #cluster}), a player online on any of them is online, through {@link OnlineStore}.
 */
public final class Presence {
    static final String TOPIC = "online";

    private final Map<Long, Integer> connections = new ConcurrentHashMap<>();
    private final Map<Long, String> names = new ConcurrentHashMap<>();
    private final List<LongConsumer> leaves = new CopyOnWriteArrayList<>();
    private final LongSupplier clock;
    private volatile Runnable onChange = () -> { };
    private volatile OnlineStore shared;
    private volatile ClusterBus bus = ClusterBus.SOLE;

    public Presence(LongSupplier clock) {
        this.clock = clock;
    }

    /** Shares presence with the other servers: this server's players in {@code store}, changes on {@code bus}. */
    public void cluster(OnlineStore store, ClusterBus clusterBus) {
        this.shared = store;
        this.bus = clusterBus;
        clusterBus.on(TOPIC, words -> onChange.run());
    }

    public void onChange(Runnable listener) {
        this.onChange = listener;
    }

    /** Hears the account whose last connection to this server closed. */
    public void onLeave(LongConsumer listener) {
        leaves.add(listener);
    }

    public void connected(long account, String name) {
        names.put(account, name);
        if (connections.merge(account, 1, Integer::sum) == 1) {
            OnlineStore store = shared;
            if (store != null) {
                store.arrived(account, name, clock.getAsLong());
                bus.announce(TOPIC);
            }
            onChange.run();
        }
    }

    public void disconnected(long account) {
        Integer left = connections.computeIfPresent(account, (a, n) -> n <= 1 ? null : n - 1);
        if (left == null) {
            OnlineStore store = shared;
            if (store != null) {
                store.left(account);
                bus.announce(TOPIC);
            }
            leaves.forEach(listener -> listener.accept(account));
            onChange.run();
        }
    }

    /** Renews this server's presence rows (run every {@value OnlineStore#RENEW_MS} ms when clustered). */
    public void renew() {
        OnlineStore store = shared;
        if (store != null) {
            store.renew(clock.getAsLong());
        }
    }

    public boolean online(long account) {
        if (connections.containsKey(account)) {
            return true;
        }
        OnlineStore store = shared;
        return store != null && store.online(account, clock.getAsLong());
    }

    /** Which of {@code accounts} are online on any server (with other servers: one read of the store). */
    public java.util.Set<Long> onlineAmong(java.util.Collection<Long> accounts) {
        java.util.Set<Long> online = new java.util.HashSet<>();
        List<Long> elsewhere = new ArrayList<>();
        for (Long account : accounts) {
            if (connections.containsKey(account)) {
                online.add(account);
            } else {
                elsewhere.add(account);
            }
        }
        OnlineStore store = shared;
        if (store != null && !elsewhere.isEmpty()) {
            online.addAll(store.onlineAmong(elsewhere, clock.getAsLong()));
        }
        return online;
    }

    /** How many players are online, and the first {@code limit} of their names alphabetically. */
    public record Online(int count, List<String> names) {
    }

    /** Who is online (with other servers: read once from the store for both the count and the names). */
    public Online online(int limit) {
        OnlineStore store = shared;
        List<String> list = store == null ? local() : all(store);
        list.sort(Comparator.comparing(String::toLowerCase));
        return new Online(list.size(), List.copyOf(list.subList(0, Math.min(limit, list.size()))));
    }

    private List<String> local() {
        List<String> list = new ArrayList<>();
        for (Long account : connections.keySet()) {
            String name = names.get(account);
            if (name != null) {
                list.add(name);
            }
        }
        return list;
    }

    /** Every server's players: this server's own at once, the others' from the store. */
    private List<String> all(OnlineStore store) {
        java.util.Set<String> union = new java.util.HashSet<>(local());
        union.addAll(store.names(clock.getAsLong()));
        return new ArrayList<>(union);
    }
}
