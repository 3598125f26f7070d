package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Variants;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.GameLimits;
import org.heterodox.server.game.GameRecords;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.RulesPgnCodec;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.testing.HandClockTest;
import org.junit.jupiter.api.Test;

/** A site game cannot grow without bound: at {@link GameLimits#MAX_PLIES} it is drawn by the move limit. */
class MoveLimitTest extends HandClockTest {
    private static final String[] SHUFFLE = {"Nf3", "Nf6", "Ng1", "Ng8"};

    @Test
    void aGameThatReachesTheLimitIsDrawnThere() throws Exception {
        Rounds games = service();
        // Repetitions only allow a claim here (no automatic draws), so the knights could shuffle for ever.
        SeatGrant first = games.create(new CreateGame(Variants.of("chess"), null, TimeControl.UNLIMITED, 0, false, 0,
                false, "A", null, false), null);
        SeatGrant second = games.join(first.game().inviteCode(), "B", null);
        String id = first.game().id();
        GameSnapshot game = null;
        for (int ply = 0; ply < GameLimits.MAX_PLIES; ply++) {
            String token = ply % 2 == 0 ? first.token() : second.token();
            game = games.move(id, Actor.token(token), SHUFFLE[ply % 4], ply);
            if (ply < GameLimits.MAX_PLIES - 1) {
                assertThat(game.status()).as("after ply " + (ply + 1)).isEqualTo(GameStatus.ACTIVE);
            }
        }
        assertThat(game.status()).isEqualTo(GameStatus.FINISHED);
        assertThat(game.outcome()).isEqualTo(Outcome.draw(Reason.MOVE_LIMIT));
        assertThat(game.moves()).hasSize(GameLimits.MAX_PLIES);
        assertThat(service().get(id).outcome().reason()).isEqualTo(Reason.MOVE_LIMIT);
        assertThat(new RulesPgnCodec().write(GameRecords.export(game)))
                .contains("[Result \"1/2-1/2\"]").contains("[Termination \"move limit\"]");
    }
}
