package org.heterodox.server.chat.http;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A chat line: its number in the room, the author (the account name when logged in, side when a player). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ChatLineView(String room, long seq, String author, String account, String side, String text, long at) {
}
