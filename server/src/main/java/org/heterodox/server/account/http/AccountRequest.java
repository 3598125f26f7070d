package org.heterodox.server.account.http;

/** {@code POST /api/accounts} (register) and {@code POST /api/session} (log in): a user name and password. */
public record AccountRequest(String name, String password) {
}
