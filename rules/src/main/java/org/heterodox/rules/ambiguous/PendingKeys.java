package org.heterodox.rules.ambiguous;

/**
 * Zobrist keys for a pending announcement, one per announced square, so that a position in the
 * CHOOSE phase never hashes like the same board in the ANNOUNCE phase or with another square.
 */
final class PendingKeys {
    private static final long[] KEYS = new long[64];

    static {
        // SplitMix64 from a seed of its own, so the keys are fixed and unrelated to the core's.
        long state = 0x3C6EF372FE94F82BL;
        for (int i = 0; i < KEYS.length; i++) {
            state += 0x9E3779B97F4A7C15L;
            long z = state;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            KEYS[i] = z ^ (z >>> 31);
        }
    }

    private PendingKeys() {
    }

    static long of(int square) {
        return KEYS[square];
    }
}
