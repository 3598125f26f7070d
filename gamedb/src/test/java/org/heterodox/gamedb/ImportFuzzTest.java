package org.heterodox.gamedb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Thousands of mutated PGN inputs through the splitter, the readers and the store: every input
 * ends in a report (each game imported, a duplicate or rejected with a reason), never another
 * exception and never a hang.
 */
class ImportFuzzTest {
    @TempDir
    static Path data;
    static GameDatabaseSource database;

    @BeforeAll
    static void open() {
        database = GameDatabaseSource.open(GameDatabaseSource.h2Url(data));
    }

    @AfterAll
    static void close() {
        database.close();
    }

    @Test
    void mutatedPgnAlwaysEndsInAReport() {
        Random random = new Random(2026);
        GameDatabase games = new GameDatabase(database.jdbi());
        DatabaseImporter importer = new DatabaseImporter(games, 2, 50, () -> 0L);
        String base = GameDatabaseContract.GAMES;
        for (int i = 0; i < 3000; i++) {
            String input = mutate(base, random);
            ImportReport report = importer.importPgn(new StringReader(input), n -> { });
            assertThat(report.imported() + report.duplicates().size() + report.rejected().size())
                    .as("every game accounted for in %s", input).isEqualTo(report.games());
            assertThat(report.rejected()).allSatisfy(r -> assertThat(r.reason()).startsWith("game " + r.number()));
        }
    }

    @Test
    void theSplitterCutsWhereTheReaderDoes() {
        PgnSplitter splitter = new PgnSplitter(new StringReader(
                "%escaped [line\n[A \"x]1-0\"]\n1. e4 {1-0 [x} (1. d4 1-0) e5 1-0 [B \"y\"] 1. d4 *\n\n1. c4 0-1"));
        List<PgnSplitter.RawGame> raw = new ArrayList<>();
        for (PgnSplitter.RawGame game = splitter.next(); game != null; game = splitter.next()) {
            raw.add(game);
        }
        assertThat(raw).extracting(PgnSplitter.RawGame::text).containsExactly(
                "[A \"x]1-0\"]\n1. e4 {1-0 [x} (1. d4 1-0) e5 1-0", "[B \"y\"] 1. d4 *", "1. c4 0-1");
        assertThat(raw).extracting(PgnSplitter.RawGame::firstLine).containsExactly(2, 3, 5);
    }

    private static String mutate(String text, Random random) {
        StringBuilder s = new StringBuilder(text);
        int edits = 1 + random.nextInt(6);
        String alphabet = "[]{}()\";%$*.-/0123456789KQRBNPabcdefgh@x+#=! \n\t\\";
        for (int e = 0; e < edits && s.length() > 0; e++) {
            int at = random.nextInt(s.length());
            switch (random.nextInt(5)) {
                case 0 -> s.deleteCharAt(at);
                case 1 -> s.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                case 2 -> s.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                case 3 -> s.delete(at, Math.min(s.length(), at + random.nextInt(40)));
                default -> {
                    int from = random.nextInt(s.length());
                    int to = Math.min(s.length(), from + random.nextInt(60));
                    s.insert(at, s.substring(from, to));
                }
            }
        }
        return s.toString();
    }
}
