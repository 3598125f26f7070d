package org.heterodox.server.moderation.http;

import java.util.List;

/** A page of reports, newest first. */
public record ReportsView(List<ReportView> reports) {
}
