package org.heterodox.server.social;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * How many follow changes (follows and unfollows) a player makes in a window, kept in this server's memory: the
 * cap is against a script following and unfollowing in a loop (each follow may notify nobody, but costs writes), so
 * a player spreading requests over several servers gains little.
 */
final class FollowQuota {
    private final int max;
    private final long windowMs;
    private final LongSupplier clock;
    private final Map<Long, Deque<Long>> changes = new ConcurrentHashMap<>();

    FollowQuota(int max, long windowMs, LongSupplier clock) {
        this.max = max;
        this.windowMs = windowMs;
        this.clock = clock;
    }

    /** Counts one change of {@code account}; false (nothing counted) when the window already holds {@code max}. */
    boolean take(long account) {
        long now = clock.getAsLong();
        if (changes.size() > 10_000) {
            changes.values().removeIf(times -> {
                synchronized (times) {
                    return times.isEmpty() || times.peekLast() <= now - windowMs;
                }
            });
        }
        Deque<Long> times = changes.computeIfAbsent(account, a -> new ArrayDeque<>());
        synchronized (times) {
            while (!times.isEmpty() && times.peekFirst() <= now - windowMs) {
                times.pollFirst();
            }
            if (times.size() >= max) {
                return false;
            }
            times.addLast(now);
            return true;
        }
    }
}
