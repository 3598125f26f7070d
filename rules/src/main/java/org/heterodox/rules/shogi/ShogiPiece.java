package org.heterodox.rules.shogi;

/**
 * Shogi piece types and coloured piece codes. Types 1-6 promote to type + 8; gold and king never
 * promote. A code is {@code type | side << 4}, so Sente's codes are 1-14 and Gote's 17-30, and 0 is
 * an empty square. Types fit the 4-bit piece fields of {@link org.heterodox.rules.Move}.
 */
public final class ShogiPiece {
    public static final int SENTE = 0;
    public static final int GOTE = 1;

    public static final int PAWN = 1;
    public static final int LANCE = 2;
    public static final int KNIGHT = 3;
    public static final int SILVER = 4;
    public static final int BISHOP = 5;
    public static final int ROOK = 6;
    public static final int GOLD = 7;
    public static final int KING = 8;
    public static final int TOKIN = 9;
    public static final int PRO_LANCE = 10;
    public static final int PRO_KNIGHT = 11;
    public static final int PRO_SILVER = 12;
    public static final int HORSE = 13;
    public static final int DRAGON = 14;

    /** Hand types in the canonical SFEN order: king (Unashogi only), rook, bishop, gold, silver, knight, lance, pawn. */
    public static final int[] HAND_ORDER = {KING, ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN};

    /** How many pieces of each unpromoted type a game has in all (both sides, board and hands). */
    static final int[] TOTAL = {0, 18, 4, 4, 4, 2, 2, 4, 2};

    private static final String LETTERS = "PLNSBRGK";

    private ShogiPiece() {
    }

    public static int code(int side, int type) {
        return type | side << 4;
    }

    public static int type(int code) {
        return code & 15;
    }

    public static int side(int code) {
        return code >>> 4;
    }

    public static boolean promotable(int type) {
        return type >= PAWN && type <= ROOK;
    }

    public static boolean isPromoted(int type) {
        return type > KING;
    }

    public static int promoted(int type) {
        return type + 8;
    }

    /** The type a piece has in hand: captured pieces lose their promotion. */
    public static int unpromoted(int type) {
        return type > KING ? type - 8 : type;
    }

    /** Upper-case letter of the unpromoted type: P L N S B R G K. */
    public static char letter(int type) {
        return LETTERS.charAt(unpromoted(type) - 1);
    }

    /** The unpromoted type of a letter (either case), or 0. */
    public static int typeOfLetter(char c) {
        return LETTERS.indexOf(Character.toUpperCase(c)) + 1;
    }

    /** SFEN text of a coloured piece, e.g. {@code P}, {@code +p}. */
    public static String sfen(int code) {
        int type = type(code);
        char c = letter(type);
        if (side(code) == GOTE) {
            c = Character.toLowerCase(c);
        }
        return isPromoted(type) ? "+" + c : String.valueOf(c);
    }
}
