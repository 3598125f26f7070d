package org.heterodox.server.account;

/** A session just opened: the cookie value (never stored, only its hash) and the session. */
public record NewSession(String cookieValue, SessionInfo session) {
}
