package org.heterodox.server.tournament.http;

import java.util.List;

/** {@code POST /api/series}: the season's name and its points per place. */
public record CreateSeriesRequest(String name, List<Integer> points) {
}
