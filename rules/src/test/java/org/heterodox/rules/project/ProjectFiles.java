package org.heterodox.rules.project;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The project's own text files (sources, tests, resources, docs, poms, scripts, web sources), read
 * from the checkout the tests run in. Build output, installed packages and Git's store are left out,
 * and so are binary files.
 */
final class ProjectFiles {
    /**
     * Directories that hold what the build, a package manager or a test run made, not what the project
     * wrote ({@code node} is where a build-installed Node.js lives).
     */
    private static final Set<String> SKIPPED_DIRECTORIES = Set.of(".git", "node_modules", "node", "target", "dist",
            "test-results", "playwright-report", ".jqwik-database");
    private static final long LARGEST_TEXT_FILE = 4_000_000;

    private ProjectFiles() {
    }

    /** The checkout's root: the nearest directory above the working directory that holds docs/rules.md and rules/. */
    static Path root() {
        Path dir = Path.of("").toAbsolutePath();
        for (Path candidate = dir; candidate != null; candidate = candidate.getParent()) {
            if (Files.isRegularFile(candidate.resolve("docs/rules.md"))
                    && Files.isDirectory(candidate.resolve("rules"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("no project root (a directory with docs/rules.md and rules/) above " + dir);
    }

    /** Every text file of the project, as its path relative to the root and its content. */
    static List<ProjectFile> all() {
        Path root = root();
        List<ProjectFile> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile)
                    .filter(path -> !inSkippedDirectory(root.relativize(path)))
                    .forEach(path -> read(root, path, files));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    private static boolean inSkippedDirectory(Path relative) {
        for (int i = 0; i < relative.getNameCount() - 1; i++) {
            if (SKIPPED_DIRECTORIES.contains(relative.getName(i).toString())) {
                return true;
            }
        }
        return relative.getFileName().toString().equals(".git"); // a worktree's pointer to Git's store
    }

    private static void read(Path root, Path path, List<ProjectFile> files) {
        try {
            if (Files.size(path) > LARGEST_TEXT_FILE) {
                return;
            }
            byte[] bytes = Files.readAllBytes(path);
            for (byte b : bytes) {
                if (b == 0) {
                    return; // binary: images, fonts, databases
                }
            }
            files.add(new ProjectFile(root.relativize(path).toString().replace('\\', '/'),
                    new String(bytes, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One text file: its path from the project root, with forward slashes, and its content. */
    record ProjectFile(String path, String text) {

        /** The 1-based line numbers on which {@code needle} occurs. */
        List<Integer> linesWith(String needle) {
            List<Integer> lines = new ArrayList<>();
            String[] split = text.split("\n", -1);
            for (int i = 0; i < split.length; i++) {
                if (split[i].contains(needle)) {
                    lines.add(i + 1);
                }
            }
            return lines;
        }
    }
}
