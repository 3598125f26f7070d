package org.heterodox.server.tournament.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.heterodox.server.game.http.TimeControlView;

/** One tournament with its standings and rounds (see Tournament in openapi.yaml). */
public record TournamentView(String id, String name, String kind, String variant, String variantName, String fen,
                             TimeControlView timeControl, boolean rated, String entry, String organiser, String status,
                             Long startsAt, Long startedAt, Long endsAt, int roundsPlanned, int currentRound,
                             @com.fasterxml.jackson.annotation.JsonProperty("double") boolean doubleRoundRobin,
                             boolean berserk, int minutes, List<String> tieBreaks, String series,
                             List<StandingView> standings, List<TournamentRoundView> rounds, long serverTime,
                             long version, @JsonInclude(JsonInclude.Include.NON_NULL) ArbiterView arbiter) {
}
