package org.heterodox.server.moderation;

/**
 * What a report names: a player by name; a chat line by game, room and number; a tournament by id. Only
 * the fields of the kind are used.
 */
public record ReportTarget(ReportKind kind, String player, String game, String room, Long seq, String tournament) {
}
