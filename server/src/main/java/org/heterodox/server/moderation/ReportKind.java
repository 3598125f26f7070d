package org.heterodox.server.moderation;

import java.util.Locale;

/** What a player reports: another player, a chat line, or a tournament. */
public enum ReportKind {
    PLAYER, CHAT, TOURNAMENT;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind of a wire name, or null. */
    public static ReportKind of(String name) {
        for (ReportKind kind : values()) {
            if (kind.wire().equals(name)) {
                return kind;
            }
        }
        return null;
    }
}
