package org.heterodox.tournament.pairing;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The weight of a possible game in the Dutch system: the criteria of C.04.3 (2025) as fields of one wide
 * integer, the most important highest, each field wide enough that its sum over any matching cannot reach
 * the next. A matching of greatest weight therefore meets the criteria in their order. This is the
 * formulation of bbpPairings (a FIDE-endorsed program), written again here. From the top:
 * <ol>
 * <li>the game is allowed (absolute criteria: no second game, no forbidden pair, no two non-topscorers
 * with the same absolute colour preference), plus one for each player who may not take the bye: the bye
 * then goes to a player allowed it, and (by the first matching of an odd round) of the lowest score it
 * can go to;</li>
 * <li>the game is in the bracket being paired (the most pairs), then, per score group, the score of its
 * higher player (the smallest pairing score difference: high scores paired in the bracket);</li>
 * <li>the same for the next bracket (the players moved down leave it pairable as well as possible);</li>
 * <li>when the bye will go to a player of this bracket: the rank of the players' games played (the bye to
 * the candidate with the fewest unplayed rounds);</li>
 * <li>colours, in the bracket only: topscorers (or their opponents) given a colour difference beyond 2,
 * then the same colour three times in a row; colour preferences; strong preferences;</li>
 * <li>floats, in the bracket only: repeated downfloats and upfloats of the last round, then of the round
 * before; then the scores of those floaters;</li>
 * <li>3B + 1 low bits left for the pairer to prefer, among equally good pairings, the rules' order of
 * exchanges and transpositions.</li>
 * </ol>
 * Scores are in half points. B bits count the pairs of a score group; the "score" fields have one
 * sub-field per score group, the lowest score lowest.
 */
final class DutchWeights {
    private final List<SwissPlayer> sorted;
    private final int roundsPlayed;
    private final boolean lastRound;
    private final boolean[][] forbidden;
    /** Bits for the number of players of the largest score group. */
    final int groupBits;
    /** Total width of the per-score-group fields. */
    final int scoreBits;
    /** The bit of each score's sub-field in the "score" fields, by score (half points). */
    private final int[] scoreShift;
    /** Width below the top field. */
    final int width;
    private final int inBracket;
    private final int scoresInBracket;
    private final int inNext;
    private final int scoresInNext;
    private final int byeField;
    private final int colourFields;
    private final int floatFields;
    private final int floatScoreFields;
    /** Where the low bits reserved for the order of exchanges start (0) and how many there are. */
    final int reservedBits;
    final int limbs;

    // set by the pairer once the bye's score is known
    int byeScore;
    boolean singleDownfloaterTakesBye;
    private final Map<Integer, Integer> playedGamesRank = new HashMap<>();

    DutchWeights(List<SwissPlayer> sorted, int roundsPlayed, boolean lastRound, boolean[][] forbidden) {
        this.sorted = sorted;
        this.roundsPlayed = roundsPlayed;
        this.lastRound = lastRound;
        this.forbidden = forbidden;
        int largest = 0;
        int shift = 0;
        this.scoreShift = new int[sorted.isEmpty() ? 1 : sorted.get(0).score + 1];
        int i = sorted.size() - 1;
        while (i >= 0) {
            int score = sorted.get(i).score;
            int size = 0;
            while (i >= 0 && sorted.get(i).score == score) {
                size++;
                i--;
            }
            scoreShift[score] = shift;
            shift += bitsFor(size);
            largest = Math.max(largest, size);
        }
        this.scoreBits = shift;
        this.groupBits = bitsFor(largest);
        int b = groupBits;
        int s = scoreBits;
        this.reservedBits = 3 * b + 1;
        int offset = reservedBits;
        int floatScores = roundsPlayed >= 2 ? 4 * s : roundsPlayed == 1 ? 2 * s : 0;
        this.floatScoreFields = offset;
        offset += floatScores;
        int floatCounts = roundsPlayed >= 2 ? 4 * b : roundsPlayed == 1 ? 2 * b : 0;
        this.floatFields = offset;
        offset += floatCounts;
        this.colourFields = offset;
        offset += 4 * b;
        this.byeField = offset;
        offset += 2 * b;
        this.scoresInNext = offset;
        offset += s;
        this.inNext = offset;
        offset += b;
        this.scoresInBracket = offset;
        offset += s;
        this.inBracket = offset;
        offset += b;
        this.width = offset;
        this.limbs = WeightedMatching.limbsFor(weightBits());
    }

