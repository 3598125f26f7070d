package org.heterodox.server.challenge.http;

import io.javalin.Javalin;
import org.heterodox.server.api.RateLimiter;
import org.heterodox.server.api.SessionGuard;
import org.heterodox.server.challenge.ChallengeService;

/** Challenges: the service's HTTP routes and its live channel, wired together. */
public final class Challenges {
    private final ChallengeRoutes routes;
    private final ChallengeChannel channel;

    public Challenges(ChallengeService challenges, RateLimiter limiter, SessionGuard sessions, int maxJsonBytes) {
        this.routes = new ChallengeRoutes(challenges, maxJsonBytes);
        this.channel = new ChallengeChannel(challenges, limiter, sessions);
    }

    /** The player's own channel, which other domains push to. */
    public ChallengeChannel channel() {
        return channel;
    }

    public void register(Javalin app) {
        routes.register(app);
        channel.register(app);
    }
}
