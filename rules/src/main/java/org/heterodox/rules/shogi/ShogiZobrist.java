package org.heterodox.rules.shogi;

import org.heterodox.rules.KeyStream;

/** Fixed pseudo-random keys for hashing shogi positions (same values on every run). */
final class ShogiZobrist {
    static final long[][] PIECE = new long[32][81];
    static final long SIDE;
    /** HAND[side][type][count]; count 0 has key 0 so an empty hand adds nothing. */
    static final long[][][] HAND = new long[2][9][19];

    static {
        KeyStream keys = new KeyStream(0x510E527FADE682D1L);
        keys.fill(PIECE);
        SIDE = keys.next();
        for (long[][] side : HAND) {
            for (long[] type : side) {
                for (int i = 1; i < type.length; i++) {
                    type[i] = keys.next();
                }
            }
        }
    }

    private ShogiZobrist() {
    }
}
