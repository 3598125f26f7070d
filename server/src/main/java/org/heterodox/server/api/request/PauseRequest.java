package org.heterodox.server.api.request;

/** Pause ({@code true}) or resume ({@code false}) a tournament player. */
public record PauseRequest(Boolean paused) {
}