    static int bitsFor(int value) {
        return 32 - Integer.numberOfLeadingZeros(value);
    }

    /** Every weight, including the one fixing a finished pair, is below 2^weightBits. */
    int weightBits() {
        return width + 2;
    }

    long[] zero() {
        return new long[limbs];
    }

    /** Heavier than any other weight: a pair already decided. */
    long[] decided() {
        long[] w = zero();
        Wide.addAt(w, 0, limbs, weightBits(), 1);
        Wide.subtractAt(w, 0, limbs, 0, 1);
        return w;
    }

    int shift(int score) {
        return scoreShift[score];
    }

    /** Ranks the games played by the players of the bye's score, most first: the bye goes to the fewest unplayed rounds. */
    void rankPlayedGames(List<Integer> playedGamesDescending) {
        playedGamesRank.clear();
        for (int k = 0; k < playedGamesDescending.size(); k++) {
            playedGamesRank.put(playedGamesDescending.get(k), k);
        }
    }

    /** The absolute criteria: no second game, no forbidden pair, no two non-topscorers with the same absolute preference. */
    boolean allowed(int a, int b) {
        if (forbidden[a][b]) {
            return false;
        }
        SwissPlayer p = sorted.get(a);
        SwissPlayer q = sorted.get(b);
        return !p.absolute || !q.absolute || p.preference != q.preference
                || (lastRound && (topscorer(p) || topscorer(q)));
    }

    /** A topscorer (A.7): in the last round, more than half the points possible. */
    private boolean topscorer(SwissPlayer p) {
        return p.score > roundsPlayed;
    }

    private boolean byeCandidate(SwissPlayer p) {
        return p.byeAllowed && p.score <= byeScore;
    }

    /**
     * The weight of the first matching of an odd round, which finds the bye's score: allowed games, players
     * allowed the bye left out, the players paired as high in the score groups as possible.
     */
    long[] byeSearch(int higher, int lower) {
        long[] w = zero();
        if (!allowed(higher, lower)) {
            return w;
        }
        SwissPlayer h = sorted.get(higher);
        SwissPlayer l = sorted.get(lower);
        int top = 1 + (h.byeAllowed ? 0 : 1) + (l.byeAllowed ? 0 : 1);
        Wide.addAt(w, 0, limbs, scoreBits + groupBits, top);
        Wide.addAt(w, 0, limbs, groupBits, shift(h.score) + shift(l.score));
        if (l.score >= sorted.get(0).score) {
            Wide.addAt(w, 0, limbs, 0, 1);
        }
        return w;
    }

