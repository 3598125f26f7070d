package org.heterodox.server.account.http;

/**
 * The current login session: the player's name and the token to send as {@code X-CSRF-Token} with
 * every state-changing request; both null when nobody is logged in.
 */
public record SessionView(String name, String csrfToken) {
    public static final SessionView LOGGED_OUT = new SessionView(null, null);
}
