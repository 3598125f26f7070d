package org.heterodox.server.chat;

/** A refused chat request with its HTTP status. */
public final class ChatException extends RuntimeException {
    private final int status;

    public ChatException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
