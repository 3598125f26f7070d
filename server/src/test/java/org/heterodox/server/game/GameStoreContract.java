package org.heterodox.server.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What every database behind {@link GameStore} must do; run against H2 and PostgreSQL. */
abstract class GameStoreContract {
    private static int counter;

    abstract GameStore store();

    static GameRow row(String id, String variant, String status, long version) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", "Ann");
        tags.put("Black", "Bob");
        tags.put("Event", "Contract \u00e9\u4e2d");
        return new GameRow(id, variant, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", status, "*", "NONE",
                "increment", 180_000, 2_000, 0, true, "HUMAN", "OPEN", 0, "hash-one", null, "inv" + id, 180_000,
                180_000, null, -1, tags, 1_000, 2_000, version);
    }

    static String newId() {
        return "t" + System.nanoTime() % 1_000_000_000L + (counter++);
    }

    @Test
    void anInsertedGameIsFoundWithItsMovesInOrder() {
        String id = newId();
        List<PlayedMove> moves = List.of(new PlayedMove(1, "e2e4", "e4", 180_000, 10),
                new PlayedMove(2, "e7e5", "e5", 179_000, 20));
        store().insert(row(id, "chess", "ACTIVE", 0), moves);
        StoredGame found = store().find(id).orElseThrow();
        assertThat(found.row()).isEqualTo(row(id, "chess", "ACTIVE", 0));
        assertThat(found.row().tags().keySet()).containsExactly("White", "Black", "Event");
        assertThat(found.moves()).isEqualTo(moves);
        assertThat(store().findByInvite("inv" + id)).contains(id);
        assertThat(store().find("missing")).isEmpty();
    }

    @Test
    void anUpdateStoresTheRowAndItsMoveTogetherAndBumpsTheVersion() {
        String id = newId();
        store().insert(row(id, "chess", "ACTIVE", 0), List.of());
        GameRow changed = new GameRow(id, "chess", row(id, "chess", "ACTIVE", 0).startFen(), "ACTIVE", "*", "NONE",
                "increment", 180_000, 2_000, 0, true, "HUMAN", "HUMAN", 0, "hash-one", "hash-two", "inv" + id, 182_000,
                180_000, 5_000L, 0, Map.of(), 1_000, 5_000, 0);
        assertThat(store().update(changed, new PlayedMove(1, "e2e4", "e4", 182_000, 5_000))).isTrue();
        StoredGame found = store().find(id).orElseThrow();
        assertThat(found.row().version()).isEqualTo(1);
        assertThat(found.row().turnStartedAt()).isEqualTo(5_000L);
        assertThat(found.row().secondToken()).isEqualTo("hash-two");
        assertThat(found.moves()).hasSize(1);
    }

    @Test
    void theClockHeartbeatStoresClocksWithoutANewVersionAndSkipsChangedGames() {
        String current = newId();
        String changed = newId();
        store().insert(row(current, "chess", "ACTIVE", 0), List.of());
        store().insert(row(changed, "chess", "ACTIVE", 0), List.of());
        assertThat(store().update(row(changed, "chess", "ACTIVE", 0), null)).isTrue(); // now at version 1
        store().saveClocks(List.of(new ClockState(current, 0, 170_000, 175_000, 9_000),
                new ClockState(changed, 0, 1, 2, 3)));
        GameRow saved = store().find(current).orElseThrow().row();
        assertThat(saved.clockFirstMs()).isEqualTo(170_000);
        assertThat(saved.clockSecondMs()).isEqualTo(175_000);
        assertThat(saved.turnStartedAt()).isEqualTo(9_000L);
        assertThat(saved.version()).isZero();
        GameRow skipped = store().find(changed).orElseThrow().row();
        assertThat(skipped.clockFirstMs()).isEqualTo(180_000);
        assertThat(skipped.turnStartedAt()).isNull();
        store().saveClocks(List.of()); // nothing to store is no error
    }

    @Test
    void anUpdateFromAStaleVersionChangesNothing() {
        String id = newId();
        store().insert(row(id, "chess", "ACTIVE", 0), List.of());
        assertThat(store().update(row(id, "chess", "ACTIVE", 0), null)).isTrue();
        GameRow stale = row(id, "chess", "FINISHED", 0);
        assertThat(store().update(stale, new PlayedMove(1, "e2e4", "e4", 0, 0))).isFalse();
        StoredGame found = store().find(id).orElseThrow();
        assertThat(found.row().status()).isEqualTo("ACTIVE");
        assertThat(found.moves()).isEmpty();
    }

    @Test
    void aFailedMoveInsertRollsBackTheRowUpdate() {
        String id = newId();
        store().insert(row(id, "chess", "ACTIVE", 0), List.of(new PlayedMove(1, "e2e4", "e4", 0, 0)));
        GameRow finished = row(id, "chess", "FINISHED", 0);
        assertThatThrownBy(() -> store().update(finished, new PlayedMove(1, "d2d4", "d4", 0, 0)))
                .isInstanceOf(RuntimeException.class);
        StoredGame found = store().find(id).orElseThrow();
        assertThat(found.row().status()).isEqualTo("ACTIVE");
        assertThat(found.row().version()).isZero();
        assertThat(found.moves()).extracting(PlayedMove::machine).containsExactly("e2e4");
    }

    @Test
    void listsFilterByStatusAndVariantAndCountMoves() {
        String live = newId();
        String done = newId();
        String other = newId();
        store().insert(row(live, "chess", "ACTIVE", 0), List.of(new PlayedMove(1, "e2e4", "e4", 0, 0)));
        store().insert(row(done, "chess", "FINISHED", 0), List.of());
        store().insert(row(other, "chess:imaginary", "FINISHED", 0), List.of());
        List<String> finished = store().list(List.of("FINISHED"), "chess", 500, 0).stream()
                .map(g -> g.row().id()).toList();
        assertThat(finished).contains(done, other).doesNotContain(live);
        List<ListedGame> active = store().list(List.of("ACTIVE"), null, 500, 0);
        ListedGame listed = active.stream().filter(g -> g.row().id().equals(live)).findFirst().orElseThrow();
        assertThat(listed.plies()).isEqualTo(1);
        assertThat(store().unfinishedIds()).contains(live).doesNotContain(done);
        assertThat(store().list(List.of("FINISHED"), "shogi", 500, 0)).isEmpty();
    }

    @Test
    void theDatabaseAnswersAPing() {
        assertThat(store().ping()).isTrue();
    }
}
