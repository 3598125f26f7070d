package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.heterodox.engine.protocol.XboardShogi;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * The match runner reads whatever an outside engine prints: every reader of engine output either
 * gives a value (or null for "no score here") or, for moves, the documented {@link FormatException};
 * no other exception, whatever the line.
 */
class EngineOutputFuzzTest {
    private static final List<String> SEEDS = List.of(
            "info depth 9 seldepth 14 score cp -35 nodes 100 nps 2000 time 50 pv e2e4 e7e5",
            "info depth 12 score mate 3 pv d1h5",
            "info depth 12 score mate -2 lowerbound",
            "info depth 3 score mate + pv 7g7f",
            "info depth 3 score mate - pv P*5e",
            "info string hello world",
            "bestmove e2e4 ponder e7e5",
            "7 -25 120 45000 e7e5 g1f3",
            "5 100003 12 900 d1h5",
            "12. -100002 300 12345 Qxf7#",
            "feature myname=\"Heterodox 0.1\" usermove=1 variants=\"normal,shogi\" done=1",
            "c3c4", "P@e5", "h2b8+", "a7a6=", "+B@e5");
    private static final String ALPHABET = " \t=\"+-@*.&0123456789abcdefghijkpqrsxyzPBRKQNGSL#scoremate";

    @Test
    void readersOfEngineOutputNeverThrowAnythingElse() {
        Random random = new Random(20261123L);
        for (int i = 0; i < 20_000; i++) {
            String line = mutate(SEEDS.get(random.nextInt(SEEDS.size())), random);
            String[] words = line.trim().split("\\s+");
            UciPlayer.scoreOf(words);
            UsiPlayer.scoreOf(words);
            XboardPlayer.thinkingScore(words);
            assertThat(FeatureParser.parse(line.startsWith("feature ") ? line.substring(8) : line)).isNotNull();
            for (String word : words) {
                try {
                    assertThat(XboardShogi.toUsi(word)).isNotNull();
                } catch (FormatException expected) {
                    assertThat(expected.getMessage()).isNotBlank();
                }
            }
        }
    }

    @Test
    void extremeNumbersGiveScoresNotErrors() {
        assertThat(UciPlayer.scoreOf("info score cp 2147483647".split(" "))).isEqualTo(Integer.MAX_VALUE);
        assertThat(UciPlayer.scoreOf("info score cp 99999999999".split(" "))).isNull();
        assertThat(UsiPlayer.scoreOf("info score mate 99999999999".split(" "))).isNull();
        assertThat(XboardPlayer.thinkingScore("1 99999999999 1 1 e2e4".split(" "))).isNull();
    }

    private static String mutate(String seed, Random random) {
        StringBuilder text = new StringBuilder(seed);
        int edits = 1 + random.nextInt(6);
        for (int e = 0; e < edits; e++) {
            int at = text.length() == 0 ? 0 : random.nextInt(text.length() + 1);
            switch (random.nextInt(4)) {
                case 0 -> text.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                case 1 -> {
                    if (at < text.length()) {
                        text.deleteCharAt(at);
                    }
                }
                case 2 -> {
                    if (at < text.length()) {
                        text.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    }
                }
                default -> text.setLength(Math.min(text.length(), at)); // a line cut short
            }
        }
        return text.toString();
    }
}
