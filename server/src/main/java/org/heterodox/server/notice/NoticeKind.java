package org.heterodox.server.notice;

/** The notice mails a player may ask for, each with its own unsubscribe links. */
public enum NoticeKind {
    /** A digest of the correspondence games waiting for the player's move, at most one an hour. */
    TURN("turn"),
    /** A round of one of the player's tournaments started. */
    ROUNDS("rounds");

    private final String wire;

    NoticeKind(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    /** The purpose of this notice's unsubscribe tokens in {@code mail_tokens}. */
    public String tokenPurpose() {
        return Notices.UNSUBSCRIBE + wire;
    }
}
