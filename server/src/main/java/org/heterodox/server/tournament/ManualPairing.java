package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.heterodox.tournament.pairing.Pairing;

/**
 * Checks a round the organiser paired by hand: it must still be a pairing of everyone present (every
 * player who is neither paused, withdrawn nor on a bye recorded for the round is on exactly one board,
 * or has the pairing-allocated bye, which there is only when they are odd in number). Who meets whom
 * is the organiser's decision: a pairing the rules refuse (a second game, a forbidden pair) is allowed
 * here, as it is to an arbiter whose round the rules cannot pair.
 */
final class ManualPairing {
    private ManualPairing() {
    }

    /**
     * @param boards each board's White and Black, by name, in board order
     * @param bye the player with the pairing-allocated bye, or null
     */
    static PlannedRound check(Tournament t, int round, List<List<String>> boards, String bye) {
        Set<Integer> present = new LinkedHashSet<>();
        for (TournamentPlayer p : t.players()) {
            if (p.available() && !t.hasBye(p.number(), round)) {
                present.add(p.number());
            }
        }
        Set<Integer> seen = new LinkedHashSet<>();
        List<Pairing> pairings = new ArrayList<>();
        for (List<String> board : boards) {
            int white = placed(t, round, present, seen, board.get(0));
            int black = placed(t, round, present, seen, board.get(1));
            pairings.add(new Pairing(white, black));
        }
        List<Bye> byes = new ArrayList<>();
        if (bye != null) {
            if (present.size() % 2 == 0) {
                throw TournamentException.badRequest(present.size() + " players are present: nobody has the bye");
            }
            int number = placed(t, round, present, seen, bye);
            byes.add(new Bye(round, number, Bye.PAIRING, 2));
        }
        List<String> missing = present.stream().filter(n -> !seen.contains(n)).map(t::nameOf).toList();
        if (!missing.isEmpty()) {
            throw TournamentException.badRequest("not paired: " + String.join(", ", missing)
                    + (present.size() % 2 == 1 && bye == null ? " (the odd player out has the bye)" : ""));
        }
        return new PlannedRound(pairings, byes);
    }

    /** The player's number, once they are known, present and not yet placed. */
    private static int placed(Tournament t, int round, Set<Integer> present, Set<Integer> seen, String name) {
        TournamentPlayer player = TournamentService.entrantNamed(t, name);
        if (!present.contains(player.number())) {
            String why = player.withdrawn() ? "has withdrawn" : player.paused() ? "is paused"
                    : "has a bye in round " + round;
            throw TournamentException.badRequest(player.name() + " " + why + " and is not paired");
        }
        if (!seen.add(player.number())) {
            throw TournamentException.badRequest(player.name() + " is paired twice");
        }
        return player.number();
    }

    /** The longest account of a change the log keeps (its columns are bounded). */
    static final int MAX_WRITTEN = 300;

    /**
     * What the hand pairing changed, as the log writes it: each board that differs from {@code before}
     * ("2: A - B"), then the bye; cut at {@link #MAX_WRITTEN} characters.
     */
    static String changes(Tournament t, List<Board> before, PlannedRound planned) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < planned.boards().size(); i++) {
            Pairing p = planned.boards().get(i);
            boolean same = i < before.size() && before.get(i).white() == p.white() && before.get(i).black() == p.black();
            if (!same) {
                parts.add((i + 1) + ": " + t.nameOf(p.white()) + " - " + t.nameOf(p.black()));
            }
        }
        for (Bye b : planned.byes()) {
            parts.add("bye " + t.nameOf(b.number()));
        }
        String text = String.join(", ", parts);
        return text.length() > MAX_WRITTEN ? text.substring(0, MAX_WRITTEN - 3) + "..." : text;
    }
}
