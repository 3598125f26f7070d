package org.heterodox.server.round.http;

import org.heterodox.server.game.http.GameView;
/** A seat taken by creating or joining a game; {@code token} is the seat's secret. */
public record SeatGrantView(String seat, String token, String inviteCode, String invitePath, GameView game) {
}
