package org.heterodox.server.round.http;

/** {@code POST /api/games/{id}/draw}, {@code /takeback} and {@code /rematch}: offer, accept or decline. */
public record DrawRequest(String action) {
}
