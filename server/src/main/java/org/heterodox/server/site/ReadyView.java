package org.heterodox.server.site;

/**
 * {@code GET /api/ready}: whether a load balancer should send this server requests: {@code ready}, or
 * why not ({@code draining} while it stops, {@code database unreachable}, {@code notifications down}
 * when it shares PostgreSQL with other servers and cannot hear their changes).
 */
public record ReadyView(String status) {
}
