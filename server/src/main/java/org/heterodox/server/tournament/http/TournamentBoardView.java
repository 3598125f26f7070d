package org.heterodox.server.tournament.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** A board of a round. */
public record TournamentBoardView(int board, String white, String black, String result, String gameId,
                                  boolean adjusted, @JsonInclude(JsonInclude.Include.NON_NULL) List<String> berserk) {
}
