package org.heterodox.server.rating;

import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.heterodox.rules.Result;
import org.heterodox.server.game.GameRater;
import org.heterodox.server.game.SeatRatings;
import org.heterodox.server.game.SideRating;
import org.jdbi.v3.core.Handle;

/**
 * Glicko-2 ratings of rated games, one rating per player and game spec. Each game is a rating
 * period of its own for both players (as lichess does), and a day without rated games of the spec
 * is an empty rating period: the deviation grows (Glickman's step 6) up to a new player's 350.
 */
public final class RatingService implements GameRater {
    /** Glickman suggests 0.3 to 1.2; lichess uses 0.75. */
    public static final double TAU = 0.75;
    static final long PERIOD_MS = 24L * 3600 * 1000;
    /** More empty periods than this bring any deviation to the cap anyway. */
    private static final int MAX_EMPTY_PERIODS = 3650;

    private final RatingStore store;
    private final LongSupplier clock;
    private final Glicko2 glicko = new Glicko2(TAU);

    public RatingService(RatingStore store, LongSupplier clock) {
        this.store = store;
        this.clock = clock;
    }

    public RatingStore store() {
        return store;
    }

    /** A player's rating in a spec at {@code now}: a new player's, or the stored one grown by idle days. */
    public Rating ratingAt(Optional<PlayerRating> stored, long now) {
        if (stored.isEmpty()) {
            return Rating.NEW;
        }
        Rating rating = stored.get().rating();
        long idle = Math.min(MAX_EMPTY_PERIODS, Math.max(0, (now - stored.get().lastPlayed()) / PERIOD_MS));
        for (long i = 0; i < idle && rating.deviation() < Rating.NEW.deviation(); i++) {
            rating = glicko.update(rating, List.of());
        }
        return rating.deviation() > Rating.NEW.deviation()
                ? new Rating(rating.rating(), Rating.NEW.deviation(), rating.volatility()) : rating;
    }

    @Override
    public SeatRatings current(String variant, long first, long second) {
        long now = clock.getAsLong();
        return store.jdbi().withHandle(handle -> {
            Rating a = ratingAt(store.find(handle, first, variant), now);
            Rating b = ratingAt(store.find(handle, second, variant), now);
            return new SeatRatings(new SideRating(round(a), null, a.provisional()),
                    new SideRating(round(b), null, b.provisional()));
        });
    }

    @Override
    public SeatRatings ofGame(String gameId, String variant, long first, long second) {
        return store.gameRatings(gameId).orElseGet(() -> current(variant, first, second));
    }

    @Override
    public SeatRatings rate(String gameId, String variant, long first, long second, Result result, long now) {
        if (result == Result.ONGOING) {
            throw new IllegalArgumentException("game " + gameId + " has no result to rate");
        }
        return store.jdbi().inTransaction(handle -> {
            Optional<SeatRatings> done = store.gameRatings(handle, gameId);
            if (done.isPresent()) {
                return done.get();
            }
            double firstScore = result == Result.FIRST_WINS ? 1 : result == Result.DRAW ? 0.5 : 0;
            Optional<PlayerRating> a = store.find(handle, first, variant);
            Optional<PlayerRating> b = store.find(handle, second, variant);
            Rating before1 = ratingAt(a, now);
            Rating before2 = ratingAt(b, now);
            Rating after1 = glicko.update(before1, List.of(new GameScore(before2, firstScore)));
            Rating after2 = glicko.update(before2, List.of(new GameScore(before1, 1 - firstScore)));
            save(handle, first, variant, a, after1, firstScore, now);
            save(handle, second, variant, b, after2, 1 - firstScore, now);
            store.addHistory(handle, first, variant, gameId, now, after1);
            store.addHistory(handle, second, variant, gameId, now, after2);
            // The marker is shown as it was when the game was played: provisional if the rating was.
            SeatRatings made = new SeatRatings(new SideRating(round(before1), round(after1), before1.provisional()),
                    new SideRating(round(before2), round(after2), before2.provisional()));
            store.insertGameRatings(handle, gameId, made);
            return made;
        });
    }

    @Override
    public List<String> unrated() {
        return store.unrated();
    }

    private void save(Handle handle, long account, String variant, Optional<PlayerRating> old, Rating rating,
                      double score, long now) {
        PlayerRating before = old.orElse(new PlayerRating(variant, Rating.NEW, 0, 0, 0, 0, now));
        store.save(handle, account, new PlayerRating(variant, rating, before.games() + 1,
                before.wins() + (score == 1 ? 1 : 0), before.losses() + (score == 0 ? 1 : 0),
                before.draws() + (score == 0.5 ? 1 : 0), now), old.isPresent());
    }

    static int round(Rating rating) {
        return (int) Math.round(rating.rating());
    }
}
