package org.heterodox.engine.mate;

/**
 * What df-pn knows about positions, by hash: the proof and disproof numbers of the last search of
 * the position, and what is settled whatever the search: a mate found within {@code proven} plies
 * (a mate within fewer plies is a mate within more), no mate within {@code disproven} plies (nor
 * within fewer). A settled answer is exact; the numbers are only estimates, shared by searches of
 * every depth. Open addressing in buckets of four, doubling while it fills up to its maximum, then
 * replacing the entry of the bucket that cost least to find.
 */
final class ProofTable {
    static final int NONE = -1;
    private static final int BUCKET = 4;

    private final int maxBits;
    private long[] keys;
    private int[] pn;
    private int[] dn;
    private short[] proven;
    private short[] disproven;
    private int[] moves;
    private int[] work;
    private int mask;
    private int used;

    ProofTable(int initialBits, int maxBits) {
        this.maxBits = maxBits;
        allocate(initialBits);
    }

    private void allocate(int bits) {
        int size = 1 << bits;
        keys = new long[size];
        pn = new int[size];
        dn = new int[size];
        proven = new short[size];
        disproven = new short[size];
        moves = new int[size];
        work = new int[size];
        mask = size - 1;
        used = 0;
    }

    private static long normalise(long hash) {
        return hash == 0 ? 1 : hash;
    }

    private int home(long key) {
        return (int) (key ^ (key >>> 31)) & mask;
    }

    /** The slot of {@code hash}, or -1. */
    int find(long hash) {
        long key = normalise(hash);
        int i = home(key);
        for (int n = 0; n < BUCKET; n++, i = (i + 1) & mask) {
            if (keys[i] == key) {
                return i;
            }
            if (keys[i] == 0) {
                return -1;
            }
        }
        return -1;
    }

    int pn(int slot) {
        return pn[slot];
    }

    int dn(int slot) {
        return dn[slot];
    }

    /** The fewest plies a mate is known within, or {@link #NONE}. */
    int proven(int slot) {
        return proven[slot] - 1;
    }

    /** The most plies no mate is known within, or {@link #NONE}. */
    int disproven(int slot) {
        return disproven[slot] - 1;
    }

    int move(int slot) {
        return moves[slot];
    }

    /**
     * Records a search's numbers for {@code hash}, with what it settled: a mate within
     * {@code mateWithin} plies, no mate within {@code noMateWithin} plies ({@link #NONE} for nothing).
     */
    void store(long hash, int pnValue, int dnValue, int mateWithin, int noMateWithin, int move, int cost) {
        long key = normalise(hash);
        int i = home(key);
        int victim = -1;
        int cheapest = Integer.MAX_VALUE;
        for (int n = 0; n < BUCKET; n++, i = (i + 1) & mask) {
            if (keys[i] == key) {
                write(i, pnValue, dnValue, mateWithin, noMateWithin, move, cost, true);
                return;
            }
            if (keys[i] == 0) {
                keys[i] = key;
                write(i, pnValue, dnValue, mateWithin, noMateWithin, move, cost, false);
                if (++used > (mask + 1) / 2 && Integer.numberOfTrailingZeros(mask + 1) < maxBits) {
                    grow();
                }
                return;
            }
            if (work[i] < cheapest) {
                cheapest = work[i];
                victim = i;
            }
        }
        keys[victim] = key;
        write(victim, pnValue, dnValue, mateWithin, noMateWithin, move, cost, false);
    }

    private void write(int i, int pnValue, int dnValue, int mateWithin, int noMateWithin, int move, int cost,
                       boolean merge) {
        pn[i] = pnValue;
        dn[i] = dnValue;
        int oldProven = merge ? proven[i] - 1 : NONE;
        int oldDisproven = merge ? disproven[i] - 1 : NONE;
        if (mateWithin != NONE && (oldProven == NONE || mateWithin < oldProven)) {
            oldProven = mateWithin;
        }
        if (noMateWithin > oldDisproven) {
            oldDisproven = noMateWithin;
        }
        proven[i] = (short) (oldProven + 1);
        disproven[i] = (short) (oldDisproven + 1);
        if (move != 0 || !merge) {
            moves[i] = move;
        }
        work[i] = merge ? (int) Math.min(Integer.MAX_VALUE, (long) work[i] + cost) : cost;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldPn = pn;
        int[] oldDn = dn;
        short[] oldProven = proven;
        short[] oldDisproven = disproven;
        int[] oldMoves = moves;
        int[] oldWork = work;
        allocate(Integer.numberOfTrailingZeros(mask + 1) + 1);
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] == 0) {
                continue;
            }
            int i = home(oldKeys[j]);
            for (int n = 0; n < BUCKET; n++, i = (i + 1) & mask) {
                if (keys[i] == 0) {
                    keys[i] = oldKeys[j];
                    pn[i] = oldPn[j];
                    dn[i] = oldDn[j];
                    proven[i] = oldProven[j];
                    disproven[i] = oldDisproven[j];
                    moves[i] = oldMoves[j];
                    work[i] = oldWork[j];
                    used++;
                    break;
                }
            }
        }
    }
}
