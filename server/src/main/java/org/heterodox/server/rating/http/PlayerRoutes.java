package org.heterodox.server.rating.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.CurrentPlayer;
import org.heterodox.server.api.Params;
import org.heterodox.server.game.GameQueries;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.ListedGame;
import org.heterodox.server.game.http.GameListView;
import org.heterodox.server.game.http.GameRoutes;
import org.heterodox.server.game.http.GameSummaryView;
import org.heterodox.server.game.http.GameViews;
import org.heterodox.server.rating.LeaderboardEntry;
import org.heterodox.server.rating.PlayerRating;
import org.heterodox.server.rating.Rating;
import org.heterodox.server.rating.RatingService;
import org.heterodox.server.social.FollowService;

/** Players' public pages, their games and rating histories, and the leaderboards. */
public final class PlayerRoutes {
    /** A leaderboard lists players who played the game rated in this many days. */
    public static final int ACTIVE_DAYS = 30;
    private static final int TOP_OF_EACH = 5;

    private final AccountService accounts;
    private final RatingService ratings;
    private final GameQueries games;
    private final LongSupplier clock;
    private final LongPredicate connected;
    private final FollowService follows;

    /** {@code connected}: whether an account has a live connection now (the lobby's presence). */
    public PlayerRoutes(AccountService accounts, RatingService ratings, GameQueries games, LongSupplier clock,
                        LongPredicate connected, FollowService follows) {
        this.connected = connected;
        this.follows = follows;
        this.accounts = accounts;
        this.ratings = ratings;
        this.games = games;
        this.clock = clock;
    }

    public void register(Javalin app) {
        app.get("/api/players/{name}", this::profile);
        app.get("/api/players/{name}/games", this::playerGames);
        app.get("/api/players/{name}/ratings/{variant}", this::history);
        app.get("/api/leaderboards", this::leaderboards);
        app.get("/api/leaderboards/{variant}", this::leaderboard);
    }

    private Account player(Context ctx) {
        String name = ctx.pathParam("name");
        return accounts.find(name).filter(a -> !a.deleted())
                .orElseThrow(() -> new ApiException(404, "no player '" + abbreviate(name) + "'"));
    }

    private void profile(Context ctx) {
        Account player = player(ctx);
        long now = clock.getAsLong();
        List<PlayerRatingView> list = new ArrayList<>();
        for (PlayerRating rating : ratings.store().all(player.id())) {
            Rating now_ = ratings.ratingAt(java.util.Optional.of(rating), now);
            list.add(new PlayerRatingView(rating.variant(), variantName(rating.variant()), (int) Math.round(now_.rating()),
                    (int) Math.round(now_.deviation()), now_.provisional(), rating.games(), rating.wins(),
                    rating.losses(), rating.draws()));
        }
        List<GameSummaryView> current = new ArrayList<>();
        for (ListedGame game : games.listForAccount(player.id(), List.of(GameStatus.WAITING, GameStatus.ACTIVE), null,
                null, null, 50, 0)) {
            current.add(GameViews.summary(game));
        }
        FollowService.Counts counts = follows.counts(player, CurrentPlayer.of(ctx));
        ctx.json(new ProfileView(player.name(), player.createdAt(), online(ctx, player), list, current,
                counts.followers(), counts.following(), counts.followedByViewer()));
    }

    /**
     * Whether the player is online: connected now, or used the site lately, or is the one asking (this
     * request is their use of the site, which their account's last visit records at most once a minute).
     */
    private boolean online(Context ctx, Account player) {
        Account viewer = CurrentPlayer.of(ctx);
        return viewer != null && viewer.id() == player.id() || connected.test(player.id()) || accounts.online(player);
    }

    private void playerGames(Context ctx) {
        Account player = player(ctx);
        String statusText = ctx.queryParam("status");
        List<GameStatus> statuses = statusText == null || statusText.isBlank()
                ? List.of(GameStatus.FINISHED, GameStatus.ABORTED, GameStatus.ACTIVE, GameStatus.WAITING)
                : GameRoutes.statuses(statusText);
        String variant = Params.variantFilter(ctx.queryParam("variant"));
        String result = ctx.queryParam("result");
        if (result != null && result.isBlank()) {
            result = null;
        }
        if (result != null && !List.of("win", "loss", "draw").contains(result)) {
            throw ApiException.badRequest("'result' must be win, loss or draw, not '" + abbreviate(result) + "'");
        }
        String opponentName = ctx.queryParam("opponent");
        Long opponent = null;
        if (opponentName != null && !opponentName.isBlank()) {
            opponent = accounts.find(opponentName.trim()).map(Account::id)
                    .orElseThrow(() -> new ApiException(404, "no player '" + abbreviate(opponentName) + "'"));
        }
        int limit = Params.intParam(ctx, "limit", 1, Params.MAX_LIST, 20);
        int offset = Params.intParam(ctx, "offset", 0, 1_000_000, 0);
        List<ListedGame> page = games.listForAccount(player.id(), statuses, variant, result, opponent, limit + 1, offset);
        List<GameSummaryView> list = new ArrayList<>();
        for (ListedGame game : page.subList(0, Math.min(limit, page.size()))) {
            list.add(GameViews.summary(game));
        }
        ctx.json(new GameListView(list, page.size() > limit ? offset + limit : null));
    }

    private void history(Context ctx) {
        Account player = player(ctx);
        String variant = spec(ctx.pathParam("variant"));
        List<RatingHistoryView.Point> points = ratings.store().history(player.id(), variant).stream()
                .map(p -> new RatingHistoryView.Point(p.gameId(), p.at(), (int) Math.round(p.rating()),
                        (int) Math.round(p.deviation())))
                .toList();
        ctx.json(new RatingHistoryView(variant, points));
    }

    private void leaderboard(Context ctx) {
        String variant = spec(ctx.pathParam("variant"));
        int limit = Params.intParam(ctx, "limit", 1, 200, 50);
        ctx.json(board(variant, limit));
    }

    private void leaderboards(Context ctx) {
        List<LeaderboardView> boards = new ArrayList<>();
        for (String variant : ratings.store().ratedVariants()) {
            LeaderboardView board = board(variant, TOP_OF_EACH);
            if (!board.players().isEmpty() || !board.provisional().isEmpty()) {
                boards.add(board);
            }
        }
        ctx.json(new LeaderboardsView(boards));
    }

    private LeaderboardView board(String variant, int limit) {
        long since = clock.getAsLong() - ACTIVE_DAYS * 24L * 3600 * 1000;
        return new LeaderboardView(variant, variantName(variant),
                entries(ratings.store().leaderboard(variant, since, Rating.PROVISIONAL_DEVIATION, limit)),
                entries(ratings.store().provisional(variant, since, Rating.PROVISIONAL_DEVIATION, limit)));
    }

    private static List<LeaderboardView.Entry> entries(List<LeaderboardEntry> lines) {
        return lines.stream().map(entry -> new LeaderboardView.Entry(entry.name(), (int) Math.round(entry.rating()),
                (int) Math.round(entry.deviation()), entry.games())).toList();
    }

    /** The canonical spec of a game spec in a path (a rating is per spec, options included), or 400. */
    private static String spec(String text) {
        try {
            return Variants.of(text).spec();
        } catch (FormatException e) {
            throw ApiException.badRequest("variant: " + e.getMessage());
        }
    }

    private static String variantName(String spec) {
        try {
            Variant variant = Variants.of(spec);
            return variant.displayName();
        } catch (FormatException e) {
            return spec;
        }
    }

    private static String abbreviate(String text) {
        return text.length() > 30 ? text.substring(0, 30) + "..." : text;
    }
}
