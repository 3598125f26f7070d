package org.heterodox.server.tournament.http;

import java.util.List;

/** The pairs of player names who must not meet in a Swiss tournament. */
public record ForbiddenPairsRequest(List<List<String>> pairs) {
}
