package org.heterodox.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No main source of the engine, the server or the web app tests a game by its name: what a game is
 * like comes from the rules registry (its description) and the engine registry, which refer to the
 * games by their definitions. A quoted game name in those sources is a sign of a guess; a line
 * where the word means something else says "not a game name".
 */
class NoGameNamesOutsideRegistriesTest {
    private static final Pattern GAME_NAME = Pattern.compile(
            "[\"'`](chess|uchess|shogi|unashogi|ambiguous|alice|unachess|unachess2|parachute)[\"'`]");
    private static final Path ROOT = Path.of("..");

    @Test
    void engineServerAndWebSourcesNameNoGame() throws IOException {
        List<String> found = new ArrayList<>();
        scan(ROOT.resolve("engine/src/main/java"), ".java", found);
        scan(ROOT.resolve("server/src/main/java"), ".java", found);
        scan(ROOT.resolve("web/src"), ".ts", found); // web/src/generated (from openapi.yaml) is left out below
        assertThat(found).as("game names in main sources").isEmpty();
    }

    @Test
    void theScanFindsAGameName() throws IOException {
        Path dir = Files.createTempDirectory("names");
        Files.writeString(dir.resolve("guess.ts"), "if (name === 'shogi') flip();\n");
        List<String> found = new ArrayList<>();
        scan(dir, ".ts", found);
        assertThat(found).containsExactly(dir.resolve("guess.ts") + ":1: if (name === 'shogi') flip();");
    }

    private static void scan(Path dir, String suffix, List<String> found) throws IOException {
        assertThat(dir).isDirectory();
        try (Stream<Path> files = Files.walk(dir)) {
            // Tests may name games; generated API types copy openapi.yaml, whose words (a U-Chess status) are checked there.
            for (Path file : files.filter(f -> f.toString().endsWith(suffix) && !f.toString().endsWith(".test.ts")
                    && !dir.relativize(f).startsWith("generated")).toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = GAME_NAME.matcher(lines.get(i));
                    // A word that is also a game's name (a U-Chess move's status 'ambiguous') is marked so.
                    if (m.find() && !lines.get(i).contains("not a game name")) {
                        found.add(file + ":" + (i + 1) + ": " + lines.get(i).trim());
                    }
                }
            }
        }
    }
}
