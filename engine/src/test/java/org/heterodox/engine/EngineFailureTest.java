package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.junit.jupiter.api.Test;

/** A background search that fails inside a game's code still answers with a legal move, and says so in the log. */
class EngineFailureTest {

    /** A position that plays like chess but fails as soon as the search makes a move. */
    private static final class BrokenPosition extends DelegatingPosition {
        BrokenPosition(Position inner) {
            super(inner);
        }

        @Override
        public void make(int move) {
            throw new IllegalStateException("broken make");
        }

        @Override
        public Position copy() {
            return new BrokenPosition(inner.copy());
        }
    }

    @Test
    void failingSearchStillDeliversALegalMove() {
        Position position = new BrokenPosition(Positions.chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        AtomicReference<SearchResult> delivered = new AtomicReference<>();
        SearchResult result = new Engine(1).start(position, Limits.ofDepth(3), SearchListener.NONE,
                delivered::set).await();
        MoveList legal = new MoveList();
        position.generate(legal);
        assertThat(legal.contains(result.bestMove())).isTrue();
        assertThat(delivered.get()).isSameAs(result);
    }

    @Test
    void aFailedSearchIsLoggedWithThePositionAndTheStackTrace() {
        String fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        Position position = new BrokenPosition(Positions.chess(fen));
        java.util.logging.Logger log = java.util.logging.Logger.getLogger(Engine.class.getName());
        List<LogRecord> records = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                records.add(record);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        log.addHandler(capture);
        try {
            new Engine(1).start(position, Limits.ofDepth(3), SearchListener.NONE, result -> { }).await();
        } finally {
            log.removeHandler(capture);
        }
        assertThat(records).hasSize(1);
        LogRecord record = records.get(0);
        assertThat(record.getLevel()).isEqualTo(Level.SEVERE);
        assertThat(record.getMessage()).contains("chess position " + fen).contains("first legal move");
        assertThat(record.getThrown()).isInstanceOf(IllegalStateException.class).hasMessage("broken make");
    }
}
