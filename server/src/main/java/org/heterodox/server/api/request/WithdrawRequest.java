package org.heterodox.server.api.request;

/** The organiser withdraws a player, optionally saying why (logged). */
public record WithdrawRequest(String reason) {
}
