package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.Variants;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.account.LoginLimits;
import org.heterodox.server.account.LoginThrottle;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.account.PasswordHasher;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.round.Rounds;
import org.heterodox.server.testing.HandClockTest;
import org.junit.jupiter.api.Test;

/**
 * The arbiter's state is stored with the tournament: a restarted server finds the round still waiting
 * with its requested byes (numbered as the start numbered the players) and the settings, and a round the
 * rules could not pair still waiting for the organiser.
 */
class ArbiterRestartTest extends HandClockTest {
    private static final TimeControl BLITZ = new TimeControl(TimeControl.Kind.INCREMENT, 180_000, 2_000, 0);

    private Rounds games;
    private TournamentService tournaments;

    private void startServices() {
        games = service();
        games.start();
        tournaments = new TournamentService(new TournamentStore(database.jdbi()), games, now::get, (a, s) -> 1500,
                new PasswordHasher(PasswordHashCost.LIGHT_FOR_TESTS), new LoginThrottle(new AccountStore(database.jdbi()), now::get, LoginLimits.DEFAULTS),
                new TournamentPresence(database.jdbi(), "this-server", now::get));
        tournaments.start();
    }

    private void restart() {
        tournaments.stop();
        games.stop();
        startServices();
    }

    private Account account(String name) {
        return new AccountStore(database.jdbi()).insert(name, null, now.get()).orElseThrow();
    }

    private Tournament swiss(Account organiser, int rounds, ArbiterRules arbiter) throws Exception {
        TournamentSettings settings = new TournamentSettings("Club Swiss", TournamentKind.SWISS, Variants.of("chess"),
                null, BLITZ, rounds, false, 0, false, null, false, null, SwissFormat.TIE_BREAKS, null, arbiter);
        return tournaments.create(organiser, settings, null);
    }

    @Test
    void aWaitingRoundAndItsRequestedByeSurviveARestart() throws Exception {
        startServices();
        Account organiser = account("Arbiter");
        Tournament t = swiss(organiser, 3, new ArbiterRules(true, 1, 2, 1));
        // Joining first, Eve has number 1 until the start numbers the players by rating, then name: 5.
        Account eve = account("Eve");
        tournaments.join(t.id(), eve, null, null);
        for (String name : List.of("Ann", "Bob", "Cat", "Dan")) {
            tournaments.join(t.id(), account(name), null, null);
        }
        tournaments.arbiter().requestBye(t.id(), eve, 1, true);
        tournaments.start(t.id(), organiser);

        restart();
        Tournament again = tournaments.get(t.id());
        assertThat(again.settings().arbiter()).isEqualTo(new ArbiterRules(true, 1, 2, 1));
        assertThat(again.roundWaiting()).isTrue();
        assertThat(again.byesOf(1)).containsExactly(new Bye(1, 5, Bye.REQUESTED, 1));
        assertThat(again.nameOf(5)).isEqualTo("Eve");
        assertThat(again.boardsOf(1)).hasSize(2).allMatch(b -> b.gameId() == null);

        tournaments.arbiter().startRound(t.id(), organiser);
        assertThat(tournaments.get(t.id()).boardsOf(1)).allMatch(b -> b.gameId() != null);
        restart();
        assertThat(tournaments.get(t.id()).roundWaiting()).isFalse();
    }

    @Test
    void aRoundTheRulesCannotPairStillWaitsForTheOrganiserAfterARestart() throws Exception {
        startServices();
        Account organiser = account("Arbiter");
        Tournament t = swiss(organiser, 2, null);
        tournaments.join(t.id(), account("Ann"), null, null);
        tournaments.join(t.id(), account("Bob"), null, null);
        tournaments.start(t.id(), organiser);
        tournaments.adjust(t.id(), organiser, 1, 1, BoardResult.WHITE_WINS, "played on a board at the club");
        assertThat(tournaments.get(t.id()).pairingProblem()).contains("round 2 cannot be paired");

        restart();
        Tournament again = tournaments.get(t.id());
        assertThat(again.pairingProblem()).contains("round 2 cannot be paired");
        assertThat(again.currentRound()).isEqualTo(1);
        assertThat(again.status()).isEqualTo(TournamentStatus.RUNNING);
        assertThat(again.log().get(again.log().size() - 1).action()).as("logged once, not again on each catch-up")
                .isEqualTo("unpairable");
        tournaments.arbiter().end(t.id(), organiser);
        assertThat(tournaments.get(t.id()).status()).isEqualTo(TournamentStatus.FINISHED);
    }
}
