package org.heterodox.rules.chess;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.DropCheck;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/** UCI move strings for the chess family: {@code e2e4}, {@code e7e8q}, castling as {@code e1g1}, drops {@code Q@b2}. */
public final class UciNotation implements MoveNotation {
    public static final UciNotation INSTANCE = new UciNotation();

    private UciNotation() {
    }

    @Override
    public String name() {
        return "uci";
    }

    @Override
    public String format(Position position, int move) {
        return write(move);
    }

    /** The UCI string of a move; it needs no position. */
    public static String write(int move) {
        if (Move.isDrop(move)) {
            return Piece.letter(Move.piece(move)) + "@" + Squares.name(Move.to(move));
        }
        String s = Squares.name(Move.from(move)) + Squares.name(Move.to(move));
        int promotion = Move.promotion(move);
        return promotion == 0 ? s : s + Character.toLowerCase(Piece.letter(promotion));
    }

    @Override
    public int parse(Position position, String text) throws FormatException {
        String t = text == null ? "" : text.trim();
        if (!t.matches("[a-h][1-8][a-h][1-8][qrbnkQRBNK]?|[PNBRQKpnbrqk][@*][a-h][1-8]")) {
            throw new FormatException("'" + t + "' is not a UCI move (expected e.g. e2e4, e7e8q or Q@b2)", t, 0);
        }
        String wanted = t.length() == 4 && (t.charAt(1) == '@' || t.charAt(1) == '*')
                ? Character.toUpperCase(t.charAt(0)) + "@" + t.substring(2)
                : t.toLowerCase(java.util.Locale.ROOT);
        if (wanted.charAt(1) == '@') {
            DropCheck.requireInHand(position, t, wanted.charAt(0));
        }
        MoveList moves = new MoveList();
        position.generate(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (write(moves.get(i)).equals(wanted)) {
                return moves.get(i);
            }
        }
        throw new FormatException("illegal move '" + t + "' in position " + position.toFen(), t, 0);
    }
}
