package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    @Test
    void storesAndReturnsEveryField() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(0x1234_5678_9ABCL, 0x2ABC_DEF1, -31_990, 17, TranspositionTable.LOWER);
        long entry = table.probe(0x1234_5678_9ABCL);
        assertThat(TranspositionTable.move(entry)).isEqualTo(0x2ABC_DEF1);
        assertThat(TranspositionTable.score(entry)).isEqualTo(-31_990);
        assertThat(TranspositionTable.depth(entry)).isEqualTo(17);
        assertThat(TranspositionTable.bound(entry)).isEqualTo(TranspositionTable.LOWER);
        assertThat(table.probe(0x1234_5678_9ABDL)).isZero();
    }

    /**
     * Threads of one search share the table without locks: whatever a probe finds for a key is an
     * entry stored for that key, never another key's data from a slot two threads wrote at once.
     */
    @Test
    void threadsWritingOneSlotNeverHandAKeyAnotherKeysEntry() throws Exception {
        TranspositionTable table = new TranspositionTable(1);
        int slots = table.capacity();
        java.util.concurrent.atomic.AtomicLong wrong = new java.util.concurrent.atomic.AtomicLong();
        java.util.concurrent.atomic.AtomicLong hits = new java.util.concurrent.atomic.AtomicLong();
        Runnable hammer = () -> {
            java.util.SplittableRandom random = new java.util.SplittableRandom(Thread.currentThread().getId());
            for (int i = 0; i < 4_000_000; i++) {
                // Eight keys per slot of a few slots: the threads keep writing the same slots.
                long key = (random.nextInt(8) + 1L) << 40 | random.nextInt(4) * (long) slots;
                int expected = (int) (key >>> 40) * 1000 + (int) (key / slots);
                if (random.nextBoolean()) {
                    table.store(key, expected, 0, 1, TranspositionTable.EXACT);
                } else {
                    long entry = table.probe(key);
                    if (entry != 0) {
                        hits.incrementAndGet();
                        if (TranspositionTable.move(entry) != expected) {
                            wrong.incrementAndGet();
                        }
                    }
                }
            }
        };
        Thread[] threads = new Thread[4];
        for (int i = 0; i < threads.length; i++) {
            threads[i] = new Thread(hammer);
            threads[i].start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        assertThat(hits.get()).isPositive();
        assertThat(wrong.get()).as("entries of another key").isZero();
    }

    @Test
    void sizeIsAPowerOfTwoWithinTheRequestAndNeverBeyondHalfTheHeap() {
        assertThat(new TranspositionTable(1).capacity()).isEqualTo(1 << 16);
        TranspositionTable huge = new TranspositionTable(Engine.MAX_HASH_MB);
        long bytes = huge.capacity() * 16L;
        assertThat(bytes).isLessThanOrEqualTo(Runtime.getRuntime().maxMemory() / 2);
        assertThat(Integer.bitCount(huge.capacity())).isEqualTo(1);
    }

    @Test
    void clearForgetsEntries() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(99L, 5, 10, 3, TranspositionTable.EXACT);
        table.clear();
        assertThat(table.probe(99L)).isZero();
    }
}
