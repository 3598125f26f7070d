package org.heterodox.server.moderation;

import java.util.Locale;

/**
 * What a sanction does: a warning only tells the player; a mute refuses their chat lines; a ban refuses
 * games, seeks and tournaments; closing ends the account's sessions and refuses its logins.
 */
public enum SanctionKind {
    WARN, MUTE, BAN, CLOSE;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind of a wire name, or null. */
    public static SanctionKind of(String name) {
        for (SanctionKind kind : values()) {
            if (kind.wire().equals(name)) {
                return kind;
            }
        }
        return null;
    }
}
