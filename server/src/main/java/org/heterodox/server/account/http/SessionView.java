package org.heterodox.server.account.http;

import java.util.List;
import org.heterodox.server.moderation.http.SanctionView;

/**
 * The current login session: the player's name and the token to send as {@code X-CSRF-Token} with
 * every state-changing request (both null when nobody is logged in), the player's roles (admin,
 * moderator) and the sanctions and warnings in force on them, with the reasons, so the app can say why.
 */
public record SessionView(String name, String csrfToken, List<String> roles, List<SanctionView> sanctions) {
    public static final SessionView LOGGED_OUT = new SessionView(null, null, List.of(), List.of());
}
