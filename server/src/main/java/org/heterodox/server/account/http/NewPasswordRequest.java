package org.heterodox.server.account.http;

/** {@code POST /api/password-reset/{token}}: the new password. */
public record NewPasswordRequest(String password) {
}
