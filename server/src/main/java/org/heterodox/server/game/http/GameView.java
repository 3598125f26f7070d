package org.heterodox.server.game.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/** Everything a player or spectator needs to show and play a game; never a seat token. */
public record GameView(
        String id,
        String variant,
        String variantName,
        String status,
        String result,
        String reason,
        @JsonInclude(JsonInclude.Include.NON_NULL) String reasonText,
        String startFen,
        String fen,
        String sideToMove,
        int plies,
        boolean inCheck,
        List<MoveView> moves,
        List<String> notations,
        Map<String, List<String>> legalMoves,
        TimeControlView timeControl,
        ClockView clock,
        PlayersView players,
        String drawOffer,
        String takebackOffer,
        RematchView rematch,
        boolean autoDraw,
        boolean rated,
        @JsonInclude(JsonInclude.Include.NON_NULL) String inviteCode,
        Map<String, String> tags,
        long serverTime,
        long version,
        @JsonInclude(JsonInclude.Include.NON_NULL) GameTournamentView tournament) {
}
