package org.heterodox.server.site;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.concurrent.atomic.AtomicBoolean;
import org.heterodox.server.api.ApiException;

/**
 * Keeps requests out while the server starts: the port opens first, then the games' clocks restart,
 * then the gate opens. A clock thus never runs while its player cannot move (a restart's own seconds
 * are charged to nobody), and nothing reaches a game before its clock is restored. Until then every
 * API request, WebSocket upgrades included, is a 503 with {@code Retry-After}; the health check and the
 * app's static files answer.
 */
public final class StartGate {
    private final AtomicBoolean open = new AtomicBoolean();

    public void register(Javalin app) {
        app.before("/api/*", this::check);
        app.wsBeforeUpgrade("/api/*", this::check);
    }

    /** Lets requests in from now on. */
    public void open() {
        open.set(true);
    }

    public boolean isOpen() {
        return open.get();
    }

    private void check(Context ctx) {
        if (!open.get() && !ctx.path().equals("/api/health")) {
            ctx.header("Retry-After", "1");
            throw new ApiException(503, "the server is starting; try again in a moment");
        }
    }
}
