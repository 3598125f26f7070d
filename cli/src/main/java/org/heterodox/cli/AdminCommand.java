package org.heterodox.cli;

import java.util.concurrent.Callable;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.account.PasswordHasher;
import org.heterodox.server.moderation.ModerationException;
import org.heterodox.server.moderation.ModerationStore;
import org.heterodox.server.moderation.Role;
import org.heterodox.server.moderation.RoleGrants;
import org.heterodox.server.store.Database;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code heterodox admin}: the site's roles, granted on the command line only (no web route grants one).
 * Runs against the server's database: PostgreSQL while servers run, or the H2 file of a stopped server.
 */
@Command(name = "admin", mixinStandardHelpOptions = true,
        description = "The site's roles (admin, moderator): grant or revoke them by player name. Runs on the "
                + "server's database: with --db a PostgreSQL URL at any time, or the H2 file of the data "
                + "directory while no 'heterodox serve' holds it.",
        subcommands = {AdminCommand.Grant.class, AdminCommand.Revoke.class})
final class AdminCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Opens the database and changes a role. */
    abstract static class RoleChange implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        DatabaseLocation location = new DatabaseLocation();

        @Parameters(index = "0", paramLabel = "NAME", description = "The player's account name (any case).")
        String name;

        @Parameters(index = "1", paramLabel = "ROLE", description = "admin or moderator.")
        String role;

        @Override
        public Integer call() throws Exception {
            Role chosen;
            try {
                chosen = Role.of(role);
            } catch (IllegalArgumentException e) {
                throw new UserInputException(e.getMessage());
            }
            try (Database database = location.open(Database::open)) {
                RoleGrants grants = new RoleGrants(new ModerationStore(database.jdbi()),
                        new AccountService(new AccountStore(database.jdbi()), new PasswordHasher(), System::currentTimeMillis),
                        System::currentTimeMillis);
                spec.commandLine().getOut().println(change(grants, name, chosen));
            } catch (ModerationException e) {
                throw new UserInputException(e.getMessage());
            }
            return 0;
        }

        abstract String change(RoleGrants grants, String player, Role chosen);
    }

    @Command(name = "grant", mixinStandardHelpOptions = true, description = "Grant a role to a player.")
    static final class Grant extends RoleChange {
        @Override
        String change(RoleGrants grants, String player, Role chosen) {
            return grants.grant(player, chosen) ? player + " is now " + chosen.wire()
                    : player + " was already " + chosen.wire();
        }
    }

    @Command(name = "revoke", mixinStandardHelpOptions = true, description = "Revoke a player's role.")
    static final class Revoke extends RoleChange {
        @Override
        String change(RoleGrants grants, String player, Role chosen) {
            return grants.revoke(player, chosen) ? player + " is no longer " + chosen.wire()
                    : player + " was not " + chosen.wire();
        }
    }
}
