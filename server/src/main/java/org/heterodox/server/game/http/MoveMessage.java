package org.heterodox.server.game.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * The live channel's event for one stored move: the move (number {@code ply}, in every notation of
 * the game in {@code written}) and what changes with it, so that a client holding the game at
 * {@code ply - 1} moves brings it up to date without asking for it again.
 */
public record MoveMessage(
        String type,
        long version,
        int ply,
        MoveView move,
        Map<String, String> written,
        String fen,
        String sideToMove,
        boolean inCheck,
        String status,
        String result,
        String reason,
        @JsonInclude(JsonInclude.Include.NON_NULL) String reasonText,
        ClockView clock,
        String drawOffer,
        Map<String, List<String>> legalMoves,
        long serverTime) {
    public MoveMessage(long version, int ply, MoveView move, Map<String, String> written, String fen, String sideToMove,
                       boolean inCheck, String status, String result, String reason, String reasonText, ClockView clock,
                       String drawOffer, Map<String, List<String>> legalMoves, long serverTime) {
        this("move", version, ply, move, written, fen, sideToMove, inCheck, status, result, reason, reasonText, clock,
                drawOffer, legalMoves, serverTime);
    }
}
