package org.heterodox.server.moderation.http;

/** A moderator's reason for resolving a report, lifting a sanction or removing a tournament. */
public record ReasonRequest(String reason) {
}
