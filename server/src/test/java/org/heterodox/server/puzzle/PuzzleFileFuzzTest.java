package org.heterodox.server.puzzle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Random;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Puzzle files: every mutated line is loaded or refused with an IllegalArgumentException naming the line, nothing else. */
class PuzzleFileFuzzTest {
    @TempDir
    Path data;

    static final String LINE = "unachess\t8/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1\tK@e8\tK@e8\tdrop\tseed";

    @Test
    void mutatedPuzzleLinesLoadOrAreRefusedByLine() {
        try (Database database = Database.open(Database.h2Url(data))) {
            PuzzleService puzzles = new PuzzleService(database.jdbi(), () -> 0L);
            Random random = new Random(7);
            String alphabet = "\t \n/8Kk[]@e1qQ#-,:x";
            int loaded = 0;
            for (int i = 0; i < 2000; i++) {
                StringBuilder line = new StringBuilder(LINE);
                for (int e = 1 + random.nextInt(4); e > 0 && line.length() > 0; e--) {
                    int at = random.nextInt(line.length());
                    switch (random.nextInt(3)) {
                        case 0 -> line.deleteCharAt(at);
                        case 1 -> line.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                        default -> line.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    }
                }
                String text = "# header\n" + line + "\n";
                try {
                    loaded += puzzles.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "fuzz");
                } catch (IllegalArgumentException e) {
                    assertThat(e.getMessage()).startsWith("fuzz line ");
                }
            }
            assertThat(loaded).as("mutations that are still puzzles, each position stored once").isPositive();
            assertThatThrownBy(() -> PuzzleRecord.parse("chess\tonly two")).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("6 tab-separated fields");
        }
    }
}
