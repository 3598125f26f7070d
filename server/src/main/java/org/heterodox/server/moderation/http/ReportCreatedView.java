package org.heterodox.server.moderation.http;

/** The answer to a report: its number. */
public record ReportCreatedView(long id) {
}
