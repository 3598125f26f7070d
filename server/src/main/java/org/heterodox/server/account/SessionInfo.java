package org.heterodox.server.account;

/** A live login session: whose it is and the token its state-changing requests must echo (CSRF). */
public record SessionInfo(Account account, String csrfToken, long expiresAt) {
}
