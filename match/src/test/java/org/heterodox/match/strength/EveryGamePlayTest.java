package org.heterodox.match.strength;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.heterodox.match.EloEstimate;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole games in every game, through the match runner: with a small node budget (deterministic, no
 * clock) the engine beats a random mover with both colours. The full strength figures come from
 * {@link GamesStrength}.
 */
class EveryGamePlayTest {
    static Stream<String> games() {
        return Variants.all().stream().map(GameDefinition::name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void beatsARandomMoverWithBothColours(String game) {
        EloEstimate score = GamesStrength.play(game, "random", 1500, 2, 2, 11, 400, line -> { });
        assertThat(score.wins()).as("%s: %s", game, GamesStrength.describe(score)).isEqualTo(2);
    }
}
