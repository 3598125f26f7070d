package org.heterodox.server.tournament.http;

import org.heterodox.server.game.http.TimeControlView;
/** A tournament as the list shows it (see TournamentSummary in openapi.yaml). */
public record TournamentSummaryView(String id, String name, String kind, String variant, String variantName,
                                    TimeControlView timeControl, boolean rated, String entry, String organiser,
                                    String status, Long startsAt, int players, int roundsPlanned, int currentRound,
                                    String series) {
}
