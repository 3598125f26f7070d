package org.heterodox.tournament;

/**
 * One player's round: the opponent's entrant number (0 when there was none), the colour (null when
 * no game was paired) and the outcome.
 */
public record RoundResult(int opponent, Colour colour, Outcome outcome) {
    public RoundResult {
        if (outcome == null) {
            throw new IllegalArgumentException("a round result needs an outcome");
        }
        if (outcome.hasOpponent() != (opponent > 0)) {
            throw new IllegalArgumentException(outcome + (opponent > 0 ? " has no opponent" : " needs an opponent"));
        }
        if (outcome.hasOpponent() && colour == null) {
            throw new IllegalArgumentException("a paired game needs a colour");
        }
        if (!outcome.hasOpponent()) {
            colour = null;
        }
    }

    /** A round without a game: a bye of some kind, or absence. */
    public static RoundResult without(Outcome outcome) {
        return new RoundResult(0, null, outcome);
    }

    /** Whether a game was paired (played or forfeited), so the colour counts for colour history. */
    public boolean paired() {
        return opponent > 0;
    }
}
