package org.heterodox.gamedb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;

/**
 * The site's own finished games, indexed position by position for the explorer's "site games"
 * view. The site hands each game over as a {@link SiteGame} when it finishes; the rows of a game
 * are written once (its id is the key), so hearing of a game twice changes nothing.
 */
public final class SitePositions {

    /** A site game listed by the explorer. */
    public record SiteHit(String gameId, String white, String black, String result, int ply, int move,
                          long finishedAt) {
    }

    /** The explorer's answer from the site's games. */
    public record SiteView(long games, List<ExplorerMove> moves, List<SiteHit> lastGames) {
    }

    /**
     * A finished site game as the index needs it: its moves as the site stored them (decisions, in the
     * machine notation), its players, result and the players' ratings before it (0 when unrated).
     */
    public record SiteGame(String id, Variant variant, String startFen, List<String> moves, String white,
                           String black, String result, int firstRating, int secondRating, long finishedAt) {
    }

    private final Jdbi jdbi;

    public SitePositions(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Indexes a game; returns false when it was indexed before. */
    public boolean index(SiteGame game) {
        Position position;
        try {
            position = game.variant().fromFen(game.startFen());
        } catch (FormatException e) {
            throw new IllegalStateException("game " + game.id() + " has an unreadable start: " + e.getMessage(), e);
        }
        // The server stores decisions (Ambiguous Chess: an announcement, then the choice); the explorer
        // counts the whole moves they complete, from the positions between whole moves.
        List<Long> keyList = new ArrayList<>();
        List<Integer> moveList = new ArrayList<>();
        keyList.add(PositionKey.of(position));
        for (int i = 0; i < game.moves().size(); i++) {
            int played;
            try {
                int decision = MoveReader.readDecision(position, game.moves().get(i));
                position.make(decision);
                played = position.playedBy(decision);
            } catch (FormatException e) {
                throw new IllegalStateException("game " + game.id() + " has an unreadable move " + (i + 1), e);
            }
            if (played != org.heterodox.rules.Move.NONE) {
                moveList.add(played);
                keyList.add(PositionKey.of(position));
            }
        }
        int plies = moveList.size();
        long[] keys = keyList.stream().mapToLong(Long::longValue).toArray();
        int[] moves = moveList.stream().mapToInt(Integer::intValue).toArray();
        int result = Posting.resultCode(game.result());
        return jdbi.inTransaction(handle -> {
            boolean known = handle.createQuery("SELECT COUNT(*) FROM site_explorer_games WHERE game_id = :id")
                    .bind("id", game.id()).mapTo(Integer.class).one() > 0;
            if (known) {
                return false;
            }
            handle.createUpdate("INSERT INTO site_explorer_games (game_id, variant, white, black, result, finished_at)"
                            + " VALUES (:id, :variant, :white, :black, :result, :at)")
                    .bind("id", game.id()).bind("variant", game.variant().spec().toString())
                    .bind("white", GameDatabase.clip(game.white())).bind("black", GameDatabase.clip(game.black()))
                    .bind("result", game.result()).bind("at", game.finishedAt()).execute();
            PreparedBatch batch = handle.prepareBatch("INSERT INTO site_positions (position_key, game_id, ply, move,"
                    + " result, first_rating, second_rating, finished_at)"
                    + " VALUES (:key, :id, :ply, :move, :result, :first, :second, :at)");
            for (int ply = 0; ply <= plies; ply++) {
                batch.bind("key", keys[ply]).bind("id", game.id()).bind("ply", ply)
                        .bind("move", ply < plies ? moves[ply] : 0).bind("result", result)
                        .bind("first", game.firstRating()).bind("second", game.secondRating())
                        .bind("at", game.finishedAt()).add();
            }
            batch.execute();
            return true;
        });
    }

    /** The moves the site's games played from {@code position}. */
    public SiteView explore(Position position) {
        record Row(String gameId, int ply, int move, int result, int first, int second, long at) {
        }
        List<Row> rows = jdbi.withHandle(handle -> handle.createQuery("SELECT game_id, ply, move, result,"
                        + " first_rating, second_rating, finished_at FROM site_positions WHERE position_key = :key")
                .bind("key", PositionKey.of(position))
                .map((rs, ctx) -> new Row(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getInt(4), rs.getInt(5),
                        rs.getInt(6), rs.getLong(7)))
                .list());
        Map<String, Row> first = new HashMap<>();
        for (Row row : rows) {
            first.merge(row.gameId(), row, (a, b) -> a.ply() <= b.ply() ? a : b);
        }
        ExplorerTally tally = new ExplorerTally(position.sideToMove());
        List<Row> visits = new ArrayList<>(first.values());
        visits.sort(Comparator.comparingLong(Row::at).reversed().thenComparing(Row::gameId));
        for (Row row : visits) {
            tally.add(row.move(), row.result(), row.first(), row.second());
        }
        List<Row> latest = visits.subList(0, Math.min(OpeningExplorer.LAST_GAMES, visits.size()));
        Map<String, String[]> players = new HashMap<>();
        if (!latest.isEmpty()) {
            // The latest games' players and results in one query.
            jdbi.useHandle(handle -> handle.createQuery("SELECT game_id, white, black, result FROM site_explorer_games"
                            + " WHERE game_id IN (<ids>)").bindList("ids", latest.stream().map(Row::gameId).toList())
                    .map((rs, ctx) -> new String[] {rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)})
                    .forEach(r -> players.put(r[0], r)));
        }
        List<SiteHit> last = new ArrayList<>();
        for (Row row : latest) {
            String[] game = players.get(row.gameId());
            if (game != null) {
                last.add(new SiteHit(row.gameId(), game[1], game[2], game[3], row.ply(), row.move(), row.at()));
            }
        }
        return new SiteView(tally.games(), tally.moves(), last);
    }
}
