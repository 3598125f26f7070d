package org.heterodox.server.moderation;

import java.util.function.LongSupplier;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.AccountService;

/**
 * Grants and revokes roles by player name: {@code heterodox admin grant|revoke}, on the command line only
 * (no route grants a role), logged like every moderation action.
 */
public final class RoleGrants {
    /** The actor the log names for roles granted on the command line. */
    public static final String COMMAND_LINE = "command line";

    private final ModerationStore store;
    private final AccountService accounts;
    private final LongSupplier clock;

    public RoleGrants(ModerationStore store, AccountService accounts, LongSupplier clock) {
        this.store = store;
        this.accounts = accounts;
        this.clock = clock;
    }

    /** Grants a role; false when the player had it. */
    public boolean grant(String name, Role role) {
        Account account = existing(name);
        boolean granted = store.grant(account.id(), role, clock.getAsLong());
        if (granted) {
            store.log(clock.getAsLong(), COMMAND_LINE, "grant", account.name() + " " + role.wire(), "granted", null, null);
        }
        return granted;
    }

    /** Revokes a role; false when the player did not have it. */
    public boolean revoke(String name, Role role) {
        Account account = existing(name);
        boolean revoked = store.revoke(account.id(), role);
        if (revoked) {
            store.log(clock.getAsLong(), COMMAND_LINE, "revoke", account.name() + " " + role.wire(), "revoked", null, null);
        }
        return revoked;
    }

    private Account existing(String name) {
        return accounts.find(name).filter(a -> !a.deleted())
                .orElseThrow(() -> new ModerationException(404, "no player '" + name + "'"));
    }
}
