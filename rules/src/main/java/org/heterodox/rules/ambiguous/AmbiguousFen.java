package org.heterodox.rules.ambiguous;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.chess.ChessFen;
import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.format.FormatException;

/**
 * Ambiguous Chess FEN: the chess FEN (castling field always {@code -}, side field naming the
 * announcer), optionally followed by one more field, the square of a pending announcement, e.g.
 * {@code rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 a3}: White has announced a3 and Black
 * chooses between a2-a3 and Nb1-a3. The field is present exactly in the CHOOSE phase, so a FEN has
 * 6 fields (or 4 without clocks) in the ANNOUNCE phase and 7 (or 5) in the CHOOSE phase.
 */
public final class AmbiguousFen {
    private AmbiguousFen() {
    }

    public static String write(AmbiguousPosition position) {
        String fen = ChessFen.write(position.board());
        int pending = position.pendingSquare();
        return pending < 0 ? fen : fen + " " + Squares.name(pending);
    }

    /** Reads {@code fen} into a position of {@code game}, validating any pending announcement. */
    static AmbiguousPosition read(String fen, AmbiguousVariant game) throws FormatException {
        if (fen == null || fen.isBlank()) {
            throw new FormatException("empty FEN", "", 0);
        }
        String text = fen.trim();
        String[] fields = text.split("\\s+");
        if (fields.length < 4 || fields.length > 7) {
            throw new FormatException("Ambiguous Chess FEN must have 6 fields (placement, side, castling, en passant, "
                    + "halfmove clock, fullmove number), or 4 without the clocks, plus optionally the square of a "
                    + "pending announcement; found " + fields.length + " fields", text, 0);
        }
        if (fields.length % 2 == 0) {
            return game.fromSetup(game.readSetup(text));
        }
        int lastSpace = lastWhitespace(text);
        String field = fields[fields.length - 1];
        int square = Squares.parse(field);
        if (square < 0) {
            throw new FormatException("the last field of a " + fields.length + "-field Ambiguous Chess FEN must be the "
                    + "square of a pending announcement, such as e4; found '" + field + "'", field, lastSpace + 1);
        }
        AmbiguousBoard board = (AmbiguousBoard) game.board(game.readSetup(text.substring(0, lastSpace)));
        requireAmbiguous(board, square, field, lastSpace + 1);
        return new AmbiguousPosition(board, square);
    }

    /** A pending announcement is possible only where the opponent really has a choice. */
    private static void requireAmbiguous(AmbiguousBoard board, int square, String field, int index)
            throws FormatException {
        if (!board.bothKingsPresent()) {
            throw new FormatException("FEN has a pending announcement " + field + " but the game is over (a king is missing)",
                    field, index);
        }
        MoveList moves = new MoveList();
        board.generate(moves);
        int count = 0;
        for (int i = 0; i < moves.size(); i++) {
            if (Move.to(moves.get(i)) == square) {
                count++;
            }
        }
        String side = AmbiguousPosition.sideName(board.sideToMove());
        if (count == 0) {
            throw new FormatException("FEN has a pending announcement " + field + " that " + side
                    + " cannot make: no allowed " + side + " move reaches it", field, index);
        }
        if (count == 1) {
            throw new FormatException("FEN has a pending announcement " + field + " with a single candidate move, "
                    + "which would have been played at once", field, index);
        }
    }

    private static int lastWhitespace(String text) {
        for (int i = text.length() - 1; i >= 0; i--) {
            if (" \t\n\u000B\f\r".indexOf(text.charAt(i)) >= 0) { // the separators of split("\\s+")
                return i;
            }
        }
        return -1;
    }
}
