package org.heterodox.gamedb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

    /**
     * A database of index version 2 (postings of 24 bytes each, one fixed layout) opens with its games
     * found by position: the opening re-indexes them in today's layout.
     */
    @Test
    void anIndexOfFixedSizePostingsIsRebuiltWhenOpened() throws Exception {
        String url = GameDatabaseSource.h2Url(data);
        try (GameDatabaseSource source = GameDatabaseSource.open(url)) {
            new DatabaseImporter(new GameDatabase(source.jdbi())).importPgn(new StringReader(PreviousLayout.games()), n -> { });
            // Rewrite every row as the build before wrote it, and mark the index version 2.
            source.jdbi().useTransaction(h -> {
                List<Object[]> rows = new ArrayList<>();
                h.createQuery("SELECT bucket, segment, part, postings FROM db_postings")
                        .map((rs, ctx) -> new Object[] {rs.getInt(1), rs.getLong(2), rs.getInt(3), rs.getBytes(4)})
                        .forEach(rows::add);
                h.execute("DELETE FROM db_postings");
                org.jdbi.v3.core.statement.PreparedBatch insert = h.prepareBatch(
                        "INSERT INTO db_postings (bucket, segment, part, postings) VALUES (?, ?, ?, ?)");
                for (Object[] row : rows) {
                    List<Posting> postings = new ArrayList<>();
                    PostingBlock.all((byte[]) row[3], postings::add);
                    ByteBuffer old = ByteBuffer.allocate(postings.size() * 24);
                    for (Posting p : postings) {
                        old.putLong(p.key()).putInt((int) p.gameId()).putShort((short) p.ply()).putInt(p.move())
                                .put((byte) p.result()).put((byte) 0).putShort((short) p.firstElo())
                                .putShort((short) p.secondElo());
                    }
                    insert.add(row[0], row[1], row[2], old.array());
                }
                insert.execute();
                h.execute("UPDATE db_index_version SET version = 2");
            });
        }
        try (GameDatabaseSource source = GameDatabaseSource.open(url)) {
            GameDatabase database = new GameDatabase(source.jdbi());
            Position position = Variants.of("chess").startPosition();
            for (String move : new String[] {"e4", "e5", "Nf3"}) {
                position.make(MoveReader.read(position, move));
            }
            assertThat(database.search(GameFilter.all().withPosition(PositionKey.of(position)), 0, 10).total())
                    .isEqualTo(2);
            assertThat(new OpeningExplorer(database, new SitePositions(source.jdbi())).database(position).games())
                    .isEqualTo(2);
            int version = source.jdbi().withHandle(h -> h.createQuery("SELECT version FROM db_index_version")
                    .mapTo(Integer.class).one());
            assertThat(version).isEqualTo(PositionIndexUpgrade.VERSION);
        }
    }
}
