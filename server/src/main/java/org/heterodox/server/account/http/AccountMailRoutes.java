package org.heterodox.server.account.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.heterodox.server.account.AccountEmail;
import org.heterodox.server.account.AccountMail;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.account.SessionInfo;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.Params;

/**
 * The account's e-mail address and what mail does for it: {@code /api/account} (settings),
 * {@code /api/account/email}, {@code /api/account/notices}, {@code /api/email-verification/{token}} and
 * {@code /api/password-reset}.
 */
public final class AccountMailRoutes {
    private final AccountMail mail;
    private final AccountStore store;
    private final int maxJsonBytes;

    public AccountMailRoutes(AccountMail mail, AccountStore store, int maxJsonBytes) {
        this.mail = mail;
        this.store = store;
        this.maxJsonBytes = maxJsonBytes;
    }

    public void register(Javalin app) {
        app.get("/api/account", this::settings);
        app.put("/api/account/email", this::changeEmail);
        app.put("/api/account/notices", this::changeNotices);
        app.post("/api/email-verification/{token}", this::verify);
        app.post("/api/password-reset", this::requestReset);
        app.post("/api/password-reset/{token}", this::reset);
    }

    private void settings(Context ctx) {
        SessionInfo session = AccountRoutes.requireSession(ctx);
        AccountEmail email = mail.settings(session.account())
                .orElseGet(() -> new AccountEmail(null, false, null, false, false));
        ctx.json(new AccountView(session.account().name(), email.email(), email.verified(), email.turnNotices(),
                email.roundNotices(), mail.enabled()));
    }

    private void changeEmail(Context ctx) {
        SessionInfo session = AccountRoutes.requireSession(ctx);
        EmailChangeRequest request = Json.read(Bodies.json(ctx, maxJsonBytes), EmailChangeRequest.class);
        mail.change(session, AccountRoutes.present("password", request.password()),
                Fields.text("email", request.email(), 1000), Params.language(ctx));
        ctx.status(204);
    }

    private void changeNotices(Context ctx) {
        SessionInfo session = AccountRoutes.requireSession(ctx);
        NoticesRequest request = Json.read(Bodies.json(ctx, maxJsonBytes), NoticesRequest.class);
        if (request.turn() == null || request.rounds() == null) {
            throw ApiException.badRequest("'turn' and 'rounds' are required");
        }
        store.setNotices(session.account().id(), request.turn(), request.rounds());
        ctx.status(204);
    }

    private void verify(Context ctx) {
        Bodies.text(ctx, maxJsonBytes);
        mail.verify(ctx.pathParam("token"));
        ctx.status(204);
    }

    /** The same 202 whether or not the account or its address exists; 429 when this client asked too often. */
    private void requestReset(Context ctx) {
        requireMail();
        ResetRequest request = Json.read(Bodies.json(ctx, maxJsonBytes), ResetRequest.class);
        mail.requestReset(Fields.required("name", request.name(), 100), ctx.ip(), Params.language(ctx));
        ctx.status(202);
    }

    private void reset(Context ctx) {
        requireMail();
        NewPasswordRequest request = Json.read(Bodies.json(ctx, maxJsonBytes), NewPasswordRequest.class);
        mail.reset(ctx.pathParam("token"), AccountRoutes.present("password", request.password()));
        ctx.status(204);
    }

    private void requireMail() {
        if (!mail.enabled()) {
            throw new ApiException(501, "this server sends no mail, so it cannot reset passwords; ask its operator");
        }
    }
}
