package org.heterodox.server.moderation;

/** One moderation action: when, who, what (report, resolve, warn, mute, ban, close, lift, remove, grant, revoke), on what, why. */
public record LogLine(long id, long at, String actor, String action, String target, String reason, Long report,
                      Long sanction) {
}
