package org.heterodox.server.game;

import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * Reads a move written in any notation the game accepts, trying each of {@code variant.notations()}
 * in turn, and checks the result against the legal move list: the rules library is the authority.
 */
public final class MoveReader {
    /** Longer than any move in any notation the project writes; longer text is refused unread. */
    public static final int MAX_MOVE_LENGTH = 32;

    private MoveReader() {
    }

    /** The legal move {@code text} denotes, or a 4xx {@link GameException} naming why it is not one. */
    public static int read(Position position, String text) {
        if (text == null || text.isBlank()) {
            throw GameException.badRequest("the move is empty");
        }
        if (text.length() > MAX_MOVE_LENGTH) {
            throw GameException.badRequest("the move is longer than " + MAX_MOVE_LENGTH + " characters");
        }
        String trimmed = text.trim();
        MoveList legal = new MoveList();
        position.generate(legal);
        StringBuilder reasons = new StringBuilder();
        for (MoveNotation notation : position.variant().notations()) {
            try {
                int move = notation.parse(position, trimmed);
                if (legal.contains(move)) {
                    return move;
                }
                reasons.append(reasons.length() == 0 ? "" : "; ").append(notation.name()).append(": not a legal move");
            } catch (FormatException e) {
                reasons.append(reasons.length() == 0 ? "" : "; ").append(notation.name()).append(": ").append(e.getMessage());
            } catch (RuntimeException e) {
                // A notation that fails on odd input must not let the request fail with a 500.
                reasons.append(reasons.length() == 0 ? "" : "; ").append(notation.name()).append(": unreadable");
            }
        }
        throw new GameException(GameException.Kind.ILLEGAL_MOVE, "illegal move '" + trimmed + "' (" + reasons + ")");
    }
}
