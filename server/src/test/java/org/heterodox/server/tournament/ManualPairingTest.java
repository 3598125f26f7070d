package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.game.TimeControl;
import org.heterodox.tournament.pairing.Pairing;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A round paired by hand must pair everyone present exactly once, the bye only to an odd player out. */
class ManualPairingTest {
    private Tournament t;

    @BeforeEach
    void fivePlayers() throws FormatException {
        TournamentSettings settings = new TournamentSettings("Cup", TournamentKind.SWISS, Variants.of("chess"), null,
                new TimeControl(TimeControl.Kind.INCREMENT, 180_000, 2_000, 0), 5, false, 0, false, null, false, null,
                List.of(), null);
        t = new Tournament("t1", settings, 1L, "Arbiter", TournamentStatus.RUNNING, 1, 0L, null, 0L, 1);
        String[] names = {"Anna", "Bruno", "Carla", "Dario", "Elena"};
        for (int i = 0; i < names.length; i++) {
            t.addPlayer(new TournamentPlayer(i + 1, (long) i + 10, names[i], 1500, 1, false, false));
        }
    }

    private static PlannedRound check(Tournament t, String bye, String... pairs) {
        List<List<String>> boards = new java.util.ArrayList<>();
        for (int i = 0; i < pairs.length; i += 2) {
            boards.add(List.of(pairs[i], pairs[i + 1]));
        }
        return ManualPairing.check(t, 2, boards, bye);
    }

    @Test
    void everyonePresentOnceWithTheOddPlayerOutOnTheBye() {
        PlannedRound planned = check(t, "Elena", "Bruno", "Anna", "carla", "Dario");
        assertThat(planned.boards()).containsExactly(new Pairing(2, 1), new Pairing(3, 4));
        assertThat(planned.byes()).containsExactly(new Bye(2, 5, Bye.PAIRING, 2));
    }

    @Test
    void aPlayerPairedTwiceLeftOutOrGivenAByeNotDueIsRefused() {
        assertThatThrownBy(() -> check(t, "Elena", "Anna", "Bruno", "Anna", "Dario"))
                .hasMessage("Anna is paired twice");
        assertThatThrownBy(() -> check(t, "Elena", "Anna", "Bruno"))
                .hasMessage("not paired: Carla, Dario");
        assertThatThrownBy(() -> check(t, null, "Anna", "Bruno", "Carla", "Dario"))
                .hasMessage("not paired: Elena (the odd player out has the bye)");
        assertThatThrownBy(() -> check(t, "Anna", "Anna", "Bruno"))
                .hasMessage("Anna is paired twice");
        assertThatThrownBy(() -> check(t, "Nobody", "Anna", "Bruno", "Carla", "Dario"))
                .isInstanceOf(TournamentException.class).hasMessageContaining("no player 'Nobody'");
        t.updatePlayer(t.player(5).orElseThrow().withPaused(true));
        assertThatThrownBy(() -> check(t, "Elena", "Anna", "Bruno", "Carla", "Dario"))
                .hasMessage("4 players are present: nobody has the bye");
        assertThatThrownBy(() -> check(t, null, "Anna", "Bruno", "Carla", "Elena"))
                .hasMessage("Elena is paused and is not paired");
    }

    @Test
    void playersWithAByeOfTheRoundOrWithdrawnAreNotPaired() {
        t.addBye(new Bye(2, 5, Bye.REQUESTED, 1));
        assertThat(check(t, null, "Anna", "Bruno", "Carla", "Dario").boards()).hasSize(2);
        assertThatThrownBy(() -> check(t, null, "Anna", "Bruno", "Carla", "Elena"))
                .hasMessage("Elena has a bye in round 2 and is not paired");
        t.updatePlayer(t.player(4).orElseThrow().asWithdrawn());
        assertThatThrownBy(() -> check(t, "Carla", "Anna", "Bruno", "Dario", "Carla"))
                .hasMessage("Dario has withdrawn and is not paired");
        assertThat(check(t, "Carla", "Anna", "Bruno").byes()).hasSize(1);
    }

    @Test
    void theLogNamesTheBoardsThatChangedAndTheBye() {
        Board first = new Board(2, 1, 1, 2, null, BoardResult.PENDING, false, "", 0, 0);
        Board second = new Board(2, 2, 3, 4, null, BoardResult.PENDING, false, "", 0, 0);
        PlannedRound swapped = check(t, "Elena", "Anna", "Bruno", "Dario", "Carla");
        assertThat(ManualPairing.changes(t, List.of(first, second), swapped)).isEqualTo("2: Dario - Carla, bye Elena");
    }
}
