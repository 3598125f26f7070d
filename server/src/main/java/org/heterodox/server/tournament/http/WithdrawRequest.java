package org.heterodox.server.tournament.http;

/** The organiser withdraws a player, optionally saying why (logged). */
public record WithdrawRequest(String reason) {
}
