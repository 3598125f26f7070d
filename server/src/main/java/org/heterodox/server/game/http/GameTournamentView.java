package org.heterodox.server.game.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** The tournament a game belongs to, for the game page's banner and the arena's berserk button. */
public record GameTournamentView(String id, String name, int round, int board, boolean berserk,
                                 @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> berserked) {
}
