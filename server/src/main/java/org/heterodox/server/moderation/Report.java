package org.heterodox.server.moderation;

/**
 * A player's report: what (kind and a label of the target), the reported account's name (null when the
 * target has none, an anonymous chat line), who reported it and why, the evidence, and its status.
 */
public record Report(long id, ReportKind kind, String target, String targetPlayer, String reporter, String reason,
                     Evidence evidence, boolean open, long createdAt, Long resolvedAt, String resolvedBy) {
}
