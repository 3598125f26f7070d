package org.heterodox.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** XBoard's {@code holding} line comes from the position's hands and says what its FEN or SFEN says. */
class XboardHoldingsTest {
    @Test
    void holdingsAgreeWithTheWrittenPositionInEveryGameWithHands() throws FormatException {
        Random random = new Random(17);
        int checked = 0;
        for (GameDefinition definition : Variants.all()) {
            Variant variant = Variants.of(definition.name());
            if (!variant.description().hasHands()) {
                continue;
            }
            for (int game = 0; game < 5; game++) {
                Position position = variant.startPosition();
                MoveList moves = new MoveList();
                for (int ply = 0; ply < 60; ply++) {
                    String[] hands = XboardGames.hands(position);
                    String[] written = writtenHands(position.toFen());
                    assertThat(sorted(hands[0])).as("%s first hand in %s", variant.spec(), position.toFen())
                            .isEqualTo(sorted(written[0]));
                    assertThat(sorted(hands[1])).as("%s second hand in %s", variant.spec(), position.toFen())
                            .isEqualTo(sorted(written[1]));
                    checked++;
                    position.generate(moves);
                    if (moves.isEmpty()) {
                        break;
                    }
                    position.make(moves.get(random.nextInt(moves.size())));
                }
            }
        }
        assertThat(checked).as("positions checked").isGreaterThan(1000);
    }

    /** The hands a FEN (in brackets) or an SFEN (third field, counts) writes, upper case per side. */
    private static String[] writtenHands(String fen) {
        String letters;
        int open = fen.indexOf('[');
        if (open >= 0) {
            letters = fen.substring(open + 1, fen.indexOf(']'));
        } else {
            letters = XboardShogi.handLetters(fen.trim().split("\\s+")[2]);
        }
        StringBuilder first = new StringBuilder();
        StringBuilder second = new StringBuilder();
        for (char c : letters.toCharArray()) {
            (Character.isUpperCase(c) ? first : second).append(Character.toUpperCase(c));
        }
        return new String[] {first.toString(), second.toString()};
    }

    private static String sorted(String letters) {
        char[] chars = letters.toCharArray();
        java.util.Arrays.sort(chars);
        return new String(chars);
    }
}
