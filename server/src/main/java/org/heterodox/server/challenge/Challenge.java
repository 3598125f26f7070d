package org.heterodox.server.challenge;

import org.heterodox.rules.Variant;
import org.heterodox.server.game.TimeControl;

/**
 * One player's offer to play another, named player: the game (its spec carries the options), the time
 * control, the challenger's side ({@code -1}: drawn at acceptance), rated or casual, and where it stands.
 * {@code declineReason} is set once declined, {@code gameId} once accepted.
 */
public record Challenge(String id, long challenger, String challengerName, long challenged, String challengedName,
                        Variant variant, TimeControl timeControl, int side, boolean rated, ChallengeStatus status,
                        DeclineReason declineReason, String gameId, long createdAt, long expiresAt) {

    /** Whether {@code account} is one of its two players. */
    public boolean involves(long account) {
        return account == challenger || account == challenged;
    }
}
