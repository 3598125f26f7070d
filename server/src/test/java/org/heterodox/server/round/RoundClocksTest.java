package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variants;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.testing.HandClockTest;
import org.junit.jupiter.api.Test;

/** Clock arithmetic of the game service, on a clock the test moves by hand. */
class RoundClocksTest extends HandClockTest {


    /** A game between two people; returns the tokens of first and second. */
    private String[] newGame(Rounds games, TimeControl tc) throws Exception {
        SeatGrant creator = games.create(new CreateGame(Variants.of("chess"), null, tc, 0, false, 0, true, "A"), null);
        SeatGrant joiner = games.join(creator.game().inviteCode(), "B", null);
        return new String[] {creator.game().id(), creator.token(), joiner.token()};
    }

    @Test
    void thinkingTimeIsChargedAndTheIncrementAdded() throws Exception {
        Rounds games = service();
        String[] g = newGame(games, new TimeControl(TimeControl.Kind.INCREMENT, 60_000, 2_000, 0));
        games.move(g[0], Actor.token(g[1]), "e4", null);
        now.addAndGet(5_000); // before each side has moved, no clock runs
        GameSnapshot second = games.move(g[0], Actor.token(g[2]), "e5", null);
        assertThat(second.clockMs()).containsExactly(60_000, 60_000);
        now.addAndGet(1_500);
        GameSnapshot third = games.move(g[0], Actor.token(g[1]), "Nf3", null);
        assertThat(third.clockMs()).containsExactly(60_000 - 1_500 + 2_000, 60_000);
        now.addAndGet(10_000);
        GameSnapshot fourth = games.move(g[0], Actor.token(g[2]), "Nc6", null);
        assertThat(fourth.clockMs()).containsExactly(60_500, 60_000 - 10_000 + 2_000);
        now.addAndGet(700);
        assertThat(games.get(g[0]).clockMs()).containsExactly(60_500 - 700, 52_000);
    }

    @Test
    void aMoveArrivingAfterTheFlagFellLosesOnTime() throws Exception {
        Rounds games = service();
        String[] g = newGame(games, new TimeControl(TimeControl.Kind.SUDDEN_DEATH, 30_000, 0, 0));
        games.move(g[0], Actor.token(g[1]), "e4", null);
        games.move(g[0], Actor.token(g[2]), "e5", null);
        now.addAndGet(30_000);
        assertThatThrownBy(() -> games.move(g[0], Actor.token(g[1]), "Nf3", null))
                .isInstanceOf(GameException.class).hasMessageContaining("time ran out");
        GameSnapshot game = games.get(g[0]);
        assertThat(game.status()).isEqualTo(GameStatus.FINISHED);
        assertThat(game.outcome().result()).isEqualTo(Result.SECOND_WINS);
        assertThat(game.outcome().reason()).isEqualTo(Reason.TIME_FORFEIT);
        assertThat(game.clockMs()[0]).isZero();
        assertThat(game.moves()).hasSize(2);
    }

    @Test
    void aStoppedServerKeepsTheTimeLeftExactlyAcrossTheDowntime() throws Exception {
        Rounds before = service();
        String[] g = newGame(before, new TimeControl(TimeControl.Kind.SUDDEN_DEATH, 300_000, 0, 0));
        before.move(g[0], Actor.token(g[1]), "e4", null);
        before.move(g[0], Actor.token(g[2]), "e5", null);
        now.addAndGet(12_345);
        before.stop();
        now.addAndGet(3_600_000); // an hour of downtime
        Rounds after = service();
        after.start();
        assertThat(after.get(g[0]).clockMs()).containsExactly(300_000 - 12_345, 300_000);
        assertThat(after.get(g[0]).runningSide()).isZero();
        now.addAndGet(1_000);
        GameSnapshot moved = after.move(g[0], Actor.token(g[1]), "Nf3", null);
        assertThat(moved.clockMs()).containsExactly(300_000 - 13_345, 300_000);
    }

    @Test
    void aKilledServerRestartsARunningClockFromItsLastHeartbeat() throws Exception {
        Rounds before = service();
        String[] g = newGame(before, new TimeControl(TimeControl.Kind.INCREMENT, 300_000, 5_000, 0));
        before.move(g[0], Actor.token(g[1]), "e4", null);
        before.move(g[0], Actor.token(g[2]), "e5", null);
        now.addAndGet(10_000);
        assertThat(before.saveClocks()).isEqualTo(1);
        assertThat(before.get(g[0]).clockMs()).containsExactly(290_000, 300_000); // a heartbeat changes no clock
        now.addAndGet(2_000); // then the server is killed: no stop(), so nothing more is stored
        now.addAndGet(3_600_000); // an hour of outage
        Rounds after = service();
        after.start();
        GameSnapshot resumed = after.get(g[0]);
        assertThat(resumed.status()).isEqualTo(GameStatus.ACTIVE);
        assertThat(resumed.clockMs()).containsExactly(290_000, 300_000);
        assertThat(resumed.runningSide()).isZero();
        now.addAndGet(1_000);
        assertThat(after.move(g[0], Actor.token(g[1]), "Nf3", null).clockMs()).containsExactly(289_000 + 5_000, 300_000);
    }

    @Test
    void aKillChargesNothingAfterTheLastStoredMove() throws Exception {
        Rounds before = service();
        String[] g = newGame(before, new TimeControl(TimeControl.Kind.SUDDEN_DEATH, 300_000, 0, 0));
        before.move(g[0], Actor.token(g[1]), "e4", null);
        before.move(g[0], Actor.token(g[2]), "e5", null);
        now.addAndGet(4_000);
        before.move(g[0], Actor.token(g[1]), "Nf3", null);
        now.addAndGet(7_000); // killed 7 s into second's turn, before any heartbeat: the move was the last save
        now.addAndGet(600_000);
        Rounds after = service();
        after.start();
        assertThat(after.get(g[0]).clockMs()).containsExactly(296_000, 300_000);
        assertThat(after.get(g[0]).runningSide()).isOne();
    }

    @Test
    void theHeartbeatStoresNothingForGamesWithoutARunningClock() throws Exception {
        Rounds games = service();
        newGame(games, TimeControl.UNLIMITED);
        String[] timed = newGame(games, new TimeControl(TimeControl.Kind.SUDDEN_DEATH, 60_000, 0, 0));
        games.move(timed[0], Actor.token(timed[1]), "e4", null); // clocks start after each side's first move
        assertThat(games.saveClocks()).isZero();
    }

    @Test
    void correspondenceGivesEveryMoveItsFullAllowance() throws Exception {
        Rounds games = service();
        String[] g = newGame(games, new TimeControl(TimeControl.Kind.CORRESPONDENCE, 0, 0, 2));
        games.move(g[0], Actor.token(g[1]), "e4", null);
        games.move(g[0], Actor.token(g[2]), "e5", null);
        now.addAndGet(TimeControl.DAY_MS + 7);
        GameSnapshot third = games.move(g[0], Actor.token(g[1]), "Nf3", null);
        assertThat(third.clockMs()).containsExactly(2 * TimeControl.DAY_MS, 2 * TimeControl.DAY_MS);
        now.addAndGet(2 * TimeControl.DAY_MS);
        assertThatThrownBy(() -> games.move(g[0], Actor.token(g[2]), "Nc6", null)).hasMessageContaining("time ran out");
        assertThat(games.get(g[0]).outcome().result()).isEqualTo(Result.FIRST_WINS);
    }
}
