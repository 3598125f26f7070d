package org.heterodox.server.account.http;

/** {@code DELETE /api/account}: the password, to confirm. */
public record DeleteAccountRequest(String password) {
}
