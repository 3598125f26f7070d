package org.heterodox.server.chat;

/** A line of a game's chat: who wrote it (name, account or null, side or -1 for a spectator), the text, when. */
public record ChatLine(String room, long seq, String author, Long account, int side, String text, long at) {
}
