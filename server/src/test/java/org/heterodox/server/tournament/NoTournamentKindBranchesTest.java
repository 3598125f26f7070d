package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No server source outside the formats branches on the kind of a tournament: what differs between a
 * Swiss, a round robin and an arena is asked of the tournament's {@link TournamentFormat}. A kind's
 * constant, a {@code case} on one, or a test of a format's class elsewhere is a branch.
 */
class NoTournamentKindBranchesTest {
    private static final Pattern BRANCH = Pattern.compile(
            "TournamentKind\\.(ARENA|SWISS|ROUND_ROBIN)\\b|case (ARENA|SWISS|ROUND_ROBIN)\\b|instanceof \\w+Format\\b");
    private static final Path SOURCES = Path.of("src/main/java");

    @Test
    void onlyTheFormatsNameAKind() throws IOException {
        List<String> found = new ArrayList<>();
        scan(SOURCES, found);
        assertThat(found).as("branches on the tournament kind outside the formats").isEmpty();
    }

    @Test
    void theScanFindsABranch() throws IOException {
        Path dir = Files.createTempDirectory("kinds");
        Files.writeString(dir.resolve("Guess.java"), "if (t.kind() == TournamentKind.ARENA) {\n");
        Files.writeString(dir.resolve("ArenaFormat.java"), "return TournamentKind.ARENA;\n");
        List<String> found = new ArrayList<>();
        scan(dir, found);
        assertThat(found).containsExactly(dir.resolve("Guess.java") + ":1: if (t.kind() == TournamentKind.ARENA) {");
    }

    private static void scan(Path dir, List<String> found) throws IOException {
        assertThat(dir).isDirectory();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")
                    && !f.getFileName().toString().endsWith("Format.java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    if (BRANCH.matcher(lines.get(i)).find()) {
                        found.add(file + ":" + (i + 1) + ": " + lines.get(i).trim());
                    }
                }
            }
        }
    }
}
