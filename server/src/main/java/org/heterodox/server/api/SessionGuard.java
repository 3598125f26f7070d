package org.heterodox.server.api;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.websocket.WsConnectContext;
import java.net.URI;
import java.util.Optional;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.account.SessionInfo;

/**
 * Resolves the session cookie of every API request and guards against cross-site request forgery: a
 * state-changing request (POST, PUT, PATCH, DELETE) that carries a live session must echo the
 * session's CSRF token in {@code X-CSRF-Token} and must not come from another site ({@code Origin}).
 * Requests without a session (anonymous players with seat tokens, scripts) are not affected: a seat
 * token in a header is not sent by a browser on its own, so it cannot be forged that way.
 */
public final class SessionGuard {
    public static final String CSRF_HEADER = "X-CSRF-Token";

    private final AccountService accounts;

    public SessionGuard(AccountService accounts) {
        this.accounts = accounts;
    }

    /** The {@code before("/api/*")} handler. */
    public void before(Context ctx) {
        Optional<SessionInfo> session = accounts.session(SessionCookie.read(ctx));
        if (session.isEmpty()) {
            return;
        }
        if (changesState(ctx.method())) {
            if (!sameOrigin(ctx.header("Origin"), ctx.host())) {
                throw new ApiException(403, "cross-site request refused");
            }
            String sent = ctx.header(CSRF_HEADER);
            if (sent == null || !org.heterodox.server.game.Secrets.equal(sent, session.get().csrfToken())) {
                throw new ApiException(403, "missing or wrong CSRF token");
            }
        }
        ctx.attribute(CurrentPlayer.SESSION, session.get());
    }

    /**
     * Resolves the session of a WebSocket connection. A browser sends cookies with a WebSocket
     * handshake from any site, so the session is only taken when the page is of this site.
     */
    public void connect(WsConnectContext ctx) {
        if (!sameOrigin(ctx.header("Origin"), ctx.header("Host"))) {
            return;
        }
        accounts.session(SessionCookie.read(ctx)).ifPresent(session -> ctx.attribute(CurrentPlayer.SESSION, session));
    }

    private static boolean changesState(HandlerType method) {
        return method == HandlerType.POST || method == HandlerType.PUT || method == HandlerType.PATCH
                || method == HandlerType.DELETE;
    }

    /** No Origin (not a browser, or a same-origin GET) or an Origin whose host:port is this server's. */
    static boolean sameOrigin(String origin, String host) {
        if (origin == null) {
            return true;
        }
        if (host == null) {
            return false;
        }
        try {
            URI uri = URI.create(origin);
            String authority = uri.getRawAuthority();
            return authority != null && authority.equalsIgnoreCase(host);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
