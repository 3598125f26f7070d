package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.account.PasswordHasher;
import org.heterodox.server.moderation.ModerationStore;
import org.heterodox.server.moderation.Role;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox admin grant|revoke NAME ROLE}: roles by player name, and the refusals. */
class AdminCommandTest {
    @TempDir
    Path dir;

    private long register(String name) {
        try (Database database = Database.open(Database.h2Url(dir))) {
            return new AccountService(new AccountStore(database.jdbi()), new PasswordHasher(PasswordHashCost.LIGHT_FOR_TESTS), System::currentTimeMillis)
                    .register(name, "correct horse " + name).session().account().id();
        }
    }

    private java.util.Set<Role> roles(long account) {
        try (Database database = Database.open(Database.h2Url(dir))) {
            return new ModerationStore(database.jdbi()).roles(account);
        }
    }

    @Test
    void grantsAndRevokesRolesByName() {
        long ada = register("Ada");
        String data = dir.toString();
        CliRun granted = CliRun.of("admin", "grant", "ada", "moderator", "--data", data);
        assertThat(granted.exitCode()).as(granted.err()).isZero();
        assertThat(granted.out()).contains("ada is now moderator");
        assertThat(CliRun.of("admin", "grant", "Ada", "moderator", "--data", data).out()).contains("was already moderator");
        assertThat(CliRun.of("admin", "grant", "Ada", "admin", "--data", data).exitCode()).isZero();
        assertThat(roles(ada)).containsExactlyInAnyOrder(Role.ADMIN, Role.MODERATOR);
        CliRun revoked = CliRun.of("admin", "revoke", "Ada", "moderator", "--data", data);
        assertThat(revoked.out()).contains("Ada is no longer moderator");
        assertThat(CliRun.of("admin", "revoke", "Ada", "moderator", "--data", data).out()).contains("was not moderator");
        assertThat(roles(ada)).containsExactly(Role.ADMIN);
    }

    @Test
    void refusesAnUnknownRoleOrPlayer() {
        register("Ada");
        String data = dir.toString();
        CliRun badRole = CliRun.of("admin", "grant", "Ada", "king", "--data", data);
        assertThat(badRole.exitCode()).isNotZero();
        assertThat(badRole.err()).contains("unknown role 'king'; the roles are admin, moderator");
        CliRun unknown = CliRun.of("admin", "grant", "Nobody", "moderator", "--data", data);
        assertThat(unknown.exitCode()).isNotZero();
        assertThat(unknown.err()).contains("no player 'Nobody'");
        assertThat(CliRun.of("admin", "grant", "Ada", "--data", data).exitCode()).as("the role is required").isNotZero();
    }
}
