package org.heterodox.server.account.http;

/** {@code POST /api/password-reset}: the account whose password is forgotten. */
public record ResetRequest(String name) {
}
