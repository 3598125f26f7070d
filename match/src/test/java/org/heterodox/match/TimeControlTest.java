package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void readsIncrementMovesPerSessionAndMinutes() {
        assertThat(TimeControl.parseClock("10+0.1")).isEqualTo(new TimeControl(0, 10_000, 100, 0, 0, 0));
        assertThat(TimeControl.parseClock("40/60")).isEqualTo(new TimeControl(40, 60_000, 0, 0, 0, 0));
        assertThat(TimeControl.parseClock("40/1:30+1")).isEqualTo(new TimeControl(40, 90_000, 1000, 0, 0, 0));
        assertThat(TimeControl.parseClock("inf")).isEqualTo(TimeControl.NONE);
    }

    @Test
    void pgnTagIsWrittenBack() {
        assertThat(TimeControl.parseClock("10+0.1").pgnTag()).isEqualTo("10+0.1");
        assertThat(TimeControl.parseClock("40/60").pgnTag()).isEqualTo("40/60");
        assertThat(TimeControl.NONE.withMoveTime(500).pgnTag()).isEqualTo("1/0.5");
        assertThat(TimeControl.NONE.withDepth(4).toString()).isEqualTo("depth=4");
    }

    @Test
    void malformedClocksAreRefusedWithTheText() {
        for (String bad : new String[] {"", "abc", "10+", "0", "-5", "x/10", "1e3", "10+-1", "40/"}) {
            assertThatThrownBy(() -> TimeControl.parseClock(bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }
}
