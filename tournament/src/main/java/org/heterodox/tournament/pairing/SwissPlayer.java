package org.heterodox.tournament.pairing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;

/**
 * What the Dutch system (C.04.3, 2025) needs to know of a player before a round: the score, the colours of
 * the games played (forfeits do not count), the opponents met over the board, whether the pairing-allocated
 * bye is still allowed, the floats of the previous rounds, and the colour preference (A.6).
 */
final class SwissPlayer {
    /** A float in an earlier round (A.4): a point without playing counts as a downfloat. */
    enum Float { DOWN, UP, NONE }

    final int number;
    /** The effective pairing number, from 0: the rank among the players taking part (for colours and ties). */
    final int rank;
    final int score;
    final List<Colour> colours = new ArrayList<>();
    final Set<Integer> opponents = new HashSet<>();
    final boolean byeAllowed;
    final int playedGames;
    /** |games with White - games with Black|. */
    final int imbalance;
    /** The colour of the last two games when they were the same, else null. */
    final Colour repeated;
    /** The preferred colour, or null without games played. */
    final Colour preference;
    /** Absolute: a colour difference beyond 1 or the same colour twice in a row. */
    final boolean absolute;
    /** Strong: a colour difference of 1 (and not absolute). */
    final boolean strong;
    private final List<Float> floats = new ArrayList<>();

    SwissPlayer(Entrant entrant, int rank, Map<Integer, Entrant> all) {
        this.number = entrant.number();
        this.rank = rank;
        int running = 0;
        boolean allowed = true;
        int white = 0;
        int black = 0;
        List<RoundResult> results = entrant.results();
        for (int r = 0; r < results.size(); r++) {
            RoundResult result = results.get(r);
            Outcome outcome = result.outcome();
            if (outcome.played()) {
                colours.add(result.colour());
                if (result.colour() == Colour.WHITE) {
                    white++;
                } else {
                    black++;
                }
                opponents.add(result.opponent());
                Entrant opponent = all.get(result.opponent());
                int theirs = opponent == null ? running : scoreBefore(opponent, r);
                floats.add(theirs < running ? Float.DOWN : theirs > running ? Float.UP : Float.NONE);
            } else {
                // a point or half point without a game counts as a downfloat (A.4)
                floats.add(outcome.halfPoints() > 0 ? Float.DOWN : Float.NONE);
                if (outcome.halfPoints() == 2 || outcome == Outcome.PAIRING_BYE) {
                    allowed = false; // a bye, or a win without playing: no pairing-allocated bye (C.2)
                }
            }
            running += outcome.halfPoints();
        }
        this.score = running;
        this.byeAllowed = allowed;
        this.playedGames = colours.size();
        this.imbalance = Math.abs(white - black);
        int run = 0;
        for (int i = colours.size() - 1; i >= 0 && colours.get(i) == colours.get(colours.size() - 1); i--) {
            run++;
        }
        Colour last = colours.isEmpty() ? null : colours.get(colours.size() - 1);
        Colour fewer = white > black ? Colour.BLACK : Colour.WHITE;
        this.repeated = run > 1 ? last : null;
        if (imbalance > 1) {
            preference = fewer;
        } else if (run > 1) {
            preference = last.opposite();
        } else if (imbalance > 0) {
            preference = fewer;
        } else {
            preference = last == null ? null : last.opposite();
        }
        this.absolute = imbalance > 1 || repeated != null;
        this.strong = !absolute && imbalance > 0;
    }

    private static int scoreBefore(Entrant entrant, int round) {
        int sum = 0;
        for (int r = 0; r < round && r < entrant.results().size(); r++) {
            sum += entrant.results().get(r).outcome().halfPoints();
        }
        return sum;
    }

    /** The float {@code back} rounds ago (1 = the last round), NONE before the first round. */
    Float floatAgo(int back) {
        int index = floats.size() - back;
        return index >= 0 ? floats.get(index) : Float.NONE;
    }

    /** A colour difference beyond 1: meeting a player with the same preference would give one of them 3. */
    boolean absoluteImbalance() {
        return imbalance > 1;
    }

    /** Whether this player is ranked above {@code other}: a higher score, or the same and a smaller pairing number. */
    boolean above(SwissPlayer other) {
        return score != other.score ? score > other.score : rank < other.rank;
    }
}
