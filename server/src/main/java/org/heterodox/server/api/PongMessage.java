package org.heterodox.server.api;

/** The live channel's answer to a ping. */
public record PongMessage(String type) {
    public static final PongMessage PONG = new PongMessage("pong");
}
