package org.heterodox.server.api;

import io.javalin.websocket.WsContext;
import java.net.InetSocketAddress;
import java.net.SocketAddress;

/** The address a WebSocket client connects from, the key its rate limit is counted by. */
public final class ClientAddress {
    private ClientAddress() {
    }

    public static String of(WsContext ctx) {
        SocketAddress address = ctx.session.getRemoteAddress();
        if (address instanceof InetSocketAddress inet && inet.getAddress() != null) {
            return inet.getAddress().getHostAddress();
        }
        return String.valueOf(address);
    }
}
