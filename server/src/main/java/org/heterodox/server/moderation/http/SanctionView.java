package org.heterodox.server.moderation.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.heterodox.server.moderation.Sanction;

/** A sanction: whose, which, why, by whom, from when until when (null: for ever), lifted when. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SanctionView(long id, String player, String kind, String reason, String actor, long at, Long until,
                           Long lifted) {
    public static SanctionView of(Sanction s) {
        return new SanctionView(s.id(), s.player(), s.kind().wire(), s.reason(), s.actor(), s.createdAt(), s.until(),
                s.liftedAt());
    }
}
