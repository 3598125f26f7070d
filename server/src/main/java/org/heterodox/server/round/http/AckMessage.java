package org.heterodox.server.round.http;

/**
 * The live channel's answer to a client's command that carried an {@code id}: it was carried out,
 * and the game is now at {@code version} (the change itself reaches every client as a state or move event).
 */
public record AckMessage(String type, int id, long version) {
    public AckMessage(int id, long version) {
        this("ack", id, version);
    }
}
