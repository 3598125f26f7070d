package org.heterodox.server.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Leaderboards list established, active, undeleted players of one game spec, best first; idle deviations grow. */
class LeaderboardTest {
    private static final long DAY = 24L * 3600 * 1000;
    private static final long NOW = 400 * DAY;

    @TempDir
    Path data;
    private Database database;
    private AccountStore accounts;
    private RatingStore ratings;

    @BeforeEach
    void open() {
        database = Database.open(Database.h2Url(data));
        accounts = new AccountStore(database.jdbi());
        ratings = new RatingStore(database.jdbi());
    }

    @AfterEach
    void close() {
        database.close();
    }

    private long player(String name, String variant, double rating, double deviation, long lastPlayed) {
        Account account = accounts.insert(name, "hash", 0).orElseThrow();
        database.jdbi().useHandle(handle -> ratings.save(handle, account.id(),
                new PlayerRating(variant, new Rating(rating, deviation, 0.06), 20, 10, 5, 5, lastPlayed), false));
        return account.id();
    }

    @Test
    void establishedActivePlayersBestFirst() {
        player("Low", "unachess", 1600, 60, NOW - DAY);
        player("High", "unachess", 1900, 80, NOW - DAY);
        player("Provisional", "unachess", 2400, 150, NOW - DAY);
        player("Idle", "unachess", 2300, 60, NOW - 40 * DAY);
        player("OtherGame", "parachute", 2500, 60, NOW - DAY);
        long gone = player("Gone", "unachess", 2200, 60, NOW - DAY);
        database.jdbi().useHandle(h -> h.execute("UPDATE accounts SET deleted = TRUE WHERE id = ?", gone));

        List<LeaderboardEntry> board = ratings.leaderboard("unachess", NOW - 30 * DAY, Rating.PROVISIONAL_DEVIATION, 10);
        assertThat(board).extracting(LeaderboardEntry::name).containsExactly("High", "Low");
        assertThat(ratings.leaderboard("unachess", NOW - 30 * DAY, Rating.PROVISIONAL_DEVIATION, 1)).hasSize(1);
        assertThat(ratings.ratedVariants()).containsExactly("parachute", "unachess");
    }

    @Test
    void provisionalPlayersAreListedApartSoThatANewClubSeesItsPlayers() {
        player("Newcomer", "unachess", 1550, 300, NOW - DAY);
        player("Promising", "unachess", 1700, 200, NOW - DAY);
        player("Established", "unachess", 1500, 90, NOW - DAY);
        player("LongGone", "unachess", 1800, 200, NOW - 40 * DAY);

        assertThat(ratings.provisional("unachess", NOW - 30 * DAY, Rating.PROVISIONAL_DEVIATION, 10))
                .extracting(LeaderboardEntry::name).containsExactly("Promising", "Newcomer");
        assertThat(ratings.leaderboard("unachess", NOW - 30 * DAY, Rating.PROVISIONAL_DEVIATION, 10))
                .extracting(LeaderboardEntry::name).containsExactly("Established");
    }

    @Test
    void aDayWithoutGamesIsAnEmptyRatingPeriod() {
        RatingService service = new RatingService(ratings, () -> NOW);
        Glicko2 glicko = new Glicko2(RatingService.TAU);
        PlayerRating stored = new PlayerRating("unachess", new Rating(1700, 60, 0.06), 30, 15, 10, 5, NOW - 3 * DAY);
        Rating expected = new Rating(1700, 60, 0.06);
        for (int day = 0; day < 3; day++) {
            expected = glicko.update(expected, List.of());
        }
        Rating idle = service.ratingAt(java.util.Optional.of(stored), NOW);
        assertThat(idle.rating()).isEqualTo(1700);
        assertThat(idle.deviation()).isCloseTo(expected.deviation(), org.assertj.core.data.Offset.offset(1e-9))
                .isGreaterThan(60);
        // A year away: each day adds volatility² to the squared deviation (Glicko-2 scale), 60 → about 217.
        PlayerRating yearAgo = new PlayerRating("unachess", new Rating(1700, 60, 0.06), 30, 15, 10, 5, NOW - 400 * DAY);
        double scale = 173.7178;
        assertThat(service.ratingAt(java.util.Optional.of(yearAgo), NOW).deviation())
                .isCloseTo(Math.sqrt(60 * 60 + 400 * Math.pow(0.06 * scale, 2)), org.assertj.core.data.Offset.offset(1e-6));
        // Years away bring it back to a new player's 350, never beyond.
        PlayerRating ancient = new PlayerRating("unachess", new Rating(1700, 60, 0.06), 30, 15, 10, 5, NOW - 4000 * DAY);
        assertThat(service.ratingAt(java.util.Optional.of(ancient), NOW).deviation()).isEqualTo(350);
    }

    @Test
    void aGameIsRatedOnce() {
        long a = accounts.insert("Ada", "hash", 0).orElseThrow().id();
        long b = accounts.insert("Bea", "hash", 0).orElseThrow().id();
        database.jdbi().useHandle(h -> h.execute("INSERT INTO games (id, variant, start_fen, status, result, reason, tc_kind,"
                + " tc_initial_ms, tc_increment_ms, tc_days, auto_draw, first_kind, second_kind, engine_level, invite_code,"
                + " clock_first_ms, clock_second_ms, draw_offer, tags, created_at, updated_at, version)"
                + " VALUES ('g1', 'unachess', 'x', 'FINISHED', '1-0', 'RESIGNATION', 'unlimited', 0, 0, 0, TRUE, 'HUMAN',"
                + " 'HUMAN', 0, 'c1', 0, 0, -1, '{}', 0, 0, 1)"));
        RatingService service = new RatingService(ratings, () -> NOW);
        var first = service.rate("g1", "unachess", a, b, org.heterodox.rules.Result.FIRST_WINS, NOW);
        var again = service.rate("g1", "unachess", a, b, org.heterodox.rules.Result.SECOND_WINS, NOW + DAY);
        assertThat(again).isEqualTo(first);
        assertThat(ratings.find(a, "unachess").orElseThrow().games()).isEqualTo(1);
        assertThat(ratings.history(b, "unachess")).hasSize(1);
    }
}
