package org.heterodox.server.api;

import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.time.Duration;
import org.heterodox.server.account.AccountService;

/**
 * The login session's cookie: HttpOnly (no script reads it), SameSite=Lax (other sites' forms and
 * scripts do not send it with their POSTs), Path=/, and Secure when the request came over HTTPS.
 */
public final class SessionCookie {
    public static final String NAME = "heterodox_session";

    private SessionCookie() {
    }

    /** The cookie's value in a request, or null. */
    public static String read(Context ctx) {
        return ctx.cookie(NAME);
    }

    public static String read(WsContext ctx) {
        return ctx.cookie(NAME);
    }

    public static void write(Context ctx, String value) {
        long maxAge = Duration.ofDays(AccountService.SESSION_DAYS).toSeconds();
        ctx.header("Set-Cookie", NAME + "=" + value + "; Path=/; Max-Age=" + maxAge + "; HttpOnly; SameSite=Lax"
                + (secure(ctx) ? "; Secure" : ""));
    }

    public static void clear(Context ctx) {
        ctx.header("Set-Cookie", NAME + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax" + (secure(ctx) ? "; Secure" : ""));
    }

    /** HTTPS directly or behind a proxy that says so. */
    private static boolean secure(Context ctx) {
        return "https".equalsIgnoreCase(ctx.scheme()) || "https".equalsIgnoreCase(ctx.header("X-Forwarded-Proto"));
    }
}
