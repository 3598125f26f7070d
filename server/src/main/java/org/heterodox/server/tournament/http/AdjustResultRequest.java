package org.heterodox.server.tournament.http;

/** The organiser sets a board's result, with the reason the log keeps. */
public record AdjustResultRequest(Integer round, Integer board, String result, String reason) {
}
