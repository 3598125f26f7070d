package org.heterodox.rules.chess;

/**
 * Piece types and codes of the chess family. A type is 1..6; a code on the board adds the colour
 * as bit 3 ({@code code = type | side << 3}); 0 is an empty square.
 */
public final class Piece {
    public static final int NONE = 0;
    public static final int PAWN = 1;
    public static final int KNIGHT = 2;
    public static final int BISHOP = 3;
    public static final int ROOK = 4;
    public static final int QUEEN = 5;
    public static final int KING = 6;

    public static final int WHITE = 0;
    public static final int BLACK = 1;

    private static final String LETTERS = ".PNBRQK";
    private static final String[] UNICODE = {"·", "♙", "♘", "♗", "♖", "♕", "♔", "", "·", "♟", "♞", "♝", "♜", "♛", "♚"};

    private Piece() {
    }

    public static int code(int side, int type) {
        return type | (side << 3);
    }

    public static int type(int code) {
        return code & 7;
    }

    public static int side(int code) {
        return code >>> 3;
    }

    /** Upper-case letter of a type: P N B R Q K. */
    public static char letter(int type) {
        return LETTERS.charAt(type);
    }

    /** FEN letter of a code: upper case for White. */
    public static char fenLetter(int code) {
        char c = letter(type(code));
        return side(code) == WHITE ? c : Character.toLowerCase(c);
    }

    /** Type of an upper- or lower-case letter, or 0. */
    public static int typeOf(char letter) {
        int i = LETTERS.indexOf(Character.toUpperCase(letter));
        return i <= 0 ? 0 : i;
    }

    public static String unicode(int code) {
        return UNICODE[code];
    }
}
