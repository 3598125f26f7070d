package org.heterodox.server.moderation;

/** How many reports a player may make in a window, and the caps of the texts moderation stores. */
public record ModerationLimits(int reportsPerWindow, long windowMs) {
    public static final ModerationLimits DEFAULTS = new ModerationLimits(10, 3600_000L);
    /** A report's or an action's reason, in characters. */
    public static final int MAX_REASON = 500;
    /** The longest sanction with an end, in days (longer: for ever). */
    public static final int MAX_DAYS = 3650;
}
