package org.heterodox.server.api;

import io.javalin.websocket.WsContext;
import org.eclipse.jetty.websocket.api.WriteCallback;

/**
 * Sends a text to one WebSocket client without blocking the sender: a closed client is skipped, and a
 * client whose send fails is handed to {@code onFailure} (each channel then forgets it), so one slow or
 * broken client never holds the others' messages.
 */
public final class SocketSender {
    private SocketSender() {
    }

    public static void send(WsContext ctx, String text, Runnable onFailure) {
        if (!ctx.session.isOpen()) {
            return;
        }
        ctx.session.getRemote().sendString(text, new WriteCallback() {
            @Override
            public void writeFailed(Throwable failure) {
                onFailure.run();
            }
        });
    }
}
