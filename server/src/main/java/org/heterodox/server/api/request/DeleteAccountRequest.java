package org.heterodox.server.api.request;

/** {@code DELETE /api/account}: the password, to confirm. */
public record DeleteAccountRequest(String password) {
}
