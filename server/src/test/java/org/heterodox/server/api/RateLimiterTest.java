package org.heterodox.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RateLimiterTest {
    @Test
    void aBurstIsAllowedThenTheRateRefillsTheBucket() {
        AtomicLong nanos = new AtomicLong();
        RateLimiter limiter = new RateLimiter(2, 3, nanos::get);
        assertThat(limiter.tryAcquire("a")).isTrue();
        assertThat(limiter.tryAcquire("a")).isTrue();
        assertThat(limiter.tryAcquire("a")).isTrue();
        assertThat(limiter.tryAcquire("a")).isFalse();
        assertThat(limiter.tryAcquire("b")).as("clients have separate buckets").isTrue();
        nanos.addAndGet(500_000_000L); // half a second at 2 per second: one token
        assertThat(limiter.tryAcquire("a")).isTrue();
        assertThat(limiter.tryAcquire("a")).isFalse();
        nanos.addAndGet(60_000_000_000L);
        int allowed = 0;
        while (limiter.tryAcquire("a")) {
            allowed++;
        }
        assertThat(allowed).as("the bucket never holds more than the burst").isEqualTo(3);
    }
}
