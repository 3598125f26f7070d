package org.heterodox.match.strength;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.heterodox.engine.Evaluators;
import org.heterodox.match.MatchLoop;
import org.heterodox.match.RandomPlayer;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole games in every game: with a small node budget (deterministic, no clock) the engine beats a
 * random mover with both colours. The full strength figures come from {@link GamesStrength}.
 */
class EveryGamePlayTest {
    static Stream<String> games() {
        return Variants.all().stream().map(GameDefinition::name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void beatsARandomMoverWithBothColours(String game) throws FormatException {
        MatchLoop.Score score = MatchLoop.play(Variants.of(game),
                GamesStrength.engine("heterodox", 1500, Evaluators::forPosition), new RandomPlayer(11), 2, 400, 2, 11,
                line -> { });
        assertThat(score.wins()).as("%s: %s", game, score).isEqualTo(2);
    }
}
