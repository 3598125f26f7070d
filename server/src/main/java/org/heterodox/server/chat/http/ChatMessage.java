package org.heterodox.server.chat.http;

/** The live channel's notice that a line was posted in a room; clients allowed to read it fetch it. */
public record ChatMessage(String type, String room, long seq) {
}
