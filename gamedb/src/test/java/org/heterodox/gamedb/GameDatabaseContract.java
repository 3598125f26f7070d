package org.heterodox.gamedb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.rules.format.PgnReader;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What every database (H2, PostgreSQL) must do with imports, searches, exports and the explorer. */
public abstract class GameDatabaseContract {
    protected abstract GameDatabase database();

    /** Empties the game database between tests. */
    protected abstract void clear();

    static final String GAMES = """
            [Event "Club"]
            [Date "2024.03.01"]
            [White "Anna"]
            [Black "Boris"]
            [WhiteElo "1800"]
            [BlackElo "1700"]
            [Result "1-0"]
            [Variant "unachess"]

            1. K@e1 K@e8 2. Q@d1 Q@d8 {a quiet start} 3. Qd1d7 1-0

            [Event "Club"]
            [Date "2024.03.02"]
            [White "Boris"]
            [Black "Anna"]
            [Result "0-1"]
            [Variant "unachess"]

            1. K@e1 K@e8 2. R@a1 Q@d8 0-1

            [Event "Broken"]
            [White "Carl"]
            [Black "Dora"]
            [Result "*"]
            [Variant "unachess"]

            1. K@e1 K@e1 *

            [Event "Open"]
            [Date "2025.01.10"]
            [White "Carl"]
            [Black "Anna"]
            [Result "1/2-1/2"]
            [Variant "alice"]

            1. e4 d5 2. Bb5+ 1/2-1/2

            [Event "Club"]
            [Date "2024.03.01"]
            [White "Anna"]
            [Black "Boris"]
            [WhiteElo "1800"]
            [BlackElo "1700"]
            [Result "1-0"]
            [Variant "unachess"]

            1. K@e1 K@e8 2. Q@d1 Q@d8 3. Qd1d7 1-0
            """;

    ImportReport report;

    @BeforeEach
    void importGames() {
        clear();
        report = new DatabaseImporter(database(), 2, 2, () -> 1000L).importPgn(new StringReader(GAMES), n -> { });
    }

    @Test
    void importsGoodGamesAndReportsTheRestByNumber() {
        assertThat(report.games()).isEqualTo(5);
        assertThat(report.imported()).isEqualTo(3);
        assertThat(report.rejected()).singleElement().satisfies(r -> {
            assertThat(r.number()).isEqualTo(3);
            assertThat(r.reason()).startsWith("game 3, move 1 (Black): illegal move 'K@e1'").endsWith("(line 27, column 9)");
        });
        assertThat(report.duplicates()).containsExactly(new ImportReport.Duplicate(5, 1));
        assertThat(report.positions()).isEqualTo(6 + 5 + 4);
        assertThat(database().count()).isEqualTo(3);
    }

    @Test
    void aSecondImportOfTheSameFileAddsNothing() {
        ImportReport again = new DatabaseImporter(database()).importPgn(new StringReader(GAMES), n -> { });
        assertThat(again.imported()).isZero();
        assertThat(again.duplicates()).extracting(ImportReport.Duplicate::number).containsExactly(1, 2, 4, 5);
        assertThat(database().count()).isEqualTo(3);
    }

    @Test
    void findsTheGamesThatReachedAPositionWithTheMovePlayedNext() throws Exception {
        Position position = Variants.of("unachess").startPosition();
        position.make(MoveReader.read(position, "K@e1"));
        position.make(MoveReader.read(position, "K@e8"));
        Position typed = Variants.of("unachess").fromFen(position.toFen());
        SearchPage page = database().search(GameFilter.all().withPosition(PositionKey.of(typed)), 0, 10);
        assertThat(page.total()).isEqualTo(2);
        List<String> found = new ArrayList<>();
        for (GameHit hit : page.hits()) {
            found.add(hit.game().white() + " " + hit.ply() + " " + typed.variant().notations().get(0).format(typed, hit.move()));
        }
        assertThat(found).containsExactly("Boris 2 R@a1", "Anna 2 Q@d1");
        Position end = Variants.of("alice").startPosition();
        for (String move : List.of("e4", "d5", "Bb5+")) {
            end.make(MoveReader.read(end, move));
        }
        SearchPage last = database().search(GameFilter.all().withPosition(PositionKey.of(end)), 0, 10);
        assertThat(last.hits()).singleElement().satisfies(hit -> assertThat(hit.move()).isEqualTo(Move.NONE));
    }

    @Test
    void theSameBoardInAnotherGameIsNotFound() throws Exception {
        Position chess = Variants.of("chess").startPosition();
        assertThat(database().search(GameFilter.all().withPosition(PositionKey.of(chess)), 0, 10).total()).isZero();
        Position alice = Variants.of("alice").startPosition();
        assertThat(database().search(GameFilter.all().withPosition(PositionKey.of(alice)), 0, 10).total()).isEqualTo(1);
    }

