package org.heterodox.server.site;

/** {@code GET /api/health}. */
public record HealthView(String status, String database, boolean engine) {
}
