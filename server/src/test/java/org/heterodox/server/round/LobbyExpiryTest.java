package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.LobbyLimits;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.testing.HandClockTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Games nobody plays leave the lobby after the documented delays; one client's open games are capped. On a hand-moved clock. */
class LobbyExpiryTest extends HandClockTest {
    private static final long HOUR = 3_600_000;
    private static final TimeControl BLITZ = new TimeControl(TimeControl.Kind.INCREMENT, 300_000, 5_000, 0);
    private static final Variant CHESS = Variants.find("chess").standard();
    private static final TimeControl CORRESPONDENCE = new TimeControl(TimeControl.Kind.CORRESPONDENCE, 0, 0, 3);

    Rounds games;

    @BeforeEach
    void startService() {
        games = service();
    }

    private SeatGrant open(TimeControl tc, String client) {
        return games.create(new CreateGame(CHESS, null, tc, 0, false, 0, true, null), client);
    }

    /** A started game; returns id, first's token, second's token. */
    private String[] started(TimeControl tc) {
        SeatGrant creator = open(tc, null);
        SeatGrant joiner = games.join(creator.game().inviteCode(), null, null);
        return new String[] {creator.game().id(), creator.token(), joiner.token()};
    }

    private void assertExpired(String id) {
        GameSnapshot game = games.get(id);
        assertThat(game.status()).isEqualTo(GameStatus.ABORTED);
        assertThat(game.outcome().reason()).isEqualTo(Reason.EXPIRED);
    }

    private List<String> lobby() {
        return queries().list(List.of(GameStatus.WAITING, GameStatus.ACTIVE), null, 200, 0).stream()
                .map(listed -> listed.row().id()).toList();
    }

    @Test
    void theDefaultsAreTheDocumentedOnes() {
        assertThat(LobbyLimits.DEFAULTS).isEqualTo(new LobbyLimits(HOUR, 7 * 24 * HOUR, 24 * HOUR, 60_000, 5));
    }

    @Test
    void anOpenSeatExpiresAfterAnHourAndLeavesTheLobby() {
        SeatGrant old = open(BLITZ, null);
        SeatGrant untimed = open(TimeControl.UNLIMITED, null);
        now.addAndGet(HOUR - 1);
        assertThat(games.expireUnplayed()).isZero();
        SeatGrant fresh = open(BLITZ, null);
        now.addAndGet(1);
        assertThat(games.expireUnplayed()).isEqualTo(2);
        assertExpired(old.game().id());
        assertExpired(untimed.game().id());
        assertThat(games.get(fresh.game().id()).status()).isEqualTo(GameStatus.WAITING);
        assertThat(lobby()).containsExactly(fresh.game().id());
        assertThatThrownBy(() -> games.join(old.game().inviteCode(), null, null)).hasMessageContaining("no open seat");
    }

    @Test
    void aCorrespondenceSeatWaitsSevenDays() {
        SeatGrant seat = open(CORRESPONDENCE, null);
        now.addAndGet(7 * 24 * HOUR - 1);
        assertThat(games.expireUnplayed()).isZero();
        now.addAndGet(1);
        assertThat(games.expireUnplayed()).isOne();
        assertExpired(seat.game().id());
    }

    @Test
    void aStartedGameWithoutAFirstMoveFromEachSideExpiresAfterADay() {
        String[] none = started(BLITZ);
        String[] one = started(TimeControl.UNLIMITED);
        String[] both = started(TimeControl.UNLIMITED);
        String[] correspondence = started(CORRESPONDENCE);
        now.addAndGet(HOUR);
        games.move(one[0], Actor.token(one[1]), "e4", null);
        games.move(both[0], Actor.token(both[1]), "e4", null);
        games.move(both[0], Actor.token(both[2]), "e5", null);
        now.addAndGet(24 * HOUR - 1);
        assertThat(games.expireUnplayed()).isOne();
        assertExpired(none[0]);
        now.addAndGet(1); // a day after the last change of the game with one move
        assertThat(games.expireUnplayed()).isOne();
        assertExpired(one[0]);
        now.addAndGet(30 * 24 * HOUR);
        assertThat(games.expireUnplayed()).isOne(); // the correspondence game; a game both sides began stays
        assertExpired(correspondence[0]);
        assertThat(games.get(both[0]).status()).isEqualTo(GameStatus.ACTIVE);
        assertThat(lobby()).containsExactly(both[0]);
        assertThatThrownBy(() -> games.move(none[0], Actor.token(none[1]), "e4", null)).hasMessageContaining("over");
    }

    @Test
    void theDelaysAreConfigurable() {
        games.lobby(new LobbyLimits(1_000, 2_000, 3_000, 100, 5));
        SeatGrant seat = open(BLITZ, null);
        String[] game = started(BLITZ);
        now.addAndGet(1_000);
        assertThat(games.expireUnplayed()).isOne();
        assertExpired(seat.game().id());
        now.addAndGet(2_000);
        assertThat(games.expireUnplayed()).isOne();
        assertExpired(game[0]);
    }

    @Test
    void oneClientMayHaveFiveOpenGames() {
        for (int i = 0; i < 5; i++) {
            open(BLITZ, "10.0.0.1");
        }
        assertThatThrownBy(() -> open(BLITZ, "10.0.0.1"))
                .isInstanceOfSatisfying(GameException.class, e -> assertThat(e.kind()).isEqualTo(GameException.Kind.BUSY))
                .hasMessageContaining("you already have 5 open games waiting for an opponent");
        SeatGrant other = open(BLITZ, "10.0.0.2"); // another client is not affected
        assertThat(other.game().status()).isEqualTo(GameStatus.WAITING);
    }

    @Test
    void aJoinedAbortedOrExpiredGameNoLongerCountsAgainstTheCap() {
        games.lobby(new LobbyLimits(HOUR, 7 * 24 * HOUR, 24 * HOUR, 60_000, 2));
        SeatGrant first = open(BLITZ, "10.0.0.1");
        SeatGrant second = open(BLITZ, "10.0.0.1");
        assertThatThrownBy(() -> open(BLITZ, "10.0.0.1")).hasMessageContaining("you already have 2 open games");
        games.join(first.game().inviteCode(), null, null);
        SeatGrant third = open(BLITZ, "10.0.0.1");
        games.abort(third.game().id(), Actor.token(third.token()));
        now.addAndGet(HOUR);
        games.expireUnplayed();
        assertExpired(second.game().id());
        open(BLITZ, "10.0.0.1");
        open(BLITZ, "10.0.0.1");
        assertThatThrownBy(() -> open(BLITZ, "10.0.0.1")).hasMessageContaining("you already have 2 open games");
    }
}
