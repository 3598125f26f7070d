package org.heterodox.server.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** Stored puzzles are found by their keys: the key of a position never changes. */
class PuzzleKeyTest {
    @Test
    void theKeyOfAPositionIsTheOneStoredPuzzlesHave() throws Exception {
        // The value puzzles have been stored with since they began (the game database's FEN-string key then).
        assertThat(PuzzleKey.of(Variants.of("chess").startPosition())).isEqualTo(3415850238978266872L);
        assertThat(PuzzleKey.of(Variants.of("chess").fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")))
                .isEqualTo(PuzzleKey.of(Variants.of("chess").fromFen("4k3/8/8/8/8/8/8/4K3 w - - 37 80")));
    }
}