    /**
     * The weight of a game between the players at {@code higher} and {@code lower} (positions in the score
     * order, higher first): {@code inBracketNow} when the lower one belongs to the bracket being paired,
     * {@code inNextBracket} when it belongs to the next score group.
     */
    long[] game(int higher, int lower, boolean inBracketNow, boolean inNextBracket) {
        long[] w = zero();
        if (!allowed(higher, lower)) {
            return w;
        }
        SwissPlayer h = sorted.get(higher);
        SwissPlayer l = sorted.get(lower);
        int top = 1 + (byeCandidate(h) ? 0 : 1) + (byeCandidate(l) ? 0 : 1);
        Wide.addAt(w, 0, limbs, width, top);
        if (inBracketNow) {
            Wide.addAt(w, 0, limbs, inBracket, 1);
            Wide.addAt(w, 0, limbs, scoresInBracket + shift(h.score), 1);
        }
        if (inNextBracket) {
            Wide.addAt(w, 0, limbs, inNext, 1);
            Wide.addAt(w, 0, limbs, scoresInNext + shift(h.score), 1);
        }
        if (singleDownfloaterTakesBye) {
            int rankSum = (h.score == byeScore ? playedGamesRank.get(h.playedGames) : 0)
                    + (l.score == byeScore ? playedGamesRank.get(l.playedGames) : 0);
            Wide.addAt(w, 0, limbs, byeField, rankSum);
        }
        if (!inBracketNow) {
            return w;
        }
        addColours(w, l, h);
        int b = groupBits;
        int s = scoreBits;
        int fields = floatFields + (roundsPlayed >= 2 ? 4 * b : 2 * b);
        int scoreFields = floatScoreFields + (roundsPlayed >= 2 ? 4 * s : 2 * s);
        for (int back = 1; back <= Math.min(2, roundsPlayed); back++) {
            SwissPlayer.Float lf = l.floatAgo(back);
            SwissPlayer.Float hf = h.floatAgo(back);
            // counts: downfloaters of that round paired here, and lower players not upfloated again
            fields -= b;
            int down = (lf == SwissPlayer.Float.DOWN ? 1 : 0)
                    + (h.score <= l.score && hf == SwissPlayer.Float.DOWN ? 1 : 0);
            Wide.addAt(w, 0, limbs, fields, down);
            fields -= b;
            boolean upAgain = h.score > l.score && lf == SwissPlayer.Float.UP;
            Wide.addAt(w, 0, limbs, fields, upAgain ? 0 : 1);
        }
        for (int back = 1; back <= Math.min(2, roundsPlayed); back++) {
            SwissPlayer.Float lf = l.floatAgo(back);
            SwissPlayer.Float hf = h.floatAgo(back);
            scoreFields -= s;
            if (lf == SwissPlayer.Float.DOWN) {
                Wide.addAt(w, 0, limbs, scoreFields + shift(l.score), 1);
            }
            if (hf == SwissPlayer.Float.DOWN) {
                Wide.addAt(w, 0, limbs, scoreFields + shift(h.score), 1);
            }
            scoreFields -= s;
            if (!(lf == SwissPlayer.Float.UP && h.score > l.score)) {
                Wide.addAt(w, 0, limbs, scoreFields + shift(h.score), 1);
            }
        }
        return w;
    }

    /** C.10-C.13, from the top: each bit set when the game keeps the criterion. */
    private void addColours(long[] w, SwissPlayer l, SwissPlayer h) {
        int b = groupBits;
        boolean same = l.preference != null && l.preference == h.preference;
        // no topscorer (or opponent) with a colour difference beyond 2
        boolean differenceKept = !(l.absoluteImbalance() && h.absoluteImbalance() && same);
        // no topscorer (or opponent) with the same colour three times in a row
        boolean threeKept;
        if (!(l.absolute && h.absolute && same)) {
            threeKept = true;
        } else if (l.imbalance == h.imbalance) {
            threeKept = l.repeated == null || l.repeated != h.repeated;
        } else {
            SwissPlayer yielding = l.imbalance > h.imbalance ? h : l;
            threeKept = yielding.repeated != l.preference.opposite();
        }
        boolean preferencesMet = !same;
        boolean strongMet = (!l.strong && !l.absolute) || (!h.strong && !h.absolute) || (l.absolute && h.absolute)
                || !same;
        Wide.addAt(w, 0, limbs, colourFields + 3 * b, differenceKept ? 1 : 0);
        Wide.addAt(w, 0, limbs, colourFields + 2 * b, threeKept ? 1 : 0);
        Wide.addAt(w, 0, limbs, colourFields + b, preferencesMet ? 1 : 0);
        Wide.addAt(w, 0, limbs, colourFields, strongMet ? 1 : 0);
    }
}
