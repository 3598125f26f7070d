package org.heterodox.server.challenge.http;

import org.heterodox.server.challenge.Challenge;
import org.heterodox.server.challenge.ChallengeService;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.http.GameViews;

/** Challenges as the API and the live channel show them. */
final class ChallengeViews {
    private ChallengeViews() {
    }

    static ChallengeListView list(ChallengeService.Mine mine) {
        return new ChallengeListView("challenges", mine.incoming().stream().map(ChallengeViews::view).toList(),
                mine.outgoing().stream().map(ChallengeViews::view).toList());
    }

    static ChallengeView view(Challenge c) {
        return new ChallengeView(c.id(), c.challengerName(), c.challengedName(), c.variant().spec(),
                c.variant().displayName(), GameViews.timeControl(c.timeControl()),
                c.side() < 0 ? "random" : Sides.name(c.side()), c.rated(), c.createdAt(), c.expiresAt());
    }
}
