package org.heterodox.server.account.http;

/**
 * {@code GET /api/account}: the logged-in player's own settings.
 *
 * @param mail whether this server sends mail at all (without it, addresses and notices are of no use)
 */
public record AccountView(String name, String email, boolean emailVerified, boolean turnNotices, boolean roundNotices,
                          boolean mail) {
}
