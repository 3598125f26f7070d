package org.heterodox.tournament.trf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;
import org.heterodox.tournament.pairing.DutchPairer;
import org.heterodox.tournament.pairing.Pairing;
import org.heterodox.tournament.pairing.PairingException;
import org.heterodox.tournament.pairing.RoundPairings;
import org.heterodox.tournament.pairing.SwissRound;
import org.heterodox.tournament.pairing.Violation;
import org.junit.jupiter.api.Test;

/** The arbiter's check of a whole report: every round paired again, compared, and checked. */
class ReportCheckTest {
    /**
     * Four players, all draws: round 1 1-3 4-2 (the rules' pairing), round 2 as given (games "white-black"); the
     * rules pair round 2 2-1 3-4, so that everybody gets the colour they want.
     */
    private static TrfTournament fourPlayers(String... secondRound) {
        List<List<RoundResult>> results = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            results.add(new ArrayList<>());
        }
        for (String[] round : new String[][] {{"1-3", "4-2"}, secondRound}) {
            for (String game : round) {
                int white = Integer.parseInt(game.split("-")[0]);
                int black = Integer.parseInt(game.split("-")[1]);
                results.get(white - 1).add(new RoundResult(black, Colour.WHITE, Outcome.DRAW));
                results.get(black - 1).add(new RoundResult(white, Colour.BLACK, Outcome.DRAW));
            }
        }
        List<Entrant> entrants = new ArrayList<>();
        for (int n = 1; n <= 4; n++) {
            entrants.add(new Entrant(n, "P" + n, 2000 - n, results.get(n - 1)));
        }
        return TrfReader.read(TrfWriter.write(report(entrants, null)));
    }

    @Test
    void aReportPairedByTheRulesAgreesInEveryRound() {
        List<ReportCheck.Round> rounds = ReportCheck.check(fourPlayers("2-1", "3-4"), 3);
        assertThat(rounds).hasSize(2).allMatch(ReportCheck.Round::agrees);
        assertThat(rounds).allMatch(r -> r.reportViolations().isEmpty() && r.ourViolations().isEmpty());
    }

    @Test
    void aRepeatedGameIsFoundAndTheRoundDiffers() {
        List<ReportCheck.Round> rounds = ReportCheck.check(fourPlayers("3-1", "2-4"), 3);
        assertThat(rounds.get(0).agrees()).isTrue();
        ReportCheck.Round second = rounds.get(1);
        assertThat(second.agrees()).isFalse();
        assertThat(ReportCheck.games(second.ours())).containsExactly("2-1", "3-4");
        assertThat(second.reportViolations()).extracting(Violation::kind)
                .containsExactly(Violation.Kind.REPEAT, Violation.Kind.REPEAT);
        assertThat(second.ourViolations()).isEmpty();
    }

    @Test
    void swappedColoursAreADifference() {
        ReportCheck.Round second = ReportCheck.check(fourPlayers("1-2", "4-3"), 3).get(1);
        assertThat(second.agrees()).isFalse();
        assertThat(second.reportViolations()).isEmpty();
    }

    @Test
    void theTopSeedsFirstColourIsReadOrInferred() {
        TrfTournament t = fourPlayers("2-1", "3-4");
        assertThat(TrfRounds.initialColour(t)).isEqualTo(Colour.WHITE);
        assertThat(TrfRounds.initialColour(TrfReader.read("XXC black1\n" + TrfWriter.write(t)))).isEqualTo(Colour.BLACK);
        // 1 sat round 1 out: 2 was the top player of round 1, with Black
        List<Entrant> firstAbsent = List.of(
                new Entrant(1, "A", 2000, List.of(RoundResult.without(Outcome.ZERO_POINT_BYE))),
                new Entrant(2, "B", 1900, List.of(new RoundResult(3, Colour.BLACK, Outcome.WIN))),
                new Entrant(3, "C", 1800, List.of(new RoundResult(2, Colour.WHITE, Outcome.LOSS))));
        assertThat(TrfRounds.initialColour(TrfReader.read(TrfWriter.write(report(firstAbsent, null)))))
                .isEqualTo(Colour.BLACK);
    }

    /**
     * A property test: 600 random tournaments paired round by round by the Dutch pairer, with random results,
     * forfeits, byes and absences. Checked as they are, every round agrees; with one round tampered with (colours
     * swapped, partners exchanged, a game's two players both given the bye), that round differs from ours; with a
     * game turned into a double forfeit (results, not the pairing), it still agrees. The check always runs to the
     * end, and our own pairing never breaks an absolute criterion.
     */
    @Test
    void randomTournamentsAgreeAndTamperingIsFound() {
        Random random = new Random(37);
        int tampered = 0;
        int found = 0;
        for (int t = 0; t < 600; t++) {
            int players = 4 + random.nextInt(8);
            int rounds = 3 + random.nextInt(4);
            List<Entrant> entrants = play(random, players, rounds);
            if (entrants == null) {
                continue;
            }
            for (ReportCheck.Round round : ReportCheck.check(report(entrants), rounds)) {
                assertThat(round.agrees()).as("tournament " + t + " round " + round.number()).isTrue();
                assertThat(round.reportViolations()).isEmpty();
            }
            int round = 1 + random.nextInt(rounds);
            boolean[] pairingChanged = new boolean[1];
            List<Entrant> changed = tamper(random, entrants, round, pairingChanged);
            tampered++;
            List<ReportCheck.Round> checked = ReportCheck.check(report(changed), rounds);
            assertThat(checked).hasSize(rounds);
            for (ReportCheck.Round r : checked) {
                assertThat(r.ourViolations()).as("tournament " + t + " round " + r.number()).isEmpty();
            }
            ReportCheck.Round at = checked.get(round - 1);
            assertThat(at.agrees()).as("tournament " + t + " round " + round).isEqualTo(!pairingChanged[0]);
            found += at.agrees() ? 0 : 1;
        }
        assertThat(tampered).isGreaterThan(400);
        assertThat(found).isGreaterThan(tampered / 2);
    }

    private static TrfTournament report(List<Entrant> entrants) {
        return report(entrants, Colour.WHITE);
    }

    private static TrfTournament report(List<Entrant> entrants, Colour initial) {
        List<TrfPlayer> lines = new ArrayList<>();
        for (Entrant e : entrants) {
            lines.add(new TrfPlayer(e, "", "", "", "", "", null, 0));
        }
        return new TrfTournament(List.of(), null, initial, List.of(), lines);
    }

    /** A tournament paired by us, or null when some round could not be paired. */
    private static List<Entrant> play(Random random, int players, int rounds) {
        List<Entrant> entrants = new ArrayList<>();
        for (int n = 1; n <= players; n++) {
            entrants.add(new Entrant(n, "P" + n, 2000 - n, List.of()));
        }
        for (int r = 1; r <= rounds; r++) {
            Set<Integer> absent = new HashSet<>();
            for (Entrant e : entrants) {
                if (random.nextInt(10) == 0) {
                    absent.add(e.number());
                }
            }
            RoundPairings pairings;
            try {
                pairings = DutchPairer.pair(new SwissRound(rounds, entrants, absent, Set.of(), Colour.WHITE));
            } catch (PairingException e) {
                return null;
            }
            RoundResult[] results = new RoundResult[players + 1];
            for (int number : absent) {
                results[number] = RoundResult.without(random.nextBoolean() ? Outcome.ZERO_POINT_BYE : Outcome.HALF_POINT_BYE);
            }
            if (pairings.byeEntrant() > 0) {
                results[pairings.byeEntrant()] = RoundResult.without(Outcome.PAIRING_BYE);
            }
            for (Pairing p : pairings.boards()) {
                Outcome white = switch (random.nextInt(8)) {
                    case 0, 1, 2 -> Outcome.WIN;
                    case 3, 4 -> Outcome.LOSS;
                    case 5, 6 -> Outcome.DRAW;
                    default -> random.nextBoolean() ? Outcome.FORFEIT_WIN : Outcome.FORFEIT_LOSS;
                };
                results[p.white()] = new RoundResult(p.black(), Colour.WHITE, white);
                results[p.black()] = new RoundResult(p.white(), Colour.BLACK, white.mirrored());
            }
            List<Entrant> next = new ArrayList<>();
            for (Entrant e : entrants) {
                next.add(e.plus(results[e.number()]));
            }
            entrants = next;
        }
        return entrants;
    }

    /** The tournament with round {@code round} changed at random. */
    private static List<Entrant> tamper(Random random, List<Entrant> entrants, int round, boolean[] pairingChanged) {
        pairingChanged[0] = true;
        RoundResult[] results = new RoundResult[entrants.size() + 1];
        List<int[]> games = new ArrayList<>();
        for (Entrant e : entrants) {
            RoundResult r = e.results().get(round - 1);
            results[e.number()] = r;
            if (r.paired() && r.colour() == Colour.WHITE) {
                games.add(new int[] {e.number(), r.opponent()});
            }
        }
        if (games.isEmpty()) {
            int a = entrants.get(0).number();
            pairingChanged[0] = results[a].outcome() != Outcome.PAIRING_BYE;
            results[a] = RoundResult.without(Outcome.PAIRING_BYE);
        } else {
            int[] g = games.get(random.nextInt(games.size()));
            Outcome white = results[g[0]].outcome();
            switch (random.nextInt(games.size() > 1 ? 4 : 3)) {
                case 0 -> { // colours swapped
                    results[g[1]] = new RoundResult(g[0], Colour.WHITE, white.mirrored());
                    results[g[0]] = new RoundResult(g[1], Colour.BLACK, white);
                }
                case 1 -> { // a double forfeit
                    pairingChanged[0] = false;
                    results[g[0]] = new RoundResult(g[1], Colour.WHITE, Outcome.FORFEIT_LOSS);
                    results[g[1]] = new RoundResult(g[0], Colour.BLACK, Outcome.FORFEIT_LOSS);
                }
                case 2 -> { // both given the pairing-allocated bye
                    results[g[0]] = RoundResult.without(Outcome.PAIRING_BYE);
                    results[g[1]] = RoundResult.without(Outcome.PAIRING_BYE);
                }
                default -> { // partners exchanged with another game
                    int[] h = games.get((games.indexOf(g) + 1) % games.size());
                    results[g[0]] = new RoundResult(h[1], Colour.WHITE, Outcome.DRAW);
                    results[h[1]] = new RoundResult(g[0], Colour.BLACK, Outcome.DRAW);
                    results[h[0]] = new RoundResult(g[1], Colour.WHITE, Outcome.DRAW);
                    results[g[1]] = new RoundResult(h[0], Colour.BLACK, Outcome.DRAW);
                }
            }
        }
        List<Entrant> changed = new ArrayList<>();
        for (Entrant e : entrants) {
            List<RoundResult> history = new ArrayList<>(e.results());
            history.set(round - 1, results[e.number()]);
            changed.add(new Entrant(e.number(), e.name(), e.rating(), history));
        }
        return changed;
    }
}
