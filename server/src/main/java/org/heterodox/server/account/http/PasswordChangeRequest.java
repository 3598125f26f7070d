package org.heterodox.server.account.http;

/** {@code PUT /api/account/password}: the current password and the new one. */
public record PasswordChangeRequest(String currentPassword, String newPassword) {
}
