package org.heterodox.engine.problem;

/**
 * What the battle-play search has proven about positions, by hash: the fewest plies within which
 * the stipulation is known to be forced from there, the most plies within which it is known not to
 * be, and the move that decided it (the attacker's win, or the defender's refutation). The results
 * are exact, never estimates, so replacing an entry only costs speed; and since more plies never
 * spoil a forced win, one entry answers every budget: forced within B if B >= proven, not forced if
 * B <= refuted. Open addressing in buckets of four; the table doubles while it fills, up to its
 * maximum, then replaces the least deep entry of the bucket.
 */
final class MateTable {
    private static final int BUCKET = 4;
    private static final long EMPTY = 0;

    private final int maxBits;
    private long[] keys;
    private long[] data;
    private int mask;
    private int used;

    MateTable(int initialBits, int maxBits) {
        this.maxBits = maxBits;
        allocate(initialBits);
    }

    private void allocate(int bits) {
        keys = new long[1 << bits];
        data = new long[1 << bits];
        mask = (1 << bits) - 1;
        used = 0;
    }

    private static long normalise(long hash) {
        return hash == EMPTY ? 1 : hash;
    }

    private int home(long key) {
        return (int) (key ^ (key >>> 29)) & mask;
    }

    /** The entry of {@code hash}, 0 when none: read it with {@link #proven}, {@link #refuted}, {@link #move}. */
    long probe(long hash) {
        long key = normalise(hash);
        int i = home(key);
        for (int n = 0; n < BUCKET; n++, i = (i + 1) & mask) {
            if (keys[i] == key) {
                return data[i];
            }
            if (keys[i] == EMPTY) {
                return 0;
            }
        }
        return 0;
    }

    /** The fewest plies the stipulation is known to be forced within, or -1. */
    static int proven(long entry) {
        return (int) (entry & 0xFF) - 1;
    }

    /** The most plies it is known not to be forced within, or -1. */
    static int refuted(long entry) {
        return (int) ((entry >>> 8) & 0xFF) - 1;
    }

    /** The deciding move, or 0. */
    static int move(long entry) {
        return (int) (entry >>> 16);
    }

    /** Records a proof within {@code plies} (or -1) and a refutation within {@code refutedPlies} (or -1). */
    void store(long hash, int provenPlies, int refutedPlies, int move) {
        long key = normalise(hash);
        int i = home(key);
        int victim = -1;
        int victimDepth = Integer.MAX_VALUE;
        for (int n = 0; n < BUCKET; n++, i = (i + 1) & mask) {
            if (keys[i] == key) {
                data[i] = merge(data[i], provenPlies, refutedPlies, move);
                return;
            }
            if (keys[i] == EMPTY) {
                keys[i] = key;
                data[i] = merge(0, provenPlies, refutedPlies, move);
                if (++used > (mask + 1) / 2 && Integer.numberOfTrailingZeros(mask + 1) < maxBits) {
                    grow();
                }
                return;
            }
            int depth = Math.max(proven(data[i]), refuted(data[i]));
            if (depth < victimDepth) {
                victimDepth = depth;
                victim = i;
            }
        }
        keys[victim] = key;
        data[victim] = merge(0, provenPlies, refutedPlies, move);
    }

    private static long merge(long old, int provenPlies, int refutedPlies, int move) {
        int proven = proven(old);
        int refuted = refuted(old);
        if (provenPlies >= 0 && (proven < 0 || provenPlies < proven)) {
            proven = provenPlies;
        }
        if (refutedPlies > refuted) {
            refuted = refutedPlies;
        }
        int best = move != 0 ? move : move(old);
        return ((long) best << 16) | ((long) (refuted + 1) << 8) | (proven + 1);
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldData = data;
        allocate(Integer.numberOfTrailingZeros(mask + 1) + 1);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                insert(oldKeys[i], oldData[i]);
            }
        }
    }

    private void insert(long key, long entry) {
        int i = home(key);
        for (int n = 0; n < BUCKET; n++, i = (i + 1) & mask) {
            if (keys[i] == EMPTY) {
                keys[i] = key;
                data[i] = entry;
                used++;
                return;
            }
        }
        // A full bucket in the doubled table: the entry is dropped (only speed is lost).
    }
}
