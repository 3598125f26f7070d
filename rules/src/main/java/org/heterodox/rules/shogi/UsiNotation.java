package org.heterodox.rules.shogi;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.DropCheck;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/** USI move strings, the machine notation of the shogi family: {@code 7g7f}, {@code 8h2b+}, {@code P*5e}, {@code K*5i}. */
public final class UsiNotation implements MoveNotation {
    public static final UsiNotation INSTANCE = new UsiNotation();

    private UsiNotation() {
    }

    @Override
    public String name() {
        return "usi";
    }

    @Override
    public String format(Position position, int move) {
        return write(move);
    }

    /** The USI string of a move; it needs no position. */
    public static String write(int move) {
        if (Move.isDrop(move)) {
            return ShogiPiece.letter(Move.piece(move)) + "*" + ShogiSquares.name(Move.to(move));
        }
        String s = ShogiSquares.name(Move.from(move)) + ShogiSquares.name(Move.to(move));
        return Move.kind(move) == Move.KIND_PROMOTE ? s + "+" : s;
    }

    @Override
    public int parse(Position position, String text) throws FormatException {
        String t = text == null ? "" : text.trim();
        if (!t.matches("[1-9][a-i][1-9][a-i]\\+?|[KRBGSNLP]\\*[1-9][a-i]")) {
            throw new FormatException("'" + t + "' is not a USI move (expected e.g. 7g7f, 8h2b+ or P*5e)", t, 0);
        }
        if (t.charAt(1) == '*') {
            DropCheck.requireInHand(position, t, t.charAt(0));
        }
        MoveList moves = new MoveList();
        position.generate(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (write(moves.get(i)).equals(t)) {
                return moves.get(i);
            }
        }
        throw new FormatException("illegal move '" + t + "' in position " + position.toFen(), t, 0);
    }
}
