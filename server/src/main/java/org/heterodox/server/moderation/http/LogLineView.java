package org.heterodox.server.moderation.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.heterodox.server.moderation.LogLine;

/** One line of the moderation log: when, who, what, on what, why, and the report or sanction it concerns. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LogLineView(long id, long at, String actor, String action, String target, String reason, Long report,
                          Long sanction) {
    static LogLineView of(LogLine l) {
        return new LogLineView(l.id(), l.at(), l.actor(), l.action(), l.target(), l.reason(), l.report(), l.sanction());
    }
}
