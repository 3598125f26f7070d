package org.heterodox.server.moderation.http;

/** {@code POST /api/moderation/sanctions}: the player, warn|mute|ban|close, days (null: for ever), the reason. */
public record SanctionRequest(String player, String kind, Integer days, String reason) {
}
