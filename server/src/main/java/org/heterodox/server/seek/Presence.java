package org.heterodox.server.seek;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Who is online: a logged-in player with at least one live connection (the lobby's or a game's
 * channel). Remembers when a player's last connection closed, so their seeks can wait a short
 * grace period (a page reload) before they expire.
 */
public final class Presence {
    private final Map<Long, Integer> connections = new ConcurrentHashMap<>();
    private final Map<Long, String> names = new ConcurrentHashMap<>();
    private final Map<Long, Long> leftAt = new ConcurrentHashMap<>();
    private final LongSupplier clock;
    private volatile Runnable onChange = () -> { };

    public Presence(LongSupplier clock) {
        this.clock = clock;
    }

    public void onChange(Runnable listener) {
        this.onChange = listener;
    }

    public void connected(long account, String name) {
        names.put(account, name);
        leftAt.remove(account);
        if (connections.merge(account, 1, Integer::sum) == 1) {
            onChange.run();
        }
    }

    public void disconnected(long account) {
        Integer left = connections.computeIfPresent(account, (a, n) -> n <= 1 ? null : n - 1);
        if (left == null) {
            leftAt.put(account, clock.getAsLong());
            onChange.run();
        }
    }

    public boolean online(long account) {
        return connections.containsKey(account);
    }

    /** Since when the player has had no connection (epoch ms), or null while online or never seen. */
    public Long offlineSince(long account) {
        return online(account) ? null : leftAt.get(account);
    }

    public int count() {
        return connections.size();
    }

    /** The names of players online, alphabetically, at most {@code limit}. */
    public List<String> names(int limit) {
        List<String> list = new ArrayList<>();
        for (Long account : connections.keySet()) {
            String name = names.get(account);
            if (name != null) {
                list.add(name);
            }
        }
        list.sort(Comparator.comparing(String::toLowerCase));
        return list.subList(0, Math.min(limit, list.size()));
    }
}
