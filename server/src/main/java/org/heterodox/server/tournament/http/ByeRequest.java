package org.heterodox.server.tournament.http;

/** A player asks for a half-point bye in a round ({@code requested} true) or takes the request back (false). */
public record ByeRequest(Integer round, Boolean requested) {
}
