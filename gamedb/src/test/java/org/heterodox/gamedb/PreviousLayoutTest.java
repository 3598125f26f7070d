package org.heterodox.gamedb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.rules.format.PgnReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An H2 file made when the game database's tables were the server's (see {@link PreviousLayout}) opens
 * as the game database alone, as {@code heterodox db} opens it: the games are there, re-indexed with
 * today's position keys, found by players and by position, exported as imported, and importing them
 * again finds them all duplicates.
 */
class PreviousLayoutTest {
    @TempDir
    Path data;

    @Test
    void theGamesOfADatabaseMadeBeforeTheModuleAreStillThere() throws Exception {
        PreviousLayout.copyH2File(data);
        try (GameDatabaseSource source = GameDatabaseSource.open(GameDatabaseSource.h2Url(data))) {
            GameDatabase database = new GameDatabase(source.jdbi());
            assertThat(database.count()).isEqualTo(4);
            assertThat(database.search(new GameFilter(null, "anna", null, null, null, null, null, null, null), 0, 10)
                    .total()).isEqualTo(3);
            Position position = Variants.of("chess").startPosition();
            for (String move : new String[] {"e4", "e5", "Nf3"}) {
                position.make(MoveReader.read(position, move));
            }
            SearchPage reached = database.search(GameFilter.all().withPosition(PositionKey.of(position)), 0, 10);
            assertThat(reached.total()).isEqualTo(2);
            assertThat(new OpeningExplorer(database, new SitePositions(source.jdbi())).database(position).games())
                    .isEqualTo(2);

            StringWriter out = new StringWriter();
            assertThat(database.export(GameFilter.all(), out)).isEqualTo(4);
            assertThat(out.toString()).contains("{the Morphy defence}");
            assertThat(PgnReader.readAll(out.toString())).hasSize(4);

            ImportReport again = new DatabaseImporter(database).importPgn(new StringReader(PreviousLayout.games()), n -> { });
            assertThat(again.duplicates()).hasSize(4);
            assertThat(database.count()).isEqualTo(4);

            // Its index was keyed by FEN text (version 1): opening re-indexed the games (the searches above
            // find them by today's keys) and emptied the site's index, which the server fills again from its
            // finished games (PreviousLayoutServerTest).
            int version = source.jdbi().withHandle(h -> h.createQuery("SELECT version FROM db_index_version")
                    .mapTo(Integer.class).one());
            assertThat(version).isEqualTo(PositionIndexUpgrade.VERSION);
            Position site = Variants.of("chess").startPosition();
            site.make(MoveReader.read(site, "f3"));
            site.make(MoveReader.read(site, "e5"));
            assertThat(new SitePositions(source.jdbi()).explore(site).games()).isZero();
            int migrations = source.jdbi().withHandle(h -> h.createQuery("SELECT COUNT(*) FROM \""
                    + GameDatabaseSchema.HISTORY_TABLE + "\"").mapTo(Integer.class).one());
            assertThat(migrations).isPositive();
        }
    }
}
