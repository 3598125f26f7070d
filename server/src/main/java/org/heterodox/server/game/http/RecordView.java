package org.heterodox.server.game.http;

import java.util.List;
import java.util.Map;

/** Every played move in every notation of the game, and the position before the first move and after each. */
public record RecordView(List<String> notations, Map<String, List<String>> moves, List<String> fens) {
}
