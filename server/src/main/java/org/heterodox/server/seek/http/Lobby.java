package org.heterodox.server.seek.http;

import io.javalin.Javalin;
import java.util.function.LongSupplier;
import org.heterodox.server.api.RateLimiter;
import org.heterodox.server.api.SessionGuard;
import org.heterodox.server.rating.RatingService;
import org.heterodox.server.round.Rounds;
import org.heterodox.server.seek.Presence;
import org.heterodox.server.seek.SeekService;
import org.heterodox.server.seek.SeekStore;

/** The lobby's seeks: the service, its HTTP routes and its live channel, wired together. */
public final class Lobby {
    private final SeekService seeks;
    private final SeekRoutes routes;
    private final LobbyChannel channel;

    private Lobby(SeekService seeks, SeekRoutes routes, LobbyChannel channel) {
        this.seeks = seeks;
        this.routes = routes;
        this.channel = channel;
    }

    public static Lobby create(SeekStore store, Rounds games, RatingService ratings, Presence presence,
                               RateLimiter limiter, SessionGuard sessions, int maxJsonBytes, LongSupplier clock) {
        SeekViews views = new SeekViews(ratings, clock);
        SeekService seeks = new SeekService(store, games, presence, clock, (account, spec) -> views.ratingOf(account, spec));
        return new Lobby(seeks, new SeekRoutes(seeks, views, maxJsonBytes),
                new LobbyChannel(seeks, views, presence, limiter, sessions));
    }

    public SeekService seeks() {
        return seeks;
    }

    public void register(Javalin app) {
        routes.register(app);
        channel.register(app);
    }
}
