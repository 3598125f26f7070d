package org.heterodox.server.account.http;

/** {@code PUT /api/account/email}: the new address ("" or null removes it), confirmed with the password. */
public record EmailChangeRequest(String password, String email) {
}
