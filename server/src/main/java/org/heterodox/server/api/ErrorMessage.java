package org.heterodox.server.api;

/** The live channel's refusal of a client's message, sent to that client only. */
public record ErrorMessage(String type, int status, String error) {
    public ErrorMessage(int status, String error) {
        this("error", status, error);
    }
}
