package org.heterodox.gamedb;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Position;

/**
 * The opening explorer: for a position, the moves played from it with their counts, results and
 * ratings, separately in the game database (imported games) and in the site's own finished games.
 */
public final class OpeningExplorer {
    /** Latest games listed with a position. */
    public static final int LAST_GAMES = 8;

    private final GameDatabase database;
    private final SitePositions site;

    public OpeningExplorer(GameDatabase database, SitePositions site) {
        this.database = database;
        this.site = site;
    }

    public ExplorerView database(Position position) {
        List<Posting> visits = GameDatabase.firstVisits(database.postings(PositionKey.of(position)));
        ExplorerTally tally = new ExplorerTally(position.sideToMove());
        for (Posting posting : visits) {
            tally.add(posting.move(), posting.result(), posting.firstElo(), posting.secondElo());
        }
        List<Posting> latest = visits.subList(0, Math.min(LAST_GAMES, visits.size()));
        List<DbGame> games = database.games(latest.stream().map(Posting::gameId).toList());
        List<GameHit> lastGames = new ArrayList<>(games.size());
        for (DbGame game : games) {
            lastGames.add(hit(game, latest));
        }
        return new ExplorerView(tally.games(), tally.moves(), lastGames);
    }

    public SitePositions.SiteView site(Position position) {
        return site.explore(position);
    }

    private static GameHit hit(DbGame game, List<Posting> postings) {
        for (Posting posting : postings) {
            if (posting.gameId() == game.id()) {
                return new GameHit(game, posting.ply(), posting.move());
            }
        }
        return new GameHit(game, -1, 0);
    }
}