    @Test
    void searchesByPlayerEventDateResultAndGame() {
        assertThat(names(new GameFilter(null, "anna", null, null, null, null, null, null, null))).hasSize(3);
        assertThat(names(new GameFilter(null, null, "an", null, null, null, null, null, null))).containsExactly("Anna-Boris");
        assertThat(names(new GameFilter(null, null, null, null, "CLUB", null, null, null, null))).hasSize(2);
        assertThat(names(new GameFilter(null, null, null, null, null, "2024.03.02", "2025.01.10", null, null)))
                .containsExactly("Carl-Anna", "Boris-Anna");
        assertThat(names(new GameFilter(null, null, null, null, null, null, "2024.03.01", null, null)))
                .containsExactly("Anna-Boris");
        assertThat(names(new GameFilter(null, null, null, null, null, null, null, "0-1", null))).containsExactly("Boris-Anna");
        assertThat(names(new GameFilter("alice", null, null, null, null, null, null, null, null))).containsExactly("Carl-Anna");
        assertThat(names(new GameFilter(null, "%", null, null, null, null, null, null, null))).isEmpty();
    }

    static final String LAST_FIRST = """
            [Event "Torneo"]
            [White "Rossi, Mario"]
            [Black "Bianchi, Anna Maria"]
            [Result "1-0"]
            [Variant "unachess"]

            1. K@e1 K@e8 1-0

            [Event "Torneo"]
            [White "de la Cruz, Maria"]
            [Black "Rossini, Paolo"]
            [Result "0-1"]
            [Variant "unachess"]

            1. K@e1 K@e8 2. Q@d1 0-1
            """;

    @Test
    void aNameOfSeveralWordsAlsoMatchesThePgnLastFirstForm() {
        new DatabaseImporter(database()).importPgn(new StringReader(LAST_FIRST), n -> { });
        String rossi = "Rossi, Mario-Bianchi, Anna Maria";
        String cruz = "de la Cruz, Maria-Rossini, Paolo";
        assertThat(names(player("Mario Rossi"))).containsExactly(rossi);
        assertThat(names(player("mario  ROSSI"))).containsExactly(rossi);
        assertThat(names(player("Rossi Mario"))).containsExactly(rossi);
        assertThat(names(player("Rossi, Mario"))).containsExactly(rossi);
        assertThat(names(player("M Rossi"))).as("an initial").containsExactly(rossi);
        assertThat(names(player("rossi"))).containsExactly(cruz, rossi);
        assertThat(names(player("Anna Maria Bianchi"))).containsExactly(rossi);
        assertThat(names(player("Anna Bianchi"))).containsExactly(rossi);
        assertThat(names(player("Maria de la Cruz"))).containsExactly(cruz);
        assertThat(names(player("Mario Bianchi"))).as("two players' names mixed").isEmpty();
        assertThat(names(new GameFilter(null, null, "Mario Rossi", null, null, null, null, null, null))).containsExactly(rossi);
        assertThat(names(new GameFilter(null, null, null, "Mario Rossi", null, null, null, null, null))).isEmpty();
        assertThat(names(new GameFilter(null, null, null, "Paolo Rossini", null, null, null, null, null))).containsExactly(cruz);
        assertThat(names(player("Mario %"))).isEmpty();
    }

    private static GameFilter player(String name) {
        return new GameFilter(null, name, null, null, null, null, null, null, null);
    }

    @Test
    void positionAndColumnFiltersCombine() throws Exception {
        Position start = Variants.of("unachess").startPosition();
        GameFilter byBoris = new GameFilter(null, null, "boris", null, null, null, null, null, PositionKey.of(start));
        SearchPage page = database().search(byBoris, 0, 10);
        assertThat(page.total()).isEqualTo(1);
        assertThat(page.hits().get(0).game().white()).isEqualTo("Boris");
    }

    @Test
    void pagesComeNewestFirst() {
        SearchPage first = database().search(GameFilter.all(), 0, 2);
        SearchPage second = database().search(GameFilter.all(), 2, 2);
        assertThat(first.total()).isEqualTo(3);
        assertThat(first.hits()).extracting(h -> h.game().id()).containsExactly(3L, 2L);
        assertThat(second.hits()).extracting(h -> h.game().id()).containsExactly(1L);
    }

    @Test
    void exportsTheRecordsAsImportedAndTheyReadBack() throws Exception {
        StringWriter out = new StringWriter();
        int games = database().export(new GameFilter(null, "anna", null, null, null, null, null, null, null), out);
        assertThat(games).isEqualTo(3);
        assertThat(out.toString()).contains("{a quiet start}");
        assertThat(PgnReader.readAll(out.toString())).hasSize(3);
        assertThat(database().record(1).orElseThrow()).startsWith("[Event \"Club\"]").endsWith("1-0");
    }

    @Test
    void theExplorerCountsEachMoveWithResultsAndRatings() throws Exception {
        Position position = Variants.of("unachess").startPosition();
        position.make(MoveReader.read(position, "K@e1"));
        position.make(MoveReader.read(position, "K@e8"));
        ExplorerView view = new OpeningExplorer(database(), null).database(position);
        assertThat(view.games()).isEqualTo(2);
        assertThat(view.moves()).hasSize(2).allSatisfy(move -> assertThat(move.games()).isEqualTo(1));
        ExplorerMove queen = view.moves().stream()
                .filter(m -> position.variant().notations().get(0).format(position, m.move()).equals("Q@d1"))
                .findFirst().orElseThrow();
        assertThat(queen.firstWins()).isEqualTo(1);
        assertThat(queen.averageRating()).isEqualTo(1800);
        assertThat(view.lastGames()).extracting(h -> h.game().id()).containsExactly(2L, 1L);
    }

    private List<String> names(GameFilter filter) {
        return database().search(filter, 0, 50).hits().stream()
                .map(h -> h.game().white() + "-" + h.game().black()).toList();
    }
}
