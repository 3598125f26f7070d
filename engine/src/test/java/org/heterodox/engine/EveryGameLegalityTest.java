package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Over many random positions of every game (each variant with no option, with each option alone,
 * and with all options), the engine answers a legal move, or no move exactly when the game is over.
 */
class EveryGameLegalityTest {
    private static final int POSITIONS = 12;
    private static final long NODES = 400;

    static Stream<String> specs() {
        List<String> specs = new ArrayList<>();
        for (GameDefinition game : Variants.all()) {
            specs.add(game.name());
            for (String option : game.options()) {
                specs.add(game.name() + ":" + option);
            }
            if (game.options().size() > 1) {
                specs.add(game.name() + ":" + String.join(",", game.options()));
            }
        }
        return specs.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void engineNeverAnswersAnIllegalMove(String spec) throws FormatException {
        Variant variant = Variants.of(spec);
        Random random = new Random(spec.hashCode());
        Engine engine = new Engine(1);
        MoveList legal = new MoveList();
        int checked = 0;
        while (checked < POSITIONS) {
            Position position = variant.startPosition();
            int plies = random.nextInt(60);
            for (int i = 0; i < plies; i++) {
                position.generate(legal);
                if (legal.isEmpty()) {
                    break;
                }
                position.make(legal.get(random.nextInt(legal.size())));
            }
            String fen = position.toFen();
            position.generate(legal);
            SearchResult result = engine.analyse(position, Limits.none().nodes(NODES), SearchListener.NONE);
            if (legal.isEmpty()) {
                assertThat(result.bestMove()).as("no move in the finished game %s", fen).isEqualTo(Move.NONE);
            } else {
                assertThat(legal.contains(result.bestMove())).as("legal answer in %s", fen).isTrue();
            }
            assertThat(position.toFen()).as("position left unchanged").isEqualTo(fen);
            checked++;
        }
    }
}
