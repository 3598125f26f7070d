package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@code heterodox db} works on the game database alone: nothing its classes link to, directly or
 * through the CLI's own classes, is in the server (the gamedb module's build bans the server as a
 * dependency, so the game database's classes cannot reach it either).
 */
class DbCommandDependenciesTest {
    @Test
    void theDbCommandLinksNoServerClass() throws Exception {
        Set<String> roots = new TreeSet<>();
        roots.add("org/heterodox/cli/DbCommand");
        for (Class<?> nested : DbCommand.class.getDeclaredClasses()) {
            roots.add(nested.getName().replace('.', '/'));
        }
        assertThat(roots).as("the subcommands are nested classes").contains("org/heterodox/cli/DbCommand$Import");
        Map<String, String> reached = ClassReferences.reachable(roots, "org/heterodox/cli/");
        assertThat(reached).as("the scan follows the command into the game database").containsKey(
                "org/heterodox/gamedb/GameDatabase");
        assertThat(reached.entrySet()).filteredOn(e -> e.getKey().startsWith("org/heterodox/server/"))
                .as("server classes the db command reaches (class -> the class that names it)").isEmpty();
    }

    @Test
    void theScanSeesAServerReference() throws Exception {
        // The check above could pass by reading nothing: the same scan finds the server in 'heterodox serve'.
        try (InputStream in = DbCommandDependenciesTest.class.getResourceAsStream("/org/heterodox/cli/ServeCommand.class")) {
            assertThat(ClassReferences.of(in)).anyMatch(name -> name.startsWith("org/heterodox/server/"));
        }
    }
}
