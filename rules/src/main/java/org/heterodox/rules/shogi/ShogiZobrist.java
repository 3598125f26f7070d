package org.heterodox.rules.shogi;

/** Fixed pseudo-random keys for hashing shogi positions (same values on every run). */
final class ShogiZobrist {
    static final long[][] PIECE = new long[32][81];
    static final long SIDE;
    /** HAND[side][type][count]; count 0 has key 0 so an empty hand adds nothing. */
    static final long[][][] HAND = new long[2][9][19];

    private static long state = 0x510E527FADE682D1L;

    private static long next() {
        state += 0x9E3779B97F4A7C15L;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static {
        for (long[] row : PIECE) {
            for (int i = 0; i < row.length; i++) {
                row[i] = next();
            }
        }
        SIDE = next();
        for (long[][] side : HAND) {
            for (long[] type : side) {
                for (int i = 1; i < type.length; i++) {
                    type[i] = next();
                }
            }
        }
    }

    private ShogiZobrist() {
    }
}
