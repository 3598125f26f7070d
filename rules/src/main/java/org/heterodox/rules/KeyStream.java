package org.heterodox.rules;

/**
 * A seeded SplitMix64 stream for Zobrist keys: the same keys on every run, so hashes are stable
 * across processes (useful for logs and stored games).
 */
public final class KeyStream {
    private long state;

    public KeyStream(long seed) {
        this.state = seed;
    }

    public long next() {
        state += 0x9E3779B97F4A7C15L;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Fills every element of every row with fresh keys. */
    public void fill(long[][] table) {
        for (long[] row : table) {
            for (int i = 0; i < row.length; i++) {
                row[i] = next();
            }
        }
    }
}
