package org.heterodox.server.api.request;

/** The organiser sets a board's result, with the reason the log keeps. */
public record AdjustResultRequest(Integer round, Integer board, String result, String reason) {
}
