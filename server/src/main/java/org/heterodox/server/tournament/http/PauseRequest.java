package org.heterodox.server.tournament.http;

/** Pause ({@code true}) or resume ({@code false}) a tournament player. */
public record PauseRequest(Boolean paused) {
}
