package org.heterodox.server.api.view;

/** {@code GET /api/health}. */
public record HealthView(String status, String database, boolean engine) {
}
