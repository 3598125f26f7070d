package org.heterodox.tournament.pairing;

import java.util.List;

/** A round's pairings in board order, and the entrant who gets the pairing-allocated bye (0: none). */
public record RoundPairings(List<Pairing> boards, int byeEntrant) {
    public RoundPairings {
        boards = List.copyOf(boards);
    }
}
