package org.heterodox.rules.ambiguous;

import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.Squares;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/** What the Ambiguous Chess notations share: reading squares as announcements and checking choices. */
final class PhasedParsing {
    private PhasedParsing() {
    }

    /** The played-move board behind a position of this game (either view). */
    static AmbiguousBoard board(Position position) {
        if (position instanceof AmbiguousPosition phased) {
            return phased.board();
        }
        if (position instanceof AmbiguousBoard board) {
            return board;
        }
        throw new IllegalArgumentException("not an Ambiguous Chess position: " + position.variant().spec());
    }

    static int pending(Position position) {
        return position instanceof AmbiguousPosition phased ? phased.pendingSquare() : -1;
    }

    /** Writes an announcement as its square and any other move with {@code notation} on the board. */
    static String format(MoveNotation notation, Position position, int move) {
        if (Move.isAnnouncement(move)) {
            return Squares.name(Move.to(move));
        }
        return notation.format(board(position), move);
    }

    /**
     * Reads a real move with {@code notation} on the board: in the ANNOUNCE phase any played move,
     * in the CHOOSE phase a candidate of the pending announcement.
     */
    static int parseMove(MoveNotation notation, Position position, String text) throws FormatException {
        int move = notation.parse(board(position), text);
        int pending = pending(position);
        if (pending >= 0 && Move.to(move) != pending) {
            String raw = text.trim();
            throw new FormatException("'" + raw + "' is not a candidate of the pending announcement "
                    + Squares.name(pending) + "; choose a move to " + Squares.name(pending), raw, 0);
        }
        return move;
    }

    /** Reads a square as an announcement of the side to move, explaining a refusal. */
    static int parseAnnouncement(Position position, String text) throws FormatException {
        String raw = text == null ? "" : text.trim();
        int square = Squares.parse(raw);
        if (square < 0) {
            throw new FormatException("'" + raw + "' is not a square to announce (expected e.g. e4)", raw, 0);
        }
        if (!(position instanceof AmbiguousPosition phased)) {
            throw new FormatException("announcement '" + raw + "' needs a position with turn phases", raw, 0);
        }
        String refusal = phased.refusal(square);
        if (refusal != null) {
            throw new FormatException("cannot announce " + raw + ": " + refusal, raw, 0);
        }
        return Move.announce(square);
    }

    static boolean looksLikeSquare(String text) {
        return text != null && Squares.parse(text.trim()) >= 0;
    }
}
