package org.heterodox.rules.format;

import org.heterodox.rules.Position;

/** Reads a move written in any notation of the position's game, as game records may mix them. */
public final class MoveTexts {
    private MoveTexts() {
    }

    /**
     * Tries each of the game's notations in order and returns the move of the first that reads
     * {@code text}. When none does, the error is the record notation's (the first), since that is
     * the notation a record is expected to use.
     */
    public static int parse(Position position, String text) throws FormatException {
        FormatException first = null;
        for (MoveNotation notation : position.variant().notations()) {
            try {
                return notation.parse(position, text);
            } catch (FormatException e) {
                if (first == null) {
                    first = e;
                }
            }
        }
        if (first == null) {
            throw new FormatException(position.variant().spec() + " has no move notation", text, 0);
        }
        throw first;
    }
}
