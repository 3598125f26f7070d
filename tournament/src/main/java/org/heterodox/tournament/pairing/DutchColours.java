package org.heterodox.tournament.pairing;

import org.heterodox.tournament.Colour;

/**
 * The colour allocation rules of C.04.3 (2025), in their order, for a pair already made:
 * <ol>
 * <li>both preferences are met when they differ (or one player has none);</li>
 * <li>of two absolute preferences, the one with the wider colour difference wins (a topscorer may then get a
 * third colour in a row or a difference of 3);</li>
 * <li>a strong preference wins over a mild one;</li>
 * <li>otherwise the colours alternate from the latest round in which the two had different colours (each
 * counting their own games played, byes and forfeits skipped);</li>
 * <li>otherwise the higher ranked player gets their preference;</li>
 * <li>without any preference on either side, the higher ranked player gets the initial colour when their
 * pairing number is odd, the other colour when it is even.</li>
 * </ol>
 * "Higher ranked" is by score, then pairing number; pairing numbers count the players taking part.
 */
final class DutchColours {
    private final Colour initial;

    DutchColours(Colour initial) {
        this.initial = initial;
    }

    /** The pairing of a and b with their colours. */
    Pairing pair(SwissPlayer a, SwissPlayer b) {
        return colourOf(a, b) == Colour.WHITE ? new Pairing(a.number, b.number) : new Pairing(b.number, a.number);
    }

    /** The colour player p gets against q. */
    Colour colourOf(SwissPlayer p, SwissPlayer q) {
        Colour settled = byPreferences(p, q);
        if (settled != null) {
            return settled;
        }
        boolean pHigher = p.above(q);
        if (p.preference == null) {
            SwissPlayer higher = pHigher ? p : q;
            Colour higherColour = higher.rank % 2 == 0 ? initial : initial.opposite();
            return pHigher ? higherColour : higherColour.opposite();
        }
        return pHigher ? p.preference : q.preference.opposite();
    }

    /** The rules up to alternation; null when they leave the choice to the ranking. */
    private static Colour byPreferences(SwissPlayer p, SwissPlayer q) {
        if (p.preference == null || q.preference == null || p.preference != q.preference) {
            if (p.preference != null) {
                return p.preference;
            }
            return q.preference != null ? q.preference.opposite() : null;
        }
        if (p.absolute && (p.imbalance > q.imbalance || !q.absolute)) {
            return p.preference;
        }
        if (q.absolute && (q.imbalance > p.imbalance || !p.absolute)) {
            return q.preference.opposite();
        }
        if (p.strong && !q.strong) {
            return p.preference;
        }
        if (q.strong && !p.strong) {
            return q.preference.opposite();
        }
        int i = p.colours.size() - 1;
        int j = q.colours.size() - 1;
        while (i >= 0 && j >= 0 && p.colours.get(i) == q.colours.get(j)) {
            i--;
            j--;
        }
        return i >= 0 && j >= 0 ? q.colours.get(j) : null;
    }
}
