package org.heterodox.server.game;

import java.util.List;
import java.util.Map;
import org.heterodox.rules.Outcome;

/**
 * An immutable picture of a game at one moment, taken under the game's lock: what views, the
 * WebSocket channel and PGN export read. It holds no seat tokens.
 *
 * @param legalMoves for each notation name, the legal moves written in it (empty unless live)
 * @param clockMs time left for each side at {@code takenAt}; {@code runningSide} is -1 when no clock runs
 * @param takebackOffer the side asking to take back its last move, or -1
 * @param rematchOffer after the game, the side offering a rematch, or -1
 * @param rematchGame the rematch's game id once agreed, or null
 * @param accounts the account bound to each seat, or null (anonymous, engine, open)
 * @param rated whether the game counts for the players' ratings
 * @param ratings a rated game's ratings before (and after, once rated), or null
 */
public record GameSnapshot(
        String id,
        String variantSpec,
        String variantName,
        GameStatus status,
        Outcome outcome,
        String startFen,
        String fen,
        int sideToMove,
        boolean inCheck,
        List<PlayedMove> moves,
        List<String> notations,
        Map<String, List<String>> legalMoves,
        TimeControl timeControl,
        long[] clockMs,
        int runningSide,
        SeatKind[] seats,
        int engineLevel,
        int drawOffer,
        int takebackOffer,
        int rematchOffer,
        String rematchGame,
        boolean autoDraw,
        Map<String, String> tags,
        String inviteCode,
        long takenAt,
        long version,
        Long[] accounts,
        boolean rated,
        SeatRatings ratings) {
}
