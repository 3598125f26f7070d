package org.heterodox.tournament.pairing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;

/**
 * What the Dutch system needs to know of a player before a round: score, colours of the games
 * played (forfeits do not count), opponents met over the board, whether a bye is still allowed, the
 * floats of the last two rounds, and the colour preference (C.04.3 A.6).
 */
final class SwissPlayer {
    enum Strength { NONE, MILD, STRONG, ABSOLUTE }

    final int number;
    final int score;
    final List<Colour> colours = new ArrayList<>();
    final Set<Integer> opponents = new HashSet<>();
    final boolean byeAllowed;
    /** Floats by round, newest last: -1 down, +1 up, 0 none. */
    final List<Integer> floats = new ArrayList<>();
    final int colourDifference;
    /** Rounds without a game played over the board. */
    final int unplayed;
    final Strength strength;
    final Colour preferred;

    SwissPlayer(Entrant entrant, java.util.Map<Integer, Entrant> all) {
        this.number = entrant.number();
        int running = 0;
        boolean allowed = true;
        int difference = 0;
        List<RoundResult> results = entrant.results();
        for (int r = 0; r < results.size(); r++) {
            RoundResult result = results.get(r);
            Outcome outcome = result.outcome();
            if (outcome.played()) {
                colours.add(result.colour());
                difference += result.colour() == Colour.WHITE ? 1 : -1;
                opponents.add(result.opponent());
            }
            if (!outcome.played() && outcome.halfPoints() == 2) {
                allowed = false; // a bye, or a win without playing (C.04.1 d)
            }
            int flt = 0;
            if (!outcome.played() && outcome.halfPoints() == 2) {
                flt = -1; // a point without playing (bye, forfeit win) counts as a downfloat
            } else if (outcome.played()) {
                Entrant opponent = all.get(result.opponent());
                int theirs = opponent == null ? running : scoreBefore(opponent, r);
                flt = theirs < running ? -1 : theirs > running ? 1 : 0;
            }
            floats.add(flt);
            running += outcome.halfPoints();
        }
        this.score = running;
        this.byeAllowed = allowed;
        this.colourDifference = difference;
        this.unplayed = results.size() - colours.size();
        Colour last = colours.isEmpty() ? null : colours.get(colours.size() - 1);
        boolean twoSame = colours.size() >= 2 && colours.get(colours.size() - 1) == colours.get(colours.size() - 2);
        if (colours.isEmpty()) {
            strength = Strength.NONE;
            preferred = null;
        } else if (difference > 1 || difference < -1 || twoSame) {
            strength = Strength.ABSOLUTE;
            preferred = difference > 1 ? Colour.BLACK : difference < -1 ? Colour.WHITE : last.opposite();
        } else if (difference != 0) {
            strength = Strength.STRONG;
            preferred = difference > 0 ? Colour.BLACK : Colour.WHITE;
        } else {
            strength = Strength.MILD;
            preferred = last.opposite();
        }
    }

    private static int scoreBefore(Entrant entrant, int round) {
        int sum = 0;
        for (int r = 0; r < round && r < entrant.results().size(); r++) {
            sum += entrant.results().get(r).outcome().halfPoints();
        }
        return sum;
    }

    /** The float {@code back} rounds ago (1 = the last round), 0 when there was none. */
    int floatAgo(int back) {
        int index = floats.size() - back;
        return index >= 0 ? floats.get(index) : 0;
    }
}
