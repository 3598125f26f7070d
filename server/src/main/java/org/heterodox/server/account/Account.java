package org.heterodox.server.account;

/** A registered player. A deleted account keeps its row (its games point at it) but no password. */
public record Account(long id, String name, long createdAt, boolean deleted) {
}
