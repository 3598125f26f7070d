package org.heterodox.tournament.pairing;

import java.util.List;

/** A round's pairing breaking an absolute criterion of the Dutch system (or not being a pairing at all). */
public record Violation(Kind kind, List<Integer> players, String description) {
    public enum Kind {
        /** Two players meet who have already played each other. */
        REPEAT,
        /** Two players meet whom the organiser forbade to meet. */
        FORBIDDEN,
        /** The pairing-allocated bye goes to a player who has had it, or a point without playing. */
        SECOND_BYE,
        /** A player's colour difference goes beyond 2 (and neither player of the game is a topscorer in the last round). */
        COLOUR_DIFFERENCE,
        /** A player gets the same colour a third time in a row (and neither player of the game is a topscorer in the last round). */
        THREE_IN_A_ROW,
        /** Not a pairing of the round: a player paired twice, an absent or unknown player paired, a player left out. */
        NOT_A_PAIRING
    }

    public Violation {
        players = List.copyOf(players);
    }
}
