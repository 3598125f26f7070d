package org.heterodox.rules.project;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.project.ProjectFiles.ProjectFile;
import org.junit.jupiter.api.Test;

/**
 * The project refers to nothing outside itself: its rules are docs/rules.md, and no source, test,
 * resource, doc, pom or script names a rules or design file or a directory beside the checkout, nor
 * the deleted rules-decisions page. The needles are built from pieces so that this file does not
 * match itself.
 */
class SelfContainedProjectTest {
    private static final List<String> OUTSIDE_REFERENCES = List.of(
            "RULES" + ".md",
            "DESIGN" + ".md",
            ".." + "/shared",
            "/work" + "/",
            "rules-" + "decisions.md");

    @Test
    void noProjectFileRefersToAnythingOutsideTheProject() {
        List<String> found = new ArrayList<>();
        for (ProjectFile file : ProjectFiles.all()) {
            for (String needle : OUTSIDE_REFERENCES) {
                for (int line : file.linesWith(needle)) {
                    found.add(file.path() + ":" + line + " mentions " + needle);
                }
            }
        }
        assertThat(found).as("references to files outside the project; point to docs/rules.md instead").isEmpty();
    }

    @Test
    void theWalkSeesTheProjectsSourcesAndDocs() {
        List<String> paths = ProjectFiles.all().stream().map(ProjectFile::path).toList();
        assertThat(paths).contains("README.md", "docs/rules.md", "pom.xml",
                "rules/src/main/java/org/heterodox/rules/Variants.java",
                "rules/src/test/java/org/heterodox/rules/project/SelfContainedProjectTest.java");
        assertThat(paths).noneMatch(path -> path.startsWith(".git/") || path.contains("/target/")
                || path.contains("node_modules/"));
    }
}
