package org.heterodox.rules.chess;

/** Square numbering of the 8x8 boards: a1 = 0, b1 = 1, ..., h8 = 63. */
public final class Squares {
    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;

    private Squares() {
    }

    public static int file(int square) {
        return square & 7;
    }

    public static int rank(int square) {
        return square >>> 3;
    }

    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    public static String name(int square) {
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /** The square named like {@code e4}, or -1. */
    public static int parse(CharSequence text) {
        if (text.length() != 2) {
            return -1;
        }
        int f = text.charAt(0) - 'a';
        int r = text.charAt(1) - '1';
        return f >= 0 && f < 8 && r >= 0 && r < 8 ? of(f, r) : -1;
    }

    /** Rank counted from {@code side}'s own edge: 0 = its first rank. */
    public static int relativeRank(int side, int square) {
        return side == 0 ? rank(square) : 7 - rank(square);
    }
}
