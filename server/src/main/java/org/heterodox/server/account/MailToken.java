package org.heterodox.server.account;

/** A stored link token: whose, what for, and for a verification the address it verifies. */
public record MailToken(String idHash, long accountId, String purpose, String email, long expiresAt) {
}
