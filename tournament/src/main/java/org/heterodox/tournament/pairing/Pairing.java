package org.heterodox.tournament.pairing;

/**
 * A game of a round, by entrant numbers: White and Black. In Berger tables of an odd number of
 * players one side may be the bye number; elsewhere a bye is not a pairing.
 */
public record Pairing(int white, int black) {
    /** Whether {@code number} plays in this game. */
    public boolean involves(int number) {
        return white == number || black == number;
    }

    /** The other player of the game. */
    public int opponentOf(int number) {
        return number == white ? black : white;
    }
}
