package org.heterodox.server.tournament;

/**
 * An entrant: the pairing number (join order until the start, then rank by rating), the account
 * (null for a player of an imported tournament), the rating when entering, the first round they
 * could be paired in, and whether they are paused or withdrawn.
 */
public record TournamentPlayer(int number, Long account, String name, int rating, int joinedRound, boolean paused,
                               boolean withdrawn) {

    public TournamentPlayer withNumber(int newNumber) {
        return new TournamentPlayer(newNumber, account, name, rating, joinedRound, paused, withdrawn);
    }

    public TournamentPlayer withPaused(boolean newPaused) {
        return new TournamentPlayer(number, account, name, rating, joinedRound, newPaused, withdrawn);
    }

    public TournamentPlayer asWithdrawn() {
        return new TournamentPlayer(number, account, name, rating, joinedRound, paused, true);
    }

    public TournamentPlayer withName(String newName) {
        return new TournamentPlayer(number, account, newName, rating, joinedRound, paused, withdrawn);
    }

    /** Whether the player takes part in the next pairing. */
    public boolean available() {
        return !paused && !withdrawn;
    }
}
