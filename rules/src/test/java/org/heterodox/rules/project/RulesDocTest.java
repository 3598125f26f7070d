package org.heterodox.rules.project;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.heterodox.rules.project.ProjectFiles.ProjectFile;
import org.junit.jupiter.api.Test;

/**
 * docs/rules.md is the project's rules reference: it describes every registered game and option, its
 * anchors are unique, and every pointer to one of its sections (code comments, tests, docs) names an
 * anchor it has.
 */
class RulesDocTest {
    private static final Pattern ANCHOR = Pattern.compile("<a id=\"([a-z0-9-]+)\"></a>");
    private static final Pattern SECTION_POINTER = Pattern.compile("rules\\.md#([A-Za-z0-9_-]+)");
    /** A row of the spec table: {@code | `name` | game | `option`, `option` |}. */
    private static final Pattern SPEC_ROW = Pattern.compile("\\| `([a-z0-9]+)` \\|[^|]*\\|([^|]*)\\|");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    private static final Pattern MARKDOWN_LINK = Pattern.compile("\\]\\(([^)\\s#]+)(#[^)\\s]*)?\\)");

    private static String rulesDoc() throws IOException {
        return Files.readString(ProjectFiles.root().resolve("docs/rules.md"));
    }

    private static List<String> anchors(String doc) {
        List<String> anchors = new ArrayList<>();
        Matcher m = ANCHOR.matcher(doc);
        while (m.find()) {
            anchors.add(m.group(1));
        }
        return anchors;
    }

    @Test
    void everyGameAndOptionOfTheRegistryIsDescribed() throws IOException {
        String doc = rulesDoc();
        List<String> headings = doc.lines().filter(line -> line.startsWith("#")).toList();
        for (GameDefinition game : Variants.all()) {
            assertThat(headings).as("a heading of docs/rules.md names game " + game.name())
                    .anyMatch(heading -> heading.contains("`" + game.name() + "`"));
            for (String option : game.options()) {
                assertThat(doc).as("docs/rules.md describes option " + option + " of " + game.name())
                        .contains("`" + option + "`");
            }
        }
    }

    @Test
    void theSpecTableListsExactlyTheRegistrysGamesWithTheirOptions() throws IOException {
        Map<String, List<String>> table = new LinkedHashMap<>();
        for (String line : rulesDoc().lines().toList()) {
            Matcher row = SPEC_ROW.matcher(line);
            if (row.matches()) {
                List<String> options = new ArrayList<>();
                Matcher option = CODE.matcher(row.group(2));
                while (option.find()) {
                    options.add(option.group(1));
                }
                table.put(row.group(1), options);
            }
        }
        Map<String, List<String>> registry = new LinkedHashMap<>();
        for (GameDefinition game : Variants.all()) {
            registry.put(game.name(), game.options());
        }
        assertThat(table).as("the table of docs/rules.md#variant-specs").containsExactlyEntriesOf(registry);
    }

    @Test
    void anchorsAreUniqueAndNamedAfterTheirGameOrRule() throws IOException {
        List<String> anchors = anchors(rulesDoc());
        assertThat(anchors).doesNotHaveDuplicates()
                .contains("chess", "u-chess", "u-chess-writing-rule", "unachess", "unachess2", "parachute", "shogi",
                        "unashogi", "ambiguous", "alice", "perft");
    }

    @Test
    void everyPointerToARulesSectionNamesAnAnchorOfTheDocument() throws IOException {
        Set<String> anchors = new HashSet<>(anchors(rulesDoc()));
        List<String> dangling = new ArrayList<>();
        int pointers = 0;
        for (ProjectFile file : ProjectFiles.all()) {
            Matcher m = SECTION_POINTER.matcher(file.text());
            while (m.find()) {
                pointers++;
                if (!anchors.contains(m.group(1))) {
                    dangling.add(file.path() + ": rules.md#" + m.group(1));
                }
            }
        }
        assertThat(pointers).as("code and docs point to sections of docs/rules.md").isGreaterThan(30);
        assertThat(dangling).as("pointers to sections docs/rules.md does not have").isEmpty();
    }

    @Test
    void relativeLinksOfTheDocsLeadToFilesOfTheProject() {
        Path root = ProjectFiles.root();
        List<String> broken = new ArrayList<>();
        for (ProjectFile file : ProjectFiles.all()) {
            if (!file.path().endsWith(".md")) {
                continue;
            }
            Path dir = root.resolve(file.path()).getParent();
            Matcher m = MARKDOWN_LINK.matcher(file.text());
            while (m.find()) {
                String target = m.group(1);
                if (target.contains(":")) {
                    continue; // http:, https:, mailto:
                }
                Path resolved = dir.resolve(target).normalize();
                if (!resolved.startsWith(root) || !Files.exists(resolved)) {
                    broken.add(file.path() + ": " + target);
                }
            }
        }
        assertThat(broken).as("links to files that are not in the project").isEmpty();
    }
}
