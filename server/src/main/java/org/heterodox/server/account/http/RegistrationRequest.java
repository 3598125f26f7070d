package org.heterodox.server.account.http;

/** {@code POST /api/accounts}: a user name, a password and, if the player wants mails, an e-mail address. */
public record RegistrationRequest(String name, String password, String email) {
}
