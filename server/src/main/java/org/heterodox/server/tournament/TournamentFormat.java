package org.heterodox.server.tournament;

import java.util.List;
import java.util.Set;
import org.heterodox.server.game.TimeControl;

/**
 * How one kind of tournament runs: the settings it takes, who may still enter or pause once it has
 * started, how it pairs and what follows each result, its rounds and its standings. The service does
 * what every kind shares (entries, the organiser's tools, storing and announcing each change) and asks
 * the tournament's format for the rest; a {@link RoundDirector} puts the format's pairings on boards.
 * Each {@link TournamentKind} has one format ({@link TournamentFormats}).
 */
public interface TournamentFormat {
    TournamentKind kind();

    /** The fewest players it starts with. */
    int minimumPlayers();

    /** The settings only this format takes. */
    Set<FormatOption> options();

    /** The tie-breaks that rank its players when the organiser names none (none: points alone). */
    List<String> defaultTieBreaks();

    /** Refuses a time control the format cannot run. */
    default void checkTimeControl(TimeControl timeControl) {
    }

    /** Refuses tie-breaks the organiser names when the format ranks without them. */
    default void checkTieBreaks(List<String> requested) {
    }

    /** Refuses an entry to the running tournament when the format takes none now. */
    void checkLateEntry(Tournament t);

    /** Refuses a pause when the format's pairings are fixed. */
    default void checkPause(Tournament t) {
    }

    /** Whether the organiser may name pairs of players who must not meet. */
    default boolean takesForbiddenPairs() {
        return false;
    }

    /**
     * Whether the organiser may pair a round again, set its boards by hand and start it ({@link ArbiterService});
     * such a format pairs by {@link #pairAgain}.
     */
    default boolean editablePairings() {
        return false;
    }

    /** Pairs round {@code round} again, left waiting for the organiser to start it (see {@link #editablePairings}). */
    default void pairAgain(Tournament t, int round, RoundDirector director) {
        throw TournamentException.conflict("this tournament's pairings cannot be edited");
    }

    /** Whether its games may be berserked (the clock halved for a bonus point). */
    default boolean allowsBerserk(TournamentSettings settings) {
        return false;
    }

    /** What the start fixes besides the pairing numbers (an arena's end), set before the start is stored. */
    default void opening(Tournament t, long now) {
    }

    /** Pairs the first round (or wave) of a tournament that has just started. */
    void begin(Tournament t, long now, RoundDirector director);

    /** Whether a running tournament has work on the clock's every tick (an arena pairs its free players). */
    default boolean pairsOnTheClock() {
        return false;
    }

    /**
     * Whether it pairs only the players present (their tournament page open, or a recent heartbeat), as
     * a lichess arena does; the others are paired by the rounds they are in.
     */
    default boolean pairsOnlyPresent() {
        return false;
    }

    /** The clock's work for a running tournament, when {@link #pairsOnTheClock} says it has some. */
    default void tick(Tournament t, long now, RoundDirector director) {
    }

    /** After results changed: pairs the next round or ends the tournament, when either is due. */
    void afterResults(Tournament t, RoundDirector director);

    /** Whether the results already in call for the next round (or the end) that nobody has paired yet. */
    boolean nextRoundDue(Tournament t);

    /** The rounds it will have (0 while not known, or for an arena's waves). */
    int totalRounds(Tournament t);

    /** The rounds the standings count: the rounds whose boards all have results (0 for an arena). */
    int completeRounds(Tournament t);

    /** The tie-breaks the standings show, in order (a value for each in every line). */
    default List<String> standingsTieBreaks(Tournament t) {
        return t.settings().tieBreaks();
    }

    /** The standings, best first. Call under the tournament's monitor. */
    List<StandingLine> standings(Tournament t);

    /** A TRF report's type line (092) for this format; refused when it has no rounds to report. */
    String trfType();

    /** Whether a TRF report with these type lines (092) is a tournament of this format. */
    boolean readsTrfType(List<String> typeLines);
}
