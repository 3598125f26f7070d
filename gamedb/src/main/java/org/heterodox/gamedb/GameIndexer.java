package org.heterodox.gamedb;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Game;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.PgnReader;
import org.heterodox.rules.format.PgnWriter;

/**
 * Reads one game's PGN text through the rules (every move checked legal in its game) and computes
 * what the database stores of it. Stateless and thread-safe: the importer runs it on every core.
 */
final class GameIndexer {
    /** Longest value kept in a searchable column; the stored record keeps the whole tag. */
    static final int MAX_TAG = 200;

    /** What reading one game gave: a game to store, or why the game was rejected. */
    record Read(int number, IndexedGame game, String error) {
    }

    private GameIndexer() {
    }

    /**
     * Reads the games of {@code raw}: one, unless the text holds several with no tags between them.
     * Their numbers follow {@code gamesBefore}.
     */
    static List<Read> read(PgnSplitter.RawGame raw, int gamesBefore) {
        List<Read> reads = new ArrayList<>(1);
        List<Game> games = new ArrayList<>(1);
        List<long[]> keys = new ArrayList<>(1);
        // The reader keys each position as it plays the game through, so that indexing needs no replay.
        PgnReader reader = PgnReader.part(new StringReader(raw.text()), false, gamesBefore, raw.firstLine())
                .maxPlies(DatabaseImporter.MAX_PLIES).positionKeys(PositionKey::of);
        while (true) {
            try {
                Game game = reader.next();
                if (game == null) {
                    break;
                }
                games.add(game);
                keys.add(reader.positionKeys());
                reads.add(new Read(reader.gameNumber(), null, null));
            } catch (FormatException e) {
                games.add(null);
                keys.add(null);
                reads.add(new Read(reader.gameNumber(), null, e.getMessage()));
            }
        }
        for (int i = 0; i < reads.size(); i++) {
            Game game = games.get(i);
            if (game != null) {
                // The input's own text is stored when it is this one game; otherwise each game is written anew.
                String record = reads.size() == 1 ? raw.text() : new PgnWriter().write(game);
                int number = reads.get(i).number();
                reads.set(i, new Read(number, indexed(game, number, record, keys.get(i)), null));
            }
        }
        return reads;
    }

    /** @param keys the {@link PositionKey} of every position of the game's main line, the start first */
    static IndexedGame indexed(Game game, int number, String record, long[] keys) {
        long gameKey = PositionKey.gameKey(game.variant());
        int[] moves = game.moves();
        if (keys.length != moves.length + 1) {
            throw new IllegalStateException("game " + number + ": " + keys.length + " position keys for "
                    + moves.length + " moves");
        }
        String white = tag(game, "White");
        String black = tag(game, "Black");
        String date = tag(game, "Date");
        // From the start's FEN text, not its position key: fingerprints outlive a change of the keys.
        long fingerprint = gameKey;
        fingerprint = step(fingerprint, fenHash(game.startFen()));
        for (int move : moves) {
            fingerprint = step(fingerprint, move);
        }
        fingerprint = step(fingerprint, white.hashCode());
        fingerprint = step(fingerprint, black.hashCode());
        fingerprint = step(fingerprint, date.hashCode());
        Outcome outcome = game.outcome();
        return new IndexedGame(number, game.variant().spec().toString(), white, black, elo(game, "WhiteElo"),
                elo(game, "BlackElo"), tag(game, "Event"), tag(game, "Site"), date, tag(game, "Round"),
                outcome.isOver() ? outcome.result().pgn() : "*", game.isSetUp() ? game.startFen() : null, keys, moves,
                fingerprint, Compression.deflate(record.getBytes(StandardCharsets.UTF_8)));
    }

    private static long fenHash(String fen) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < fen.length(); i++) {
            h ^= fen.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }

    private static long step(long h, long value) {
        return PositionKey.mix(h * 31 + value);
    }

    private static String tag(Game game, String name) {
        String value = game.tag(name);
        if (value == null) {
            return "?";
        }
        String trimmed = value.strip();
        return trimmed.length() > MAX_TAG ? trimmed.substring(0, MAX_TAG) : trimmed;
    }

    private static int elo(Game game, String name) {
        String value = game.tag(name);
        if (value == null) {
            return 0;
        }
        try {
            int elo = Integer.parseInt(value.strip());
            return elo > 0 && elo < 65536 ? elo : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
