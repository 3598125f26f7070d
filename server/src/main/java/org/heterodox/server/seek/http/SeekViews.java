package org.heterodox.server.seek.http;

import java.util.List;
import java.util.function.LongSupplier;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.http.GameViews;
import org.heterodox.server.rating.Rating;
import org.heterodox.server.rating.RatingService;
import org.heterodox.server.seek.Seek;

/** Seeks as the API and the lobby channel show them, with the seeker's rating in the seek's game. */
final class SeekViews {
    private final RatingService ratings;
    private final LongSupplier clock;

    SeekViews(RatingService ratings, LongSupplier clock) {
        this.ratings = ratings;
        this.clock = clock;
    }

    SeekListView list(List<Seek> seeks) {
        return new SeekListView("seeks", seeks.stream().map(this::view).toList());
    }

    SeekView view(Seek seek) {
        Rating rating = ratings.ratingAt(ratings.store().find(seek.account(), seek.variant().spec()), clock.getAsLong());
        SeekView.RatingRangeView range = seek.minRating() == null && seek.maxRating() == null ? null
                : new SeekView.RatingRangeView(seek.minRating(), seek.maxRating());
        return new SeekView(seek.id(), seek.name(), (int) Math.round(rating.rating()), rating.provisional(),
                seek.variant().spec(), seek.variant().displayName(), seek.fen(), GameViews.timeControl(seek.timeControl()),
                seek.rated(), range, seek.side() < 0 ? "random" : Sides.name(seek.side()), seek.createdAt(),
                seek.expiresAt());
    }

    /** A player's rating in a spec as seeks compare it (a new player's 1500 when unrated). */
    int ratingOf(long account, String spec) {
        return (int) Math.round(ratings.ratingAt(ratings.store().find(account, spec), clock.getAsLong()).rating());
    }
}
