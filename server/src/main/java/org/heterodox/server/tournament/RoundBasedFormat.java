package org.heterodox.server.tournament;

import java.util.List;

/**
 * What Swiss and round robin share: numbered rounds published one at a time by a {@link RoundPairer},
 * each when the last is complete, the end after the last round, and standings by points and the
 * organiser's tie-breaks over the complete rounds.
 */
abstract class RoundBasedFormat implements TournamentFormat {
    private final RoundPairer pairer;
    private final boolean roundRobinRules;

    /** @param roundRobinRules whether the standings follow the round robin's rules (FIDE's Article 16) */
    RoundBasedFormat(RoundPairer pairer, boolean roundRobinRules) {
        this.pairer = pairer;
        this.roundRobinRules = roundRobinRules;
    }

    @Override
    public void begin(Tournament t, long now, RoundDirector director) {
        publish(t, 1, director);
    }

    private void publish(Tournament t, int round, RoundDirector director) {
        publish(t, round, director, t.settings().arbiter().manualStart());
    }

    /** Pairs the round; when the rules cannot, the reason is kept for the organiser and nothing is published. */
    private void publish(Tournament t, int round, RoundDirector director, boolean wait) {
        PlannedRound planned;
        try {
            planned = pairer.pair(t, round);
        } catch (TournamentException e) {
            director.unpairable(t, round, e.getMessage());
            return;
        }
        director.publishRound(t, round, planned, wait);
        afterResults(t, director); // boards decided at once (forfeits of withdrawn players) may complete the round
    }

    @Override
    public void pairAgain(Tournament t, int round, RoundDirector director) {
        publish(t, round, director, true);
    }

    @Override
    public void afterResults(Tournament t, RoundDirector director) {
        while (t.status() == TournamentStatus.RUNNING && nextRoundDue(t)) {
            if (t.currentRound() >= totalRounds(t)) {
                director.finish(t);
                return;
            }
            int before = t.currentRound();
            publish(t, before + 1, director);
            if (t.currentRound() == before) {
                return;
            }
        }
    }

    @Override
    public boolean nextRoundDue(Tournament t) {
        return t.currentRound() > 0 && !t.roundWaiting() && t.pairingProblem() == null
                && t.roundComplete(t.currentRound());
    }

    @Override
    public int totalRounds(Tournament t) {
        return pairer.totalRounds(t);
    }

    @Override
    public int completeRounds(Tournament t) {
        int round = t.currentRound();
        return round > 0 && !t.roundComplete(round) ? round - 1 : round;
    }

    @Override
    public List<StandingLine> standings(Tournament t) {
        return RoundStandings.lines(t, completeRounds(t), roundRobinRules);
    }
}
