package org.heterodox.server.seek.http;

import java.util.List;

/** The lobby channel's count of players online and (at most 100 of) their names. */
public record OnlineMessage(String type, int count, List<String> names) {
}
