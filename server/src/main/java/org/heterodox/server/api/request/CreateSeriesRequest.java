package org.heterodox.server.api.request;

import java.util.List;

/** {@code POST /api/series}: the season's name and its points per place. */
public record CreateSeriesRequest(String name, List<Integer> points) {
}
