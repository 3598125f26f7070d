package org.heterodox.server.api;

/** A time control as a request gives it; which fields apply depends on {@code type}. */
public record TimeControlRequest(String type, Integer initialSeconds, Integer incrementSeconds, Integer days,
                                 Integer periodSeconds, Integer periods) {
}
