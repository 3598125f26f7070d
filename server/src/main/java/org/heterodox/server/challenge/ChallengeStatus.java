package org.heterodox.server.challenge;

/** Where a challenge stands; only an open one may be accepted, declined or cancelled. */
public enum ChallengeStatus {
    OPEN, ACCEPTED, DECLINED, CANCELLED, EXPIRED;

    public String wire() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    static ChallengeStatus fromWire(String text) {
        return valueOf(text.toUpperCase(java.util.Locale.ROOT));
    }
}
