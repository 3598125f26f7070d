package org.heterodox.server.api;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.websocket.WsConnectContext;
import java.net.URI;
import java.util.Optional;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.account.SessionInfo;

/**
 * Resolves the session cookie of every API request and guards against cross-site request forgery: no
 * state-changing request (POST, PUT, PATCH, DELETE) is taken from a page of another site (its
 * {@code Origin}, judged by the {@link OriginPolicy}), with or without a session, so another site
 * cannot log a visitor in or register them either; one that carries a live session must also echo
 * the session's CSRF token in {@code X-CSRF-Token}. Clients that send no Origin (scripts, anonymous
 * players with seat tokens in a header, which a browser never adds on its own) are not affected.
 */
public final class SessionGuard {
    public static final String CSRF_HEADER = "X-CSRF-Token";

    private final AccountService accounts;
    private final OriginPolicy origins;

    public SessionGuard(AccountService accounts, OriginPolicy origins) {
        this.accounts = accounts;
        this.origins = origins;
    }

    /** The {@code before("/api/*")} handler. */
    public void before(Context ctx) {
        boolean changes = changesState(ctx.method());
        if (changes && !origins.allows(ctx.header("Origin"), ctx.host())) {
            throw new ApiException(403, "cross-site request refused");
        }
        Optional<SessionInfo> session = accounts.session(SessionCookie.read(ctx));
        if (session.isEmpty()) {
            return;
        }
        if (changes) {
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
        if (!origins.allows(ctx.header("Origin"), ctx.header("Host"))) {
            return;
        }
        accounts.session(SessionCookie.read(ctx)).ifPresent(session -> ctx.attribute(CurrentPlayer.SESSION, session));
    }

    private static boolean changesState(HandlerType method) {
        return method == HandlerType.POST || method == HandlerType.PUT || method == HandlerType.PATCH
                || method == HandlerType.DELETE;
    }

}
