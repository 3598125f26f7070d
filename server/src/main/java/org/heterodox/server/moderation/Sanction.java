package org.heterodox.server.moderation;

/**
 * A sanction of a player: its kind, the reason the player is shown, who imposed it, when, until when
 * ({@code until} null: for ever) and when it was lifted (null: not lifted).
 */
public record Sanction(long id, long account, String player, SanctionKind kind, String reason, String actor,
                       long createdAt, Long until, Long liftedAt) {
    /** Whether it still holds at {@code now}. */
    public boolean activeAt(long now) {
        return liftedAt == null && (until == null || until > now);
    }
}
