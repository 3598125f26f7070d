package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.heterodox.server.api.ApiException;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.game.http.GameViews;
import org.heterodox.server.game.http.TimeControlView;
import org.heterodox.server.round.http.CreateRequests;
import org.junit.jupiter.api.Test;

/** A byoyomi time control as a request gives it and as the API writes it back. */
class ByoyomiRequestTest {
    private static TimeControl read(String timeControl) {
        return CreateRequests.read("{\"variant\":\"shogi\",\"timeControl\":" + timeControl + "}").timeControl();
    }

    private static String refusal(String timeControl) {
        assertThatThrownBy(() -> read(timeControl)).isInstanceOf(ApiException.class);
        try {
            read(timeControl);
            return null;
        } catch (ApiException e) {
            assertThat(e.status()).isEqualTo(400);
            return e.getMessage();
        }
    }

    @Test
    void mainTimeAndPeriodsAreRead() {
        assertThat(read("{\"type\":\"byoyomi\",\"initialSeconds\":600,\"periodSeconds\":30,\"periods\":3}"))
                .isEqualTo(TimeControl.byoyomi(600_000, 30_000, 3));
        assertThat(read("{\"type\":\"byoyomi\",\"initialSeconds\":0,\"periodSeconds\":10,\"periods\":1}")
                .startingClockMs()).isEqualTo(10_000);
    }

    @Test
    void theApiWritesItBackInTheSameFields() {
        TimeControlView view = GameViews.timeControl(TimeControl.byoyomi(600_000, 30_000, 3));
        assertThat(view).isEqualTo(new TimeControlView("byoyomi", 600L, null, null, 30L, 3));
    }

    @Test
    void missingOrForeignFieldsAreRefusedByName() {
        assertThat(refusal("{\"type\":\"byoyomi\",\"initialSeconds\":600,\"periods\":3}"))
                .isEqualTo("'timeControl.periodSeconds' is required (1..600)");
        assertThat(refusal("{\"type\":\"byoyomi\",\"initialSeconds\":600,\"periodSeconds\":30}"))
                .isEqualTo("'timeControl.periods' is required (1..10)");
        assertThat(refusal("{\"type\":\"byoyomi\",\"initialSeconds\":600,\"periodSeconds\":30,\"periods\":11}"))
                .contains("timeControl.periods");
        assertThat(refusal("{\"type\":\"byoyomi\",\"initialSeconds\":600,\"periodSeconds\":30,\"periods\":3,"
                + "\"incrementSeconds\":5}")).isEqualTo("'timeControl.incrementSeconds' does not apply to a byoyomi time control");
        assertThat(refusal("{\"type\":\"increment\",\"initialSeconds\":600,\"incrementSeconds\":5,\"periods\":3}"))
                .isEqualTo("'timeControl.periods' does not apply to a increment time control");
        assertThat(refusal("{\"type\":\"sudden-death\",\"initialSeconds\":0}")).contains("timeControl.initialSeconds");
    }
}
