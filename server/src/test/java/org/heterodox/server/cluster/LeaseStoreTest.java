package org.heterodox.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.heterodox.server.store.Database;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A lease has one holder at a time; the holder renews it; another server takes it once it has expired. */
class LeaseStoreTest {
    @TempDir
    Path data;

    @Test
    void oneHolderAtATimeAndATakeoverAfterExpiry() {
        try (Database database = Database.open(Database.h2Url(data))) {
            LeaseStore leases = new LeaseStore(database.jdbi());
            assertThat(leases.claim("timekeeper", "a", 1_000, 5_000)).isTrue();
            assertThat(leases.claim("timekeeper", "b", 2_000, 5_000)).as("held by a").isFalse();
            assertThat(leases.claim("timekeeper", "a", 5_000, 5_000)).as("a renews").isTrue();
            assertThat(leases.claim("timekeeper", "b", 9_000, 5_000)).as("renewed until 10,000").isFalse();
            assertThat(leases.claim("timekeeper", "b", 10_001, 5_000)).as("expired: b takes over").isTrue();
            assertThat(leases.claim("timekeeper", "a", 10_002, 5_000)).as("a lost it").isFalse();
            assertThat(leases.claim("another", "a", 10_003, 5_000)).as("leases are by name").isTrue();
        }
    }
}
