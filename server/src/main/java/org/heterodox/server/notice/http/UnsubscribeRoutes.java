package org.heterodox.server.notice.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.notice.Notices;

/**
 * The notices' unsubscribe links: {@code GET /api/unsubscribe/{token}} says what the link stops (the app's page
 * shows it with a button), {@code POST} stops it; mail programs POST there themselves (RFC 8058 one-click, body
 * {@code List-Unsubscribe=One-Click}, any content type).
 */
public final class UnsubscribeRoutes {
    private final Notices notices;
    private final int maxBodyBytes;

    public UnsubscribeRoutes(Notices notices, int maxBodyBytes) {
        this.notices = notices;
        this.maxBodyBytes = maxBodyBytes;
    }

    public void register(Javalin app) {
        app.get("/api/unsubscribe/{token}", ctx -> ctx.json(new UnsubscribeView(notices.unsubscribeLink(ctx.pathParam("token"))
                .orElseThrow(UnsubscribeRoutes::unknownLink).wire())));
        app.post("/api/unsubscribe/{token}", this::unsubscribe);
    }

    private void unsubscribe(Context ctx) {
        Bodies.text(ctx, maxBodyBytes);
        if (!notices.unsubscribe(ctx.pathParam("token"))) {
            throw unknownLink();
        }
        ctx.status(204);
    }

    private static ApiException unknownLink() {
        return new ApiException(404, "this unsubscribe link is unknown or expired");
    }
}
