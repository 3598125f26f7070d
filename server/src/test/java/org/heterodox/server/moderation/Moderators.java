package org.heterodox.server.moderation;

import java.nio.file.Path;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.account.PasswordHasher;
import org.heterodox.server.store.Database;

/** Grants roles in a running test server's H2 database (the same file, opened again in the same JVM). */
final class Moderators {
    private Moderators() {
    }

    static void grant(Path data, String name, Role role) {
        try (Database database = Database.open(Database.h2Url(data))) {
            RoleGrants grants = new RoleGrants(new ModerationStore(database.jdbi()),
                    new AccountService(new AccountStore(database.jdbi()), new PasswordHasher(PasswordHashCost.LIGHT_FOR_TESTS), System::currentTimeMillis),
                    System::currentTimeMillis);
            grants.grant(name, role);
        }
    }
}
