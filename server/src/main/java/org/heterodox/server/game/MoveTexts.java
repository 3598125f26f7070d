package org.heterodox.server.game;

import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.rules.format.UnreadableMoveException;

/** A move as people and programs send it (any notation of the game), read by the rules' one move reader. */
public final class MoveTexts {
    private MoveTexts() {
    }

    /**
     * The decision {@code text} denotes: 400 for empty text, otherwise 422 (an illegal move) naming
     * the notations tried.
     */
    public static int read(Position position, String text) {
        try {
            return MoveReader.readDecision(position, text);
        } catch (UnreadableMoveException e) {
            throw e.attempts().isEmpty() ? GameException.badRequest(e.getMessage())
                    : new GameException(GameException.Kind.ILLEGAL_MOVE, e.getMessage());
        } catch (FormatException e) {
            throw new GameException(GameException.Kind.ILLEGAL_MOVE, e.getMessage());
        } catch (RuntimeException e) {
            // A notation failing on odd input must not turn a request into a 500.
            throw new GameException(GameException.Kind.ILLEGAL_MOVE, "the move '" + text.strip() + "' could not be read");
        }
    }
}
