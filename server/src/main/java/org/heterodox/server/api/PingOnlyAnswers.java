package org.heterodox.server.api;

import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.util.function.BiConsumer;

/**
 * What a channel that only pushes (the lobby, a tournament, a player's challenges) answers to a client's
 * message: a pong to its ping, 429 beyond the address's rate, and 400 naming the one message it takes.
 */
public final class PingOnlyAnswers {
    private PingOnlyAnswers() {
    }

    public static void answer(WsMessageContext ctx, RateLimiter limiter, String channel, BiConsumer<WsContext, String> send) {
        if (!limiter.tryAcquire(ClientAddress.of(ctx))) {
            send.accept(ctx, Json.write(new ErrorMessage(429, "too many messages; slow down")));
        } else if (ctx.message().contains("\"ping\"")) {
            send.accept(ctx, Json.write(PongMessage.PONG));
        } else {
            send.accept(ctx, Json.write(new ErrorMessage(400, "the " + channel + " channel only answers {\"action\": \"ping\"}")));
        }
    }
}
