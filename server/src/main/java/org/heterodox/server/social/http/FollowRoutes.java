package org.heterodox.server.social.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.List;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Params;
import org.heterodox.server.social.FollowService;

/** {@code /api/me/following}: follow and unfollow players by name, one's list; {@code /api/me/friends/online}. */
public final class FollowRoutes {
    private static final int MAX_PAGE = 100;

    private final FollowService follows;
    private final int maxJsonBytes;

    public FollowRoutes(FollowService follows, int maxJsonBytes) {
        this.follows = follows;
        this.maxJsonBytes = maxJsonBytes;
    }

    public void register(Javalin app) {
        app.get("/api/me/following", this::list);
        app.put("/api/me/following/{name}", this::follow);
        app.delete("/api/me/following/{name}", this::unfollow);
        app.get("/api/me/friends/online", this::online);
    }

    private void list(Context ctx) {
        Account me = CurrentPlayer.require(ctx);
        int limit = Params.intParam(ctx, "limit", 1, MAX_PAGE, 50);
        int offset = Params.intParam(ctx, "offset", 0, FollowService.MAX_FOLLOWING, 0);
        List<FollowService.Friend> page = follows.following(me, limit + 1, offset);
        List<FollowingView.Friend> players = page.subList(0, Math.min(limit, page.size())).stream()
                .map(f -> new FollowingView.Friend(f.name(), f.online())).toList();
        ctx.json(new FollowingView(players, follows.followingCount(me), page.size() > limit ? offset + limit : null));
    }

    private void follow(Context ctx) {
        Account me = CurrentPlayer.require(ctx);
        Bodies.text(ctx, maxJsonBytes);
        follows.follow(me, ctx.pathParam("name").trim());
        ctx.status(204);
    }

    private void unfollow(Context ctx) {
        Account me = CurrentPlayer.require(ctx);
        Bodies.text(ctx, maxJsonBytes);
        follows.unfollow(me, ctx.pathParam("name").trim());
        ctx.status(204);
    }

    private void online(Context ctx) {
        FollowService.Online online = follows.online(CurrentPlayer.require(ctx));
        ctx.json(new FriendsOnlineView(online.count(), online.names()));
    }
}
