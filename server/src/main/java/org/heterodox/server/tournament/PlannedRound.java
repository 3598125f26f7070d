package org.heterodox.server.tournament;

import java.util.List;
import org.heterodox.tournament.pairing.Pairing;

/** A round a pairer made: its boards in board order (by player numbers) and its byes. */
public record PlannedRound(List<Pairing> boards, List<Bye> byes) {
    public PlannedRound {
        boards = List.copyOf(boards);
        byes = List.copyOf(byes);
    }
}
