package org.heterodox.server.moderation.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.heterodox.server.moderation.Evidence;
import org.heterodox.server.moderation.Report;

/** A report for moderators: what, whom, who reported it and why, the evidence, open or resolved. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReportView(long id, String kind, String target, String player, String reporter, String reason,
                         Evidence evidence, String status, long at, Long resolvedAt, String resolvedBy) {
    static ReportView of(Report r) {
        return new ReportView(r.id(), r.kind().wire(), r.target(), r.targetPlayer(), r.reporter(), r.reason(),
                r.evidence(), r.open() ? "open" : "resolved", r.createdAt(), r.resolvedAt(), r.resolvedBy());
    }
}
