package org.heterodox.server.tournament;

import java.util.List;
import java.util.Set;
import org.heterodox.server.game.TimeControl;
import org.heterodox.tournament.pairing.Pairing;

/**
 * A lichess-style arena: a fixed duration in which every free player present is paired again at once,
 * by score ({@link ArenaPairing}, on the clock's every tick); ranked by arena points (with berserk and
 * streaks), then by tournament performance; when time is up the standings freeze.
 */
final class ArenaFormat implements TournamentFormat {
    private final ArenaPairing pairing = new ArenaPairing();

    @Override
    public TournamentKind kind() {
        return TournamentKind.ARENA;
    }

    @Override
    public int minimumPlayers() {
        return 2;
    }

    @Override
    public Set<FormatOption> options() {
        return Set.of(FormatOption.MINUTES, FormatOption.BERSERK);
    }

    @Override
    public List<String> defaultTieBreaks() {
        return List.of();
    }

    @Override
    public void checkTimeControl(TimeControl timeControl) {
        if (!timeControl.timed()) {
            throw TournamentException.badRequest("an arena needs a time control: its games must end");
        }
    }

    @Override
    public void checkTieBreaks(List<String> requested) {
        if (!requested.isEmpty()) {
            throw TournamentException.badRequest("an arena ranks by its points, then by performance; it takes no"
                    + " 'tieBreaks'");
        }
    }

    /** Players come and go as they like: an entry is welcome until the end. */
    @Override
    public void checkLateEntry(Tournament t) {
    }

    @Override
    public boolean allowsBerserk(TournamentSettings settings) {
        return settings.berserk();
    }

    @Override
    public void opening(Tournament t, long now) {
        t.endsAt(now + t.settings().minutes() * 60_000L);
    }

    @Override
    public void begin(Tournament t, long now, RoundDirector director) {
        wave(t, now, director);
    }

    @Override
    public boolean pairsOnlyPresent() {
        return true;
    }

    @Override
    public List<String> standingsTieBreaks(Tournament t) {
        return List.of(ArenaStandings.TIE_BREAK);
    }

    @Override
    public boolean pairsOnTheClock() {
        return true;
    }

    @Override
    public void tick(Tournament t, long now, RoundDirector director) {
        wave(t, now, director);
    }

    /** Pairs the free players, or ends the arena when its time is up. */
    private void wave(Tournament t, long now, RoundDirector director) {
        if (now >= t.endsAt()) {
            afterResults(t, director);
            return;
        }
        List<Pairing> pairings = pairing.pair(t, director::present);
        if (!pairings.isEmpty()) {
            director.publishWave(t, pairings, now);
        }
    }

    /** As on lichess, the standings freeze when time is up: games still going are finished but do not count. */
    @Override
    public void afterResults(Tournament t, RoundDirector director) {
        if (t.status() == TournamentStatus.RUNNING && director.now() >= t.endsAt()) {
            director.finish(t);
        }
    }

    /** Free players are paired on the clock, not after results. */
    @Override
    public boolean nextRoundDue(Tournament t) {
        return false;
    }

    @Override
    public int totalRounds(Tournament t) {
        return 0;
    }

    @Override
    public int completeRounds(Tournament t) {
        return 0;
    }

    @Override
    public List<StandingLine> standings(Tournament t) {
        return ArenaStandings.lines(t);
    }

    @Override
    public String trfType() {
        throw TournamentException.conflict("TRF reports rounds; an arena has none");
    }

    @Override
    public boolean readsTrfType(List<String> typeLines) {
        return false;
    }
}
