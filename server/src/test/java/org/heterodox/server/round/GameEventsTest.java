package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.heterodox.rules.Variants;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameEvents;
import org.heterodox.server.game.GameStore;
import org.heterodox.server.game.InProcessGameEvents;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the game service publishes on its {@link GameEvents}, and that it does so outside the game's lock. */
class GameEventsTest {
    @TempDir
    Path data;
    Database database;
    ScheduledExecutorService timers;
    Rounds games;
    final List<GameEvent> heard = new CopyOnWriteArrayList<>();

    @BeforeEach
    void open() {
        database = Database.open(Database.h2Url(data));
        timers = Executors.newSingleThreadScheduledExecutor();
        games = new Rounds(new GameStore(database.jdbi()), System::currentTimeMillis, timers, null, 0);
        GameEvents events = new InProcessGameEvents();
        events.subscribe(heard::add);
        games.events(events);
    }

    @AfterEach
    void close() {
        timers.shutdownNow();
        database.close();
    }

    private String[] newGame(String variant) throws Exception {
        SeatGrant creator = games.create(new CreateGame(Variants.of(variant), null, TimeControl.UNLIMITED, 0, false, 0,
                true, "A"), null);
        SeatGrant joiner = games.join(creator.game().inviteCode(), "B", null);
        return new String[] {creator.game().id(), creator.token(), joiner.token()};
    }

    @Test
    void aMoveIsPublishedWrittenInEveryNotationOfTheGame() throws Exception {
        String[] g = newGame("uchess");
        games.move(g[0], Actor.token(g[1]), "P-K4", null);
        GameEvent.Moved moved = (GameEvent.Moved) heard.get(heard.size() - 1);
        assertThat(moved.move().ply()).isEqualTo(1);
        assertThat(moved.written()).containsExactly(java.util.Map.entry("descriptive", "P-K4"),
                java.util.Map.entry("latin", "P4R"), java.util.Map.entry("san", "e4"), java.util.Map.entry("uci", "e2e4"));
        assertThat(moved.game().moves()).hasSize(1);
        assertThat(moved.game().legalMoves().get("uci")).isNotEmpty();
    }

    @Test
    void otherChangesArePublishedByName() throws Exception {
        String[] g = newGame("chess");
        games.resign(g[0], Actor.token(g[2]));
        assertThat(heard).extracting(e -> e instanceof GameEvent.Changed c ? c.event() : "move")
                .containsExactly("created", "joined", "finished");
    }

    @Test
    void eventsArePublishedAfterTheGamesLockIsReleased() throws Exception {
        String[] g = newGame("chess");
        List<Boolean> readable = new CopyOnWriteArrayList<>();
        games.events().subscribe(event -> {
            // Another thread reads the game while this event is delivered: it would wait for the lock if held.
            CompletableFuture<?> read = CompletableFuture.runAsync(() -> games.get(g[0]));
            try {
                read.get(5, TimeUnit.SECONDS);
                readable.add(true);
            } catch (Exception e) {
                readable.add(false);
            }
        });
        games.move(g[0], Actor.token(g[1]), "e4", null);
        assertThat(readable).containsExactly(true);
    }
}
