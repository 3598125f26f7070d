package org.heterodox.gamedb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.heterodox.rules.Game;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.PgnReader;

/**
 * Times position searches as a user makes them: a FEN read in its game, its key, the first page of
 * games with each game's next move written out, and the total. The positions come from random
 * stored games at random plies (so early, much-played positions come up as often as in real use);
 * they are prepared before the clock starts, and the first searches warm the JIT up untimed.
 */
public final class SearchBenchmark {
    /** Games per page, as the web app and the CLI show. */
    static final int PAGE = 20;

    public record Result(int queries, long games, long p50, long p95, long p99, long max, double averageFound) {
    }

    private record Query(String variant, String fen) {
    }

    private final GameDatabase database;

    public SearchBenchmark(GameDatabase database) {
        this.database = database;
    }

    public Result run(int queries, long seed) throws FormatException {
        long games = database.count();
        if (games == 0) {
            throw new FormatException("the database has no games to search; import some first", "", -1);
        }
        Random random = new Random(seed);
        int warmUp = Math.min(200, queries);
        List<Query> prepared = new ArrayList<>(queries + warmUp);
        long maxId = database.maxId();
        while (prepared.size() < queries + warmUp) {
            long id = 1 + (long) (random.nextDouble() * maxId);
            String record = database.record(id).orElse(null);
            if (record == null) {
                continue;
            }
            Game game = PgnReader.readOne(record);
            int ply = random.nextInt(game.ply() + 1);
            prepared.add(new Query(game.variant().spec().toString(), game.positionAt(ply).toFen()));
        }
        long[] nanos = new long[queries];
        long found = 0;
        for (int i = 0; i < prepared.size(); i++) {
            long start = System.nanoTime();
            long total = search(prepared.get(i));
            long elapsed = System.nanoTime() - start;
            if (i >= warmUp) {
                nanos[i - warmUp] = elapsed;
                found += total;
            }
        }
        Arrays.sort(nanos);
        return new Result(queries, games, percentile(nanos, 50), percentile(nanos, 95), percentile(nanos, 99),
                nanos[nanos.length - 1], (double) found / queries);
    }

    private long search(Query query) throws FormatException {
        Position position = Variants.of(query.variant()).fromFen(query.fen());
        SearchPage page = database.search(GameFilter.all().withPosition(PositionKey.of(position)), 0, PAGE);
        for (GameHit hit : page.hits()) {
            if (hit.move() != Move.NONE) {
                position.variant().notations().get(0).format(position, hit.move());
            }
        }
        if (page.total() == 0) {
            throw new IllegalStateException("position search found no game for " + query.fen()
                    + ", which a stored game reached");
        }
        return page.total();
    }

    static long percentile(long[] sorted, int percent) {
        int index = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
