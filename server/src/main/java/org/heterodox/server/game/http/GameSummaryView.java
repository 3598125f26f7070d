package org.heterodox.server.game.http;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A line of the lobby list. */
public record GameSummaryView(
        String id,
        String variant,
        String status,
        String result,
        String reason,
        @JsonInclude(JsonInclude.Include.NON_NULL) String reasonText,
        int plies,
        TimeControlView timeControl,
        PlayersView players,
        @JsonInclude(JsonInclude.Include.NON_NULL) String inviteCode,
        long createdAt,
        long updatedAt,
        boolean rated) {
}
