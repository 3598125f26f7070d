package org.heterodox.server.api;

import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.SessionInfo;
import org.heterodox.server.game.Actor;

/**
 * The logged-in player of a request, resolved once from the session cookie by {@link SessionGuard}
 * (HTTP) or on the WebSocket's connect (the live channel); null for anonymous requests.
 */
public final class CurrentPlayer {
    static final String SESSION = "heterodox.session";

    private CurrentPlayer() {
    }

    /** The request's session, or null when it has none. */
    public static SessionInfo session(Context ctx) {
        return ctx.attribute(SESSION);
    }

    /** The logged-in player, or null. */
    public static Account of(Context ctx) {
        SessionInfo session = session(ctx);
        return session == null ? null : session.account();
    }

    /** The logged-in player, or a 401 asking to log in. */
    public static Account require(Context ctx) {
        Account account = of(ctx);
        if (account == null) {
            throw new ApiException(401, "log in first");
        }
        return account;
    }

    /** The logged-in player of a WebSocket connection (resolved when it connected), or null. */
    public static Account of(WsContext ctx) {
        SessionInfo session = ctx.attribute(SESSION);
        return session == null ? null : session.account();
    }

    /** Who acts: the seat token of the request, and the logged-in player's account. */
    public static Actor actor(Context ctx, String seatToken) {
        Account account = of(ctx);
        return Actor.of(seatToken, account == null ? null : account.id());
    }

    /** Who acts in an HTTP request: its seat token header and its logged-in player. */
    public static Actor actor(Context ctx) {
        return actor(ctx, Params.seatToken(ctx));
    }

    public static Actor actor(WsContext ctx, String seatToken) {
        Account account = of(ctx);
        return Actor.of(seatToken, account == null ? null : account.id());
    }
}
