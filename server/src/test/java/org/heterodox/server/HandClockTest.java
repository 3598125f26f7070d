package org.heterodox.server;

import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import org.heterodox.server.game.GameService;
import org.heterodox.server.store.Database;
import org.heterodox.server.store.GameStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A game service on a fresh H2 database and a clock the test moves by hand ({@link #now}). */
public abstract class HandClockTest {
    protected static final long START = 1_700_000_000_000L;

    @TempDir
    Path data;
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
    protected GameService service() {
        return new GameService(new GameStore(database.jdbi()), now::get, timers, null, 0);
    }
}
