package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variants;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameRecords;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.testing.HandClockTest;
import org.junit.jupiter.api.Test;

/** Byoyomi clocks of a shogi game (10 s main time, then 3 periods of 30 s) on a clock the test moves by hand. */
class ByoyomiClockTest extends HandClockTest {
    private static final TimeControl TEN_SECONDS_THREE_BY_THIRTY = TimeControl.byoyomi(10_000, 30_000, 3);
    private static final String[] SENTE = {"7g7f", "2g2f", "6i7h", "2f2e", "3i3h"};
    private static final String[] GOTE = {"3c3d", "8c8d", "4a3b", "8d8e", "7a7b"};


    /** A shogi game whose first two moves are made, so that the clocks run: returns id and both tokens. */
    private String[] startedGame(Rounds games) throws Exception {
        SeatGrant creator = games.create(new CreateGame(Variants.of("shogi"), null, TEN_SECONDS_THREE_BY_THIRTY, 0,
                false, 0, true, "Sente"), null);
        SeatGrant joiner = games.join(creator.game().inviteCode(), "Gote", null);
        String[] g = {creator.game().id(), creator.token(), joiner.token()};
        games.move(g[0], Actor.token(g[1]), SENTE[0], null);
        GameSnapshot second = games.move(g[0], Actor.token(g[2]), GOTE[0], null);
        assertThat(second.clockMs()).containsExactly(100_000, 100_000);
        return g;
    }

    @Test
    void aMoveInTheMainTimeIsChargedToTheMainTimeOnly() throws Exception {
        Rounds games = service();
        String[] g = startedGame(games);
        now.addAndGet(4_000);
        GameSnapshot moved = games.move(g[0], Actor.token(g[1]), SENTE[1], null);
        assertThat(moved.clockMs()).containsExactly(96_000, 100_000); // 6 s main time + 3 × 30 s
    }

    @Test
    void crossingIntoByoyomiWithinTheFirstPeriodKeepsEveryPeriod() throws Exception {
        Rounds games = service();
        String[] g = startedGame(games);
        now.addAndGet(10_000 + 29_999); // main time gone, 29.999 s into the first period
        GameSnapshot moved = games.move(g[0], Actor.token(g[1]), SENTE[1], null);
        assertThat(moved.clockMs()).containsExactly(90_000, 100_000);
        assertThat(TEN_SECONDS_THREE_BY_THIRTY.periodsLeft(moved.clockMs()[0])).isEqualTo(3);
    }

    @Test
    void aMoveWithinThePeriodKeepsItAndNoTimeIsAddedBack() throws Exception {
        Rounds games = service();
        String[] g = startedGame(games);
        now.addAndGet(15_000); // into byoyomi: 90 s left
        games.move(g[0], Actor.token(g[1]), SENTE[1], null);
        games.move(g[0], Actor.token(g[2]), GOTE[1], null);
        for (int i = 2; i < 4; i++) {
            now.addAndGet(25_000);
            GameSnapshot moved = games.move(g[0], Actor.token(g[1]), SENTE[i], null);
            assertThat(moved.clockMs()[0]).isEqualTo(90_000); // the period moved in is whole again
            games.move(g[0], Actor.token(g[2]), GOTE[i], null);
        }
    }

    @Test
    void runningOutOfAPeriodUsesItUp() throws Exception {
        Rounds games = service();
        String[] g = startedGame(games);
        now.addAndGet(10_000 + 30_000 + 5_000); // main time, one whole period and 5 s of the next
        GameSnapshot moved = games.move(g[0], Actor.token(g[1]), SENTE[1], null);
        assertThat(moved.clockMs()).containsExactly(60_000, 100_000);
        assertThat(TEN_SECONDS_THREE_BY_THIRTY.periodsLeft(moved.clockMs()[0])).isEqualTo(2);
        games.move(g[0], Actor.token(g[2]), GOTE[1], null);
        now.addAndGet(30_000 + 1); // the first of the two periods left runs out
        assertThat(games.move(g[0], Actor.token(g[1]), SENTE[2], null).clockMs()[0]).isEqualTo(30_000);
    }

    @Test
    void theFlagFallsWhenTheLastPeriodRunsOut() throws Exception {
        Rounds games = service();
        String[] g = startedGame(games);
        now.addAndGet(10_000 + 2 * 30_000 + 1_000); // down to the last period
        assertThat(games.move(g[0], Actor.token(g[1]), SENTE[1], null).clockMs()[0]).isEqualTo(30_000);
        games.move(g[0], Actor.token(g[2]), GOTE[1], null);
        now.addAndGet(29_000);
        assertThat(games.move(g[0], Actor.token(g[1]), SENTE[2], null).clockMs()[0]).isEqualTo(30_000); // the last period kept
        games.move(g[0], Actor.token(g[2]), GOTE[2], null);
        now.addAndGet(30_000);
        assertThatThrownBy(() -> games.move(g[0], Actor.token(g[1]), SENTE[3], null))
                .isInstanceOf(GameException.class).hasMessageContaining("time ran out");
        GameSnapshot game = games.get(g[0]);
        assertThat(game.status()).isEqualTo(GameStatus.FINISHED);
        assertThat(game.outcome().result()).isEqualTo(Result.SECOND_WINS);
        assertThat(game.outcome().reason()).isEqualTo(Reason.TIME_FORFEIT);
        assertThat(game.clockMs()[0]).isZero();
    }

    @Test
    void byoyomiHasNoIncrementAndAnIncrementHasNoPeriods() {
        assertThat(TEN_SECONDS_THREE_BY_THIRTY.incrementMs()).isZero();
        assertThat(TEN_SECONDS_THREE_BY_THIRTY.clockAfterMove(95_000)).isEqualTo(95_000);
        TimeControl increment = new TimeControl(TimeControl.Kind.INCREMENT, 60_000, 2_000, 0);
        assertThat(increment.periods()).isZero();
        assertThat(increment.clockAfterMove(30_000)).isEqualTo(32_000); // never rounded up to a period
        assertThat(increment.perMoveMs()).isEqualTo(2_000);
        assertThat(TEN_SECONDS_THREE_BY_THIRTY.perMoveMs()).isEqualTo(30_000); // what the engine may count on
    }

    @Test
    void aRestartedServerKeepsTheByoyomiAndThePeriodsLeft() throws Exception {
        Rounds before = service();
        String[] g = startedGame(before);
        now.addAndGet(10_000 + 30_000 + 5_000);
        before.move(g[0], Actor.token(g[1]), SENTE[1], null);
        before.stop();
        Rounds after = service();
        after.start();
        GameSnapshot restored = after.get(g[0]);
        assertThat(restored.timeControl()).isEqualTo(TEN_SECONDS_THREE_BY_THIRTY);
        assertThat(restored.clockMs()).containsExactly(60_000, 100_000);
        assertThat(GameRecords.export(after.get(g[0])).tags()).containsEntry("TimeControl", "10+3x30(b)");
    }
}
