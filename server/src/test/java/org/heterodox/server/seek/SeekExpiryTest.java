package org.heterodox.server.seek;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.heterodox.rules.Variants;
import org.heterodox.server.account.Account;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Seeks go when their seeker has been gone for the grace period, and after an hour (a week by correspondence). */
class SeekExpiryTest {
    private final AtomicLong now = new AtomicLong(1_000_000);
    private final Presence presence = new Presence(now::get);
    private final Account ada = new Account(1, "Ada", 0, false);
    private Database database;
    private SeekService seeks;

    @BeforeEach
    void open(@TempDir Path dir) {
        database = Database.open(Database.h2Url(dir.resolve("data")));
        seeks = new SeekService(new SeekStore(database.jdbi()), null, presence, now::get, (account, spec) -> 1500);
    }

    @AfterEach
    void close() {
        database.close();
    }

    private Seek seek(TimeControl timeControl) throws Exception {
        return seeks.create(ada, Variants.of("chess"), null, timeControl, false, null, null, -1);
    }

    @Test
    void aSeekOutlivesItsSeekersLastConnectionByTheGracePeriodOnly() throws Exception {
        AtomicInteger changes = new AtomicInteger();
        seeks.listen(new SeekListener() {
            @Override
            public void seeksChanged() {
                changes.incrementAndGet();
            }

            @Override
            public void seekAccepted(String seekId, long seeker, String gameId) {
            }
        });
        presence.connected(1, "Ada");
        seek(TimeControl.UNLIMITED);
        now.addAndGet(10 * 60_000);
        seeks.expire();
        assertThat(seeks.list()).hasSize(1);
        presence.disconnected(1);
        now.addAndGet(SeekService.GRACE_MS - 1);
        seeks.expire();
        assertThat(seeks.list()).hasSize(1);
        // Back within the grace period (a page reload): the seek stays.
        presence.connected(1, "Ada");
        presence.disconnected(1);
        now.addAndGet(SeekService.GRACE_MS - 1);
        assertThat(seeks.list()).hasSize(1);
        now.addAndGet(1);
        int before = changes.get();
        seeks.expire();
        assertThat(seeks.list()).isEmpty();
        assertThat(changes.get()).isEqualTo(before + 1);
    }

    @Test
    void aRealTimeSeekLastsAnHourAndACorrespondenceSeekAWeek() throws Exception {
        presence.connected(1, "Ada");
        seek(new TimeControl(TimeControl.Kind.INCREMENT, 300_000, 2_000, 0));
        seek(new TimeControl(TimeControl.Kind.CORRESPONDENCE, 0, 0, 3));
        now.addAndGet(SeekService.SEEK_MS);
        assertThat(seeks.list()).hasSize(1);
        now.addAndGet(SeekService.CORRESPONDENCE_SEEK_MS - SeekService.SEEK_MS);
        assertThat(seeks.list()).isEmpty();
    }

    @Test
    void aSeekerWhoNeverConnectedKeepsTheSeekForTheGracePeriod() throws Exception {
        seek(TimeControl.UNLIMITED);
        now.addAndGet(SeekService.GRACE_MS - 1);
        assertThat(seeks.list()).hasSize(1);
        now.addAndGet(1);
        assertThat(seeks.list()).isEmpty();
    }
}
