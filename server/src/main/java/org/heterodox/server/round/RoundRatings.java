package org.heterodox.server.round;

import java.util.function.LongSupplier;
import org.heterodox.server.game.GameRater;
import org.heterodox.server.game.GameStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The ratings of rated games as the rounds see them: shown during the game, made at its end (at most
 * once), and caught up at start for games that ended while the server was stopping. Without a rater
 * (a server without ratings) nothing is rated.
 */
final class RoundRatings {
    private static final Logger LOG = LoggerFactory.getLogger(RoundRatings.class);

    private final LongSupplier clock;
    private volatile GameRater rater;

    RoundRatings(LongSupplier clock) {
        this.clock = clock;
    }

    void rater(GameRater rater) {
        this.rater = rater;
    }

    /** The players' ratings for a rated game between two accounts (before it, or as it made them). */
    void load(LiveGame game) {
        GameRater r = rater;
        if (r == null || !game.rated() || game.account(0) == null || game.account(1) == null) {
            return;
        }
        game.ratings(r.ofGame(game.id(), game.variant().spec(), game.account(0), game.account(1)));
    }

    /** Rates a finished rated game (at most once: the rater keeps the first rating of a game). */
    void rateIfOver(LiveGame game) {
        GameRater r = rater;
        if (r == null || game.status() != GameStatus.FINISHED || !game.rated() || game.account(0) == null
                || game.account(1) == null) {
            return;
        }
        try {
            game.ratings(r.rate(game.id(), game.variant().spec(), game.account(0), game.account(1),
                    game.outcome().result(), clock.getAsLong()));
        } catch (RuntimeException e) {
            // The game's end is stored; the next start rates it (rateUnrated).
            LOG.error("could not rate game {}", game.id(), e);
        }
    }

    /** Rates the rated games that ended but were not rated (the server stopped in between). */
    void rateUnrated(LiveRounds rounds) {
        GameRater r = rater;
        if (r == null) {
            return;
        }
        for (String id : r.unrated()) {
            try {
                rounds.run(id, (game, out) -> {
                    rateIfOver(game);
                    return null;
                });
            } catch (RuntimeException e) {
                LOG.error("could not rate game {}", id, e);
            }
        }
    }
}
