package org.heterodox.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No main source of the engine, the server, the web app, the command line or the match runner tests a
 * game by its name: what a game is like comes from the rules registry (its description and its
 * capabilities) and the engine registry, which refer to the games by their definitions. A quoted game
 * name in those sources is a sign of a guess; a line where the word means something else says "not a
 * game name". Beyond names, the command line, the server and the match runner reach no game's own
 * classes: they import no game package of the rules (only the shared API: {@code org.heterodox.rules},
 * {@code .format}, {@code .explain}) and test {@code instanceof} of no class a game package declares.
 */
class NoGameNamesOutsideRegistriesTest {
    private static final Pattern GAME_NAME = Pattern.compile(
            "[\"'`](chess|uchess|shogi|unashogi|ambiguous|alice|unachess|unachess2|parachute)[\"'`]");
    private static final Path ROOT = Path.of("..");
    private static final Path RULES = Path.of("rules/src/main/java/org/heterodox/rules");
    /** The packages of the rules every layer may use: the API that describes any game. */
    private static final Set<String> SHARED_PACKAGES = Set.of("format", "explain");
    /** The layers that must not know a game's classes. */
    private static final List<String> GAME_BLIND = List.of("cli/src/main/java", "server/src/main/java", "match/src/main/java");
    /**
     * Files known to reach a game's classes, to be moved onto the rules' capabilities (MoveWritings,
     * Variant.moveExplainer): each must still exist and still do so, so that none stays listed after it is fixed.
     */

    @Test
    void engineServerWebCliAndMatchSourcesNameNoGame() throws IOException {
        List<String> found = new ArrayList<>();
        scan(ROOT.resolve("engine/src/main/java"), ".java", found);
        scan(ROOT.resolve("server/src/main/java"), ".java", found);
        scan(ROOT.resolve("cli/src/main/java"), ".java", found);
        scan(ROOT.resolve("match/src/main/java"), ".java", found);
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

    @Test
    void cliServerAndMatchReachNoGamesClasses() throws IOException {
        GameClasses games = GameClasses.of(ROOT.resolve(RULES));
        assertThat(games.packages()).as("game packages of the rules").contains("uchess", "ambiguous", "shogi");
        List<String> found = new ArrayList<>();
        for (String layer : GAME_BLIND) {
            try (Stream<Path> files = Files.walk(ROOT.resolve(layer))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                    games.scan(file, found);
                }
            }
        }
        assertThat(found).as("game classes reached from the command line, the server or the match runner").isEmpty();
    }


    @Test
    void theClassScanFindsAGamePackageAndAGameClass() throws IOException {
        Path rules = Files.createTempDirectory("rules");
        Files.createDirectories(rules.resolve("uchess"));
        Files.createDirectories(rules.resolve("format"));
        Files.writeString(rules.resolve("uchess/UChessPosition.java"), "package org.heterodox.rules.uchess;\n");
        Files.writeString(rules.resolve("format/MoveWritings.java"), "package org.heterodox.rules.format;\n");
        GameClasses games = GameClasses.of(rules);
        assertThat(games.packages()).containsExactly("uchess");
        Path source = Files.createTempFile("Leaky", ".java");
        Files.writeString(source, String.join("\n",
                "import org.heterodox.rules.format.MoveWritings;",
                "import org.heterodox.rules.uchess.UChessPosition;",
                "class Leaky {",
                "  boolean u(Object p) { return p instanceof UChessPosition; }",
                "  Object v() { return org.heterodox.rules.uchess.Writings.class; }",
                "  boolean w(Object p) { return p instanceof UChessPositionView; }",
                "}"));
        List<String> found = new ArrayList<>();
        games.scan(source, found);
        assertThat(found).containsExactly(
                source + ":2: import org.heterodox.rules.uchess.UChessPosition;",
                source + ":4: boolean u(Object p) { return p instanceof UChessPosition; }",
                source + ":5: Object v() { return org.heterodox.rules.uchess.Writings.class; }");
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

    /** The rules' game packages (all but the shared API) and the classes they declare, and a scan for either. */
    private record GameClasses(Set<String> packages, Pattern reference) {
        static GameClasses of(Path rules) throws IOException {
            Set<String> packages = new TreeSet<>();
            Set<String> classes = new TreeSet<>();
            try (Stream<Path> dirs = Files.list(rules)) {
                for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                    String name = dir.getFileName().toString();
                    if (SHARED_PACKAGES.contains(name)) {
                        continue;
                    }
                    packages.add(name);
                    try (Stream<Path> files = Files.walk(dir)) {
                        files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".java"))
                                .forEach(f -> classes.add(f.substring(0, f.length() - ".java".length())));
                    }
                }
            }
            String pkg = packages.stream().map(Pattern::quote).collect(Collectors.joining("|"));
            String cls = classes.stream().map(Pattern::quote).collect(Collectors.joining("|"));
            return new GameClasses(packages, Pattern.compile(
                    "org\\.heterodox\\.rules\\.(" + pkg + ")\\." + (cls.isEmpty() ? "" : "|\\binstanceof\\s+(" + cls + ")\\b")));
        }

        void scan(Path file, List<String> found) throws IOException {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                if (reference.matcher(lines.get(i)).find()) {
                    found.add(file + ":" + (i + 1) + ": " + lines.get(i).trim());
                }
            }
        }
    }
}
