package org.heterodox.server.account.http;

/** {@code PUT /api/account/notices}: which notice mails the player wants. */
public record NoticesRequest(Boolean turn, Boolean rounds) {
}
