package org.heterodox.server.testing;

import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import org.heterodox.server.game.GameQueries;
import org.heterodox.server.game.GameStore;
import org.heterodox.server.round.Rounds;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A game service on a fresh H2 database and a clock the test moves by hand ({@link #now}). */
public abstract class HandClockTest {
    protected static final long START = 1_700_000_000_000L;

    @TempDir
    protected Path data;
    protected Database database;
    protected ScheduledExecutorService timers;
    protected final AtomicLong now = new AtomicLong(START);

    @BeforeEach
    protected void openDatabase() {
        database = Database.open(Database.h2Url(data));
        timers = Executors.newSingleThreadScheduledExecutor();
    }

    @AfterEach
    protected void closeDatabase() {
        timers.shutdownNow();
        database.close();
    }

    /** A new service over the same database and clock (a second one stands for a restarted server). */
    protected Rounds service() {
        return new Rounds(new GameStore(database.jdbi()), now::get, timers, null, 0);
    }

    /** The stored games' lists, on the same database and hand clock. */
    protected GameQueries queries() {
        return new GameQueries(new GameStore(database.jdbi()), now::get);
    }
}
