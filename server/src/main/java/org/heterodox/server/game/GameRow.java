package org.heterodox.server.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One row of the {@code games} table: everything about a game except its moves. Seat tokens are
 * stored as hashes; {@code turnStartedAt} is null while no clock runs; {@code drawOffer},
 * {@code takebackOffer} and {@code rematchOffer} are the offering side or -1; {@code rematchGame} is
 * the rematch's game once agreed, or null; {@code creatorAddress} is the address of the client that
 * created the game, when known.
 */
public record GameRow(
        String id,
        String variant,
        String startFen,
        String status,
        String result,
        String reason,
        String tcKind,
        long tcInitialMs,
        long tcIncrementMs,
        int tcDays,
        long tcPeriodMs,
        int tcPeriods,
        boolean autoDraw,
        String firstKind,
        String secondKind,
        int engineLevel,
        String firstToken,
        String secondToken,
        String inviteCode,
        long clockFirstMs,
        long clockSecondMs,
        Long turnStartedAt,
        int drawOffer,
        Map<String, String> tags,
        long createdAt,
        long updatedAt,
        long version,
        Long firstAccount,
        Long secondAccount,
        boolean rated,
        int takebackOffer,
        int rematchOffer,
        String rematchGame,
        String creatorAddress) {

    public GameRow {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    }

    /** A row without pending takeback or rematch offers. */
    public GameRow(String id, String variant, String startFen, String status, String result, String reason,
                   String tcKind, long tcInitialMs, long tcIncrementMs, int tcDays, long tcPeriodMs, int tcPeriods,
                   boolean autoDraw, String firstKind, String secondKind, int engineLevel, String firstToken,
                   String secondToken, String inviteCode, long clockFirstMs, long clockSecondMs, Long turnStartedAt,
                   int drawOffer, Map<String, String> tags, long createdAt, long updatedAt, long version,
                   Long firstAccount, Long secondAccount, boolean rated) {
        this(id, variant, startFen, status, result, reason, tcKind, tcInitialMs, tcIncrementMs, tcDays, tcPeriodMs,
                tcPeriods, autoDraw, firstKind, secondKind, engineLevel, firstToken, secondToken, inviteCode, clockFirstMs,
                clockSecondMs, turnStartedAt, drawOffer, tags, createdAt, updatedAt, version, firstAccount, secondAccount,
                rated, -1, -1, null, null);
    }

    /** A row without accounts (anonymous seats, casual). */
    public GameRow(String id, String variant, String startFen, String status, String result, String reason,
                   String tcKind, long tcInitialMs, long tcIncrementMs, int tcDays, long tcPeriodMs, int tcPeriods,
                   boolean autoDraw, String firstKind, String secondKind, int engineLevel, String firstToken,
                   String secondToken, String inviteCode, long clockFirstMs, long clockSecondMs, Long turnStartedAt,
                   int drawOffer, Map<String, String> tags, long createdAt, long updatedAt, long version) {
        this(id, variant, startFen, status, result, reason, tcKind, tcInitialMs, tcIncrementMs, tcDays, tcPeriodMs,
                tcPeriods, autoDraw, firstKind, secondKind, engineLevel, firstToken, secondToken, inviteCode, clockFirstMs,
                clockSecondMs, turnStartedAt, drawOffer, tags, createdAt, updatedAt, version, null, null, false);
    }

    /** The account bound to {@code side}'s seat, or null. */
    public Long account(int side) {
        return side == 0 ? firstAccount : secondAccount;
    }

    /** A row whose time control has no byoyomi periods. */
    public GameRow(String id, String variant, String startFen, String status, String result, String reason,
                   String tcKind, long tcInitialMs, long tcIncrementMs, int tcDays, boolean autoDraw, String firstKind,
                   String secondKind, int engineLevel, String firstToken, String secondToken, String inviteCode,
                   long clockFirstMs, long clockSecondMs, Long turnStartedAt, int drawOffer, Map<String, String> tags,
                   long createdAt, long updatedAt, long version) {
        this(id, variant, startFen, status, result, reason, tcKind, tcInitialMs, tcIncrementMs, tcDays, 0, 0, autoDraw,
                firstKind, secondKind, engineLevel, firstToken, secondToken, inviteCode, clockFirstMs, clockSecondMs,
                turnStartedAt, drawOffer, tags, createdAt, updatedAt, version);
    }
}
