package org.heterodox.server.game.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * {@code GET /api/games}: one page, newest change first; {@code nextOffset} is the {@code offset} of
 * the next page, absent on the last.
 */
public record GameListView(List<GameSummaryView> games, @JsonInclude(JsonInclude.Include.NON_NULL) Integer nextOffset) {
}
