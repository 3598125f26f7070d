package org.heterodox.server.moderation;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** The words of a refusal a sanction causes: what it forbids, until when, and the moderator's reason. */
final class SanctionNotice {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private SanctionNotice() {
    }

    static String of(Sanction sanction, String what) {
        String until = sanction.until() == null ? "for ever" : "until " + WHEN.format(Instant.ofEpochMilli(sanction.until()));
        return what + " " + until + ": " + sanction.reason();
    }
}
