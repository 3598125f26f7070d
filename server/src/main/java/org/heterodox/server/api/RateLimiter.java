package org.heterodox.server.api;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * A token bucket per client address: {@code burst} requests at once, refilled at
 * {@code perSecond}. Buckets idle long enough to be full again are dropped when the table grows.
 */
public final class RateLimiter {
    private static final int SWEEP_SIZE = 10_000;

    private final double perSecond;
    private final double burst;
    private final LongSupplier nanoClock;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    private static final class Bucket {
        double tokens;
        long stamp;

        Bucket(double tokens, long stamp) {
            this.tokens = tokens;
            this.stamp = stamp;
        }
    }

    public RateLimiter(double perSecond, int burst, LongSupplier nanoClock) {
        if (perSecond <= 0 || burst < 1) {
            throw new IllegalArgumentException("rate limit needs a positive rate and burst");
        }
        this.perSecond = perSecond;
        this.burst = burst;
        this.nanoClock = nanoClock;
    }

    /** Takes one token for {@code client}; false when its bucket is empty. */
    public boolean tryAcquire(String client) {
        long now = nanoClock.getAsLong();
        if (buckets.size() > SWEEP_SIZE) {
            sweep(now);
        }
        Bucket bucket = buckets.computeIfAbsent(client, c -> new Bucket(burst, now));
        synchronized (bucket) {
            double refill = (now - bucket.stamp) / 1e9 * perSecond;
            bucket.tokens = Math.min(burst, bucket.tokens + refill);
            bucket.stamp = now;
            if (bucket.tokens < 1) {
                return false;
            }
            bucket.tokens -= 1;
            return true;
        }
    }

    private void sweep(long now) {
        long fullAfterNanos = (long) (burst / perSecond * 1e9);
        buckets.entrySet().removeIf(e -> now - e.getValue().stamp > fullAfterNanos);
    }
}
