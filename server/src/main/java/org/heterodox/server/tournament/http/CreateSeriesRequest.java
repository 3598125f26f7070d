package org.heterodox.server.tournament.http;

import java.util.List;

/**
 * {@code POST /api/series}: the season's name, its points per place, and how tied players score
 * ({@code sharedPlaces}: "higher", the default, or "shared").
 */
public record CreateSeriesRequest(String name, List<Integer> points, String sharedPlaces) {
}
