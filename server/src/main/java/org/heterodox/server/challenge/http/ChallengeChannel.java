package org.heterodox.server.challenge.http;

import io.javalin.Javalin;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsContext;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ClientAddress;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.ErrorMessage;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.PingOnlyAnswers;
import org.heterodox.server.api.RateLimiter;
import org.heterodox.server.api.SessionGuard;
import org.heterodox.server.api.SocketSender;
import org.heterodox.server.challenge.Challenge;
import org.heterodox.server.challenge.ChallengeListener;
import org.heterodox.server.challenge.ChallengeService;
import org.heterodox.server.challenge.ChallengeStatus;

/**
 * A logged-in player's challenges, live ({@code /api/challenges/live}), which the app keeps open on every
 * page: the player's open challenges ({@code challenges}) on connecting and whenever one of them changes, and
 * to the challenger {@code challenge-accepted} with the game or {@code challenge-declined} with the reason.
 * Clients send only {@code {"action": "ping"}}.
 */
public final class ChallengeChannel implements ChallengeListener {
    /** The channel's route, also its label in the connection count. */
    public static final String PATH = "/api/challenges/live";
    static final int MAX_CLIENTS = 5000;
    private static final String ACCOUNT = "heterodox.challenges.account";

    private final ChallengeService challenges;
    private final RateLimiter limiter;
    private final SessionGuard sessions;
    private final Set<WsContext> clients = ConcurrentHashMap.newKeySet();

    ChallengeChannel(ChallengeService challenges, RateLimiter limiter, SessionGuard sessions) {
        this.challenges = challenges;
        this.limiter = limiter;
        this.sessions = sessions;
        challenges.listen(this);
    }

    public void register(Javalin app) {
        app.ws(PATH, ws -> {
            ws.onConnect(ctx -> {
                if (!limiter.tryAcquire(ClientAddress.of(ctx)) || clients.size() >= MAX_CLIENTS) {
                    send(ctx, Json.write(new ErrorMessage(429, "too many requests; slow down")));
                    ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "rate limited");
                    return;
                }
                sessions.connect(ctx);
                Account account = CurrentPlayer.of(ctx);
                if (account == null) {
                    send(ctx, Json.write(new ErrorMessage(401, "log in first")));
                    ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "log in first");
                    return;
                }
                ctx.attribute(ACCOUNT, account);
                clients.add(ctx);
                send(ctx, Json.write(ChallengeViews.list(challenges.mine(account))));
            });
            ws.onMessage(ctx -> PingOnlyAnswers.answer(ctx, limiter, "challenge", this::send));
            ws.onClose(clients::remove);
            ws.onError(clients::remove);
        });
    }

    @Override
    public void changed(Challenge challenge) {
        for (WsContext ctx : clients) {
            Account account = ctx.attribute(ACCOUNT);
            if (account == null || !challenge.involves(account.id())) {
                continue;
            }
            send(ctx, Json.write(ChallengeViews.list(challenges.mine(account))));
            if (account.id() != challenge.challenger()) {
                continue;
            }
            if (challenge.status() == ChallengeStatus.ACCEPTED && challenge.gameId() != null) {
                send(ctx, Json.write(new ChallengeAcceptedMessage("challenge-accepted", challenge.id(), challenge.gameId())));
            } else if (challenge.status() == ChallengeStatus.DECLINED) {
                send(ctx, Json.write(new ChallengeDeclinedMessage("challenge-declined", challenge.id(),
                        challenge.challengedName(), challenge.declineReason().wire())));
            }
        }
    }

    private void send(WsContext ctx, String text) {
        SocketSender.send(ctx, text, () -> clients.remove(ctx));
    }
}
