package org.heterodox.tournament.pairing;

/** Two entrants (by number) who must not be paired, kept with the lower number first. */
public record ForbiddenPair(int first, int second) {
    public ForbiddenPair {
        if (first == second) {
            throw new IllegalArgumentException("a forbidden pair needs two different entrants");
        }
        if (first > second) {
            int swap = first;
            first = second;
            second = swap;
        }
    }

    public boolean forbids(int a, int b) {
        return (a == first && b == second) || (a == second && b == first);
    }
}
