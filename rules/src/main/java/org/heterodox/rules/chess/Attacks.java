package org.heterodox.rules.chess;

/**
 * Attack tables for the 8x8 boards: leapers by lookup, sliders by magic bitboards. Magic numbers
 * are found once at class load with a fixed-seed generator, so the tables are the same on every run.
 */
public final class Attacks {
    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = FILE_A << 7;
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_8 = 0xFFL << 56;

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[][] PAWN = new long[2][64];
    private static final long[][] BETWEEN = new long[64][64];
    private static final long[][] LINE = new long[64][64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final long[][] ROOK_TABLE = new long[64][];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final long[][] BISHOP_TABLE = new long[64][];

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7, r = sq >>> 3;
            for (int[] s : knightSteps) {
                KNIGHT[sq] |= bit(f + s[0], r + s[1]);
            }
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    if (df != 0 || dr != 0) {
                        KING[sq] |= bit(f + df, r + dr);
                    }
                }
            }
            PAWN[0][sq] = bit(f - 1, r + 1) | bit(f + 1, r + 1);
            PAWN[1][sq] = bit(f - 1, r - 1) | bit(f + 1, r - 1);
        }
        long seed = 0x9E3779B97F4A7C15L;
        for (int sq = 0; sq < 64; sq++) {
            ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRS);
            BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRS);
            seed = findMagic(sq, ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_TABLE, seed);
            seed = findMagic(sq, BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_TABLE, seed);
        }
        for (int a = 0; a < 64; a++) {
            for (int[][] dirs : new int[][][] {ROOK_DIRS, BISHOP_DIRS}) {
                for (int[] d : dirs) {
                    long ray = 0;
                    int f = (a & 7) + d[0], r = (a >>> 3) + d[1];
                    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                        int b = r * 8 + f;
                        BETWEEN[a][b] = ray;
                        ray |= 1L << b;
                        f += d[0];
                        r += d[1];
                    }
                }
                for (int b = 0; b < 64; b++) {
                    long slider = dirs == ROOK_DIRS ? slide(a, 0, ROOK_DIRS) : slide(a, 0, BISHOP_DIRS);
                    if ((slider & (1L << b)) != 0) {
                        long back = dirs == ROOK_DIRS ? slide(b, 0, ROOK_DIRS) : slide(b, 0, BISHOP_DIRS);
                        LINE[a][b] = (slider & back) | (1L << a) | (1L << b);
                    }
                }
            }
        }
    }

    private Attacks() {
    }

    private static long bit(int f, int r) {
        return f >= 0 && f < 8 && r >= 0 && r < 8 ? 1L << (r * 8 + f) : 0L;
    }

    private static long slide(int sq, long occupied, int[][] dirs) {
        long attacks = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0], r = (sq >>> 3) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long b = 1L << (r * 8 + f);
                attacks |= b;
                if ((occupied & b) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return attacks;
    }

    private static long relevantMask(int sq, int[][] dirs) {
        long mask = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0], r = (sq >>> 3) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                mask |= 1L << (r * 8 + f);
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    private static long findMagic(int sq, int[][] dirs, long[] masks, long[] magics, int[] shifts, long[][] tables, long seed) {
        long mask = masks[sq];
        int bits = Long.bitCount(mask);
        int size = 1 << bits;
        long[] occupancies = new long[size];
        long[] attacks = new long[size];
        long subset = 0;
        for (int i = 0; i < size; i++) {
            occupancies[i] = subset;
            attacks[i] = slide(sq, subset, dirs);
            subset = (subset - mask) & mask;
        }
        long[] table = new long[size];
        int[] epoch = new int[size];
        for (int attempt = 1; ; attempt++) {
            seed ^= seed << 13;
            seed ^= seed >>> 7;
            seed ^= seed << 17;
            long a = seed;
            seed ^= seed << 13;
            seed ^= seed >>> 7;
            seed ^= seed << 17;
            long b = seed;
            seed ^= seed << 13;
            seed ^= seed >>> 7;
            seed ^= seed << 17;
            long magic = a & b & seed;
            if (Long.bitCount((mask * magic) >>> 56) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int index = (int) ((occupancies[i] * magic) >>> (64 - bits));
                if (epoch[index] < attempt) {
                    epoch[index] = attempt;
                    table[index] = attacks[i];
                } else if (table[index] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                magics[sq] = magic;
                shifts[sq] = 64 - bits;
                tables[sq] = table;
                return seed;
            }
        }
    }

    public static long knight(int sq) {
        return KNIGHT[sq];
    }

    public static long king(int sq) {
        return KING[sq];
    }

    /** Squares a pawn of {@code side} on {@code sq} attacks. */
    public static long pawn(int side, int sq) {
        return PAWN[side][sq];
    }

    public static long rook(int sq, long occupied) {
        return ROOK_TABLE[sq][(int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    public static long bishop(int sq, long occupied) {
        return BISHOP_TABLE[sq][(int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    public static long queen(int sq, long occupied) {
        return rook(sq, occupied) | bishop(sq, occupied);
    }

    /** Squares strictly between two squares on a common line, else 0. */
    public static long between(int a, int b) {
        return BETWEEN[a][b];
    }

    /** The whole line (edge to edge) through two squares on a common line, else 0. */
    public static long line(int a, int b) {
        return LINE[a][b];
    }

    /** Attacks of a colourless piece type from {@code sq}; pawns need {@link #pawn}. */
    public static long of(int type, int sq, long occupied) {
        switch (type) {
            case Piece.KNIGHT: return KNIGHT[sq];
            case Piece.BISHOP: return bishop(sq, occupied);
            case Piece.ROOK: return rook(sq, occupied);
            case Piece.QUEEN: return queen(sq, occupied);
            case Piece.KING: return KING[sq];
            default: throw new IllegalArgumentException("no colourless attacks for type " + type);
        }
    }
}
