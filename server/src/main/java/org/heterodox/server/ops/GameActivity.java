package org.heterodox.server.ops;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Locale;
import org.heterodox.rules.Result;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Counts and logs what happens to this server's games, from the events it publishes: games started
 * (both seats taken) and finished by game and result, moves by game; one line per event in the log
 * {@value #LOGGER} (moves at debug, every other event at info).
 */
final class GameActivity {
    static final String LOGGER = "heterodox.games";
    static final String ABORTED = "aborted";
    private static final Logger LOG = LoggerFactory.getLogger(LOGGER);

    private final MeterRegistry registry;

    GameActivity(MeterRegistry registry) {
        this.registry = registry;
    }

    void observe(GameEvent event) {
        if (event instanceof GameEvent.Moved moved) {
            moved(moved);
        } else if (event instanceof GameEvent.Changed changed) {
            changed(changed.game(), changed.event());
        }
    }

    private void moved(GameEvent.Moved moved) {
        GameSnapshot game = moved.game();
        String label = GameLabel.of(game.variantSpec());
        Counter.builder("heterodox.moves").description("Moves played on this server, by game")
                .tag("game", label).register(registry).increment();
        LOG.atDebug().addKeyValue("gameId", game.id()).addKeyValue("game", label).addKeyValue("event", "move")
                .addKeyValue("ply", game.moves().size()).log("game {} move {}", game.id(), game.moves().size());
        if (game.status() == GameStatus.FINISHED) {
            finished(game, label);
        }
    }

    private void changed(GameSnapshot game, String event) {
        String label = GameLabel.of(game.variantSpec());
        LOG.atInfo().addKeyValue("gameId", game.id()).addKeyValue("game", label).addKeyValue("event", event)
                .addKeyValue("status", game.status().wire()).log("game {} {}", game.id(), event);
        boolean started = event.equals("joined") || event.equals("created") && game.status() == GameStatus.ACTIVE;
        if (started) {
            Counter.builder("heterodox.games.started").description("Games started (both seats taken), by game")
                    .tag("game", label).register(registry).increment();
        } else if (event.equals("finished") || event.equals(ABORTED)) {
            finished(game, label);
        }
    }

    private void finished(GameSnapshot game, String label) {
        String result = game.status() == GameStatus.ABORTED ? ABORTED : result(game.outcome().result());
        Counter.builder("heterodox.games.finished").description("Games finished or called off, by game and result")
                .tag("game", label).tag("result", result).register(registry).increment();
        LOG.atInfo().addKeyValue("gameId", game.id()).addKeyValue("game", label).addKeyValue("event", "over")
                .addKeyValue("result", result).addKeyValue("reason", game.outcome().reason().name().toLowerCase(Locale.ROOT))
                .log("game {} over: {}", game.id(), result);
    }

    private static String result(Result result) {
        return result.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
