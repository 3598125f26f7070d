package org.heterodox.server.rating;

import java.util.List;
import java.util.Optional;
import org.heterodox.server.game.SeatRatings;
import org.heterodox.server.game.SideRating;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/** The {@code ratings}, {@code rating_history} and {@code game_ratings} tables. */
public final class RatingStore {
    private final Jdbi jdbi;

    public RatingStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    public Jdbi jdbi() {
        return jdbi;
    }

    /** A player's rating in a game spec, if they have played it rated. */
    public Optional<PlayerRating> find(Handle handle, long account, String variant) {
        return handle.createQuery("SELECT * FROM ratings WHERE account_id = :account AND variant = :variant")
                .bind("account", account).bind("variant", variant)
                .map((rs, ctx) -> new PlayerRating(rs.getString("variant"),
                        new Rating(rs.getDouble("rating"), rs.getDouble("deviation"), rs.getDouble("volatility")),
                        rs.getInt("games"), rs.getInt("wins"), rs.getInt("losses"), rs.getInt("draws"),
                        rs.getLong("last_played")))
                .findOne();
    }

    public Optional<PlayerRating> find(long account, String variant) {
        return jdbi.withHandle(handle -> find(handle, account, variant));
    }

    /** Every game spec a player has a rating in, most games first. */
    public List<PlayerRating> all(long account) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT * FROM ratings WHERE account_id = :account"
                        + " ORDER BY games DESC, variant")
                .bind("account", account)
                .map((rs, ctx) -> new PlayerRating(rs.getString("variant"),
                        new Rating(rs.getDouble("rating"), rs.getDouble("deviation"), rs.getDouble("volatility")),
                        rs.getInt("games"), rs.getInt("wins"), rs.getInt("losses"), rs.getInt("draws"),
                        rs.getLong("last_played")))
                .list());
    }

    void save(Handle handle, long account, PlayerRating rating, boolean exists) {
        String sql = exists
                ? "UPDATE ratings SET rating = :rating, deviation = :deviation, volatility = :volatility, games = :games,"
                        + " wins = :wins, losses = :losses, draws = :draws, last_played = :last"
                        + " WHERE account_id = :account AND variant = :variant"
                : "INSERT INTO ratings (account_id, variant, rating, deviation, volatility, games, wins, losses, draws,"
                        + " last_played) VALUES (:account, :variant, :rating, :deviation, :volatility, :games, :wins,"
                        + " :losses, :draws, :last)";
        handle.createUpdate(sql).bind("account", account).bind("variant", rating.variant())
                .bind("rating", rating.rating().rating()).bind("deviation", rating.rating().deviation())
                .bind("volatility", rating.rating().volatility()).bind("games", rating.games())
                .bind("wins", rating.wins()).bind("losses", rating.losses()).bind("draws", rating.draws())
                .bind("last", rating.lastPlayed()).execute();
    }

    void addHistory(Handle handle, long account, String variant, String gameId, long at, Rating rating) {
        handle.createUpdate("INSERT INTO rating_history (account_id, variant, game_id, played_at, rating, deviation)"
                        + " VALUES (:account, :variant, :game, :at, :rating, :deviation)")
                .bind("account", account).bind("variant", variant).bind("game", gameId).bind("at", at)
                .bind("rating", rating.rating()).bind("deviation", rating.deviation()).execute();
    }

    /** A player's rating history in a game spec, oldest first. */
    public List<RatingPoint> history(long account, String variant) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT game_id, played_at, rating, deviation"
                        + " FROM rating_history WHERE account_id = :account AND variant = :variant ORDER BY played_at, game_id")
                .bind("account", account).bind("variant", variant)
                .map((rs, ctx) -> new RatingPoint(rs.getString("game_id"), rs.getLong("played_at"), rs.getDouble("rating"),
                        rs.getDouble("deviation")))
                .list());
    }

    Optional<SeatRatings> gameRatings(Handle handle, String gameId) {
        return handle.createQuery("SELECT * FROM game_ratings WHERE game_id = :game").bind("game", gameId)
                .map((rs, ctx) -> new SeatRatings(
                        new SideRating(rs.getInt("first_before"), rs.getInt("first_after"), rs.getBoolean("first_provisional")),
                        new SideRating(rs.getInt("second_before"), rs.getInt("second_after"),
                                rs.getBoolean("second_provisional"))))
                .findOne();
    }

    public Optional<SeatRatings> gameRatings(String gameId) {
        return jdbi.withHandle(handle -> gameRatings(handle, gameId));
    }

    void insertGameRatings(Handle handle, String gameId, SeatRatings ratings) {
        handle.createUpdate("INSERT INTO game_ratings (game_id, first_before, first_after, first_provisional,"
                        + " second_before, second_after, second_provisional) VALUES (:game, :fb, :fa, :fp, :sb, :sa, :sp)")
                .bind("game", gameId).bind("fb", ratings.first().before()).bind("fa", ratings.first().after())
                .bind("fp", ratings.first().provisional()).bind("sb", ratings.second().before())
                .bind("sa", ratings.second().after()).bind("sp", ratings.second().provisional()).execute();
    }

    /** Finished rated games between two accounts without their ratings row. */
    public List<String> unrated() {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT g.id FROM games g WHERE g.rated = TRUE"
                        + " AND g.status = 'FINISHED' AND g.first_account IS NOT NULL AND g.second_account IS NOT NULL"
                        + " AND NOT EXISTS (SELECT 1 FROM game_ratings r WHERE r.game_id = g.id) ORDER BY g.updated_at")
                .mapTo(String.class).list());
    }

    /** The best established players of a game spec who played it rated since {@code activeSince}. */
    public List<LeaderboardEntry> leaderboard(String variant, long activeSince, double maxDeviation, int limit) {
        return board(variant, activeSince, "r.deviation <= :deviation", maxDeviation, limit);
    }

    /**
     * The provisional players of a game: active, but with a deviation above {@code establishedDeviation}
     * (too few games yet for the leaderboard), best first.
     */
    public List<LeaderboardEntry> provisional(String variant, long activeSince, double establishedDeviation, int limit) {
        return board(variant, activeSince, "r.deviation > :deviation", establishedDeviation, limit);
    }

    private List<LeaderboardEntry> board(String variant, long activeSince, String deviationTest, double deviation,
            int limit) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT a.name, r.rating, r.deviation, r.games FROM ratings r"
                        + " JOIN accounts a ON a.id = r.account_id WHERE r.variant = :variant AND a.deleted = FALSE"
                        + " AND r.last_played >= :since AND " + deviationTest
                        + " ORDER BY r.rating DESC, r.games DESC, a.name_key LIMIT :limit")
                .bind("variant", variant).bind("since", activeSince).bind("deviation", deviation)
                .bind("limit", limit)
                .map((rs, ctx) -> new LeaderboardEntry(rs.getString("name"), rs.getDouble("rating"),
                        rs.getDouble("deviation"), rs.getInt("games")))
                .list());
    }

    /** The game specs anybody has a rating in. */
    public List<String> ratedVariants() {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT DISTINCT variant FROM ratings ORDER BY variant")
                .mapTo(String.class).list());
    }
}
