package org.heterodox.server.tournament;

import java.util.List;
import org.heterodox.rules.Variant;
import org.heterodox.server.game.TimeControl;

/**
 * What the organiser chose when creating a tournament. {@code rounds} is the Swiss number of rounds
 * (a round robin's follows from its players); {@code minutes} and {@code berserk} are the arena's;
 * {@code passwordHash} is null for open entry; {@code tieBreaks} holds the wire names in the
 * organiser's order; {@code startsAt} null means the organiser starts it by hand.
 */
public record TournamentSettings(String name, TournamentKind kind, Variant variant, String startFen,
                                 TimeControl timeControl, int rounds, boolean doubleRoundRobin, int minutes,
                                 boolean berserk, Long startsAt, boolean rated, String passwordHash,
                                 List<String> tieBreaks, String seriesId) {
    public TournamentSettings {
        tieBreaks = List.copyOf(tieBreaks);
    }
}
