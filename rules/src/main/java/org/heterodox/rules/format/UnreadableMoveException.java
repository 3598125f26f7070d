package org.heterodox.rules.format;

import java.util.List;

/**
 * {@link MoveReader}'s error: no notation of the game reads the text as a move the caller can play.
 * The message explains why and names the notations tried; {@link #attempts()} gives each notation's
 * own reason, for a reader that lists them.
 */
public final class UnreadableMoveException extends FormatException {
    /** One notation's answer: why it did not give a move the caller can play. */
    public record Attempt(String notation, String reason) {
    }

    private final transient List<Attempt> attempts;

    UnreadableMoveException(String message, String token, List<Attempt> attempts) {
        super(message, token, 0);
        this.attempts = List.copyOf(attempts);
    }

    /** Each notation tried, in order, with its reason; empty when the text was empty. */
    public List<Attempt> attempts() {
        return attempts;
    }
}
