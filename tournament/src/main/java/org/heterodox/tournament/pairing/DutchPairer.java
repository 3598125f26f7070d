package org.heterodox.tournament.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;

/**
 * The FIDE Dutch system (C.04.3, 2025 rules) for one round, exact by construction: the round is paired by
 * maximum weight matchings whose weights encode the criteria in their order ({@link DutchWeights}), bracket by
 * bracket ({@link DutchMatching}), then colours are allocated ({@link DutchColours}). This is the formulation
 * bbpPairings (FIDE-endorsed) uses, so the two pair alike; docs/tournaments.md gives the measured agreement.
 *
 * <p>The players taking part are the entrants not absent. Pairing numbers, for colours and ties, count the
 * players taking part and those absent who have taken part in an earlier pairing. Boards are ordered by the
 * higher score of each pair, then the lower score, then the higher player's pairing number.
 */
public final class DutchPairer {
    private DutchPairer() {
    }

    public static RoundPairings pair(SwissRound round) {
        int roundsPlayed = round.round() - 1;
        Map<Integer, Entrant> all = new HashMap<>();
        for (Entrant e : round.entrants()) {
            if (e.results().size() != roundsPlayed) {
                throw new PairingException("entrant " + e.number() + " has " + e.results().size()
                        + " rounds; every entrant needs " + roundsPlayed);
            }
            if (all.put(e.number(), e) != null) {
                throw new PairingException("two entrants have the number " + e.number());
            }
        }
        List<Entrant> byNumber = new ArrayList<>(round.entrants());
        byNumber.sort(Comparator.comparingInt(Entrant::number));
        List<SwissPlayer> players = new ArrayList<>();
        int rank = 0;
        for (Entrant e : byNumber) {
            boolean absent = round.absent().contains(e.number());
            if (absent && !tookPart(e)) {
                continue; // never paired yet and not now: no pairing number
            }
            SwissPlayer player = new SwissPlayer(e, rank++, all);
            if (!absent) {
                players.add(player);
            }
        }
        players.sort(Comparator.comparingInt((SwissPlayer p) -> -p.score).thenComparingInt(p -> p.rank));
        int n = players.size();
        Map<Integer, Integer> position = new HashMap<>();
        for (int i = 0; i < n; i++) {
            position.put(players.get(i).number, i);
        }
        boolean[][] forbidden = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int opponent : players.get(i).opponents) {
                Integer j = position.get(opponent);
                if (j != null) {
                    forbidden[i][j] = true;
                    forbidden[j][i] = true;
                }
            }
        }
        for (ForbiddenPair f : round.forbidden()) {
            Integer i = position.get(f.first());
            Integer j = position.get(f.second());
            if (i != null && j != null) {
                forbidden[i][j] = true;
                forbidden[j][i] = true;
            }
        }
        boolean lastRound = round.round() >= round.plannedRounds();
        DutchWeights weights = new DutchWeights(players, roundsPlayed, lastRound, forbidden);
        int[] partner = new DutchMatching(players, weights).pair(round.round());
        DutchColours colours = new DutchColours(round.topSeedFirstColour());
        List<SwissPlayer[]> pairs = new ArrayList<>();
        int bye = 0;
        for (int i = 0; i < n; i++) {
            if (partner[i] < 0) {
                bye = players.get(i).number;
            } else if (partner[i] > i) {
                pairs.add(new SwissPlayer[] {players.get(i), players.get(partner[i])});
            }
        }
        // the higher ranked player first in each pair: the list is in score order already
        pairs.sort(Comparator.comparingInt((SwissPlayer[] p) -> -p[0].score).thenComparingInt(p -> -p[1].score)
                .thenComparingInt(p -> p[0].rank));
        List<Pairing> boards = new ArrayList<>();
        for (SwissPlayer[] p : pairs) {
            SwissPlayer first = p[0].number < p[1].number ? p[0] : p[1];
            SwissPlayer second = first == p[0] ? p[1] : p[0];
            boards.add(colours.pair(first, second));
        }
        return new RoundPairings(boards, bye);
    }

    /** Whether the entrant has been paired in some round (a game, played or forfeited, or the pairing-allocated bye). */
    private static boolean tookPart(Entrant e) {
        for (RoundResult r : e.results()) {
            if (r.paired() || r.outcome() == Outcome.PAIRING_BYE) {
                return true;
            }
        }
        return false;
    }
}
