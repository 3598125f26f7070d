package org.heterodox.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.heterodox.rules.Variants;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.round.Rounds;
import org.heterodox.server.testing.HandClockTest;
import org.junit.jupiter.api.Test;

/**
 * What a server's clients get when other servers announce changes: each announced state once, a move
 * as a move when it is the next one they lack, and the full state when the stored game has moved on
 * by more (two announcements read after both moves were stored).
 */
class ClusterGameEventsTest extends HandClockTest {

    /** A bus on which the test plays the other servers' announcements. */
    static final class FakeBus implements ClusterBus {
        final Map<String, List<Consumer<List<String>>>> listeners = new HashMap<>();
        final List<String> announced = new ArrayList<>();

        void hear(String topic, String... words) {
            listeners.getOrDefault(topic, List.of()).forEach(listener -> listener.accept(List.of(words)));
        }

        @Override
        public void announce(String topic, String... words) {
            announced.add(topic + " " + String.join(" ", words));
        }

        @Override
        public void on(String topic, Consumer<List<String>> listener) {
            listeners.computeIfAbsent(topic, t -> new ArrayList<>()).add(listener);
        }

        @Override
        public void onReconnect(Runnable resync) {
        }

        @Override
        public String instance() {
            return "test";
        }

        @Override
        public boolean listening() {
            return true;
        }
    }

    @Test
    void eachStateReachesTheClientsOnceAndAMissedMoveComesAsTheWholeState() {
        Rounds other = service(); // the server that plays
        SeatGrant creator = other.create(new CreateGame(Variants.find("chess").standard(), null, TimeControl.UNLIMITED,
                0, false, 0, true, null), null);
        SeatGrant joiner = other.join(creator.game().inviteCode(), null, null);
        String id = creator.game().id();

        FakeBus bus = new FakeBus();
        ClusterGameEvents events = new ClusterGameEvents(bus);
        Map<String, GameSnapshot> stored = new HashMap<>();
        events.refresh(gameId -> stored.get(gameId));
        List<GameEvent> heard = new ArrayList<>();
        events.subscribe(heard::add);

        GameSnapshot e4 = other.move(id, Actor.token(creator.token()), "e4", null);
        stored.put(id, e4);
        bus.hear("game", id, String.valueOf(e4.version()), "m");
        assertThat(heard).hasSize(1).first().isInstanceOf(GameEvent.Moved.class);

        // Two moves stored before this server read either announcement: the clients get the whole state, once.
        other.move(id, Actor.token(joiner.token()), "e5", null);
        GameSnapshot nf3 = other.move(id, Actor.token(creator.token()), "Nf3", null);
        stored.put(id, nf3);
        bus.hear("game", id, String.valueOf(nf3.version() - 1), "m");
        bus.hear("game", id, String.valueOf(nf3.version()), "m");
        assertThat(heard).hasSize(2);
        assertThat(heard.get(1)).isInstanceOfSatisfying(GameEvent.Changed.class,
                changed -> assertThat(changed.game().moves()).hasSize(3));

        // The next single move is a move again; a chat line is passed on as a chat notice.
        GameSnapshot nc6 = other.move(id, Actor.token(joiner.token()), "Nc6", null);
        stored.put(id, nc6);
        bus.hear("game", id, String.valueOf(nc6.version()), "m");
        assertThat(heard.get(2)).isInstanceOfSatisfying(GameEvent.Moved.class,
                moved -> assertThat(moved.written().get("san")).isEqualTo("Nc6"));
        bus.hear("chat", id, "players", "7");
        assertThat(heard.get(3)).isEqualTo(new GameEvent.Chat(id, "players", 7));

        // This server's own changes are announced, with the version.
        events.publish(new GameEvent.Changed(nc6, "draw-offer"));
        assertThat(bus.announced).containsExactly("game " + id + " " + nc6.version() + " c");
    }
}
