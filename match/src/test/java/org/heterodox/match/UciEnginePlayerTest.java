package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** Our UCI engine, run as a separate process over pipes, plays a whole game through the match loop. */
class UciEnginePlayerTest {

    @Test
    void externalProcessSpeakingUciPlaysALegalGame() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "-cp", System.getProperty("java.class.path"), UciStdioMain.class.getName());
        try (UciEnginePlayer external = new UciEnginePlayer("heterodox-process", command, List.of("Hash=2", "MultiPV=1"),
                "nodes 3000")) {
            MatchLoop.Score score = MatchLoop.play(Variants.of("chess"), external, new RandomPlayer(3), 1, 300, line -> { });
            assertThat(score.wins()).isEqualTo(1);
        }
    }
}
