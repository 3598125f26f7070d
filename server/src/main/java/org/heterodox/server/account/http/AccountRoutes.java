package org.heterodox.server.account.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.function.LongConsumer;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.AccountException;
import org.heterodox.server.account.AccountMail;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.account.NewSession;
import org.heterodox.server.account.SessionInfo;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.Params;
import org.heterodox.server.api.SessionCookie;
import org.heterodox.server.moderation.Moderation;
import org.heterodox.server.moderation.Role;
import org.heterodox.server.moderation.http.SanctionView;

/** Registration and the login session: {@code /api/accounts} and {@code /api/session}. */
public final class AccountRoutes {
    private final AccountService accounts;
    private final int maxJsonBytes;
    /** Called with a deleted account's id: its games show it as "deleted". */
    private final LongConsumer onDeleted;
    private final AccountMail mail;
    private final Moderation moderation;

    public AccountRoutes(AccountService accounts, AccountMail mail, int maxJsonBytes, LongConsumer onDeleted,
                         Moderation moderation) {
        this.accounts = accounts;
        this.mail = mail;
        this.maxJsonBytes = maxJsonBytes;
        this.onDeleted = onDeleted;
        this.moderation = moderation;
    }

    public void register(Javalin app) {
        app.post("/api/accounts", this::registerAccount);
        app.post("/api/session", this::login);
        app.get("/api/session", ctx -> ctx.json(view(CurrentPlayer.session(ctx))));
        app.delete("/api/session", this::logout);
        app.put("/api/account/password", this::changePassword);
        app.delete("/api/account", this::deleteAccount);
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

    /**
     * Registration and login take JSON only: a form or text body is what another site's page can send
     * without the browser asking first (a "simple" request), so refusing them closes login CSRF even
     * before the origin check.
     */
    private void registerAccount(Context ctx) {
        RegistrationRequest request = Json.read(Bodies.json(ctx, maxJsonBytes), RegistrationRequest.class);
        String email = Fields.text("email", request.email(), 1000);
        if (email != null && !email.isEmpty()) {
            // Checked before the account is made: a bad address must not leave an account behind.
            AccountMail.checkAddress(email);
        }
        NewSession session = accounts.register(Fields.required("name", request.name(), 100),
                Fields.text("password", request.password(), 1000), ctx.ip());
        if (email != null && !email.isEmpty()) {
            mail.registered(session.session().account(), email, Params.language(ctx));
        }
        replaceSession(ctx, session);
        ctx.status(201).json(view(session.session()));
    }

    private void login(Context ctx) {
        AccountRequest request = Json.read(Bodies.json(ctx, maxJsonBytes), AccountRequest.class);
        NewSession session = accounts.login(Fields.required("name", request.name(), 100),
                Fields.text("password", request.password(), 1000), ctx.ip());
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

    private void changePassword(Context ctx) {
        SessionInfo session = requireSession(ctx);
        PasswordChangeRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), PasswordChangeRequest.class);
        accounts.changePassword(session, SessionCookie.read(ctx), present("currentPassword", request.currentPassword()),
                present("newPassword", request.newPassword()));
        ctx.status(204);
    }

    private void deleteAccount(Context ctx) {
        SessionInfo session = requireSession(ctx);
        DeleteAccountRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), DeleteAccountRequest.class);
        accounts.delete(session, present("password", request.password()));
        onDeleted.accept(session.account().id());
        SessionCookie.clear(ctx);
        ctx.status(204);
    }

    /** A password field: required (400 when absent), at most 1000 characters; its content is the rules' to judge. */
    static String present(String name, String value) {
        if (value == null) {
            throw ApiException.badRequest("'" + name + "' is required");
        }
        return Fields.text(name, value, 1000);
    }

    static SessionInfo requireSession(Context ctx) {
        SessionInfo session = CurrentPlayer.session(ctx);
        if (session == null) {
            throw new ApiException(401, "log in first");
        }
        return session;
    }

    private SessionView view(SessionInfo session) {
        if (session == null) {
            return SessionView.LOGGED_OUT;
        }
        Account account = session.account();
        return new SessionView(account.name(), session.csrfToken(),
                moderation.roles(account).stream().map(Role::wire).sorted().toList(),
                moderation.sanctionsOf(account).stream().map(SanctionView::of).toList());
    }
}
