package org.heterodox.rules.chess;

import org.heterodox.rules.KeyStream;

/** Fixed pseudo-random keys for hashing chess-family positions (same values on every run). */
public final class Zobrist {
    static final long[][] PIECE = new long[16][64];
    static final long SIDE;
    /** Keys for the six unmoved-square flags, see {@link CastleFlags}. */
    static final long[] CASTLE_FLAGS = new long[64];
    /** Keys for the four orthodox castling rights only. */
    static final long[] CASTLE_RIGHTS = new long[16];
    static final long[] EP_FILE = new long[8];
    /** HAND[code][count]: a side holding {@code count} pieces of that code. */
    static final long[][] HAND = new long[16][17];
    /** A second board (Alice): PIECE keys for pieces standing there. */
    static final long[][] PIECE_B = new long[16][64];

    static {
        KeyStream keys = new KeyStream(0x6A09E667F3BCC909L);
        keys.fill(PIECE);
        SIDE = keys.next();
        long[] flagKeys = new long[6];
        for (int i = 0; i < 6; i++) {
            flagKeys[i] = keys.next();
        }
        for (int flags = 0; flags < 64; flags++) {
            for (int i = 0; i < 6; i++) {
                if ((flags & (1 << i)) != 0) {
                    CASTLE_FLAGS[flags] ^= flagKeys[i];
                }
            }
        }
        long[] rightKeys = {keys.next(), keys.next(), keys.next(), keys.next()};
        for (int rights = 0; rights < 16; rights++) {
            for (int i = 0; i < 4; i++) {
                if ((rights & (1 << i)) != 0) {
                    CASTLE_RIGHTS[rights] ^= rightKeys[i];
                }
            }
        }
        for (int i = 0; i < 8; i++) {
            EP_FILE[i] = keys.next();
        }
        for (long[] row : HAND) {
            for (int i = 1; i < row.length; i++) {
                row[i] = keys.next();
            }
        }
        keys.fill(PIECE_B);
    }

    private Zobrist() {
    }

    /** The key of piece {@code code} on {@code square} (the first board). */
    public static long piece(int code, int square) {
        return PIECE[code][square];
    }

    /** The key of piece {@code code} on {@code square} of the second board (Alice). */
    public static long pieceOnSecondBoard(int code, int square) {
        return PIECE_B[code][square];
    }
}
