package org.heterodox.server.api;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.heterodox.server.account.AccountException;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.account.NewSession;
import org.heterodox.server.account.SessionInfo;
import org.heterodox.server.api.request.AccountRequest;
import org.heterodox.server.api.view.SessionView;

/** Registration and the login session: {@code /api/accounts} and {@code /api/session}. */
public final class AccountRoutes {
    private final AccountService accounts;
    private final int maxJsonBytes;

    public AccountRoutes(AccountService accounts, int maxJsonBytes) {
        this.accounts = accounts;
        this.maxJsonBytes = maxJsonBytes;
    }

    public void register(Javalin app) {
        app.post("/api/accounts", this::registerAccount);
        app.post("/api/session", this::login);
        app.get("/api/session", ctx -> ctx.json(view(CurrentPlayer.session(ctx))));
        app.delete("/api/session", this::logout);
    }

    /** The status of each kind of account refusal. */
    public static int status(AccountException.Kind kind) {
        return switch (kind) {
            case INVALID -> 400;
            case WRONG_CREDENTIALS -> 401;
            case NOT_FOUND -> 404;
            case NAME_TAKEN -> 409;
            case THROTTLED -> 429;
        };
    }

    private void registerAccount(Context ctx) {
        AccountRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), AccountRequest.class);
        NewSession session = accounts.register(Fields.required("name", request.name(), 100),
                Fields.text("password", request.password(), 1000));
        replaceSession(ctx, session);
        ctx.status(201).json(view(session.session()));
    }

    private void login(Context ctx) {
        AccountRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), AccountRequest.class);
        NewSession session = accounts.login(Fields.required("name", request.name(), 100),
                Fields.text("password", request.password(), 1000));
        replaceSession(ctx, session);
        ctx.json(view(session.session()));
    }

    /**
     * Ends the session the request came with (if any) and sets the new one: a login always gets a
     * fresh cookie value, so a value planted before the login (session fixation) never becomes a login.
     */
    private void replaceSession(Context ctx, NewSession session) {
        accounts.logout(SessionCookie.read(ctx));
        SessionCookie.write(ctx, session.cookieValue());
    }

    private void logout(Context ctx) {
        Bodies.text(ctx, maxJsonBytes);
        accounts.logout(SessionCookie.read(ctx));
        SessionCookie.clear(ctx);
        ctx.status(204);
    }

    private static SessionView view(SessionInfo session) {
        return session == null ? SessionView.LOGGED_OUT : new SessionView(session.account().name(), session.csrfToken());
    }
}
