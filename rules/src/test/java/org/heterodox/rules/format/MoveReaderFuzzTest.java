package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Thousands of seeded, mutated move texts for every game: the one move reader returns a move the
 * caller can play (a whole move, or a decision of the turn) or throws the documented
 * {@link UnreadableMoveException}, never another exception, and never hangs.
 */
class MoveReaderFuzzTest {
    private static final Duration HANG_GUARD = Duration.ofMinutes(2);
    private static final String ALPHABET = "abcdefghi123456789PNBRQKLSGpnbrqkx-=+*@/()O0#!?.  ";

    static Stream<String> everyGame() {
        return Variants.all().stream().map(GameDefinition::name);
    }

    /** Positions along random games, each with the texts of its moves in every notation. */
    private static List<Position> positions(Variant variant, Random random, int count) {
        List<Position> out = new ArrayList<>();
        MoveList moves = new MoveList();
        Position position = variant.startPosition();
        while (out.size() < count) {
            position.generate(moves);
            if (moves.isEmpty() || position.movesMade() > 60) {
                position = variant.startPosition();
                continue;
            }
            out.add(position.copy());
            position.make(moves.get(random.nextInt(moves.size())));
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyGame")
    void mutatedMoveTextsGiveAPlayableMoveOrTheDocumentedError(String name) throws FormatException {
        Variant variant = Variants.of(name);
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            Random random = new Random(name.hashCode() * 7L);
            List<Position> positions = positions(variant, random, 60);
            MoveList played = new MoveList();
            MoveList decisions = new MoveList();
            int read = 0;
            int refused = 0;
            for (int i = 0; i < 3_000; i++) {
                Position position = positions.get(random.nextInt(positions.size()));
                position.generatePlayed(played);
                position.generate(decisions);
                String text = seedText(variant, position, played, random);
                text = i % 10 == 0 ? TextMutations.randomText(ALPHABET, 11, random) : TextMutations.mutate(text, ALPHABET, random);
                String fen = position.toFen();
                boolean asDecision = random.nextBoolean();
                try {
                    int move = asDecision ? MoveReader.readDecision(position, text) : MoveReader.read(position, text);
                    assertThat((asDecision ? decisions : played).contains(move))
                            .as("'%s' in %s gave a move the caller cannot play", text, fen).isTrue();
                    read++;
                } catch (UnreadableMoveException e) {
                    assertThat(e.getMessage()).isNotBlank();
                    refused++;
                }
                assertThat(position.toFen()).as("reading never changes the position").isEqualTo(fen);
            }
            assertThat(read).as("some mutations stay moves").isGreaterThan(20);
            assertThat(refused).isGreaterThan(50);
        });
    }

    /** A legal move written in a random notation of the game. */
    private static String seedText(Variant variant, Position position, MoveList played, Random random) {
        List<MoveNotation> notations = variant.notations();
        MoveNotation notation = notations.get(random.nextInt(notations.size()));
        return notation.format(position, played.get(random.nextInt(played.size())));
    }
}
