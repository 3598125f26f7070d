package org.heterodox.server.tournament;

import java.util.List;
import org.heterodox.rules.Variant;
import org.heterodox.server.game.TimeControl;

/**
 * What the organiser chose when creating a tournament. {@code rounds} is the Swiss number of rounds
 * (a round robin's follows from its players); {@code minutes} and {@code berserk} are the arena's;
 * {@code passwordHash} is null for open entry; {@code tieBreaks} holds the wire names in the
 * organiser's order; {@code startsAt} null means the organiser starts it by hand; {@code arbiter}
 * holds a Swiss's arbiter settings.
 */
public record TournamentSettings(String name, TournamentKind kind, Variant variant, String startFen,
                                 TimeControl timeControl, int rounds, boolean doubleRoundRobin, int minutes,
                                 boolean berserk, Long startsAt, boolean rated, String passwordHash,
                                 List<String> tieBreaks, String seriesId, ArbiterRules arbiter) {
    public TournamentSettings {
        tieBreaks = List.copyOf(tieBreaks);
        if (arbiter == null) {
            arbiter = ArbiterRules.none(rounds);
        }
    }

    /** Settings without arbiter settings of their own (today's behaviour). */
    public TournamentSettings(String name, TournamentKind kind, Variant variant, String startFen,
                              TimeControl timeControl, int rounds, boolean doubleRoundRobin, int minutes,
                              boolean berserk, Long startsAt, boolean rated, String passwordHash,
                              List<String> tieBreaks, String seriesId) {
        this(name, kind, variant, startFen, timeControl, rounds, doubleRoundRobin, minutes, berserk, startsAt, rated,
                passwordHash, tieBreaks, seriesId, null);
    }

    /** The same settings with the entry password's hash. */
    public TournamentSettings withPasswordHash(String hash) {
        return new TournamentSettings(name, kind, variant, startFen, timeControl, rounds, doubleRoundRobin, minutes,
                berserk, startsAt, rated, hash, tieBreaks, seriesId, arbiter);
    }
}
