package org.heterodox.gamedb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.heterodox.rules.Game;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.PgnReader;
import org.heterodox.rules.format.PgnWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The import's fast path (moves read against the board, keys kept by the rules, no FEN per position)
 * against an oracle that knows nothing of it: the FEN text of every position of every game, replayed
 * move by move. For random games of every game, a search by each position typed as FEN finds exactly
 * the games whose replay shows that FEN (move counters aside); and the export, imported into a fresh
 * database, gives the same records and the same answers.
 */
class IndexAgainstFenOracleTest {
    @TempDir
    Path first;
    @TempDir
    Path second;

    @Test
    void positionSearchesFindExactlyTheGamesThatShowTheFen() throws Exception {
        Random random = new Random(7);
        StringBuilder pgn = new StringBuilder();
        List<Game> games = new ArrayList<>();
        for (GameDefinition definition : Variants.builtIn()) {
            Variant variant = Variants.of(definition.name());
            for (int i = 0; i < 12; i++) {
                Game game = randomGame(variant, random, i);
                games.add(game);
                pgn.append(new PgnWriter().write(game)).append('\n');
            }
        }
        // The oracle: FEN without counters -> the games (1-based import order) that showed it.
        Map<String, Set<Integer>> oracle = new HashMap<>();
        Map<String, Variant> variants = new HashMap<>();
        Map<String, String> fens = new HashMap<>();
        for (int g = 0; g < games.size(); g++) {
            Game game = games.get(g);
            for (int ply = 0; ply <= game.ply(); ply++) {
                String full = game.positionAt(ply).toFen();
                String key = game.variant().spec() + " " + withoutCounters(full);
                fens.putIfAbsent(key, full);
                oracle.computeIfAbsent(key, k -> new HashSet<>()).add(g + 1);
                variants.put(key, game.variant());
            }
        }
        try (GameDatabaseSource a = GameDatabaseSource.open(GameDatabaseSource.h2Url(first));
             GameDatabaseSource b = GameDatabaseSource.open(GameDatabaseSource.h2Url(second))) {
            GameDatabase database = new GameDatabase(a.jdbi());
            ImportReport report = new DatabaseImporter(database, 2, 40, () -> 0L).importPgn(
                    new StringReader(pgn.toString()), n -> { });
            assertThat(report.rejected()).isEmpty();
            assertThat(report.imported()).isEqualTo(games.size());
            assertAnswers(database, oracle, variants, fens);

            StringWriter exported = new StringWriter();
            database.export(GameFilter.all(), exported);
            GameDatabase again = new GameDatabase(b.jdbi());
            ImportReport reimport = new DatabaseImporter(again).importPgn(new StringReader(exported.toString()), n -> { });
            assertThat(reimport.imported()).isEqualTo(games.size());
            // Exported newest first, so the re-import numbers them the other way round.
            for (int id = 1; id <= games.size(); id++) {
                assertThat(again.record(games.size() + 1 - id)).isEqualTo(database.record(id));
            }
            assertThat(PgnReader.readAll(exported.toString())).hasSize(games.size());
            for (Map.Entry<String, Set<Integer>> entry : oracle.entrySet()) {
                Position position = variants.get(entry.getKey()).fromFen(fens.get(entry.getKey()));
                assertThat(again.search(GameFilter.all().withPosition(PositionKey.of(position)), 0, 1).total())
                        .as(entry.getKey()).isEqualTo(entry.getValue().size());
            }
        }
    }

    private static void assertAnswers(GameDatabase database, Map<String, Set<Integer>> oracle,
                                      Map<String, Variant> variants, Map<String, String> fens) throws Exception {
        for (Map.Entry<String, Set<Integer>> entry : oracle.entrySet()) {
            Position position = variants.get(entry.getKey()).fromFen(fens.get(entry.getKey()));
            SearchPage page = database.search(GameFilter.all().withPosition(PositionKey.of(position)), 0, 10_000);
            Set<Integer> found = new HashSet<>();
            page.hits().forEach(hit -> found.add((int) hit.game().id()));
            assertThat(found).as(entry.getKey()).isEqualTo(entry.getValue());
        }
    }

    /** The FEN's fields but the trailing all-digit ones (the move counters; shogi has one). */
    private static String withoutCounters(String fen) {
        String[] fields = fen.split(" ");
        int end = fields.length;
        while (end > 1 && fields[end - 1].matches("\\d+")) {
            end--;
        }
        return String.join(" ", java.util.Arrays.copyOf(fields, end));
    }

    private static Game randomGame(Variant variant, Random random, int number) {
        Game game = new Game(variant);
        game.setTag("White", "W" + random.nextInt(5));
        game.setTag("Black", "B" + number);
        int length = 10 + random.nextInt(60);
        Position position = variant.startPosition();
        MoveList moves = new MoveList();
        for (int ply = 0; ply < length; ply++) {
            position.generatePlayed(moves);
            if (moves.isEmpty() || position.outcome().isOver()) {
                break;
            }
            int move = moves.get(random.nextInt(moves.size()));
            game.play(move);
            position.make(move);
        }
        return game;
    }
}
