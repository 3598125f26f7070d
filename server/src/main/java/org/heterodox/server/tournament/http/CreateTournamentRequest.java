package org.heterodox.server.tournament.http;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import org.heterodox.server.api.TimeControlRequest;

/** {@code POST /api/tournaments}: what the organiser chooses (see CreateTournament in openapi.yaml). */
public record CreateTournamentRequest(String name, String kind, String variant, String fen,
                                      TimeControlRequest timeControl, Integer rounds,
                                      @JsonProperty("double") Boolean doubleRoundRobin,
                                      Integer minutes, Boolean berserk, Long startsAt, Boolean rated, String password,
                                      List<String> tieBreaks, String series, Boolean manualStart,
                                      Integer maxHalfPointByes, Integer lateEntryUntil, Double lateEntryPoints) {
}
