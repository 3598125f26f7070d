package org.heterodox.server.report;

import org.heterodox.gamedb.DatabaseImporter;
import org.heterodox.gamedb.GameDatabase;
import org.heterodox.rules.Game;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.database.StoredRecords;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.PlayedMove;
import org.heterodox.server.round.Rounds;

/**
 * Finds the game a report is of and replays it: a site game that is over (404 when there is none,
 * 409 while it is played), or a game of the game database (404 when there is none).
 */
public final class ReportGames {
    private final Rounds rounds;
    private final GameDatabase database;

    public ReportGames(Rounds rounds, GameDatabase database) {
        this.rounds = rounds;
        this.database = database;
    }

    public ReplayedGame load(ReportSubject subject) {
        return subject.source() == ReportSubject.Source.SITE ? site(subject.key()) : database(subject.key());
    }

    private ReplayedGame site(String id) {
        GameSnapshot game = rounds.get(id);
        if (game.status() == GameStatus.ACTIVE || game.status() == GameStatus.WAITING) {
            throw new ApiException(409, "a report is made of a game that is over; game " + id + " is "
                    + (game.status() == GameStatus.ACTIVE ? "being played" : "waiting for a player"));
        }
        try {
            Variant variant = Variants.of(game.variantSpec());
            Position replay = variant.fromFen(game.startFen());
            Position start = replay.copy();
            int[] moves = new int[game.moves().size()];
            for (int i = 0; i < moves.length; i++) {
                PlayedMove move = game.moves().get(i);
                moves[i] = variant.machineNotation().parse(replay, move.machine());
                replay.make(moves[i]);
            }
            return new ReplayedGame(start, moves);
        } catch (FormatException e) {
            throw new IllegalStateException("stored game " + id + " cannot be replayed", e);
        }
    }

    private ReplayedGame database(String key) {
        long id = Long.parseLong(key);
        Game record = StoredRecords.read(database, id);
        if (record.ply() > DatabaseImporter.MAX_PLIES) {
            throw new ApiException(422, "database game " + id + " has " + record.ply() + " plies, more than the "
                    + DatabaseImporter.MAX_PLIES + " a report covers");
        }
        return new ReplayedGame(record.startPosition(), record.moves());
    }
}
