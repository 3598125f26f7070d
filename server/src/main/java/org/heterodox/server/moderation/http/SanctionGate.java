package org.heterodox.server.moderation.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.moderation.Moderation;

/**
 * Enforces sanctions before the routes run: a muted player's chat lines, and a banned player's new games,
 * joins, rematches, seeks (quick pairing too), seek acceptances, challenges and their acceptances, and tournament entries and creations, are refused (403 with
 * the reason and the end). Registered after the session guard, which resolves the player.
 */
public final class SanctionGate {
    private static final String[] PLAY = {
        "/api/games", "/api/invites/{code}", "/api/games/{id}/rematch", "/api/seeks", "/api/seeks/quick", "/api/seeks/{id}/accept",
        "/api/tournaments", "/api/tournaments/{id}/join", "/api/challenges", "/api/challenges/{id}/accept",
    };

    private final Moderation moderation;

    public SanctionGate(Moderation moderation) {
        this.moderation = moderation;
    }

    public void register(Javalin app) {
        for (String path : PLAY) {
            app.before(path, ctx -> {
                if (posted(ctx)) {
                    moderation.checkPlay(CurrentPlayer.of(ctx));
                }
            });
        }
        app.before("/api/games/{id}/chat", ctx -> {
            if (posted(ctx)) {
                moderation.checkChat(CurrentPlayer.of(ctx));
            }
        });
    }

    private static boolean posted(Context ctx) {
        return ctx.method() == HandlerType.POST;
    }
}
