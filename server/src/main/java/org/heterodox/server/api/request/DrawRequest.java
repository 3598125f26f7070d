package org.heterodox.server.api.request;

/** {@code POST /api/games/{id}/draw}: offer, accept or decline. */
public record DrawRequest(String action) {
}
