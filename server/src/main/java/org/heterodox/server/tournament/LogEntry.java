package org.heterodox.server.tournament;

/** One organiser action, kept for the arbiter: when, by whom, what, and the details (a reason for an adjustment). */
public record LogEntry(long at, String actor, String action, String detail) {
}
