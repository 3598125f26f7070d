package org.heterodox.server.inbox.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.List;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.Params;
import org.heterodox.server.inbox.Inbox;
import org.heterodox.server.inbox.Notification;

/** {@code /api/me/notifications}: the logged-in player's inbox, and marking it read. */
public final class InboxRoutes {
    private final Inbox inbox;
    private final int maxJsonBytes;

    public InboxRoutes(Inbox inbox, int maxJsonBytes) {
        this.inbox = inbox;
        this.maxJsonBytes = maxJsonBytes;
    }

    public void register(Javalin app) {
        app.get("/api/me/notifications", this::list);
        app.post("/api/me/notifications/read", this::read);
    }

    private void list(Context ctx) {
        Account me = CurrentPlayer.require(ctx);
        int limit = Params.intParam(ctx, "limit", 1, Inbox.KEPT, 20);
        int offset = Params.intParam(ctx, "offset", 0, Inbox.KEPT, 0);
        List<Notification> page = inbox.page(me.id(), limit + 1, offset);
        List<NotificationView> views = page.subList(0, Math.min(limit, page.size())).stream().map(InboxRoutes::view).toList();
        ctx.json(new InboxView(views, inbox.unread(me.id()), page.size() > limit ? offset + limit : null));
    }

    private void read(Context ctx) {
        Account me = CurrentPlayer.require(ctx);
        ReadRequest request = Json.read(Bodies.text(ctx, maxJsonBytes), ReadRequest.class);
        boolean all = request.all() != null && request.all();
        int given = (request.ids() != null ? 1 : 0) + (all ? 1 : 0) + (request.gameId() != null ? 1 : 0);
        if (given != 1) {
            throw ApiException.badRequest("give exactly one of 'ids', 'all': true or 'gameId'");
        }
        if (request.ids() != null) {
            if (request.ids().size() > Inbox.MAX_IDS) {
                throw ApiException.badRequest("'ids' holds at most " + Inbox.MAX_IDS + " ids");
            }
            if (request.ids().contains(null)) {
                throw ApiException.badRequest("'ids' must hold numbers");
            }
            inbox.markRead(me.id(), request.ids());
        } else {
            inbox.markAllRead(me.id(), all ? null : Fields.text("gameId", request.gameId(), 32));
        }
        ctx.status(204);
    }

    /** The app's view of a notification. */
    public static NotificationView view(Notification n) {
        return new NotificationView(n.id(), n.kind().wire(), n.gameId(), n.tournamentId(), n.otherName(), n.detail(),
                n.round(), n.createdAt(), n.read());
    }
}
