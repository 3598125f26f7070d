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
