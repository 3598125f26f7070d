package org.heterodox.rules.shogi;

/**
 * Squares of the 9x9 board: {@code sq = row * 9 + column}, row 0 = rank a (Gote's back rank, top of
 * the diagram), column 0 = file 9 (left). So SFEN lists squares in index order, and the USI name of a
 * square is its file digit then its rank letter, e.g. {@code 7g}.
 */
public final class ShogiSquares {
    public static final int COUNT = 81;

    private ShogiSquares() {
    }

    public static int of(int row, int column) {
        return row * 9 + column;
    }

    public static int row(int sq) {
        return sq / 9;
    }

    public static int column(int sq) {
        return sq % 9;
    }

    /** The shogi file number 1-9 (file 1 is on Sente's right). */
    public static int file(int sq) {
        return 9 - sq % 9;
    }

    /** Rows counted from the side's own far end: 0 is the last rank the side moves towards. */
    public static int relativeRow(int side, int sq) {
        int row = sq / 9;
        return side == ShogiPiece.SENTE ? row : 8 - row;
    }

    /** The promotion zone of a side: the three ranks nearest the opponent. */
    public static boolean inZone(int side, int sq) {
        return relativeRow(side, sq) <= 2;
    }

    public static String name(int sq) {
        return "" + (char) ('0' + file(sq)) + (char) ('a' + row(sq));
    }

    /** The square named like {@code 7g}, or -1. */
    public static int parse(char file, char rank) {
        if (file < '1' || file > '9' || rank < 'a' || rank > 'i') {
            return -1;
        }
        return of(rank - 'a', 9 - (file - '0'));
    }
}
