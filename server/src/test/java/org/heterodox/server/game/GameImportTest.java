package org.heterodox.server.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.server.round.Rounds;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Imported records are replayed through the rules before they are stored as finished games. */
class GameImportTest {
    @TempDir
    Path data;
    Database database;
    ScheduledExecutorService timers;
    Rounds games;
    GameStore store;
    Variant chess;

    @BeforeEach
    void open() throws Exception {
        database = Database.open(Database.h2Url(data));
        timers = Executors.newSingleThreadScheduledExecutor();
        store = new GameStore(database.jdbi());
        games = new Rounds(store, System::currentTimeMillis, timers, null, 0);
        chess = Variants.of("chess");
    }

    @AfterEach
    void close() {
        timers.shutdownNow();
        database.close();
    }

    /** Imports a record and gives the stored game, as {@code POST /api/import} answers it. */
    private GameSnapshot imported(PgnGame pgn) {
        return games.get(new GameQueries(store, System::currentTimeMillis).importGame(pgn).id());
    }

    private PgnGame record(List<String> moves, Outcome outcome) {
        return new PgnGame(chess, null, moves, outcome, Map.of("White", "Ann", "Black", "Bob"));
    }

    @Test
    void aRecordedResultIsKeptAndTheMovesAreStoredInTheRecordNotation() {
        GameSnapshot game = imported(record(List.of("e2e4", "e5", "Nf3"), Outcome.win(1, Reason.RESIGNATION)));
        assertThat(game.status()).isEqualTo(GameStatus.FINISHED);
        assertThat(game.outcome()).isEqualTo(Outcome.win(1, Reason.RESIGNATION));
        assertThat(game.moves()).extracting(m -> m.written()).containsExactly("e4", "e5", "Nf3");
        assertThat(game.tags()).containsEntry("White", "Ann");
        assertThat(games.get(game.id()).moves()).hasSize(3);
        assertThat(GameRecords.export(games.get(game.id())).moves()).containsExactly("e4", "e5", "Nf3");
    }

    @Test
    void theSameRecordImportedTwiceIsStoredOnce() {
        GameQueries queries = new GameQueries(store, System::currentTimeMillis);
        PgnGame pgn = record(List.of("e4", "e5", "Nf3", "Nc6"), Outcome.draw(Reason.AGREEMENT));
        GameQueries.Imported first = queries.importGame(pgn);
        GameQueries.Imported again = queries.importGame(pgn);
        assertThat(first.created()).isTrue();
        assertThat(again.created()).isFalse();
        assertThat(again.id()).isEqualTo(first.id());
        // Another result, or another move, is another record.
        assertThat(queries.importGame(record(List.of("e4", "e5", "Nf3", "Nc6"), Outcome.win(0, Reason.RESIGNATION)))
                .created()).isTrue();
        assertThat(queries.importGame(record(List.of("e4", "e5", "Nf3", "Nf6"), Outcome.draw(Reason.AGREEMENT)))
                .created()).isTrue();
    }

    @Test
    void aRecordLongerThanAnyRealGameIsRefusedNamingTheLimit() {
        List<String> shuffle = new ArrayList<>();
        for (int ply = 0; ply <= GameLimits.MAX_PLIES; ply++) {
            shuffle.add(new String[] {"Nf3", "Nf6", "Ng1", "Ng8"}[ply % 4]);
        }
        assertThatThrownBy(() -> imported(record(shuffle, Outcome.draw(Reason.AGREEMENT))))
                .isInstanceOf(GameException.class).hasMessageContaining("at most " + GameLimits.MAX_PLIES)
                .satisfies(e -> assertThat(((GameException) e).kind()).isEqualTo(GameException.Kind.TOO_LARGE));
        // At the limit the record is stored.
        assertThat(imported(record(shuffle.subList(0, GameLimits.MAX_PLIES), Outcome.draw(Reason.AGREEMENT))).moves())
                .hasSize(GameLimits.MAX_PLIES);
    }

    @Test
    void aCheckmateOnTheBoardDecidesTheOutcome() {
        GameSnapshot game = imported(record(List.of("f3", "e5", "g4", "Qh4#"),
                new Outcome(Result.SECOND_WINS, Reason.RESIGNATION)));
        assertThat(game.outcome()).isEqualTo(Outcome.win(1, Reason.CHECKMATE));
    }

    @Test
    void aResultContradictingTheBoardIsRefused() {
        assertThatThrownBy(() -> imported(record(List.of("f3", "e5", "g4", "Qh4#"),
                Outcome.win(0, Reason.RESIGNATION))))
                .isInstanceOf(GameException.class).hasMessageContaining("contradicts the final position");
    }

    @Test
    void aRecordWithoutResultIsRefused() {
        assertThatThrownBy(() -> imported(record(List.of("e4"), Outcome.ONGOING)))
                .hasMessageContaining("only finished games can be imported");
    }

    @Test
    void anIllegalMoveIsRefusedNamingItsPly() {
        assertThatThrownBy(() -> imported(record(List.of("e4", "e5", "Ke3"), Outcome.draw(Reason.AGREEMENT))))
                .isInstanceOf(GameException.class)
                .satisfies(e -> assertThat(((GameException) e).kind()).isEqualTo(GameException.Kind.ILLEGAL_MOVE))
                .hasMessageContaining("move 3: illegal move 'Ke3'");
    }

    @Test
    void movesAfterTheEndAreRefused() {
        assertThatThrownBy(() -> imported(record(List.of("f3", "e5", "g4", "Qh4#", "a3"),
                Outcome.win(1, Reason.CHECKMATE))))
                .hasMessageContaining("move 5 'a3' comes after the game ended");
    }

    @Test
    void oversizedTagsAreRefused() {
        Map<String, String> tags = new HashMap<>();
        tags.put("Annotator", "\u0001".repeat(2500));
        assertThatThrownBy(() -> imported(new PgnGame(chess, null, List.of("e4"), Outcome.draw(Reason.AGREEMENT),
                tags))).hasMessageContaining("too many or too long");
        Map<String, String> many = new HashMap<>();
        for (int i = 0; i < 65; i++) {
            many.put("Tag" + i, "x");
        }
        assertThatThrownBy(() -> imported(new PgnGame(chess, null, List.of("e4"), Outcome.draw(Reason.AGREEMENT),
                many))).hasMessageContaining("too many or too long");
    }

    @Test
    void aSetUpStartPositionIsReplayedFromItsFen() {
        GameSnapshot game = imported(new PgnGame(chess, "4k3/8/4K3/8/8/8/8/7R w - - 0 1", List.of("Rh8#"),
                Outcome.ONGOING, Map.of()));
        assertThat(game.outcome()).isEqualTo(Outcome.win(0, Reason.CHECKMATE));
        assertThat(game.startFen()).isEqualTo("4k3/8/4K3/8/8/8/8/7R w - - 0 1");
    }
}
