package org.heterodox.engine;

/**
 * A fixed-size hash table of search results, one entry per slot (two longs: the key and the packed
 * data, side by side in one array so that a probe touches one cache line). Entries from earlier
 * searches are replaced first; within a search, deeper results stay.
 *
 * <p>Shared without locks by the threads of one search (Lazy SMP): a slot holds the key XOR the data,
 * so a slot two threads wrote at once (one's key with the other's data) matches neither key and reads
 * as empty, never as another position's result. A move read from the table is checked by the search
 * before it is played, as it always was.
 */
public final class TranspositionTable {
    public static final int EXACT = 1;
    public static final int LOWER = 2;
    public static final int UPPER = 3;

    private static final int BYTES_PER_ENTRY = 16;

    /** Slot {@code i} is the key at {@code 2i} and the packed data at {@code 2i + 1}. */
    private long[] slots;
    private int mask;
    private int generation;
    private final long memoryLimit;

    public TranspositionTable(int megabytes) {
        this(megabytes, JvmHost.INSTANCE.hashMemoryLimit());
    }

    /** A table of {@code megabytes}, but never more than {@code memoryLimit} bytes (the host's limit). */
    public TranspositionTable(int megabytes, long memoryLimit) {
        this.memoryLimit = memoryLimit;
        resize(megabytes);
    }

    /**
     * Reallocates to the largest power-of-two number of entries that fits in {@code megabytes}, but
     * never more than the host's limit (half the heap on the JVM): a size it cannot hold is reduced, not fatal.
     */
    public void resize(int megabytes) {
        long bytes = Math.max(1, megabytes) * 1024L * 1024L;
        bytes = Math.min(bytes, memoryLimit);
        int size = (int) Math.min(Long.highestOneBit(Math.max(BYTES_PER_ENTRY, bytes) / BYTES_PER_ENTRY), 1 << 27);
        slots = null;
        while (true) {
            try {
                slots = new long[2 * size];
                break;
            } catch (OutOfMemoryError e) {
                if (size == 1) {
                    throw e;
                }
                size >>>= 1;
            }
        }
        mask = size - 1;
        generation = 0;
    }

    /** Number of entries the table holds. */
    public int capacity() {
        return slots.length / 2;
    }

    public void clear() {
        java.util.Arrays.fill(slots, 0);
        generation = 0;
    }

    /** Marks the start of a new search so that older entries are preferred for replacement. */
    public void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    /** The packed entry for {@code key}, or 0 when absent. Unpack with the static accessors. */
    public long probe(long key) {
        int i = ((int) key & mask) << 1;
        long data = slots[i + 1];
        return (slots[i] ^ data) == key ? data : 0;
    }

    public void store(long key, int move, int score, int depth, int bound) {
        int i = ((int) key & mask) << 1;
        long old = slots[i + 1];
        if ((slots[i] ^ old) == key) {
            // Keep a known best move when the new result has none; keep deeper results of this search.
            if (move == 0) {
                move = move(old);
            }
            if (bound != EXACT && depth < depth(old) - 2 && generation(old) == generation) {
                return;
            }
        } else if (old != 0 && generation(old) == generation && depth < depth(old) && bound != EXACT) {
            return;
        }
        long data = (move & 0x3FFFFFFFL)
                | ((long) (score + 32768) & 0xFFFF) << 30
                | ((long) Math.max(0, Math.min(depth, 255))) << 46
                | ((long) bound) << 54
                | ((long) generation) << 56;
        slots[i] = key ^ data;
        slots[i + 1] = data;
    }

    /** Permille of slots holding an entry of the current search (sampled on the first thousand). */
    public int hashfull() {
        int n = Math.min(1000, capacity());
        int used = 0;
        for (int i = 0; i < n; i++) {
            long entry = slots[2 * i + 1];
            if (entry != 0 && generation(entry) == generation) {
                used++;
            }
        }
        return used * 1000 / n;
    }

    public static int move(long entry) {
        return (int) (entry & 0x3FFFFFFFL);
    }

    public static int score(long entry) {
        return (int) ((entry >>> 30) & 0xFFFF) - 32768;
    }

    public static int depth(long entry) {
        return (int) ((entry >>> 46) & 0xFF);
    }

    public static int bound(long entry) {
        return (int) ((entry >>> 54) & 0x3);
    }

    private static int generation(long entry) {
        return (int) ((entry >>> 56) & 0xFF);
    }
}
